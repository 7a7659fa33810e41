/**
 * Draws every catalogue illustration as a small SVG file under public/images:
 * the 8 sample products, the 5 product lines, the 7 Adra collections, the 6 premium collection
 * cards and every premium collection item that is not a tea grade (grade items reuse the Tea
 * Grades page's pictures).
 *
 * Run with `npx tsx scripts/make-catalogue-images.ts`. The output is deterministic: each picture's
 * random choices (leaf scatter, layout) are seeded from its own path, so running the script again
 * rewrites identical files and a change to one scene leaves the others untouched.
 *
 * The list of pictures comes from the content modules and the seed data; this script only knows
 * how each one looks. It stops with an error when a picture has no scene or a scene no picture.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { adraPage } from '../app/content/catalogue/adra';
import { premiumCollections } from '../app/content/catalogue/premium-collections';
import { productLines } from '../app/content/catalogue/product-lines';
import { cardImageSize } from '../app/content/catalogue/types';
import { teaGrades } from '../app/content/tea-grades';
import { sampleProducts } from '../db/sample-products';

const publicFolder = join(dirname(fileURLToPath(import.meta.url)), '..', 'public');

// ---------------------------------------------------------------------------------------------
// Numbers, colours and seeded randomness
// ---------------------------------------------------------------------------------------------

/** One decimal is invisible at these sizes and keeps the files small. */
function num(value: number): string {
  return String(Math.round(value * 10) / 10);
}

type Random = () => number;

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

function between(random: Random, min: number, max: number): number {
  return min + random() * (max - min);
}

function pick<T>(random: Random, choices: readonly T[]): T {
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

const lighten = (colour: string, amount: number) => mix(colour, '#ffffff', amount);
const darken = (colour: string, amount: number) => mix(colour, '#000000', amount);

// ---------------------------------------------------------------------------------------------
// The drawing: a canvas that collects gradient and symbol definitions as shapes ask for them
// ---------------------------------------------------------------------------------------------

type Stop = readonly [offset: number, colour: string, opacity?: number];

class Drawing {
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

  svg(body: string): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${this.width} ${this.height}" width="${this.width}" height="${this.height}"><defs>${this.definitions.join('')}</defs>${body}</svg>\n`;
  }
}

/** Wraps shapes drawn around the origin so they appear at (x, y), turned and scaled. */
function place(x: number, y: number, body: string, angle = 0, scale = 1): string {
  const turn = angle ? ` rotate(${num(angle)})` : '';
  const size = scale !== 1 ? ` scale(${num(scale)})` : '';
  return `<g transform="translate(${num(x)} ${num(y)})${turn}${size}">${body}</g>`;
}

function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(rx)}" ry="${num(ry)}" fill="${fill}"${extra}/>`;
}

function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra}/>`;
}

function text(
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
function fittingSize(content: string, width: number, largest: number, spacing = 0): number {
  return Math.min(largest, width / (content.length * (0.68 + spacing)));
}

/** A soft contact shadow, so objects sit on the surface instead of floating. */
function shadow(
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

// ---------------------------------------------------------------------------------------------
// Backdrops: a tinted wall with faint tea leaves, and the surface things stand on
// ---------------------------------------------------------------------------------------------

type Surface = 'wood' | 'linen' | 'slate' | 'marble' | 'teak';

const surfaceColours: Record<Surface, readonly [string, string, string]> = {
  wood: ['#9a6a42', '#7a4f2e', '#5e3b21'],
  teak: ['#7a4a2a', '#5d351c', '#432511'],
  linen: ['#efe5d0', '#e4d6b8', '#d3c29f'],
  slate: ['#4a4f4b', '#3a3e3b', '#2a2d2b'],
  marble: ['#f4f1ea', '#e9e4da', '#d9d2c4'],
};

/** A tea leaf outline pointing up from its stalk at the origin, with a midrib and side veins. */
function teaLeaf(length: number, width: number, fill: string, vein: string): string {
  const l = length;
  const w = width / 2;
  const outline = `M0 0C${num(w * 1.2)} ${num(-l * 0.12)} ${num(w * 1.15)} ${num(-l * 0.7)} 0 ${num(-l)}C${num(-w * 1.15)} ${num(-l * 0.7)} ${num(-w * 1.2)} ${num(-l * 0.12)} 0 0Z`;
  const veins = [0.3, 0.5, 0.7]
    .map(
      (at) =>
        `M0 ${num(-l * at)}l${num(w * 0.7)} ${num(-l * 0.12)}M0 ${num(-l * at)}l${num(-w * 0.7)} ${num(-l * 0.12)}`,
    )
    .join('');
  return `${path(outline, fill)}<path d="M0 0V${num(-l * 0.96)}${veins}" fill="none" stroke="${vein}" stroke-width="${num(Math.max(1, width / 40))}" stroke-linecap="round"/>`;
}

function backdrop(d: Drawing, tint: string, surface: Surface, horizon: number): string {
  const { width: w, height: h, random } = d;
  const top = horizon * h;
  const [light, mid, deep] = surfaceColours[surface];
  const wall = `<rect width="${w}" height="${num(top + 2)}" fill="${d.linear([
    [0, lighten(tint, 0.45)],
    [1, tint],
  ])}"/>`;
  const glow = ellipse(
    w * 0.32,
    h * 0.18,
    w * 0.55,
    h * 0.45,
    d.radial([
      [0, '#ffffff', 0.5],
      [1, '#ffffff', 0],
    ]),
  );
  // Two or three large, faint leaves in the corners give the wall depth without clutter.
  const leafTone = darken(tint, 0.12);
  const leaves = [
    place(w * 0.06, top * 0.95, teaLeaf(h * 0.5, h * 0.2, leafTone, tint), between(random, 18, 34)),
    place(
      w * 0.97,
      top * 0.75,
      teaLeaf(h * 0.42, h * 0.17, leafTone, tint),
      between(random, -40, -20),
    ),
    place(
      w * 0.88,
      top * 0.98,
      teaLeaf(h * 0.3, h * 0.12, leafTone, tint),
      between(random, -70, -55),
    ),
  ].join('');
  const table = `<rect y="${num(top)}" width="${w}" height="${num(h - top)}" fill="${d.linear([
    [0, light],
    [0.35, mid],
    [1, deep],
  ])}"/>`;
  const edge = `<rect y="${num(top)}" width="${w}" height="${num(h * 0.012)}" fill="${lighten(light, 0.25)}" opacity=".6"/>`;
  return `${wall}${glow}<g opacity=".35">${leaves}</g>${table}${edge}${surfaceTexture(d, surface, top)}`;
}

function surfaceTexture(d: Drawing, surface: Surface, top: number): string {
  const { width: w, height: h, random } = d;
  const lines: string[] = [];
  if (surface === 'wood' || surface === 'teak') {
    // Grain: long, gently waving lines that run across the board.
    for (let index = 0; index < 9; index += 1) {
      const y = top + ((h - top) * (index + between(random, 0.2, 0.8))) / 9;
      const wave = between(random, 2, 6);
      lines.push(
        `M0 ${num(y)}C${num(w * 0.3)} ${num(y - wave)} ${num(w * 0.6)} ${num(y + wave)} ${w} ${num(y - wave / 2)}`,
      );
    }
    return `<path d="${lines.join('')}" fill="none" stroke="#2b170a" stroke-opacity=".18" stroke-width="1.4"/>`;
  }
  if (surface === 'marble') {
    for (let index = 0; index < 4; index += 1) {
      const x = between(random, 0, w);
      lines.push(
        `M${num(x)} ${num(top)}q${num(between(random, -60, 60))} ${num((h - top) * 0.5)} ${num(between(random, -120, 120))} ${num(h - top)}`,
      );
    }
    return `<path d="${lines.join('')}" fill="none" stroke="#a79f90" stroke-opacity=".35" stroke-width="1.2"/>`;
  }
  if (surface === 'linen') {
    for (let y = top + 6; y < h; y += 7) lines.push(`M0 ${num(y)}H${w}`);
    return `<path d="${lines.join('')}" stroke="#b9a680" stroke-opacity=".16" stroke-width=".8"/>`;
  }
  for (let index = 0; index < 60; index += 1) {
    lines.push(`M${num(between(random, 0, w))} ${num(between(random, top, h))}h1.5`);
  }
  return `<path d="${lines.join('')}" stroke="#ffffff" stroke-opacity=".12" stroke-width="1.5"/>`;
}

// ---------------------------------------------------------------------------------------------
// Dry tea and herbs: mounds of particles of the right shape and colour
// ---------------------------------------------------------------------------------------------

type LeafKind =
  'wiry' | 'curled' | 'broken' | 'fannings' | 'pellets' | 'tips' | 'flakes' | 'petals';

const particleShapes: Record<LeafKind, { markup: string; size: number }> = {
  // Orthodox whole leaf: long, thin, twisted slivers.
  wiry: { markup: '<path d="M-15 0q7-4 15-1t15 0q-7 3-15 1t-15 0z"/>', size: 1 },
  // Pekoe: short, compact curls.
  curled: { markup: '<path d="M-6-1c2-4 10-4 12 0s-3 6-6 5-7-2-6-5z"/>', size: 1 },
  // Broken grades: small irregular pieces.
  broken: { markup: '<path d="M-5-2l6-2 5 3-2 4-7 1z"/>', size: 1 },
  // Fannings: fine, even grains.
  fannings: { markup: '<path d="M-2-1.5h3.4l.6 2.6-3 1-1.6-1z"/>', size: 1 },
  // Gunpowder green tea: tight pellets with a soft shine.
  pellets: {
    markup:
      '<ellipse rx="5" ry="4.2"/><ellipse cx="-1.5" cy="-1.6" rx="2" ry="1.2" fill="#fff" fill-opacity=".25"/>',
    size: 1,
  },
  // Silver Tips: downy unopened buds.
  tips: { markup: '<path d="M-13 0q7-4 26-.6q-18 4-26 .6z"/>', size: 1 },
  // Cut herbs, bark and root pieces.
  flakes: { markup: '<path d="M-5-3l7-1 3 4-4 4-6-2z"/>', size: 1 },
  // Dried petals and calyces.
  petals: { markup: '<path d="M0 0c-5-4-5-10 0-12 5 2 5 8 0 12z"/>', size: 1 },
};

interface Mound {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  kind: LeafKind;
  colours: readonly string[];
  /** A second kind scattered through the first: golden tips, fruit pieces, petals. */
  accent?: { kind: LeafKind; colours: readonly string[]; share: number };
  density?: number;
}

function mound(d: Drawing, spec: Mound): string {
  const { cx, cy, rx, ry, random } = { ...spec, random: d.random };
  const base = ellipse(
    cx,
    cy - ry * 0.2,
    rx * 0.92,
    ry * 0.75,
    d.radial(
      [
        [0, spec.colours[0] ?? '#000'],
        [1, darken(spec.colours[0] ?? '#000', 0.3)],
      ],
      0.5,
      0.4,
      0.6,
    ),
  );
  const count = Math.round(((rx * ry) / 60) * (spec.density ?? 1));
  const particles: { x: number; y: number; markup: string }[] = [];
  for (let index = 0; index < count; index += 1) {
    // A point in the unit disc, lifted in the middle so the scatter reads as a heap.
    const angle = between(random, 0, Math.PI * 2);
    const radius = Math.sqrt(random());
    const u = Math.cos(angle) * radius;
    const v = Math.sin(angle) * radius;
    const x = cx + u * rx;
    const y = cy + v * ry * 0.55 - (1 - u * u) * ry * 0.45;
    const accent = spec.accent && random() < spec.accent.share ? spec.accent : undefined;
    const kind = accent?.kind ?? spec.kind;
    const id = d.symbol(kind, particleShapes[kind].markup);
    const colour = pick(random, accent?.colours ?? spec.colours);
    const scale = between(random, 0.75, 1.25) * (rx / 110 + 0.3);
    particles.push({
      x,
      y,
      markup: `<use href="#${id}" transform="translate(${num(x)} ${num(y)}) rotate(${Math.round(between(random, -180, 180))}) scale(${num(scale)})" fill="${colour}"/>`,
    });
  }
  particles.sort((a, b) => a.y - b.y);
  return base + particles.map((particle) => particle.markup).join('');
}

