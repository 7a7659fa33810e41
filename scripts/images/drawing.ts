/**
 * What every catalogue picture is drawn with: short numbers, colour mixing, a random generator
 * seeded from the picture's path (so each file comes out the same every run), the `Drawing`
 * that collects a picture's definitions, and a few SVG element helpers.
 */
/** One decimal is invisible at these sizes and keeps the files small. */
export function num(value: number): string {
  return String(Math.round(value * 10) / 10);
}

export type Random = () => number;

function seededRandom(key: string): Random {
  // FNV-1a hash of the key seeds a mulberry32 generator.
  let seed = 2166136261;
  for (const character of key) {
    seed = Math.imul(seed ^ character.charCodeAt(0), 16777619);
  }
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function between(random: Random, min: number, max: number): number {
  return min + random() * (max - min);
}

export function pick<T>(random: Random, choices: readonly T[]): T {
  const choice = choices[Math.floor(random() * choices.length)];
  if (choice === undefined) throw new Error('pick() needs at least one choice');
  return choice;
}

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function mix(from: string, to: string, amount: number): string {
  const a = channels(from);
  const b = channels(to);
  const blended = a.map((channel, index) =>
    Math.round(channel + ((b[index] ?? 0) - channel) * amount),
  );
  return `#${blended.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

export const lighten = (colour: string, amount: number) => mix(colour, '#ffffff', amount);
export const darken = (colour: string, amount: number) => mix(colour, '#000000', amount);

// ---------------------------------------------------------------------------------------------
// The drawing: a canvas that collects gradient and symbol definitions as shapes ask for them
// ---------------------------------------------------------------------------------------------

type Stop = readonly [offset: number, colour: string, opacity?: number];

export class Drawing {
  readonly random: Random;
  private readonly definitions: string[] = [];
  private readonly symbols = new Map<string, string>();
  private count = 0;

  constructor(
    readonly width: number,
    readonly height: number,
    key: string,
  ) {
    this.random = seededRandom(key);
  }

  private stops(stops: readonly Stop[]): string {
    return stops
      .map(
        ([offset, colour, opacity]) =>
          `<stop offset="${num(offset)}" stop-color="${colour}"${
            opacity === undefined ? '' : ` stop-opacity="${num(opacity)}"`
          }/>`,
      )
      .join('');
  }

  /** A linear gradient across the shape's box, from (x1, y1) to (x2, y2) in 0-1 units. */
  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = `g${++this.count}`;
    this.definitions.push(
      `<linearGradient id="${id}" x1="${num(x1)}" y1="${num(y1)}" x2="${num(x2)}" y2="${num(y2)}">${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = `g${++this.count}`;
    this.definitions.push(
      `<radialGradient id="${id}" cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}">${this.stops(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** Defines a reusable shape once and returns its id, so a scatter of leaf is a list of <use>. */
  symbol(name: string, markup: string): string {
    const existing = this.symbols.get(name);
    if (existing) return existing;
    const id = `s${++this.count}`;
    this.symbols.set(name, id);
    this.definitions.push(`<g id="${id}">${markup}</g>`);
    return id;
  }

  /**
   * Adds any other definition (a filter, a pattern, a bare path for <use> to paint) and returns
   * the id it was given; `element` writes the markup around that id. A definition given a `name`
   * is added once, and asking again by that name returns the same id.
   */
  define(element: (id: string) => string, name?: string): string {
    const existing = name === undefined ? undefined : this.symbols.get(name);
    if (existing) return existing;
    const id = `d${++this.count}`;
    if (name !== undefined) this.symbols.set(name, id);
    this.definitions.push(element(id));
    return id;
  }

  svg(body: string): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${this.width} ${this.height}" width="${this.width}" height="${this.height}"><defs>${this.definitions.join('')}</defs>${body}</svg>\n`;
  }
}

/** Wraps shapes drawn around the origin so they appear at (x, y), turned and scaled. */
export function place(x: number, y: number, body: string, angle = 0, scale = 1): string {
  const turn = angle ? ` rotate(${num(angle)})` : '';
  const size = scale !== 1 ? ` scale(${num(scale)})` : '';
  return `<g transform="translate(${num(x)} ${num(y)})${turn}${size}">${body}</g>`;
}

export function ellipse(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra = '',
): string {
  return `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(rx)}" ry="${num(ry)}" fill="${fill}"${extra}/>`;
}

export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra}/>`;
}

export function text(
  x: number,
  y: number,
  content: string,
  size: number,
  fill: string,
  options: { weight?: number; spacing?: number; italic?: boolean } = {},
): string {
  const weight = options.weight ? ` font-weight="${options.weight}"` : '';
  const spacing = options.spacing ? ` letter-spacing="${num(options.spacing)}"` : '';
  const style = options.italic ? ' font-style="italic"' : '';
  return `<text x="${num(x)}" y="${num(y)}" font-family="Georgia,'Times New Roman',serif" font-size="${num(size)}" text-anchor="middle" fill="${fill}"${weight}${spacing}${style}>${content.replace(/&/g, '&amp;')}</text>`;
}

/**
 * The largest font size at which a line fits the width: serif capitals run about 0.68 em, plus
 * any letter spacing, given in em.
 */
export function fittingSize(content: string, width: number, largest: number, spacing = 0): number {
  return Math.min(largest, width / (content.length * (0.68 + spacing)));
}

/** A soft contact shadow, so objects sit on the surface instead of floating. */
export function shadow(
  d: Drawing,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  strength = 0.28,
): string {
  return ellipse(
    cx,
    cy,
    rx,
    ry,
    d.radial([
      [0, '#1c140c', strength],
      [1, '#1c140c', 0],
    ]),
  );
}