/** Dry leaf palettes by kind of tea. */
const leafColours = {
  black: ['#2b1a0f', '#3b2415', '#4a2d18', '#21140b', '#563419'],
  lowGrown: ['#1f130a', '#2a190d', '#34200f', '#180e07'],
  goldenTip: ['#b8863e', '#c99a4e', '#a5732f'],
  green: ['#4d5a2b', '#5f6c34', '#404b22', '#6f7c3e'],
  silver: ['#d9d5c9', '#c8c1ae', '#ebe7dd', '#b5ad9a'],
} as const;

// ---------------------------------------------------------------------------------------------
// Vessels: porcelain cup and saucer, glass cup, iced glass, dish and scoop
// ---------------------------------------------------------------------------------------------

type Vessel = 'porcelain' | 'glass' | 'iced';

/** The surface of a cup of tea: darker at the walls, a bright ring where it meets the cup. */
function liquorSurface(
  d: Drawing,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  liquor: string,
): string {
  const surface = d.radial(
    [
      [0, lighten(liquor, 0.28)],
      [0.65, liquor],
      [1, darken(liquor, 0.35)],
    ],
    0.45,
    0.4,
    0.62,
  );
  return (
    ellipse(cx, cy, rx, ry, surface) +
    ellipse(
      cx,
      cy,
      rx,
      ry,
      'none',
      ` stroke="${lighten(liquor, 0.45)}" stroke-opacity=".7" stroke-width="${num(rx * 0.03)}"`,
    ) +
    ellipse(cx - rx * 0.3, cy - ry * 0.25, rx * 0.28, ry * 0.16, '#fff', ' opacity=".28"')
  );
}

function steam(x: number, top: number, size: number): string {
  const curls = [-0.3, 0.1, 0.4]
    .map(
      (offset, index) =>
        `M${num(x + size * offset)} ${num(top)}c${num(-size * 0.25)} ${num(-size * 0.3)} ${num(size * 0.25)} ${num(-size * 0.5)} 0 ${num(-size * (0.8 + index * 0.12))}`,
    )
    .join('');
  return `<path d="${curls}" fill="none" stroke="#fff" stroke-opacity=".3" stroke-width="${num(size * 0.045)}" stroke-linecap="round"/>`;
}

/** A cup standing on the surface at (x, y); `size` is the rim's half width. */
function cup(
  d: Drawing,
  x: number,
  y: number,
  size: number,
  liquor: string,
  vessel: Vessel,
  band = '#b88a3e',
): string {
  if (vessel === 'glass') return glassCup(d, x, y, size, liquor);
  if (vessel === 'iced') return icedGlass(d, x, y, size, liquor);
  const s = size;
  const rimY = y - s * 1.02;
  const porcelain = d.linear(
    [
      [0, '#d9d2c5'],
      [0.3, '#ffffff'],
      [0.7, '#f3eee5'],
      [1, '#cfc7b8'],
    ],
    0,
    0,
    1,
    0,
  );
  const saucer =
    ellipse(
      x,
      y,
      s * 1.55,
      s * 0.36,
      d.linear([
        [0, '#ffffff'],
        [1, '#d8d0c2'],
      ]),
    ) + ellipse(x, y - s * 0.03, s * 0.95, s * 0.2, '#e6dfd2');
  const body = path(
    `M${num(x - s)} ${num(rimY)}C${num(x - s)} ${num(rimY + s * 0.75)} ${num(x - s * 0.55)} ${num(y - s * 0.12)} ${num(x - s * 0.38)} ${num(y - s * 0.1)}Q${num(x)} ${num(y - s * 0.02)} ${num(x + s * 0.38)} ${num(y - s * 0.1)}C${num(x + s * 0.55)} ${num(y - s * 0.12)} ${num(x + s)} ${num(rimY + s * 0.75)} ${num(x + s)} ${num(rimY)}Z`,
    porcelain,
  );
  const handle = `<path d="M${num(x + s * 0.93)} ${num(rimY + s * 0.2)}c${num(s * 0.5)} ${num(-s * 0.08)} ${num(s * 0.55)} ${num(s * 0.5)} ${num(s * 0.02)} ${num(s * 0.55)}" fill="none" stroke="#e9e3d8" stroke-width="${num(s * 0.13)}" stroke-linecap="round"/>`;
  const gilt = `<path d="M${num(x - s * 0.99)} ${num(rimY + s * 0.14)}Q${num(x)} ${num(rimY + s * 0.5)} ${num(x + s * 0.99)} ${num(rimY + s * 0.14)}" fill="none" stroke="${band}" stroke-width="${num(s * 0.035)}"/>`;
  const rim = ellipse(x, rimY, s, s * 0.26, '#f7f3ec', ' stroke="#d6cebf" stroke-width="1.5"');
  const foot = ellipse(x, y - s * 0.07, s * 0.42, s * 0.08, '#d6cebf');
  return (
    shadow(d, x + s * 0.15, y + s * 0.12, s * 1.8, s * 0.42) +
    saucer +
    foot +
    handle +
    body +
    gilt +
    rim +
    liquorSurface(d, x, rimY + s * 0.03, s * 0.9, s * 0.2, liquor) +
    steam(x, rimY - s * 0.35, s)
  );
}

/** A clear glass cup, so herbal colours show through the side. */
function glassCup(d: Drawing, x: number, y: number, s: number, liquor: string): string {
  const rimY = y - s * 1.45;
  const liquorTop = rimY + s * 0.22;
  const side = (top: number) =>
    `M${num(x - s * 0.92)} ${num(top)}L${num(x - s * 0.78)} ${num(y - s * 0.08)}Q${num(x)} ${num(y + s * 0.12)} ${num(x + s * 0.78)} ${num(y - s * 0.08)}L${num(x + s * 0.92)} ${num(top)}Z`;
  const tea = d.linear(
    [
      [0, darken(liquor, 0.25)],
      [0.35, lighten(liquor, 0.15)],
      [0.6, liquor],
      [1, darken(liquor, 0.35)],
    ],
    0,
    0,
    1,
    0,
  );
  const handle = `<path d="M${num(x + s * 0.88)} ${num(rimY + s * 0.35)}c${num(s * 0.55)} 0 ${num(s * 0.6)} ${num(s * 0.7)} ${num(-s * 0.06)} ${num(s * 0.72)}" fill="none" stroke="#ffffff" stroke-opacity=".55" stroke-width="${num(s * 0.1)}"/>`;
  return (
    shadow(d, x + s * 0.2, y + s * 0.05, s * 1.3, s * 0.3) +
    ellipse(x + s * 0.35, y + s * 0.02, s * 0.9, s * 0.16, liquor, ' opacity=".25"') +
    handle +
    path(side(rimY), '#ffffff', ' fill-opacity=".22"') +
    path(side(liquorTop), tea, ' fill-opacity=".92"') +
    liquorSurface(d, x, liquorTop, s * 0.9, s * 0.19, liquor) +
    path(side(rimY), 'none', ' stroke="#ffffff" stroke-opacity=".7" stroke-width="2"') +
    ellipse(
      x,
      rimY,
      s * 0.92,
      s * 0.2,
      'none',
      ' stroke="#ffffff" stroke-opacity=".8" stroke-width="2"',
    ) +
    `<path d="M${num(x - s * 0.62)} ${num(rimY + s * 0.35)}L${num(x - s * 0.55)} ${num(y - s * 0.25)}" stroke="#fff" stroke-opacity=".5" stroke-width="${num(s * 0.08)}" stroke-linecap="round"/>` +
    steam(x, rimY - s * 0.3, s * 0.9)
  );
}

/** A tall glass of iced tea with ice cubes and a slice at the rim. */
function icedGlass(d: Drawing, x: number, y: number, s: number, liquor: string): string {
  const rimY = y - s * 2.1;
  const liquorTop = rimY + s * 0.3;
  const side = (top: number) =>
    `M${num(x - s * 0.85)} ${num(top)}L${num(x - s * 0.7)} ${num(y - s * 0.06)}Q${num(x)} ${num(y + s * 0.08)} ${num(x + s * 0.7)} ${num(y - s * 0.06)}L${num(x + s * 0.85)} ${num(top)}Z`;
  const straw = `<path d="M${num(x + s * 0.15)} ${num(y - s * 0.4)}L${num(x + s * 0.55)} ${num(rimY - s * 0.55)}" stroke="#f4ecd8" stroke-width="${num(s * 0.12)}" stroke-linecap="round"/><path d="M${num(x + s * 0.15)} ${num(y - s * 0.4)}L${num(x + s * 0.55)} ${num(rimY - s * 0.55)}" stroke="#c0733a" stroke-width="${num(s * 0.12)}" stroke-dasharray="${num(s * 0.1)} ${num(s * 0.14)}"/>`;
  const tea = d.linear(
    [
      [0, darken(liquor, 0.2)],
      [0.4, lighten(liquor, 0.2)],
      [1, darken(liquor, 0.3)],
    ],
    0,
    0,
    1,
    0,
  );
  const cubes = [
    [-0.3, 0.5, 12],
    [0.25, 0.62, -8],
    [-0.05, 0.95, 20],
  ]
    .map(([dx = 0, dy = 0, turn = 0]) =>
      place(
        x + s * dx,
        liquorTop + s * dy,
        `<rect x="${num(-s * 0.22)}" y="${num(-s * 0.22)}" width="${num(s * 0.44)}" height="${num(s * 0.44)}" rx="${num(s * 0.08)}" fill="#ffffff" fill-opacity=".35" stroke="#fff" stroke-opacity=".6"/>`,
        turn,
      ),
    )
    .join('');
  return (
    shadow(d, x + s * 0.2, y + s * 0.05, s * 1.1, s * 0.25) +
    straw +
    path(side(rimY), '#ffffff', ' fill-opacity=".2"') +
    path(side(liquorTop), tea, ' fill-opacity=".9"') +
    cubes +
    ellipse(x, liquorTop, s * 0.82, s * 0.15, lighten(liquor, 0.2)) +
    path(side(rimY), 'none', ' stroke="#ffffff" stroke-opacity=".75" stroke-width="2"') +
    ellipse(
      x,
      rimY,
      s * 0.72,
      s * 0.15,
      'none',
      ' stroke="#ffffff" stroke-opacity=".8" stroke-width="2"',
    ) +
    `<path d="M${num(x - s * 0.48)} ${num(rimY + s * 0.3)}L${num(x - s * 0.42)} ${num(y - s * 0.3)}" stroke="#fff" stroke-opacity=".45" stroke-width="${num(s * 0.07)}" stroke-linecap="round"/>`
  );
}

/** A shallow ceramic dish heaped with dry leaf. */
function dish(
  d: Drawing,
  x: number,
  y: number,
  size: number,
  glaze: string,
  leaf: Omit<Mound, 'cx' | 'cy' | 'rx' | 'ry'>,
): string {
  const bowl = d.linear([
    [0, lighten(glaze, 0.2)],
    [1, darken(glaze, 0.25)],
  ]);
  return (
    shadow(d, x + size * 0.1, y + size * 0.28, size * 1.25, size * 0.3) +
    path(
      `M${num(x - size)} ${num(y - size * 0.1)}Q${num(x - size * 0.9)} ${num(y + size * 0.3)} ${num(x)} ${num(y + size * 0.32)}Q${num(x + size * 0.9)} ${num(y + size * 0.3)} ${num(x + size)} ${num(y - size * 0.1)}Z`,
      bowl,
    ) +
    ellipse(x, y - size * 0.1, size, size * 0.26, lighten(glaze, 0.35)) +
    ellipse(x, y - size * 0.08, size * 0.88, size * 0.2, darken(glaze, 0.1)) +
    mound(d, { ...leaf, cx: x, cy: y - size * 0.06, rx: size * 0.82, ry: size * 0.42 })
  );
}

/** A wooden tea scoop lying on the surface with a little leaf in its bowl. */
function scoop(
  d: Drawing,
  x: number,
  y: number,
  size: number,
  angle: number,
  leaf: Omit<Mound, 'cx' | 'cy' | 'rx' | 'ry'>,
): string {
  const wood = d.linear([
    [0, '#c8955c'],
    [1, '#8c5a2e'],
  ]);
  const body =
    `<rect x="${num(size * 0.45)}" y="${num(-size * 0.07)}" width="${num(size * 1.3)}" height="${num(size * 0.14)}" rx="${num(size * 0.07)}" fill="${wood}"/>` +
    ellipse(0, 0, size * 0.6, size * 0.38, wood) +
    ellipse(-size * 0.02, -size * 0.04, size * 0.5, size * 0.28, '#6e4522');
  return (
    shadow(d, x + size * 0.4, y + size * 0.2, size * 1.6, size * 0.3, 0.22) +
    place(x, y, body, angle) +
    mound(d, { ...leaf, cx: x, cy: y, rx: size * 0.45, ry: size * 0.3, density: 1.4 })
  );
}

// ---------------------------------------------------------------------------------------------
// Packaging: foil pouch, caddy, tea bag box, wooden chest, paper sack, tea bags
// ---------------------------------------------------------------------------------------------

interface Label {
  brand: string;
  name: string;
  /** A small line under the name, such as '100 TEA BAGS' or 'NET 50 KG'. */
  detail?: string;
}

/** Colours of a pack: its body, the label paper and the print. */
interface Livery {
  body: string;
  paper: string;
  ink: string;
  accent: string;
}

/** Long names go on two lines, broken at the space nearest the middle, so they stay legible. */
function splitName(name: string): string[] {
  if (name.length <= 14 || !name.includes(' ')) return [name];
  const middle = name.length / 2;
  let best = -1;
  for (let index = name.indexOf(' '); index !== -1; index = name.indexOf(' ', index + 1)) {
    if (best === -1 || Math.abs(index - middle) < Math.abs(best - middle)) best = index;
  }
  return [name.slice(0, best), name.slice(best + 1)];
}

/** A label panel: brand, a thin rule with a leaf, the tea's name and a detail line. */
function labelPanel(
  x: number,
  y: number,
  w: number,
  h: number,
  label: Label,
  livery: Livery,
): string {
  const brandSize = fittingSize(label.brand, w * 0.82, h * 0.2, 0.12);
  const nameLines = splitName(label.name);
  const nameSize = Math.min(...nameLines.map((line) => fittingSize(line, w * 0.86, h * 0.13)));
  const rule = `<path d="M${num(x - w * 0.3)} ${num(y + h * 0.4)}H${num(x - w * 0.06)}M${num(x + w * 0.06)} ${num(y + h * 0.4)}H${num(x + w * 0.3)}" stroke="${livery.accent}" stroke-width="${num(Math.max(1, h * 0.012))}"/>`;
  const leaf = place(x, y + h * 0.45, teaLeaf(h * 0.1, h * 0.05, livery.accent, livery.paper), 0);
  const detail = label.detail
    ? text(
        x,
        y + h * 0.84,
        label.detail,
        fittingSize(label.detail, w * 0.8, h * 0.075),
        livery.ink,
        { spacing: h * 0.008 },
      )
    : '';
  return (
    `<rect x="${num(x - w / 2)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" rx="${num(w * 0.04)}" fill="${livery.paper}"/>` +
    `<rect x="${num(x - w / 2 + 4)}" y="${num(y + 4)}" width="${num(w - 8)}" height="${num(h - 8)}" rx="${num(w * 0.03)}" fill="none" stroke="${livery.accent}" stroke-width="1.2"/>` +
    text(x, y + h * 0.3, label.brand, brandSize, livery.ink, {
      weight: 700,
      spacing: brandSize * 0.12,
    }) +
    rule +
    leaf +
    nameLines
      .map((line, index) =>
        text(
          x,
          y + h * (nameLines.length === 1 ? 0.67 : 0.62 + index * 0.13),
          line,
          nameSize,
          livery.ink,
          { italic: true },
        ),
      )
      .join('') +
    detail
  );
}

/** A stand-up foil pouch, bottom centre at (x, y). */
function pouch(
  d: Drawing,
  x: number,
  y: number,
  w: number,
  h: number,
  label: Label,
  livery: Livery,
): string {
  const top = y - h;
  const foil = d.linear(
    [
      [0, darken(livery.body, 0.3)],
      [0.18, lighten(livery.body, 0.18)],
      [0.45, livery.body],
      [0.8, lighten(livery.body, 0.08)],
      [1, darken(livery.body, 0.35)],
    ],
    0,
    0,
    1,
    0,
  );
  const outline = `M${num(x - w / 2)} ${num(top)}H${num(x + w / 2)}L${num(x + w * 0.53)} ${num(y - h * 0.12)}Q${num(x + w * 0.5)} ${num(y)} ${num(x + w * 0.4)} ${num(y)}H${num(x - w * 0.4)}Q${num(x - w * 0.5)} ${num(y)} ${num(x - w * 0.53)} ${num(y - h * 0.12)}Z`;
  const seal = `<rect x="${num(x - w / 2)}" y="${num(top)}" width="${num(w)}" height="${num(h * 0.07)}" fill="${darken(livery.body, 0.15)}"/>`;
  const serration = Array.from(
    { length: Math.floor(w / 6) },
    (_, index) => `M${num(x - w / 2 + 3 + index * 6)} ${num(top)}v${num(h * 0.07)}`,
  ).join('');
  const zip = `<path d="M${num(x - w / 2)} ${num(top + h * 0.13)}H${num(x + w / 2)}" stroke="${darken(livery.body, 0.3)}" stroke-width="2.5"/>`;
  const gusset = `<path d="M${num(x - w * 0.4)} ${num(y - h * 0.06)}Q${num(x)} ${num(y - h * 0.12)} ${num(x + w * 0.4)} ${num(y - h * 0.06)}" fill="none" stroke="${darken(livery.body, 0.3)}" stroke-opacity=".6" stroke-width="2"/>`;
  return (
    shadow(d, x + w * 0.08, y + h * 0.01, w * 0.72, h * 0.06) +
    path(outline, foil) +
    seal +
    `<path d="${serration}" stroke="${darken(livery.body, 0.35)}" stroke-width="1"/>` +
    zip +
    gusset +
    labelPanel(x, top + h * 0.25, w * 0.7, h * 0.5, label, livery)
  );
}

/** A round tea caddy with a lid, bottom centre at (x, y). */
function caddy(
  d: Drawing,
  x: number,
  y: number,
  w: number,
  h: number,
  label: Label,
  livery: Livery,
): string {
  const r = w / 2;
  const lidHeight = h * 0.16;
  const top = y - h;
  const metal = (colour: string) =>
    d.linear(
      [
        [0, darken(colour, 0.35)],
        [0.25, lighten(colour, 0.22)],
        [0.55, colour],
        [1, darken(colour, 0.4)],
      ],
      0,
      0,
      1,
      0,
    );
  const body = `<rect x="${num(x - r)}" y="${num(top + lidHeight * 0.7)}" width="${num(w)}" height="${num(h - lidHeight * 0.7)}" fill="${metal(livery.body)}"/>`;
  const bottom = ellipse(x, y, r, r * 0.2, darken(livery.body, 0.3));
  const lid =
    `<rect x="${num(x - r * 1.04)}" y="${num(top)}" width="${num(w * 1.04)}" height="${num(lidHeight)}" fill="${metal(livery.accent)}"/>` +
    ellipse(x, top + lidHeight, r * 1.04, r * 0.2, darken(livery.accent, 0.25)) +
    ellipse(x, top, r * 1.04, r * 0.2, lighten(livery.accent, 0.2));
  const labelTop = top + h * 0.3;
  const labelHeight = h * 0.5;
  return (
    shadow(d, x + w * 0.12, y + r * 0.1, w * 0.8, r * 0.3) +
    body +
    bottom +
    lid +
    labelPanel(x, labelTop, w * 0.78, labelHeight, label, livery) +
    `<rect x="${num(x - r * 0.7)}" y="${num(top + lidHeight + 4)}" width="${num(r * 0.16)}" height="${num(h - lidHeight - 10)}" fill="#fff" opacity=".16"/>`
  );
}

/** A carton of tea bags in three-quarter view, front bottom centre at (x, y). */
function teaBox(
  d: Drawing,
  x: number,
  y: number,
  w: number,
  h: number,
  label: Label,
  livery: Livery,
): string {
  const depth = w * 0.32;
  const rise = depth * 0.45;
  const left = x - w / 2;
  const top = y - h;
  const front = `<rect x="${num(left)}" y="${num(top)}" width="${num(w)}" height="${num(h)}" fill="${d.linear(
    [
      [0, lighten(livery.body, 0.08)],
      [1, darken(livery.body, 0.12)],
    ],
  )}"/>`;
  const side = path(
    `M${num(left + w)} ${num(top)}l${num(depth)} ${num(-rise)}v${num(h)}l${num(-depth)} ${num(rise)}Z`,
    darken(livery.body, 0.3),
  );
  const lid = path(
    `M${num(left)} ${num(top)}l${num(depth)} ${num(-rise)}h${num(w)}l${num(-depth)} ${num(rise)}Z`,
    lighten(livery.body, 0.15),
  );
  const band = `<rect x="${num(left)}" y="${num(y - h * 0.16)}" width="${num(w)}" height="${num(h * 0.06)}" fill="${livery.accent}"/>`;
  return (
    shadow(d, x + depth * 0.6, y + 4, w * 0.85, h * 0.07) +
    side +
    lid +
    front +
    band +
    labelPanel(x, top + h * 0.12, w * 0.78, h * 0.62, label, livery)
  );
}

/** A wooden gift chest with brass corners and a ribbon, front bottom centre at (x, y). */
function chest(
  d: Drawing,
  x: number,
  y: number,
  w: number,
  h: number,
  label: Label,
  livery: Livery,
): string {
  const depth = w * 0.25;
  const rise = depth * 0.4;
  const left = x - w / 2;
  const top = y - h;
  const wood = d.linear(
    [
      [0, '#8a5530'],
      [0.5, '#6d4122'],
      [1, '#4f2c15'],
    ],
    0,
    0,
    1,
    1,
  );
  const grain = Array.from({ length: 6 }, (_, index) => {
    const gy = top + (h * (index + 0.5)) / 6;
    return `M${num(left)} ${num(gy)}q${num(w * 0.5)} ${num(d.random() * 6 - 3)} ${num(w)} 0`;
  }).join('');
  const ribbon = `<rect x="${num(x - w * 0.05)}" y="${num(top)}" width="${num(w * 0.1)}" height="${num(h)}" fill="${livery.accent}"/>`;
  const bow = place(
    x,
    top - rise * 0.3,
    `${path(`M0 0c${num(-w * 0.16)} ${num(-h * 0.2)} ${num(-w * 0.22)} ${num(h * 0.05)} 0 0z`, livery.accent)}${path(`M0 0c${num(w * 0.16)} ${num(-h * 0.2)} ${num(w * 0.22)} ${num(h * 0.05)} 0 0z`, darken(livery.accent, 0.15))}`,
  );
  return (
    shadow(d, x + depth * 0.5, y + 4, w * 0.8, h * 0.08) +
    path(
      `M${num(left + w)} ${num(top)}l${num(depth)} ${num(-rise)}v${num(h)}l${num(-depth)} ${num(rise)}Z`,
      '#3f2311',
    ) +
    path(
      `M${num(left)} ${num(top)}l${num(depth)} ${num(-rise)}h${num(w)}l${num(-depth)} ${num(rise)}Z`,
      '#9a6438',
    ) +
    `<rect x="${num(left)}" y="${num(top)}" width="${num(w)}" height="${num(h)}" fill="${wood}"/>` +
    `<path d="${grain}" fill="none" stroke="#2a1608" stroke-opacity=".3"/>` +
    `<path d="M${num(left)} ${num(top + h * 0.28)}H${num(left + w)}" stroke="#2a1608" stroke-opacity=".55" stroke-width="2"/>` +
    ribbon +
    labelPanel(x - w * 0.27, top + h * 0.42, w * 0.36, h * 0.45, label, livery) +
    [left + 6, left + w - 6]
      .map(
        (cornerX) =>
          `<rect x="${num(cornerX - 6)}" y="${num(top)}" width="12" height="12" fill="#c9a45a"/><rect x="${num(cornerX - 6)}" y="${num(y - 12)}" width="12" height="12" fill="#c9a45a"/>`,
      )
      .join('') +
    bow
  );
}

/** A multiwall paper sack of bulk tea, bottom centre at (x, y). */
function sack(
  d: Drawing,
  x: number,
  y: number,
  w: number,
  h: number,
  label: Label,
  paper: string,
): string {
  const top = y - h;
  const kraft = d.linear(
    [
      [0, darken(paper, 0.18)],
      [0.3, lighten(paper, 0.08)],
      [0.7, paper],
      [1, darken(paper, 0.22)],
    ],
    0,
    0,
    1,
    0,
  );
  const outline = `M${num(x - w * 0.48)} ${num(top + h * 0.05)}Q${num(x)} ${num(top - h * 0.02)} ${num(x + w * 0.48)} ${num(top + h * 0.05)}Q${num(x + w * 0.55)} ${num(top + h * 0.5)} ${num(x + w * 0.5)} ${num(y - h * 0.04)}Q${num(x)} ${num(y + h * 0.03)} ${num(x - w * 0.5)} ${num(y - h * 0.04)}Q${num(x - w * 0.55)} ${num(top + h * 0.5)} ${num(x - w * 0.48)} ${num(top + h * 0.05)}Z`;
  const stitches = Array.from(
    { length: Math.floor(w / 12) },
    (_, index) => `M${num(x - w * 0.44 + index * 12)} ${num(top + h * 0.08)}h6`,
  ).join('');
  const ink = '#5a3a1e';
  const heading = fittingSize(label.brand, w * 0.74, h * 0.11, 0.08);
  return (
    shadow(d, x + w * 0.05, y, w * 0.62, h * 0.06) +
    path(outline, kraft) +
    `<path d="${stitches}" stroke="${darken(paper, 0.45)}" stroke-width="2"/>` +
    `<path d="M${num(x - w * 0.4)} ${num(top + h * 0.2)}q${num(w * 0.1)} ${num(h * 0.25)} 0 ${num(h * 0.55)}M${num(x + w * 0.42)} ${num(top + h * 0.25)}q${num(-w * 0.08)} ${num(h * 0.2)} 0 ${num(h * 0.5)}" fill="none" stroke="${darken(paper, 0.25)}" stroke-opacity=".5" stroke-width="2"/>` +
    text(x, top + h * 0.34, label.brand, heading, ink, { weight: 700, spacing: heading * 0.08 }) +
    place(x, top + h * 0.5, teaLeaf(h * 0.1, h * 0.05, '#2f5d34', paper)) +
    text(x, top + h * 0.62, label.name, fittingSize(label.name, w * 0.6, h * 0.08), ink, {
      weight: 700,
    }) +
    (label.detail
      ? text(x, top + h * 0.76, label.detail, fittingSize(label.detail, w * 0.7, h * 0.055), ink, {
          spacing: 1,
        })
      : '')
  );
}

/** A string-and-tag tea bag lying flat, centre at (x, y). */
function teaBag(
  d: Drawing,
  x: number,
  y: number,
  size: number,
  angle: number,
  tag: string,
): string {
  const paper = d.linear([
    [0, '#f4eddc'],
    [1, '#e0d3b6'],
  ]);
  const dots = Array.from(
    { length: 26 },
    () =>
      `M${num(between(d.random, -size * 0.38, size * 0.38))} ${num(between(d.random, -size * 0.3, size * 0.45))}h1.6`,
  ).join('');
  const body =
    `<rect x="${num(-size / 2)}" y="${num(-size / 2)}" width="${num(size)}" height="${num(size * 1.05)}" rx="${num(size * 0.06)}" fill="${paper}" stroke="#cdbf9f"/>` +
    `<path d="M${num(-size / 2)} ${num(-size * 0.36)}H${num(size / 2)}" stroke="#cdbf9f" stroke-dasharray="3 3"/>` +
    `<path d="${dots}" stroke="#6b4a2a" stroke-opacity=".55" stroke-width="1.6"/>` +
    `<path d="M0 ${num(-size / 2)}c${num(size * 0.2)} ${num(-size * 0.4)} ${num(size * 0.7)} ${num(-size * 0.1)} ${num(size * 0.95)} ${num(-size * 0.45)}" fill="none" stroke="#f3efe6" stroke-width="1.5"/>` +
    `<rect x="${num(size * 0.8)}" y="${num(-size * 0.7)}" width="${num(size * 0.42)}" height="${num(size * 0.3)}" rx="2" fill="${tag}"/>`;
  return shadow(d, x + 3, y + size * 0.55, size * 0.7, size * 0.12, 0.2) + place(x, y, body, angle);
}

// ---------------------------------------------------------------------------------------------
// Garnishes: herbs, spices, flowers and fruit, each drawn around the origin at about 60 px
// ---------------------------------------------------------------------------------------------

type Garnish =
  | 'sprig'
  | 'cinnamon'
  | 'lemongrass'
  | 'ginger'
  | 'moringa'
  | 'gotuKola'
  | 'beliMal'
  | 'ranawara'
  | 'hibiscus'
  | 'butterflyPea'
  | 'soursop'
  | 'soursopLeaf'
  | 'turmeric'
  | 'pepper'
  | 'lemon'
  | 'orange'
  | 'bergamot'
  | 'strawberry'
  | 'peach'
  | 'mango'
  | 'passionFruit'
  | 'vanilla'
  | 'cardamom'
  | 'apple'
  | 'jasmine'
  | 'mint'
  | 'rose'
  | 'cornflower'
  | 'marigold'
  | 'clove';

function flower(
  petals: number,
  length: number,
  width: number,
  fill: string,
  centre: string,
): string {
  const petal = `M0 0C${num(width)} ${num(-length * 0.3)} ${num(width * 0.8)} ${num(-length)} 0 ${num(-length)}C${num(-width * 0.8)} ${num(-length)} ${num(-width)} ${num(-length * 0.3)} 0 0Z`;
  const ring = Array.from(
    { length: petals },
    (_, index) => `<path d="${petal}" transform="rotate(${num((360 / petals) * index)})"/>`,
  ).join('');
  return `<g fill="${fill}">${ring}</g>${ellipse(0, 0, length * 0.22, length * 0.22, centre)}`;
}

function citrus(rind: string, flesh: string): string {
  const segments = Array.from({ length: 9 }, (_, index) => {
    const angle = (index * 40 * Math.PI) / 180;
    const next = ((index * 40 + 34) * Math.PI) / 180;
    return `M0 0L${num(Math.cos(angle) * 22)} ${num(Math.sin(angle) * 22)}A22 22 0 0 1 ${num(Math.cos(next) * 22)} ${num(Math.sin(next) * 22)}Z`;
  }).join('');
  return `${ellipse(0, 0, 28, 28, rind)}${ellipse(0, 0, 25, 25, '#fbf4dc')}<path d="${segments}" fill="${flesh}"/>`;
}

function leafCluster(
  count: number,
  spread: number,
  length: number,
  width: number,
  fill: string,
  vein: string,
): string {
  const stem = `<path d="M0 0V${num(-spread)}" stroke="${darken(fill, 0.2)}" stroke-width="2"/>`;
  const leaves = Array.from({ length: count }, (_, index) => {
    const y = -spread * ((index + 0.5) / count);
    const side = index % 2 === 0 ? 1 : -1;
    return place(0, y, teaLeaf(length, width, fill, vein), side * 60);
  }).join('');
  return stem + leaves + place(0, -spread, teaLeaf(length, width, fill, vein));
}

function drawGarnish(d: Drawing, garnish: Garnish): string {
  const random = d.random;
  switch (garnish) {
    case 'sprig': {
      // Two leaves and a bud, the pluck that makes fine tea.
      const leaf = d.linear([
        [0, '#5c9a4a'],
        [1, '#2f6230'],
      ]);
      return (
        `<path d="M0 40C2 10 4-10 2-40" fill="none" stroke="#6b7f3a" stroke-width="3"/>` +
        place(2, 10, teaLeaf(46, 22, leaf, '#9cc48a'), -55) +
        place(3, -10, teaLeaf(40, 19, leaf, '#9cc48a'), 50) +
        place(2, -38, teaLeaf(26, 8, '#b9c98d', '#e2ebc7'), 6)
      );
    }
    case 'cinnamon': {
      const bark = d.linear([
        [0, '#b0683a'],
        [0.5, '#8a4b25'],
        [1, '#6a3517'],
      ]);
      return (
        `<rect x="-40" y="-7" width="80" height="14" rx="6" fill="${bark}"/>` +
        ellipse(40, 0, 5, 7, '#c98a5a') +
        `<path d="M38-3a3 3 0 1 1 3 4" fill="none" stroke="#6a3517"/>` +
        `<path d="M-30-6l3 12M-5-7l2 14M18-7l2 14" stroke="#5b2d13" stroke-opacity=".4"/>`
      );
    }
    case 'lemongrass':
      return (
        `<path d="M-50 4C-10 0 20-2 50-12M-50 8C-5 6 25 6 54 2M-48 0C-20-6 10-14 40-26" fill="none" stroke="#9db04f" stroke-width="5" stroke-linecap="round"/>` +
        `<path d="M-56 6h22" stroke="#e7e2b8" stroke-width="11" stroke-linecap="round"/>`
      );
    case 'ginger':
      return (
        ellipse(0, 0, 26, 15, '#d6b07a') +
        ellipse(24, -10, 14, 10, '#cfa56c') +
        ellipse(-22, -8, 12, 9, '#d9b886') +
        ellipse(6, -4, 9, 7, '#f1dfae') +
        `<path d="M-18 8q18 6 38-2" fill="none" stroke="#a67e48" stroke-opacity=".6"/>`
      );
    case 'moringa':
      return leafCluster(5, 56, 14, 10, '#5d8c3a', '#8fbb6c');
    case 'gotuKola':
      return [-30, 0, 30]
        .map((turn) =>
          place(
            0,
            0,
            `<path d="M0 0V-28" stroke="#6c8c3a" stroke-width="2.5"/>${ellipse(0, -36, 16, 14, '#4f8a3c')}${path('M0-36l-9 9M0-36l9 9M0-36V-50', 'none', ' stroke="#8ec06b" stroke-width="1.2"')}`,
            turn,
          ),
        )
        .join('');
    case 'beliMal':
      return (
        flower(5, 16, 8, '#c58a3e', '#7a4a1c') +
        place(26, 10, flower(5, 12, 6, '#b27630', '#6b3f17'), 30)
      );
    case 'ranawara':
      return (
        flower(5, 17, 11, '#e6b62e', '#b07c12') +
        place(-26, 14, flower(5, 12, 8, '#eec44a', '#b07c12'), 20)
      );
    case 'hibiscus':
      return (
        flower(5, 30, 20, '#b3203c', '#6b0f22') +
        path('M0 0l-4-18M0 0l6-16', 'none', ' stroke="#f4d35e" stroke-width="2"')
      );
    case 'butterflyPea':
      return (
        path('M0 0C-28-6-26-40 0-36C26-40 28-6 0 0Z', '#2f4bb3') +
        path('M0-4C-12-8-12-24 0-22C12-24 12-8 0-4Z', '#eef0ff') +
        ellipse(0, -12, 4, 6, '#f2c94c')
      );
    case 'soursop': {
      const skin = d.radial([
        [0, '#8fb24a'],
        [1, '#4f7a27'],
      ]);
      const spines = Array.from(
        { length: 22 },
        () => `M${num(between(random, -26, 26))} ${num(between(random, -18, 18))}l2-3`,
      ).join('');
      return (
        ellipse(-8, 0, 34, 24, skin) +
        `<path d="${spines}" stroke="#2f4d15" stroke-width="2" stroke-linecap="round"/>` +
        ellipse(30, 8, 20, 15, '#7aa03c') +
        ellipse(30, 8, 16, 12, '#fbf6e8') +
        [-5, 0, 5].map((dx) => ellipse(30 + dx, 8 + (dx % 2), 2, 3, '#1f1a14')).join('')
      );
    }
    case 'soursopLeaf':
      return (
        place(0, 20, teaLeaf(58, 22, '#4d7a34', '#8db56a'), 70) +
        place(0, 20, teaLeaf(44, 18, '#5b8a3d', '#9cc27a'), 20)
      );
    case 'turmeric':
      return (
        `<rect x="-34" y="-8" width="44" height="16" rx="8" fill="#b9803a"/>` +
        ellipse(22, 2, 13, 13, '#c68a3c') +
        ellipse(22, 2, 10, 10, '#f0a21e') +
        ellipse(22, 2, 5, 5, '#f6bd3f')
      );
    case 'pepper':
      return Array.from({ length: 9 }, () =>
        ellipse(
          between(random, -20, 20),
          between(random, -10, 10),
          4,
          4,
          pick(random, ['#2a2019', '#3a2c21', '#1e1712']),
        ),
      ).join('');
    case 'lemon':
      return citrus('#e9c531', '#f6e27a');
    case 'orange':
      return citrus('#e0841f', '#f4a646');
    case 'bergamot':
      return citrus('#b9c23a', '#e5e48b');
    case 'strawberry':
      return (
        path('M0 28C-22 14-26-10-12-16C-4-19 4-19 12-16C26-10 22 14 0 28Z', '#c8233a') +
        Array.from({ length: 10 }, () =>
          ellipse(between(random, -12, 12), between(random, -8, 16), 1.2, 1.8, '#f4d35e'),
        ).join('') +
        path('M-14-16l8 4 6-10 6 10 8-4-4 8h-20z', '#3f7f35')
      );
    case 'peach':
      return (
        ellipse(
          0,
          0,
          27,
          25,
          d.radial(
            [
              [0, '#f9c27c'],
              [0.7, '#ec8a54'],
              [1, '#c65b3b'],
            ],
            0.35,
            0.35,
            0.7,
          ),
        ) +
        `<path d="M2-24q-8 22 2 48" fill="none" stroke="#b8533a" stroke-opacity=".5" stroke-width="2"/>` +
        place(4, -24, teaLeaf(24, 12, '#4f8a3c', '#8ec06b'), 50)
      );
    case 'mango':
      return (
        path(
          'M-30 6C-30-20 0-28 22-18C38-10 34 20 10 24C-10 28-30 24-30 6Z',
          d.linear(
            [
              [0, '#f3b42d'],
              [1, '#e4572e'],
            ],
            0,
            0,
            1,
            1,
          ),
        ) +
        [0, 1, 2]
          .map(
            (index) =>
              `<rect x="${30 + index * 6}" y="${14 + (index % 2) * 8}" width="11" height="11" rx="2" fill="#f6b93b" transform="rotate(${index * 15})"/>`,
          )
          .join('')
      );
    case 'passionFruit':
      return (
        ellipse(0, 0, 26, 26, '#5b2a4a') +
        ellipse(0, 0, 21, 21, '#f2c230') +
        Array.from({ length: 14 }, () =>
          ellipse(between(random, -13, 13), between(random, -13, 13), 2, 2.6, '#2d1a10'),
        ).join('')
      );
    case 'vanilla':
      return `<path d="M-50 10C-20 0 20 -4 52-12" fill="none" stroke="#3a2216" stroke-width="6" stroke-linecap="round"/><path d="M-44 16C-14 8 24 4 50 0" fill="none" stroke="#4a2c1c" stroke-width="5" stroke-linecap="round"/>`;
    case 'cardamom':
      return Array.from({ length: 5 }, (_, index) =>
        place(
          index * 14 - 28,
          (index % 2) * 10 - 4,
          `${ellipse(0, 0, 9, 5.5, '#8da255')}<path d="M-8 0h16" stroke="#6b7f3a"/>`,
          between(random, -40, 40),
        ),
      ).join('');
    case 'apple':
      return (
        path('M-26 0A26 26 0 0 1 26 0L20 2A20 20 0 0 0-20 2Z', '#c0392b') +
        path('M-20 2A20 20 0 0 1 20 2Z', '#f6edd0') +
        ellipse(-5, -6, 2, 4, '#5a3a1e') +
        ellipse(5, -6, 2, 4, '#5a3a1e')
      );
    case 'jasmine':
      return (
        flower(5, 18, 9, '#fbfaf5', '#f0d77a') +
        place(28, 14, flower(5, 13, 7, '#f6f3ea', '#eccf6b'), 20)
      );
    case 'mint':
      return (
        place(0, 24, teaLeaf(40, 24, '#3f9a55', '#9ad3a4'), -35) +
        place(4, 24, teaLeaf(36, 22, '#338848', '#8fcf9b'), 30)
      );
    case 'rose':
      return Array.from({ length: 6 }, (_, index) =>
        place(
          between(random, -20, 20),
          between(random, -12, 12),
          path(
            'M0 0c-9-6-9-16 0-18 9 2 9 12 0 18z',
            pick(random, ['#c2415b', '#d35a72', '#a62d47']),
          ),
          index * 60,
        ),
      ).join('');
    case 'cornflower':
      return Array.from({ length: 9 }, () =>
        place(
          between(random, -22, 22),
          between(random, -12, 12),
          path('M0 0l3-8 3 8z', '#3358c4'),
          between(random, -180, 180),
        ),
      ).join('');
    case 'marigold':
      return Array.from({ length: 9 }, () =>
        place(
          between(random, -22, 22),
          between(random, -12, 12),
          path('M0 0c-3-5-2-9 1-10 3 1 4 5-1 10z', '#f29a1f'),
          between(random, -180, 180),
        ),
      ).join('');
    case 'clove':
      return Array.from({ length: 4 }, (_, index) =>
        place(
          index * 12 - 18,
          (index % 2) * 8,
          `<path d="M0 0v18" stroke="#4a2a17" stroke-width="3"/>${ellipse(0, 0, 4, 4, '#5c3520')}`,
          between(random, -50, 50),
        ),
      ).join('');
  }
}

// ---------------------------------------------------------------------------------------------
// Scenes
// ---------------------------------------------------------------------------------------------

type Pack =
  | { type: 'pouch' | 'caddy' | 'box' | 'chest'; label: Label; livery: Livery }
  | { type: 'sack'; label: Label; paper: string };

interface StillLife {
  tint: string;
  surface: Surface;
  liquor: string;
  vessel: Vessel;
  leaf?: Omit<Mound, 'cx' | 'cy' | 'rx' | 'ry'>;
  /** How the dry leaf is shown beside the cup. */
  leafIn?: 'dish' | 'scoop';
  garnish?: readonly Garnish[];
  pack?: Pack;
  glaze?: string;
}

function drawPack(d: Drawing, pack: Pack, x: number, y: number, scale: number): string {
  switch (pack.type) {
    case 'pouch':
      return pouch(d, x, y, 190 * scale, 270 * scale, pack.label, pack.livery);
    case 'caddy':
      return caddy(d, x, y, 165 * scale, 250 * scale, pack.label, pack.livery);
    case 'box':
      return teaBox(d, x, y, 200 * scale, 230 * scale, pack.label, pack.livery);
    case 'chest':
      return chest(d, x, y, 290 * scale, 170 * scale, pack.label, pack.livery);
    case 'sack':
      return sack(d, x, y, 230 * scale, 290 * scale, pack.label, pack.paper);
  }
}

/**
 * The catalogue's standard composition on an 800 x 600 card: a pack at the back, a cup in the
 * middle ground, dry leaf and garnish in front. Which side the pack stands on, and where each
 * garnish falls, vary with the picture's seed so a grid of cards does not repeat itself.
 */
function stillLife(d: Drawing, scene: StillLife): string {
  const { width: w, height: h, random } = d;
  // Positions are fractions of the canvas and sizes follow its height, so the same scene
  // composes on a 4:3 card and a 3:2 page hero.
  const unit = h / 600;
  const packed = scene.pack !== undefined;
  const mirrored = random() < 0.5;
  const across = (share: number) => (mirrored ? 1 - share : share) * w;
  const parts: string[] = [backdrop(d, scene.tint, scene.surface, packed ? 0.56 : 0.5)];
  if (scene.pack) parts.push(drawPack(d, scene.pack, across(0.3), h * 0.78, unit * 1.08));
  const cupSize = unit * (scene.vessel === 'iced' ? 92 : packed ? 100 : 126);
  const cupX = across(packed ? 0.68 : 0.6);
  const cupY = h * (scene.vessel === 'iced' ? 0.86 : 0.8);
  const behind: string[] = [];
  const front: string[] = [];
  if (scene.leaf) {
    const leafX = across(packed ? 0.38 : 0.27);
    const leafY = h * 0.9;
    front.push(
      scene.leafIn === 'scoop'
        ? scoop(d, leafX - unit * 30, leafY, unit * 84, mirrored ? -160 : -20, scene.leaf)
        : dish(
            d,
            leafX,
            leafY - unit * 6,
            unit * (packed ? 96 : 122),
            scene.glaze ?? '#e9e2d3',
            scene.leaf,
          ),
    );
  }
  // Garnish falls in front of everything, spread across the width; the fourth sits behind the cup.
  const slots = [
    [0.13, 0.88],
    [0.88, 0.9],
    [0.52, 0.95],
    [0.84, 0.66],
  ] as const;
  (scene.garnish ?? []).forEach((item, index) => {
    const [x, y] = slots[index % slots.length] ?? slots[0];
    const markup = place(
      across(x) + between(random, -20, 20) * unit,
      h * y + between(random, -8, 8) * unit,
      drawGarnish(d, item),
      between(random, -35, 35),
      between(random, 1.5, 1.8) * unit,
    );
    (index === 3 ? behind : front).push(markup);
  });
  parts.push(...behind, cup(d, cupX, cupY, cupSize, scene.liquor, scene.vessel), ...front);
  return d.svg(parts.join(''));
}

/** Several packs in a row with a cup in front: the Adra line and its Color and Regional sets. */
function packRow(
  d: Drawing,
  scene: {
    tint: string;
    surface: Surface;
    packs: readonly Pack[];
    liquor: string;
    vessel: Vessel;
    garnish?: readonly Garnish[];
  },
): string {
  const { width: w, height: h, random } = d;
  const parts: string[] = [backdrop(d, scene.tint, scene.surface, 0.55)];
  const count = scene.packs.length;
  const scale = Math.min(1, 3.4 / count) * (w / 800);
  const gap = (w * 0.8) / count;
  scene.packs.forEach((pack, index) => {
    const x = w * 0.1 + gap * (index + 0.5);
    const y = h * (0.74 + (index % 2) * 0.03);
    parts.push(drawPack(d, pack, x, y, scale));
  });
  const cupX = w * (random() < 0.5 ? 0.3 : 0.7);
  parts.push(cup(d, cupX, h * 0.93, 80 * (w / 800), scene.liquor, scene.vessel));
  (scene.garnish ?? []).forEach((item, index) => {
    parts.push(
      place(
        w * (index % 2 === 0 ? 0.1 : 0.9),
        h * 0.92,
        drawGarnish(d, item),
        between(random, -30, 30),
        w / 800,
      ),
    );
  });
  return d.svg(parts.join(''));
}

/** A pallet of paper sacks, a tasting bowl of leaf and a tasting cup: the Bulk Tea line. */
function bulkScene(d: Drawing): string {
  const { width: w, height: h } = d;
  const parts = [backdrop(d, '#d8c7a4', 'teak', 0.58)];
  const pallet = `<rect x="${num(w * 0.08)}" y="${num(h * 0.83)}" width="${num(w * 0.5)}" height="${num(h * 0.05)}" fill="#9b7447"/><rect x="${num(w * 0.1)}" y="${num(h * 0.88)}" width="${num(w * 0.04)}" height="${num(h * 0.04)}" fill="#6e5030"/><rect x="${num(w * 0.31)}" y="${num(h * 0.88)}" width="${num(w * 0.04)}" height="${num(h * 0.04)}" fill="#6e5030"/><rect x="${num(w * 0.52)}" y="${num(h * 0.88)}" width="${num(w * 0.04)}" height="${num(h * 0.04)}" fill="#6e5030"/>`;
  parts.push(shadow(d, w * 0.34, h * 0.9, w * 0.32, h * 0.05), pallet);
  const sackLabel = (grade: string, net: string): Label => ({
    brand: 'PURE CEYLON TEA',
    name: grade,
    detail: `${net} · PRODUCE OF SRI LANKA`,
  });
  parts.push(
    sack(d, w * 0.2, h * 0.5, w * 0.2, h * 0.28, sackLabel('BOP', 'NET 50 KG'), '#d9c29a'),
    sack(d, w * 0.44, h * 0.52, w * 0.2, h * 0.28, sackLabel('PEKOE', 'NET 40 KG'), '#e4d5b5'),
    sack(d, w * 0.2, h * 0.83, w * 0.21, h * 0.32, sackLabel('FBOPF', 'NET 45 KG'), '#e4d5b5'),
    sack(
      d,
      w * 0.45,
      h * 0.83,
      w * 0.21,
      h * 0.32,
      sackLabel('BOP FANNINGS', 'NET 60 KG'),
      '#d9c29a',
    ),
  );
  parts.push(
    dish(d, w * 0.74, h * 0.8, w * 0.08, '#f3efe7', { kind: 'broken', colours: leafColours.black }),
    cup(d, w * 0.86, h * 0.95, w * 0.055, '#9a4a1c', 'porcelain'),
    scoop(d, w * 0.66, h * 0.95, w * 0.05, -15, { kind: 'wiry', colours: leafColours.black }),
  );
  return d.svg(parts.join(''));
}

/** A packing line: machine, conveyor and cartons of finished tea bags, for the OEM line. */
function oemScene(d: Drawing): string {
  const { width: w, height: h } = d;
  const parts = [backdrop(d, '#cfd8cc', 'slate', 0.62)];
  const steel = d.linear(
    [
      [0, '#c9ced0'],
      [0.5, '#eef1f2'],
      [1, '#a9b0b3'],
    ],
    0,
    0,
    1,
    0,
  );
  // The packing machine: a steel cabinet with a hopper, a window onto the bagging wheel and a panel.
  parts.push(
    shadow(d, w * 0.28, h * 0.86, w * 0.22, h * 0.04),
    `<rect x="${num(w * 0.1)}" y="${num(h * 0.3)}" width="${num(w * 0.34)}" height="${num(h * 0.55)}" rx="10" fill="${steel}"/>`,
    path(
      `M${num(w * 0.17)} ${num(h * 0.3)}L${num(w * 0.2)} ${num(h * 0.16)}H${num(w * 0.3)}L${num(w * 0.33)} ${num(h * 0.3)}Z`,
      '#b7bec1',
    ),
    mound(d, {
      cx: w * 0.25,
      cy: h * 0.18,
      rx: w * 0.045,
      ry: h * 0.03,
      kind: 'fannings',
      colours: leafColours.black,
      density: 2,
    }),
    `<rect x="${num(w * 0.14)}" y="${num(h * 0.38)}" width="${num(w * 0.2)}" height="${num(h * 0.24)}" rx="8" fill="#2b3a33" opacity=".85"/>`,
    ellipse(
      w * 0.24,
      h * 0.5,
      w * 0.07,
      w * 0.07,
      'none',
      ' stroke="#9fb3a6" stroke-width="6" stroke-dasharray="10 8"',
    ),
    `<rect x="${num(w * 0.36)}" y="${num(h * 0.38)}" width="${num(w * 0.05)}" height="${num(h * 0.12)}" rx="4" fill="#2b3a33"/>`,
    ellipse(w * 0.385, h * 0.41, 5, 5, '#7ed08e'),
    ellipse(w * 0.385, h * 0.45, 5, 5, '#e2b07f'),
  );
  // The conveyor, with cartons riding out of the machine.
  parts.push(
    `<rect x="${num(w * 0.42)}" y="${num(h * 0.7)}" width="${num(w * 0.52)}" height="${num(h * 0.04)}" rx="6" fill="#2d3230"/>`,
    ...[0.47, 0.55, 0.63, 0.71, 0.79, 0.87].map((at) =>
      ellipse(w * at, h * 0.72, h * 0.018, h * 0.018, '#8c9392'),
    ),
    `<rect x="${num(w * 0.44)}" y="${num(h * 0.74)}" width="${num(w * 0.02)}" height="${num(h * 0.14)}" fill="#5b6361"/><rect x="${num(w * 0.9)}" y="${num(h * 0.74)}" width="${num(w * 0.02)}" height="${num(h * 0.14)}" fill="#5b6361"/>`,
  );
  const livery: Livery = { body: '#1f4d33', paper: '#fdfaf3', ink: '#14291c', accent: '#c0733a' };
  [0.52, 0.67, 0.82].forEach((at) => {
    parts.push(
      teaBox(
        d,
        w * at,
        h * 0.7,
        w * 0.09,
        h * 0.16,
        { brand: 'CEYLON', name: 'Tea Bags', detail: '100 BAGS' },
        livery,
      ),
    );
  });
  parts.push(
    teaBag(d, w * 0.62, h * 0.9, w * 0.05, -12, '#c0733a'),
    teaBag(d, w * 0.76, h * 0.93, w * 0.05, 18, '#1f4d33'),
  );
  return d.svg(parts.join(''));
}

// ---------------------------------------------------------------------------------------------
// Every picture and its scene
// ---------------------------------------------------------------------------------------------

const creamLabelLivery = (body: string, accent = '#c9a45a'): Livery => ({
  body,
  paper: '#fbf6ea',
  ink: '#1b3a27',
  accent,
});
const adraLabel = (name: string, detail?: string): Label => ({ brand: 'ADRA', name, detail });
const ceylonLabel = (name: string, detail?: string): Label => ({ brand: 'CEYLON', name, detail });
const blankLabel: Label = { brand: 'YOUR BRAND', name: 'Ceylon Tea', detail: 'YOUR DESIGN HERE' };

/** Cup colours: the liquor each tea actually brews. */
const liquor = {
  highGrown: '#b8682c',
  uva: '#a2521f',
  lowGrown: '#6f2e12',
  nuwaraEliya: '#c98b3c',
  milky: '#b98a5e',
  green: '#c8bf63',
  silverTips: '#e4c98a',
  lemongrass: '#e2d27a',
  ginger: '#d7ae58',
  cinnamon: '#b96c36',
  moringa: '#a9b14f',
  gotuKola: '#9caa4b',
  beliMal: '#c58436',
  ranawara: '#d8a83e',
  hibiscus: '#9c1b33',
  butterflyPea: '#2c3f9f',
  soursopLeaf: '#b89b48',
  turmeric: '#e0a326',
} as const;

/** Draws one picture; `name` is what the content calls its subject, for labels that name it. */
type Scene = (d: Drawing, name: string) => string;

/** Herbal infusions: a glass cup shows the colour, beside a kraft pouch or caddy named for the herb. */
const herbalScene =
  (tint: string, cupColour: string, garnish: readonly Garnish[], herb: readonly string[]): Scene =>
  (d, name) =>
    stillLife(d, {
      tint,
      surface: pick(d.random, ['marble', 'linen', 'wood'] as const),
      liquor: cupColour,
      vessel: 'glass',
      leaf: { kind: 'flakes', colours: herb },
      garnish,
      pack: {
        type: pick(d.random, ['pouch', 'caddy'] as const),
        label: { brand: 'CEYLON', name, detail: 'HERBAL INFUSION' },
        livery: {
          body: pick(d.random, ['#b8915f', '#a57d4d', darken(cupColour, 0.25)]),
          paper: '#fbf6ea',
          ink: '#1b3a27',
          accent: '#a65a2a',
        },
      },
    });

interface Flavouring {
  tint: string;
  garnish: readonly Garnish[];
  /** What is mixed through the dry leaf: fruit pieces, petals, spice. */
  pieces: { kind: LeafKind; colours: readonly string[] };
  /** The colour of the pack, taken from the flavour. */
  packColour: string;
  base?: 'black' | 'green';
  vessel?: Vessel;
  cupColour?: string;
}

/** Flavoured teas: the dry blend with its pieces, a cup or iced glass, and a pack named for it. */
const flavouredScene =
  (flavouring: Flavouring): Scene =>
  (d, name) => {
    const green = flavouring.base === 'green';
    return stillLife(d, {
      tint: flavouring.tint,
      surface: pick(d.random, ['wood', 'marble', 'teak'] as const),
      liquor: flavouring.cupColour ?? (green ? liquor.green : liquor.highGrown),
      vessel: flavouring.vessel ?? (green ? 'glass' : 'porcelain'),
      leaf: {
        kind: green ? 'wiry' : 'broken',
        colours: green ? leafColours.green : leafColours.black,
        accent: { ...flavouring.pieces, share: 0.22 },
      },
      leafIn: 'dish',
      garnish: flavouring.garnish,
      pack: {
        type: pick(d.random, ['pouch', 'caddy'] as const),
        label: {
          brand: 'CEYLON',
          name,
          detail: green ? 'FLAVOURED GREEN TEA' : 'FLAVOURED BLACK TEA',
        },
        livery: {
          body: flavouring.packColour,
          paper: '#fbf6ea',
          ink: '#1b3a27',
          accent: '#c9a45a',
        },
      },
    });
  };

const greenLeaf = { kind: 'wiry', colours: leafColours.green } as const;
const blackWiry = {
  kind: 'wiry',
  colours: leafColours.black,
  accent: { kind: 'wiry', colours: leafColours.goldenTip, share: 0.08 },
} as const;
const blackBroken = { kind: 'broken', colours: leafColours.black } as const;
const fruitPieces = (colours: readonly string[]) => ({ kind: 'flakes' as const, colours });

const scenes: Record<string, Scene> = {
  // The 8 sample products of db/sample-products.ts.
  '/images/products/ceylon-orange-pekoe.svg': (d) =>
    stillLife(d, {
      tint: '#e9d8b4',
      surface: 'wood',
      liquor: liquor.highGrown,
      vessel: 'porcelain',
      leaf: blackWiry,
      leafIn: 'dish',
      garnish: ['sprig'],
      pack: {
        type: 'caddy',
        label: ceylonLabel('Orange Pekoe', 'DIMBULA'),
        livery: creamLabelLivery('#1f4d33'),
      },
    }),
  '/images/products/uva-highland-bop.svg': (d) =>
    stillLife(d, {
      tint: '#e6cfae',
      surface: 'teak',
      liquor: liquor.uva,
      vessel: 'porcelain',
      leaf: blackBroken,
      leafIn: 'scoop',
      garnish: ['sprig'],
      pack: {
        type: 'pouch',
        label: ceylonLabel('Uva BOP', 'HIGH GROWN'),
        livery: creamLabelLivery('#8a4519'),
      },
    }),
  '/images/products/nuwara-eliya-green.svg': (d) =>
    stillLife(d, {
      tint: '#d6e4cf',
      surface: 'marble',
      liquor: liquor.green,
      vessel: 'glass',
      leaf: greenLeaf,
      leafIn: 'dish',
      garnish: ['sprig'],
      glaze: '#dfe8dc',
      pack: {
        type: 'pouch',
        label: ceylonLabel('Nuwara Eliya', 'GREEN TEA'),
        livery: creamLabelLivery('#5d7a3a'),
      },
    }),
  '/images/products/green-tea-gunpowder.svg': (d) =>
    stillLife(d, {
      tint: '#dbe3c6',
      surface: 'slate',
      liquor: liquor.green,
      vessel: 'glass',
      leaf: { kind: 'pellets', colours: leafColours.green, density: 0.8 },
      leafIn: 'dish',
      garnish: ['mint'],
      glaze: '#f1ece1',
      pack: {
        type: 'caddy',
        label: ceylonLabel('Gunpowder', 'GREEN TEA GP'),
        livery: creamLabelLivery('#3f4a22'),
      },
    }),
  '/images/products/ceylon-breakfast-blend.svg': (d) =>
    stillLife(d, {
      tint: '#ecd9bd',
      surface: 'wood',
      liquor: liquor.milky,
      vessel: 'porcelain',
      leaf: blackBroken,
      leafIn: 'scoop',
      pack: {
        type: 'box',
        label: ceylonLabel('Breakfast Blend', '100 TEA BAGS'),
        livery: creamLabelLivery('#6e3512'),
      },
    }),
  '/images/products/cinnamon-spice-chai.svg': (d) =>
    stillLife(d, {
      tint: '#ead0b0',
      surface: 'teak',
      liquor: liquor.milky,
      vessel: 'porcelain',
      leaf: {
        ...blackBroken,
        accent: { kind: 'flakes', colours: ['#9b5a2e', '#8da255', '#c08a52'], share: 0.25 },
      },
      leafIn: 'dish',
      garnish: ['cinnamon', 'cardamom', 'clove', 'ginger'],
      pack: {
        type: 'pouch',
        label: ceylonLabel('Spice Chai', 'CINNAMON'),
        livery: creamLabelLivery('#8a4519'),
      },
    }),
  '/images/products/lemongrass-ginger-infusion.svg': herbalScene(
    '#e4e6c4',
    liquor.lemongrass,
    ['lemongrass', 'ginger', 'soursopLeaf'],
    ['#a7a651', '#c9bf73', '#d8b57a', '#8e9445'],
  ),
  '/images/products/earl-grey-ceylon.svg': (d) =>
    stillLife(d, {
      tint: '#d9dde6',
      surface: 'marble',
      liquor: liquor.highGrown,
      vessel: 'porcelain',
      leaf: {
        ...blackWiry,
        accent: { kind: 'petals', colours: ['#3358c4', '#2a49a8'], share: 0.12 },
      },
      leafIn: 'dish',
      garnish: ['bergamot', 'cornflower'],
      pack: {
        type: 'caddy',
        label: ceylonLabel('Earl Grey', 'BERGAMOT'),
        livery: creamLabelLivery('#2b3f6b'),
      },
    }),

  // The five product lines (tab and page hero).
  '/images/catalogue/lines/adra.svg': (d) =>
    packRow(d, {
      tint: '#e8d6b2',
      surface: 'wood',
      liquor: liquor.highGrown,
      vessel: 'porcelain',
      packs: [
        { type: 'caddy', label: adraLabel('Regional', 'UVA'), livery: creamLabelLivery('#1f4d33') },
        {
          type: 'pouch',
          label: adraLabel('Soursop', '100 G'),
          livery: creamLabelLivery('#8a4519'),
        },
        {
          type: 'box',
          label: adraLabel('Premium Ceylon', '100 TEA BAGS'),
          livery: creamLabelLivery('#14291c'),
        },
        {
          type: 'caddy',
          label: adraLabel('Earl Grey', '100 G'),
          livery: creamLabelLivery('#2b3f6b'),
        },
      ],
      garnish: ['sprig', 'cinnamon'],
    }),
  '/images/catalogue/lines/bulk.svg': bulkScene,
  '/images/catalogue/lines/special.svg': (d) =>
    stillLife(d, {
      tint: '#ece3cf',
      surface: 'linen',
      liquor: liquor.silverTips,
      vessel: 'glass',
      leaf: { kind: 'tips', colours: leafColours.silver, density: 0.7 },
      leafIn: 'dish',
      garnish: ['rose', 'sprig', 'jasmine'],
      pack: {
        type: 'caddy',
        label: ceylonLabel('Silver Tips', 'HAND PICKED'),
        livery: creamLabelLivery('#2a2a2a', '#c9a45a'),
      },
      glaze: '#2b3a33',
    }),
  '/images/catalogue/lines/private-label.svg': (d) =>
    packRow(d, {
      tint: '#dfe6dc',
      surface: 'marble',
      liquor: liquor.highGrown,
      vessel: 'porcelain',
      packs: [
        {
          type: 'pouch',
          label: blankLabel,
          livery: { body: '#f2efe8', paper: '#ffffff', ink: '#8a8175', accent: '#c0733a' },
        },
        {
          type: 'box',
          label: blankLabel,
          livery: { body: '#e9e4da', paper: '#ffffff', ink: '#8a8175', accent: '#2f7a4f' },
        },
        {
          type: 'caddy',
          label: blankLabel,
          livery: { body: '#d8d4cc', paper: '#ffffff', ink: '#8a8175', accent: '#a65a2a' },
        },
      ],
      garnish: ['sprig'],
    }),
  '/images/catalogue/lines/oem.svg': oemScene,

  // The seven Adra collections.
  '/images/catalogue/adra/fruit.svg': (d) =>
    stillLife(d, {
      tint: '#f2d7bd',
      surface: 'wood',
      liquor: '#c2662a',
      vessel: 'iced',
      leaf: {
        ...blackBroken,
        accent: { ...fruitPieces(['#f3b42d', '#c8233a', '#e9e0c4']), share: 0.3 },
      },
      garnish: ['mango', 'strawberry', 'soursop'],
      pack: {
        type: 'pouch',
        label: adraLabel('Fruit', 'MANGO · SOURSOP'),
        livery: creamLabelLivery('#a65a2a'),
      },
    }),
  '/images/catalogue/adra/leaf-of-island.svg': (d) =>
    stillLife(d, {
      tint: '#d3e3d2',
      surface: 'teak',
      liquor: liquor.highGrown,
      vessel: 'porcelain',
      leaf: blackWiry,
      leafIn: 'scoop',
      garnish: ['sprig'],
      pack: {
        type: 'pouch',
        label: adraLabel('Leaf of Island', 'OP 1 · 200 G'),
        livery: creamLabelLivery('#1f4d33'),
      },
    }),
  '/images/catalogue/adra/herbal.svg': (d) =>
    stillLife(d, {
      tint: '#e1ead3',
      surface: 'linen',
      liquor: liquor.ginger,
      vessel: 'glass',
      leaf: { kind: 'flakes', colours: ['#a7a651', '#c9bf73', '#9b5a2e'] },
      garnish: ['lemongrass', 'ginger', 'cinnamon'],
      pack: {
        type: 'caddy',
        label: adraLabel('Herbal', 'CAFFEINE FREE'),
        livery: creamLabelLivery('#2f7a4f'),
      },
    }),
  '/images/catalogue/adra/color.svg': (d) =>
    packRow(d, {
      tint: '#f0e6d2',
      surface: 'marble',
      liquor: liquor.butterflyPea,
      vessel: 'glass',
      packs: [
        {
          type: 'caddy',
          label: adraLabel('Ruby', 'UVA BLACK'),
          livery: creamLabelLivery('#8e2a2a'),
        },
        {
          type: 'caddy',
          label: adraLabel('Jade', 'GREEN TEA'),
          livery: creamLabelLivery('#2f7a4f'),
        },
        {
          type: 'caddy',
          label: adraLabel('Gold', 'TURMERIC'),
          livery: creamLabelLivery('#d39a22'),
        },
        {
          type: 'caddy',
          label: adraLabel('Crimson', 'HIBISCUS'),
          livery: creamLabelLivery('#a3203b'),
        },
        {
          type: 'caddy',
          label: adraLabel('Blue', 'BUTTERFLY PEA'),
          livery: creamLabelLivery('#2c3f9f'),
        },
      ],
      garnish: ['butterflyPea', 'hibiscus'],
    }),
  '/images/catalogue/adra/regional.svg': (d) =>
    packRow(d, {
      tint: '#d6e2cf',
      surface: 'wood',
      liquor: liquor.nuwaraEliya,
      vessel: 'porcelain',
      packs: [
        { type: 'caddy', label: adraLabel('Nuwara Eliya'), livery: creamLabelLivery('#2f7a4f') },
        { type: 'caddy', label: adraLabel('Uva'), livery: creamLabelLivery('#8a4519') },
        { type: 'caddy', label: adraLabel('Dimbula'), livery: creamLabelLivery('#1f4d33') },
        { type: 'caddy', label: adraLabel('Kandy'), livery: creamLabelLivery('#6e3512') },
        { type: 'caddy', label: adraLabel('Ruhuna'), livery: creamLabelLivery('#14291c') },
      ],
      garnish: ['sprig'],
    }),
  '/images/catalogue/adra/tea-bags.svg': (d) =>
    packRow(d, {
      tint: '#dbe7dd',
      surface: 'teak',
      liquor: liquor.highGrown,
      vessel: 'porcelain',
      packs: [
        {
          type: 'box',
          label: adraLabel('Premium Ceylon', '100 TEA BAGS'),
          livery: creamLabelLivery('#1f4d33'),
        },
        {
          type: 'box',
          label: adraLabel('Earl Grey', '25 TEA BAGS'),
          livery: creamLabelLivery('#2b3f6b'),
        },
        {
          type: 'box',
          label: adraLabel('Green Tea', '25 TEA BAGS'),
          livery: creamLabelLivery('#5d7a3a'),
        },
      ],
    }),
  '/images/catalogue/adra/gift.svg': (d) =>
    stillLife(d, {
      tint: '#efd9c0',
      surface: 'linen',
      liquor: liquor.highGrown,
      vessel: 'porcelain',
      garnish: ['cinnamon', 'sprig', 'rose'],
      pack: {
        type: 'chest',
        label: adraLabel('Gift', '60 BAGS'),
        livery: creamLabelLivery('#6e3512', '#a3203b'),
      },
    }),

  // The six premium collection cards.
  '/images/catalogue/collections/herbal-tea.svg': herbalScene(
    '#dfe9d2',
    liquor.ginger,
    ['lemongrass', 'cinnamon', 'ginger', 'hibiscus'],
    ['#a7a651', '#c9bf73', '#9b5a2e', '#d8b57a'],
  ),
  '/images/catalogue/collections/black-tea.svg': (d) =>
    stillLife(d, {
      tint: '#ead5b8',
      surface: 'teak',
      liquor: liquor.uva,
      vessel: 'porcelain',
      leaf: blackWiry,
      leafIn: 'scoop',
      garnish: ['sprig'],
      pack: {
        type: 'sack',
        label: { brand: 'PURE CEYLON TEA', name: 'BOP', detail: 'NET 50 KG' },
        paper: '#ddc8a2',
      },
    }),
  '/images/catalogue/collections/green-tea.svg': (d) =>
    stillLife(d, {
      tint: '#d7e6cf',
      surface: 'marble',
      liquor: liquor.green,
      vessel: 'glass',
      leaf: { kind: 'pellets', colours: leafColours.green, density: 0.8 },
      garnish: ['sprig', 'jasmine'],
      glaze: '#f1ece1',
      pack: {
        type: 'caddy',
        label: ceylonLabel('Green Tea', 'GUNPOWDER'),
        livery: creamLabelLivery('#2f7a4f'),
      },
    }),
  '/images/catalogue/collections/special-tea.svg': (d) =>
    stillLife(d, {
      tint: '#ede3d0',
      surface: 'linen',
      liquor: liquor.silverTips,
      vessel: 'porcelain',
      leaf: {
        kind: 'tips',
        colours: leafColours.silver,
        density: 0.7,
        accent: { kind: 'petals', colours: ['#c2415b', '#d35a72'], share: 0.1 },
      },
      garnish: ['rose', 'sprig'],
      glaze: '#2b3a33',
      pack: {
        type: 'caddy',
        label: ceylonLabel('Special Tea', 'SMALL LOT'),
        livery: creamLabelLivery('#14291c'),
      },
    }),
  '/images/catalogue/collections/flavoured-tea.svg': flavouredScene({
    tint: '#f1dcc4',
    garnish: ['orange', 'strawberry', 'cornflower'],
    pieces: fruitPieces(['#e0841f', '#c8233a', '#3358c4']),
    packColour: '#a65a2a',
  }),
  '/images/catalogue/collections/adra-tea.svg': (d) =>
    stillLife(d, {
      tint: '#cfe0d0',
      surface: 'wood',
      liquor: liquor.highGrown,
      vessel: 'porcelain',
      leaf: blackBroken,
      leafIn: 'scoop',
      garnish: ['sprig'],
      pack: {
        type: 'box',
        label: adraLabel('Premium Ceylon', '100 TEA BAGS'),
        livery: creamLabelLivery('#1f4d33'),
      },
    }),

  // Herbal Tea collection items.
  '/images/catalogue/collections/herbal-tea/ceylon-cinnamon.svg': herbalScene(
    '#ecd8c0',
    liquor.cinnamon,
    ['cinnamon', 'cinnamon', 'clove'],
    ['#9b5a2e', '#b0683a', '#7a4020'],
  ),
  '/images/catalogue/collections/herbal-tea/lemongrass.svg': herbalScene(
    '#e5e8c6',
    liquor.lemongrass,
    ['lemongrass', 'lemon'],
    ['#a7a651', '#c9bf73', '#8e9445'],
  ),
  '/images/catalogue/collections/herbal-tea/ginger.svg': herbalScene(
    '#efe0c2',
    liquor.ginger,
    ['ginger', 'lemon', 'ginger'],
    ['#d8b57a', '#c9a064', '#e6cf9c'],
  ),
  '/images/catalogue/collections/herbal-tea/moringa.svg': herbalScene(
    '#d9e6cc',
    liquor.moringa,
    ['moringa', 'lemon'],
    ['#5d7f33', '#6f8f3d', '#4c6a2a'],
  ),
  '/images/catalogue/collections/herbal-tea/gotu-kola.svg': herbalScene(
    '#d6e4cc',
    liquor.gotuKola,
    ['gotuKola', 'gotuKola'],
    ['#4f7a31', '#62893b', '#3f6527'],
  ),
  '/images/catalogue/collections/herbal-tea/beli-mal.svg': herbalScene(
    '#efdcc0',
    liquor.beliMal,
    ['beliMal', 'beliMal'],
    ['#a9742f', '#8a5a22', '#c58a3e'],
  ),
  '/images/catalogue/collections/herbal-tea/ranawara.svg': herbalScene(
    '#f1e5bf',
    liquor.ranawara,
    ['ranawara', 'ranawara'],
    ['#c9a23a', '#a8862c', '#7c7a37'],
  ),
  '/images/catalogue/collections/herbal-tea/hibiscus.svg': herbalScene(
    '#f0d3d3',
    liquor.hibiscus,
    ['hibiscus', 'mint'],
    ['#7e1428', '#9c1b33', '#5e0f1f'],
  ),
  '/images/catalogue/collections/herbal-tea/butterfly-pea-flower.svg': herbalScene(
    '#d8dcef',
    liquor.butterflyPea,
    ['butterflyPea', 'butterflyPea', 'lemon'],
    ['#2f4bb3', '#25398a', '#3b57c0'],
  ),
  '/images/catalogue/collections/herbal-tea/soursop-leaf.svg': herbalScene(
    '#dfe6c9',
    liquor.soursopLeaf,
    ['soursopLeaf', 'soursop'],
    ['#6d7f3a', '#8a8f48', '#5a6b30'],
  ),
  '/images/catalogue/collections/herbal-tea/turmeric-black-pepper.svg': herbalScene(
    '#f3e2bb',
    liquor.turmeric,
    ['turmeric', 'pepper', 'ginger'],
    ['#e09a22', '#c9841c', '#2a2019'],
  ),

  // The Special Tea collection's one item.
  '/images/catalogue/collections/special-tea/silver-tips-rose.svg': (d) =>
    stillLife(d, {
      tint: '#f0dfdc',
      surface: 'linen',
      liquor: liquor.silverTips,
      vessel: 'glass',
      leaf: {
        kind: 'tips',
        colours: leafColours.silver,
        density: 0.7,
        accent: { kind: 'petals', colours: ['#c2415b', '#d35a72', '#3358c4'], share: 0.15 },
      },
      garnish: ['rose', 'rose'],
      pack: {
        type: 'caddy',
        label: ceylonLabel('Silver Tips & Rose', '50 G'),
        livery: creamLabelLivery('#f1ece4', '#c2415b'),
      },
      glaze: '#2b3a33',
    }),

  // Flavoured Tea collection items.
  '/images/catalogue/collections/flavoured-tea/earl-grey.svg': flavouredScene({
    tint: '#dadfe8',
    garnish: ['bergamot', 'cornflower'],
    pieces: { kind: 'petals', colours: ['#3358c4'] },
    packColour: '#2b3f6b',
  }),
  '/images/catalogue/collections/flavoured-tea/soursop.svg': flavouredScene({
    tint: '#e3e9cf',
    garnish: ['soursop', 'soursopLeaf'],
    pieces: fruitPieces(['#f1ead3', '#d9d0a8']),
    packColour: '#4f7a27',
    vessel: 'iced',
  }),
  '/images/catalogue/collections/flavoured-tea/mango.svg': flavouredScene({
    tint: '#f6dfb8',
    garnish: ['mango', 'mango'],
    pieces: fruitPieces(['#f3b42d', '#e78a2a']),
    packColour: '#d9822b',
    vessel: 'iced',
  }),
  '/images/catalogue/collections/flavoured-tea/passion-fruit.svg': flavouredScene({
    tint: '#ead3df',
    garnish: ['passionFruit', 'marigold'],
    pieces: { kind: 'petals', colours: ['#f29a1f', '#e9b02a'] },
    packColour: '#5b2a4a',
  }),
  '/images/catalogue/collections/flavoured-tea/strawberry.svg': flavouredScene({
    tint: '#f3d6d6',
    garnish: ['strawberry', 'strawberry', 'mint'],
    pieces: fruitPieces(['#c8233a', '#a81d31']),
    packColour: '#a81d31',
    vessel: 'iced',
  }),
  '/images/catalogue/collections/flavoured-tea/peach.svg': flavouredScene({
    tint: '#f6dccb',
    garnish: ['peach', 'peach'],
    pieces: fruitPieces(['#f2a05a', '#e97e4e']),
    packColour: '#d8704a',
    vessel: 'iced',
    cupColour: '#c9742e',
  }),
  '/images/catalogue/collections/flavoured-tea/lemon.svg': flavouredScene({
    tint: '#f2ebc4',
    garnish: ['lemon', 'lemon', 'mint'],
    pieces: fruitPieces(['#e9c531', '#f1d65c']),
    packColour: '#c9a21f',
  }),
  '/images/catalogue/collections/flavoured-tea/vanilla.svg': flavouredScene({
    tint: '#efe4d0',
    garnish: ['vanilla', 'jasmine'],
    pieces: { kind: 'wiry', colours: ['#3a2216'] },
    packColour: '#e8dcc2',
    cupColour: liquor.milky,
  }),
  '/images/catalogue/collections/flavoured-tea/cardamom.svg': flavouredScene({
    tint: '#e2e6cd',
    garnish: ['cardamom', 'cinnamon', 'clove'],
    pieces: fruitPieces(['#8da255', '#a3b368']),
    packColour: '#5d7a3a',
    cupColour: liquor.milky,
  }),
  '/images/catalogue/collections/flavoured-tea/apple-cinnamon.svg': flavouredScene({
    tint: '#f0d8c6',
    garnish: ['apple', 'cinnamon', 'apple'],
    pieces: fruitPieces(['#f6edd0', '#c0392b', '#9b5a2e']),
    packColour: '#8e2a2a',
  }),
  '/images/catalogue/collections/flavoured-tea/jasmine-green.svg': flavouredScene({
    tint: '#e3ecd9',
    garnish: ['jasmine', 'jasmine'],
    pieces: { kind: 'petals', colours: ['#f6f3ea', '#ece6d2'] },
    packColour: '#2f7a4f',
    base: 'green',
  }),
  '/images/catalogue/collections/flavoured-tea/mint-green.svg': flavouredScene({
    tint: '#d5e9dc',
    garnish: ['mint', 'mint'],
    pieces: { kind: 'flakes', colours: ['#3f9a55', '#338848'] },
    packColour: '#1f6b4a',
    base: 'green',
  }),

  // ADRA Tea collection items.
  '/images/catalogue/collections/adra-tea/adra-premium-ceylon-100-bags.svg': (d) =>
    stillLife(d, {
      tint: '#d3e3d2',
      surface: 'wood',
      liquor: liquor.highGrown,
      vessel: 'porcelain',
      garnish: ['sprig'],
      pack: {
        type: 'box',
        label: adraLabel('Premium Ceylon', '100 TEA BAGS'),
        livery: creamLabelLivery('#1f4d33'),
      },
    }),
  '/images/catalogue/collections/adra-tea/adra-earl-grey-25-bags.svg': (d) =>
    stillLife(d, {
      tint: '#d9dde6',
      surface: 'marble',
      liquor: liquor.highGrown,
      vessel: 'porcelain',
      garnish: ['bergamot', 'cornflower'],
      pack: {
        type: 'box',
        label: adraLabel('Earl Grey', '25 TEA BAGS'),
        livery: creamLabelLivery('#2b3f6b'),
      },
    }),
  '/images/catalogue/collections/adra-tea/adra-green-tea-25-bags.svg': (d) =>
    stillLife(d, {
      tint: '#dbe8d1',
      surface: 'linen',
      liquor: liquor.green,
      vessel: 'glass',
      garnish: ['sprig', 'jasmine'],
      pack: {
        type: 'box',
        label: adraLabel('Green Tea', '25 TEA BAGS'),
        livery: creamLabelLivery('#5d7a3a'),
      },
    }),
  '/images/catalogue/collections/adra-tea/adra-soursop-pouch.svg': (d) =>
    stillLife(d, {
      tint: '#e3e9cf',
      surface: 'teak',
      liquor: liquor.highGrown,
      vessel: 'iced',
      leaf: { ...blackBroken, accent: { ...fruitPieces(['#f1ead3']), share: 0.25 } },
      garnish: ['soursop'],
      pack: {
        type: 'pouch',
        label: adraLabel('Soursop', '100 G'),
        livery: creamLabelLivery('#4f7a27'),
      },
    }),
  '/images/catalogue/collections/adra-tea/adra-nuwara-eliya-caddy.svg': (d) =>
    stillLife(d, {
      tint: '#d6e4d8',
      surface: 'wood',
      liquor: liquor.nuwaraEliya,
      vessel: 'porcelain',
      leaf: blackWiry,
      leafIn: 'scoop',
      garnish: ['sprig'],
      pack: {
        type: 'caddy',
        label: adraLabel('Nuwara Eliya', '100 G'),
        livery: creamLabelLivery('#2f7a4f'),
      },
    }),
  '/images/catalogue/collections/adra-tea/adra-gift-chest.svg': (d) =>
    stillLife(d, {
      tint: '#efd9c0',
      surface: 'linen',
      liquor: liquor.highGrown,
      vessel: 'porcelain',
      garnish: ['sprig', 'cinnamon'],
      pack: {
        type: 'chest',
        label: adraLabel('Gift Chest', '60 BAGS'),
        livery: creamLabelLivery('#6e3512', '#c9a45a'),
      },
    }),
};

// ---------------------------------------------------------------------------------------------
// Which pictures the site needs, and writing them
// ---------------------------------------------------------------------------------------------

interface Wanted {
  src: string;
  width: number;
  height: number;
  name: string;
}

function wantedPictures(): Wanted[] {
  const gradeImages = new Set(teaGrades.map((grade) => grade.image));
  const itemImages = premiumCollections
    .flatMap((collection) => collection.items)
    .filter((item) => !gradeImages.has(item.imageUrl))
    .map((item) => ({ src: item.imageUrl, name: item.name, ...cardImageSize }));
  return [
    ...sampleProducts.map((product) => ({
      src: product.imageUrl,
      name: product.name,
      ...cardImageSize,
    })),
    ...productLines.map((line) => ({ ...line.image, name: line.tabLabel })),
    ...adraPage.collections.map((collection) => ({ ...collection.image, name: collection.title })),
    ...premiumCollections.map((collection) => ({ ...collection.image, name: collection.title })),
    ...itemImages,
  ];
}

function main(): void {
  const wanted = wantedPictures();
  const unknown = wanted.filter((picture) => !scenes[picture.src]);
  const unused = Object.keys(scenes).filter(
    (src) => !wanted.some((picture) => picture.src === src),
  );
  if (unknown.length > 0 || unused.length > 0) {
    throw new Error(
      `Scenes and content disagree.\nNo scene for: ${unknown.map((p) => p.src).join(', ') || '-'}\nNo picture for: ${unused.join(', ') || '-'}`,
    );
  }
  let bytes = 0;
  for (const picture of wanted) {
    const scene = scenes[picture.src];
    if (!scene) continue;
    const markup = scene(new Drawing(picture.width, picture.height, picture.src), picture.name);
    const file = join(publicFolder, picture.src);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, markup);
    bytes += markup.length;
  }
  console.log(`Wrote ${wanted.length} illustrations, ${Math.round(bytes / 1024)} KiB in all.`);
}

main();
