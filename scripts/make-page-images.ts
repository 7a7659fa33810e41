/**
 * Draws the illustrations of the story pages as small SVG files, pictures like the others
 * (decision 019), named by the steady addresses the content gives them:
 *   pictures/drawings/process/<step>.svg  the eight stages of orthodox manufacture
 *   pictures/drawings/pages/*.svg         hero slides, home grades, about, history, CSR, health
 *
 * Run with `npx tsx scripts/make-page-images.ts`. Every random choice comes from a seeded
 * generator, so the same script always writes the same bytes and a diff shows a real change.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ourCollection } from '../app/content/about';
import { people, personPicture } from '../app/content/company-facts/people';
import { homeTeaGrades } from '../app/content/home';
import { processSteps } from '../app/content/tea-process';
import { pictureNameAt } from '../app/features/pictures/picture-entry';

const drawingsFolder = join(dirname(fileURLToPath(import.meta.url)), '..', 'pictures', 'drawings');

// The palette of app/styles/app.css, so the drawings sit in the page's colours.
const tea = {
  950: '#0d1f15',
  900: '#14291c',
  800: '#1b3a27',
  700: '#1f4d33',
  600: '#2a6342',
  500: '#2f7a4f',
  200: '#c5dccb',
  100: '#e3efe6',
  50: '#f1f7f2',
};
const copper = {
  800: '#6e3512',
  700: '#8a4519',
  600: '#a65a2a',
  500: '#c0733a',
  300: '#e2b07f',
  100: '#f6e3cf',
};
const cream = { 50: '#fdfaf3', 100: '#f7f0e1', 200: '#efe3c8' };
const serif = 'Georgia, Times New Roman, serif';

// ---------------------------------------------------------------- primitives

type Rng = () => number;

/** mulberry32: a tiny seeded generator, enough for scattering leaves. */
function createRng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function seedOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

const between = (rng: Rng, low: number, high: number) => low + rng() * (high - low);

/** One decimal is plenty at these sizes and keeps the files small. */
const fmt = (value: number) => String(Math.round(value * 10) / 10);

type Attributes = Record<string, string | number | undefined>;

function el(tag: string, attributes: Attributes, children = ''): string {
  const attributeText = Object.entries(attributes)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${typeof value === 'number' ? fmt(value) : value}"`)
    .join('');
  return children ? `<${tag}${attributeText}>${children}</${tag}>` : `<${tag}${attributeText}/>`;
}

const group = (attributes: Attributes, children: string) => el('g', attributes, children);

type Point = readonly [number, number];

/** The item at index, cycling past the end; the lists indexed here are never empty. */
function pick<T>(items: readonly T[], index: number): T {
  const item = items[((index % items.length) + items.length) % items.length];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

function pointsToPath(points: readonly Point[], close = false): string {
  return (
    points.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${fmt(x)} ${fmt(y)}`).join('') +
    (close ? 'Z' : '')
  );
}

/** A smooth curve through the points (Catmull-Rom turned into cubic Béziers). */
function smoothPath(points: readonly Point[]): string {
  const first = pick(points, 0);
  let d = `M${fmt(first[0])} ${fmt(first[1])}`;
  for (let index = 0; index < points.length - 1; index += 1) {
    const previous = pick(points, Math.max(index - 1, 0));
    const start = pick(points, index);
    const end = pick(points, index + 1);
    const next = pick(points, Math.min(index + 2, points.length - 1));
    const c1: Point = [
      start[0] + (end[0] - previous[0]) / 6,
      start[1] + (end[1] - previous[1]) / 6,
    ];
    const c2: Point = [end[0] - (next[0] - start[0]) / 6, end[1] - (next[1] - start[1]) / 6];
    d += `C${fmt(c1[0])} ${fmt(c1[1])} ${fmt(c2[0])} ${fmt(c2[1])} ${fmt(end[0])} ${fmt(end[1])}`;
  }
  return d;
}

function linearGradient(
  id: string,
  stops: readonly (readonly [number, string, number?])[],
  vertical = true,
): string {
  const direction = vertical ? { x1: 0, y1: 0, x2: 0, y2: 1 } : { x1: 0, y1: 0, x2: 1, y2: 0 };
  return el(
    'linearGradient',
    { id, ...direction },
    stops
      .map(([offset, color, opacity]) =>
        el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity }),
      )
      .join(''),
  );
}

function radialGradient(
  id: string,
  stops: readonly (readonly [number, string, number?])[],
): string {
  return el(
    'radialGradient',
    { id },
    stops
      .map(([offset, color, opacity]) =>
        el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity }),
      )
      .join(''),
  );
}

/** The soft shadow a thing casts on the ground under it: black fading out, `opacity` at its middle. */
function groundShadow(opacity: number): string {
  return radialGradient('shadow', [
    [0, '#000000', opacity],
    [1, '#000000', 0],
  ]);
}

/** A wall or table in the site's creams, light at the top. */
function creamGround(id: string): string {
  return linearGradient(id, [
    [0, cream[100]],
    [1, cream[200]],
  ]);
}

function document(width: number, height: number, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    '</svg>\n'
  );
}

/** Mixes two #rrggbb colours; amount 0 gives the first, 1 the second. */
function mix(from: string, to: string, amount: number): string {
  const channel = (hex: string, index: number) =>
    parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16);
  const parts = [0, 1, 2].map((index) =>
    Math.round(channel(from, index) + (channel(to, index) - channel(from, index)) * amount)
      .toString(16)
      .padStart(2, '0'),
  );
  return `#${parts.join('')}`;
}

/**
 * Collects many small marks and writes each colour and width as one path, so a heap of a
 * thousand tea particles costs a few bytes each instead of one element each.
 */
class Marks {
  private readonly batches = new Map<string, string>();

  /** A stroked mark; a zero-length stroke with round caps draws a dot. */
  stroke(color: string, width: number, d: string): void {
    this.append(`s|${color}|${fmt(width)}`, d);
  }

  fill(color: string, d: string, opacity?: number): void {
    this.append(`f|${color}|${opacity ?? 1}`, d);
  }

  dot(color: string, x: number, y: number, radius: number): void {
    this.stroke(color, radius * 2, `M${fmt(x)} ${fmt(y)}h0`);
  }

  render(): string {
    return [...this.batches]
      .map(([key, d]) => {
        const [paint, color, size] = key.split('|');
        return paint === 's'
          ? el('path', {
              d,
              stroke: color,
              'stroke-width': size,
              'stroke-linecap': 'round',
              fill: 'none',
            })
          : el('path', { d, fill: color, opacity: size === '1' ? undefined : size });
      })
      .join('');
  }

  private append(key: string, d: string): void {
    this.batches.set(key, (this.batches.get(key) ?? '') + d);
  }
}

/** A point turned by angle (radians) about the origin and moved to (x, y). */
function place(x: number, y: number, angle: number, [px, py]: Point): Point {
  return [
    x + px * Math.cos(angle) - py * Math.sin(angle),
    y + px * Math.sin(angle) + py * Math.cos(angle),
  ];
}

/** A short curved stroke, the shape of a rolled leaf seen from above. */
function curl(x: number, y: number, angle: number, length: number, bend: number): string {
  const [sx, sy] = place(x, y, angle, [-length / 2, 0]);
  const [cx, cy] = place(x, y, angle, [0, bend]);
  const [ex, ey] = place(x, y, angle, [length / 2, 0]);
  return `M${fmt(sx)} ${fmt(sy)}Q${fmt(cx)} ${fmt(cy)} ${fmt(ex)} ${fmt(ey)}`;
}

// ---------------------------------------------------------------- landscape

/** The top edge of a ridge: gentle waves made of a few sines with seeded phases. */
function ridgeLine(rng: Rng, width: number, baseY: number, amplitude: number, steps = 12): Point[] {
  const phases: [number, number, number] = [
    rng() * Math.PI * 2,
    rng() * Math.PI * 2,
    rng() * Math.PI * 2,
  ];
  const points: Point[] = [];
  for (let step = 0; step <= steps; step += 1) {
    const x = (width * step) / steps;
    const t = step / steps;
    const y =
      baseY +
      amplitude *
        (Math.sin(t * 3.1 + phases[0]) * 0.6 +
          Math.sin(t * 7.3 + phases[1]) * 0.3 +
          Math.sin(t * 13 + phases[2]) * 0.1);
    points.push([x, y]);
  }
  return points;
}

function ridgeShape(top: readonly Point[], bottom: number): string {
  const last = pick(top, -1);
  return `${smoothPath(top)}L${fmt(last[0])} ${fmt(bottom)}L${fmt(pick(top, 0)[0])} ${fmt(bottom)}Z`;
}

type HillOptions = {
  id: string;
  rng: Rng;
  width: number;
  height: number;
  baseY: number;
  amplitude: number;
  color: string;
  /** Rows of clipped tea bushes following the ridge's contour; 0 for a bare, distant ridge. */
  rows: number;
  rowColor?: string;
};

/** A hill, with rows of tea bushes along its contours, the look of an estate seen across a valley. */
function teaHill({
  id,
  rng,
  width,
  height,
  baseY,
  amplitude,
  color,
  rows,
  rowColor,
}: HillOptions): { defs: string; body: string } {
  const top = ridgeLine(rng, width, baseY, amplitude);
  const shape = ridgeShape(top, height);
  if (rows === 0) return { defs: '', body: el('path', { d: shape, fill: color }) };
  const spacing = (height - baseY + amplitude) / rows;
  let rowPaths = '';
  for (let row = 1; row <= rows; row += 1) {
    const drift = row * spacing;
    const contour = top.map(
      ([x, y], index) => [x, y + drift + Math.sin(index * 0.9 + row) * spacing * 0.18] as Point,
    );
    const dash = `${fmt(8 + row * 1.6)} ${fmt(2 + row * 0.25)}`;
    const strokeWidth = spacing * 0.62;
    rowPaths +=
      el('path', {
        d: smoothPath(contour),
        stroke: rowColor ?? mix(color, tea[950], 0.35),
        'stroke-width': strokeWidth,
        'stroke-dasharray': dash,
        'stroke-linecap': 'round',
        fill: 'none',
      }) +
      el('path', {
        d: smoothPath(contour.map(([x, y]) => [x, y - strokeWidth * 0.28] as Point)),
        stroke: mix(color, '#d8e8a8', 0.28),
        'stroke-width': strokeWidth * 0.22,
        'stroke-dasharray': dash,
        'stroke-linecap': 'round',
        fill: 'none',
        opacity: 0.7,
      });
  }
  return {
    defs: el('clipPath', { id }, el('path', { d: shape })),
    body: el('path', { d: shape, fill: color }) + group({ 'clip-path': `url(#${id})` }, rowPaths),
  };
}

function mistBand(x: number, y: number, width: number, height: number, opacity: number): string {
  return el('ellipse', {
    cx: x,
    cy: y,
    rx: width / 2,
    ry: height / 2,
    fill: 'url(#mist)',
    opacity,
  });
}

const mistGradient = radialGradient('mist', [
  [0, '#ffffff', 0.9],
  [1, '#ffffff', 0],
]);

type Landscape = { defs: string; body: string };

/** Sky, sun, distant ranges and near tea hills: the hill country at first light. */
function hillCountry(seed: number, width: number, height: number, mood: 'dawn' | 'day'): Landscape {
  const rng = createRng(seed);
  const sky =
    mood === 'dawn'
      ? linearGradient('sky', [
          [0, '#f3d9b1'],
          [0.55, '#f7ead2'],
          [1, '#e9efe0'],
        ])
      : linearGradient('sky', [
          [0, '#dfeee6'],
          [1, '#f6f1e2'],
        ]);
  const sun = radialGradient('sun', [
    [0, '#fff6df', 1],
    [0.4, '#f8dca6', 0.8],
    [1, '#f8dca6', 0],
  ]);
  const ranges = [
    { baseY: height * 0.38, amplitude: height * 0.07, color: '#b9c9b5', rows: 0 },
    { baseY: height * 0.48, amplitude: height * 0.08, color: '#8fae92', rows: 0 },
    { baseY: height * 0.6, amplitude: height * 0.07, color: tea[500], rows: 7 },
    { baseY: height * 0.76, amplitude: height * 0.06, color: tea[600], rows: 6 },
  ];
  let defs = sky + sun + mistGradient;
  let body =
    el('rect', { width, height, fill: 'url(#sky)' }) +
    el('circle', { cx: width * 0.72, cy: height * 0.3, r: height * 0.22, fill: 'url(#sun)' });
  ranges.forEach((range, index) => {
    const hill = teaHill({ id: `hill${index}`, rng, width, height, ...range });
    defs += hill.defs;
    body += hill.body;
    if (index < 3)
      body += mistBand(
        width * between(rng, 0.25, 0.75),
        range.baseY + height * 0.06,
        width * 1.1,
        height * 0.1,
        0.75,
      );
  });
  return { defs, body };
}

/** A woman plucking tea, basket on her back held by a strap over her head; feet at the origin. */
function plucker(x: number, y: number, scale: number, flip: boolean, clothing: string): string {
  const transform = `translate(${fmt(x)} ${fmt(y)}) scale(${flip ? -scale : scale} ${scale})`;
  const skin = '#6b3f26';
  return group(
    { transform },
    el('path', { d: 'M-16 -70L-30 -68L-34 -36Q-22 -30 -12 -34Z', fill: '#c79a5b' }) +
      el('path', {
        d: 'M-31 -62L-14 -60M-32 -52L-13 -50M-33 -43L-12 -42',
        stroke: '#9c7440',
        'stroke-width': 1.2,
      }) +
      el('path', {
        d: 'M-30 -68Q-12 -96 -4 -86',
        stroke: '#9c7440',
        'stroke-width': 1.6,
        fill: 'none',
      }) +
      el('path', { d: 'M-12 -76Q0 -80 10 -74L16 -30L-18 -30Z', fill: clothing }) +
      el('path', {
        d: 'M-12 -76Q4 -66 14 -44',
        stroke: mix(clothing, '#ffffff', 0.35),
        'stroke-width': 3,
        fill: 'none',
      }) +
      el('path', {
        d: 'M8 -70Q22 -62 30 -52',
        stroke: skin,
        'stroke-width': 4,
        'stroke-linecap': 'round',
        fill: 'none',
      }) +
      el('circle', { cx: -1, cy: -85, r: 7.5, fill: skin }) +
      el('path', { d: 'M-9 -87Q-1 -98 8 -88Q2 -92 -9 -87Z', fill: mix(clothing, '#ffffff', 0.5) }),
  );
}

/** A low band of tea bushes that hides the pluckers' legs. */
function bushBand(rng: Rng, y: number, width: number, color: string): string {
  let d = `M0 ${fmt(y + 20)}`;
  for (let x = 0; x <= width; x += between(rng, 14, 22))
    d += `Q${fmt(x + 8)} ${fmt(y - between(rng, 4, 12))} ${fmt(x + 16)} ${fmt(y + between(rng, -2, 4))}`;
  d += `L${fmt(width)} ${fmt(y + 80)}L0 ${fmt(y + 80)}Z`;
  const leaves = new Marks();
  const highlights = [0.18, 0.3, 0.42].map((amount) => mix(color, '#cfe3a0', amount));
  for (let count = 0; count < width / 9; count += 1) {
    leaves.stroke(
      pick(highlights, count),
      2.4,
      curl(
        between(rng, 0, width),
        y + between(rng, 0, 26),
        between(rng, -0.5, 0.5),
        between(rng, 5, 8),
        -1.5,
      ),
    );
  }
  return el('path', { d, fill: color }) + leaves.render();
}

// ---------------------------------------------------------------- dry leaf

// The home page's FOP and the sorting sieves; the 16 grade pictures, which home shows for OP and
// BOP, are scripts/images/grade-trays.ts's.
type LeafStyle = 'wiry' | 'semi-leaf' | 'broken' | 'fannings';

type LeafRecipe = { style: LeafStyle; tips: number };

const gradeLeaf: Record<string, LeafRecipe> = {
  'flowery-orange-pekoe': { style: 'wiry', tips: 0.22 },
};

/** Adds one particle of made tea at (x, y), turned by angle. */
function addLeafParticle(
  marks: Marks,
  rng: Rng,
  style: LeafStyle,
  color: string,
  x: number,
  y: number,
  angle: number,
): void {
  if (style === 'fannings') {
    marks.dot(color, x, y, Math.round(between(rng, 1.3, 2.2) * 2) / 2);
    return;
  }
  if (style === 'broken') {
    const size = between(rng, 2.6, 4.2);
    const corners: Point[] = [0, 1, 2, 3, 4].map((corner) => {
      const cornerAngle = angle + (corner / 5) * Math.PI * 2 + between(rng, -0.4, 0.4);
      const reach = size * between(rng, 0.6, 1.1);
      return [x + Math.cos(cornerAngle) * reach, y + Math.sin(cornerAngle) * reach];
    });
    marks.fill(color, pointsToPath(corners, true));
    return;
  }
  const length = style === 'wiry' ? between(rng, 16, 26) : between(rng, 10, 15);
  marks.stroke(color, 2.6, curl(x, y, angle, length, between(rng, -5, 5)));
}

const moundGradient = el(
  'radialGradient',
  { id: 'mound', cx: 0.4, cy: 0.35, r: 0.7 },
  el('stop', { offset: 0, 'stop-color': '#fff3d6', 'stop-opacity': 0.22 }) +
    el('stop', { offset: 0.6, 'stop-color': '#fff3d6', 'stop-opacity': 0 }) +
    el('stop', { offset: 1, 'stop-color': '#000000', 'stop-opacity': 0.35 }),
);

/** A heap of made tea inside an ellipse, densest in the middle as leaf settles on a dish. */
function leafHeap(
  rng: Rng,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  recipe: LeafRecipe,
): string {
  const base = '#231711';
  const shades = ['#2a1b12', '#3a2416', '#1b120c', '#4a2e1a'];
  const counts: Record<LeafStyle, number> = {
    wiry: 150,
    'semi-leaf': 230,
    broken: 420,
    fannings: 900,
  };
  const marks = new Marks();
  for (let count = 0; count < counts[recipe.style]; count += 1) {
    const angle = rng() * Math.PI * 2;
    const distance = Math.sqrt(rng()) * 0.9;
    const x = cx + Math.cos(angle) * rx * distance;
    const y = cy + Math.sin(angle) * ry * distance;
    const isTip = rng() < recipe.tips;
    const color = isTip
      ? rng() < 0.8
        ? '#d7a545'
        : '#e8dcc0'
      : pick(shades, Math.floor(rng() * shades.length));
    const tipStyle: LeafStyle = recipe.style === 'fannings' ? 'broken' : 'semi-leaf';
    const style = isTip ? tipStyle : recipe.style;
    addLeafParticle(marks, rng, style, color, x, y, rng() * Math.PI);
  }
  // A light from the upper left rounds the heap into a mound.
  const shading = el('ellipse', { cx, cy, rx: rx * 0.96, ry: ry * 0.92, fill: 'url(#mound)' });
  return (
    el('ellipse', { cx, cy, rx: rx * 0.96, ry: ry * 0.92, fill: base }) + marks.render() + shading
  );
}

/** A white porcelain tasting dish with a heap of dry leaf and a cup of its liquor, on a transparent ground. */
function leafDish(slug: string, liquor: string): string {
  const recipe = gradeLeaf[slug];
  if (!recipe) throw new Error(`No leaf recipe for ${slug}`);
  const rng = createRng(seedOf(slug));
  const width = 400;
  const height = 300;
  const dishX = 170;
  const defs =
    radialGradient('porcelain', [
      [0, '#ffffff'],
      [0.8, '#f4efe6'],
      [1, '#ddd3c2'],
    ]) +
    groundShadow(0.35) +
    el('clipPath', { id: 'heap' }, el('ellipse', { cx: dishX, cy: 150, rx: 112, ry: 62 })) +
    moundGradient;
  const body =
    el('ellipse', { cx: dishX + 8, cy: 176, rx: 160, ry: 72, fill: 'url(#shadow)' }) +
    el('ellipse', { cx: dishX, cy: 156, rx: 150, ry: 86, fill: 'url(#porcelain)' }) +
    el('ellipse', { cx: dishX, cy: 150, rx: 128, ry: 72, fill: '#efe7da' }) +
    group({ 'clip-path': 'url(#heap)' }, leafHeap(rng, dishX, 152, 118, 66, recipe)) +
    el('path', {
      d: `M${dishX - 140} 136Q${dishX - 120} 84 ${dishX - 40} 74`,
      stroke: '#ffffff',
      'stroke-width': 4,
      opacity: 0.7,
      fill: 'none',
      'stroke-linecap': 'round',
    }) +
    el('ellipse', { cx: 330, cy: 236, rx: 60, ry: 20, fill: 'url(#shadow)' }) +
    el('path', {
      d: 'M284 176Q288 236 330 240Q372 236 376 176Z',
      fill: '#faf6ef',
      stroke: '#ddd3c2',
      'stroke-width': 1.5,
    }) +
    el('ellipse', {
      cx: 330,
      cy: 176,
      rx: 46,
      ry: 13,
      fill: '#faf6ef',
      stroke: '#ddd3c2',
      'stroke-width': 1.5,
    }) +
    el('ellipse', { cx: 330, cy: 178, rx: 40, ry: 10, fill: liquor }) +
    el('ellipse', { cx: 318, cy: 176, rx: 14, ry: 3, fill: '#ffffff', opacity: 0.35 });
  return document(width, height, defs, body);
}

// ---------------------------------------------------------------- factory interiors

/** Warm factory wall with tall windows and light falling across the floor. */
function factoryRoom(width: number, height: number): { defs: string; body: string } {
  const defs =
    linearGradient('wall', [
      [0, '#e9dcc2'],
      [1, '#cdb690'],
    ]) +
    linearGradient('floor', [
      [0, '#a88a62'],
      [1, '#7d6345'],
    ]) +
    linearGradient('light', [
      [0, '#fff6df', 0.55],
      [1, '#fff6df', 0],
    ]);
  let body =
    el('rect', { width, height, fill: 'url(#wall)' }) +
    el('rect', { y: height * 0.62, width, height: height * 0.38, fill: 'url(#floor)' });
  for (let window = 0; window < 4; window += 1) {
    const x = width * 0.1 + window * width * 0.23;
    body +=
      el('rect', {
        x,
        y: height * 0.1,
        width: width * 0.13,
        height: height * 0.3,
        rx: 4,
        fill: '#f7efd9',
        stroke: '#8a6d48',
        'stroke-width': 3,
      }) +
      el('path', {
        d: `M${fmt(x + width * 0.065)} ${fmt(height * 0.1)}V${fmt(height * 0.4)}M${fmt(x)} ${fmt(height * 0.25)}H${fmt(x + width * 0.13)}`,
        stroke: '#8a6d48',
        'stroke-width': 2,
      }) +
      el('path', {
        d: pointsToPath(
          [
            [x, height * 0.4],
            [x + width * 0.13, height * 0.4],
            [x + width * 0.2, height],
            [x - width * 0.02, height],
          ],
          true,
        ),
        fill: 'url(#light)',
      });
  }
  return { defs, body };
}

/** Long troughs of green leaf receding into the withering loft. */
function witheringScene(): string {
  const width = 640;
  const height = 420;
  const rng = createRng(seedOf('withering'));
  const room = factoryRoom(width, height);
  const leafPattern = el(
    'pattern',
    { id: 'greenLeaf', width: 14, height: 10, patternUnits: 'userSpaceOnUse' },
    el('rect', { width: 14, height: 10, fill: '#4f7d38' }) +
      el('ellipse', { cx: 4, cy: 3, rx: 4, ry: 2, fill: '#6e9b46', transform: 'rotate(-20 4 3)' }) +
      el('ellipse', { cx: 11, cy: 7, rx: 4, ry: 2, fill: '#3f6a2e', transform: 'rotate(25 11 7)' }),
  );
  let troughs = '';
  // Each trough narrows toward a vanishing point above the back wall.
  const vanishing: Point = [width * 0.52, height * 0.34];
  [-0.9, -0.3, 0.3, 0.9].forEach((offset, index) => {
    const nearLeft = width * 0.5 + offset * width * 0.5 - width * 0.14;
    const nearRight = nearLeft + width * 0.26;
    const nearY = height * 1.02;
    const depth = 0.72;
    const farLeft = nearLeft + (vanishing[0] - nearLeft) * depth;
    const farRight = nearRight + (vanishing[0] - nearRight) * depth;
    const farY = nearY + (vanishing[1] - nearY) * depth;
    troughs +=
      el('path', {
        d: pointsToPath(
          [
            [nearLeft, nearY],
            [farLeft, farY],
            [farRight, farY],
            [nearRight, nearY],
          ],
          true,
        ),
        fill: 'url(#greenLeaf)',
        stroke: '#5b4630',
        'stroke-width': 4,
      }) +
      el('path', {
        d: pointsToPath(
          [
            [nearLeft, nearY],
            [farLeft, farY],
            [farLeft, farY + 6],
            [nearLeft, nearY + 18],
          ],
          true,
        ),
        fill: '#5b4630',
      });
    if (index === 1)
      troughs += el('path', {
        d: `M${fmt(farLeft + 10)} ${fmt(farY - 2)}q30 -8 60 0`,
        stroke: '#ffffff',
        opacity: 0.3,
        'stroke-width': 2,
        fill: 'none',
      });
  });
  let trusses = '';
  for (let truss = 0; truss < 5; truss += 1) {
    const y = height * 0.04 + truss * 6;
    trusses += el('path', {
      d: `M0 ${fmt(y + truss * 10)}L${fmt(width / 2)} ${fmt(y - 10)}L${width} ${fmt(y + truss * 10)}`,
      stroke: '#7a5f3e',
      'stroke-width': 3 - truss * 0.4,
      fill: 'none',
      opacity: 0.6,
    });
  }
  const fan = group(
    { transform: `translate(${fmt(width * 0.08)} ${fmt(height * 0.52)})` },
    el('circle', { r: 26, fill: '#5b4630' }) +
      el('circle', { r: 20, fill: '#3b2d1f' }) +
      [0, 120, 240]
        .map((angle) =>
          el('ellipse', {
            rx: 16,
            ry: 5,
            fill: '#9c8360',
            transform: `rotate(${angle + Math.round(rng() * 20)}) translate(9 0)`,
          }),
        )
        .join(''),
  );
  return document(width, height, room.defs + leafPattern, room.body + trusses + fan + troughs);
}

/** An orthodox roller: a jacket over a round table, its pressing cap turning the leaf. */
function disruptionScene(): string {
  const width = 640;
  const height = 420;
  const rng = createRng(seedOf('disruption'));
  const room = factoryRoom(width, height);
  const metal = linearGradient(
    'metal',
    [
      [0, '#5a5148'],
      [0.45, '#9b9183'],
      [1, '#4a433b'],
    ],
    false,
  );
  const cx = width / 2;
  const leafMarks = new Marks();
  const leafColors = [0, 0.33, 0.66, 1].map((amount) => mix('#4f6b2e', '#7a5a2a', amount));
  for (let count = 0; count < 140; count += 1) {
    const angle = rng() * Math.PI * 2;
    const radius = Math.sqrt(rng()) * 190;
    leafMarks.stroke(
      pick(leafColors, count),
      3,
      curl(
        cx + Math.cos(angle) * radius,
        312 + Math.sin(angle) * radius * 0.22,
        rng() * Math.PI,
        14,
        -4,
      ),
    );
  }
  const leaves = leafMarks.render();
  const body =
    room.body +
    el('ellipse', { cx, cy: 360, rx: 250, ry: 46, fill: '#000000', opacity: 0.2 }) +
    el('path', { d: `M${cx - 230} 312V340Q${cx} 390 ${cx + 230} 340V312Z`, fill: '#5b4630' }) +
    el('ellipse', { cx, cy: 312, rx: 230, ry: 50, fill: '#8c6f4a' }) +
    leaves +
    el('path', {
      d: `M${cx - 110} 306V170Q${cx} 150 ${cx + 110} 170V306Q${cx} 326 ${cx - 110} 306Z`,
      fill: 'url(#metal)',
    }) +
    el('ellipse', { cx, cy: 170, rx: 110, ry: 22, fill: '#6f665a' }) +
    el('ellipse', { cx, cy: 170, rx: 92, ry: 16, fill: '#3f6a2e' }) +
    el('rect', { x: cx - 14, y: 80, width: 28, height: 92, fill: '#4a433b' }) +
    el('rect', { x: cx - 60, y: 70, width: 120, height: 18, rx: 6, fill: '#6f665a' }) +
    el('path', {
      d: `M${cx + 110} 240h90v70`,
      stroke: '#4a433b',
      'stroke-width': 12,
      fill: 'none',
      'stroke-linejoin': 'round',
    }) +
    el('circle', {
      cx: cx + 200,
      cy: 240,
      r: 20,
      fill: '#6f665a',
      stroke: '#4a433b',
      'stroke-width': 6,
    }) +
    el('path', {
      d: `M${cx - 80} 200Q${cx} 222 ${cx + 80} 200`,
      stroke: '#ffffff',
      'stroke-width': 3,
      opacity: 0.25,
      fill: 'none',
    });
  return document(width, height, room.defs + metal, body);
}

/** Rolled leaf spread on a table, turning from green to bright copper as it oxidises. */
function oxidationScene(): string {
  const width = 640;
  const height = 420;
  const rng = createRng(seedOf('oxidation'));
  const room = factoryRoom(width, height);
  const table: Point[] = [
    [40, 400],
    [150, 200],
    [490, 200],
    [600, 400],
  ];
  const leafMarks = new Marks();
  for (let count = 0; count < 520; count += 1) {
    const u = rng();
    const v = rng();
    const y = 206 + v * 188;
    const span = 0.5 + v * 0.45;
    const x = width / 2 + (u - 0.5) * width * 0.82 * span;
    // Left of the table is fresh from the roller; right has oxidised to copper.
    // Eight steps of ripeness and three of depth keep the colours and widths few enough to batch.
    const ripeness = Math.round(Math.min(Math.max(u + between(rng, -0.12, 0.12), 0), 1) * 8) / 8;
    const color =
      ripeness < 0.5
        ? mix('#4f7a32', '#9a7a2c', ripeness * 2)
        : mix('#9a7a2c', '#b5622a', (ripeness - 0.5) * 2);
    const depth = Math.round(v * 3) / 3;
    const size = 3 + v * 4;
    leafMarks.stroke(color, 1.5 + depth * 1.5, curl(x, y, rng() * Math.PI, size * 2, -size * 0.6));
  }
  const leaves = leafMarks.render();
  const body =
    room.body +
    el('path', { d: pointsToPath(table, true), fill: '#d9cfbd' }) +
    el('path', {
      d: pointsToPath(
        [
          [40, 400],
          [600, 400],
          [600, 412],
          [40, 412],
        ],
        true,
      ),
      fill: '#8a7a62',
    }) +
    leaves +
    el('path', {
      d: 'M520 120q20 -20 0 -40q-20 -20 0 -40',
      stroke: '#ffffff',
      opacity: 0.5,
      'stroke-width': 3,
      fill: 'none',
    }) +
    group(
      { transform: 'translate(548 110)' },
      el('circle', { r: 34, fill: '#f7efd9', stroke: '#6e5a3e', 'stroke-width': 4 }) +
        el('path', {
          d: 'M0 0V-24M0 0L16 10',
          stroke: '#3b2d1f',
          'stroke-width': 3,
          'stroke-linecap': 'round',
        }),
    );
  return document(width, height, room.defs, body);
}

/** A hot-air dryer, its trays of leaf glowing through the inspection windows. */
function firingScene(): string {
  const width = 640;
  const height = 420;
  const rng = createRng(seedOf('firing'));
  const room = factoryRoom(width, height);
  const glow = linearGradient('glow', [
    [0, '#ffcf7a'],
    [1, '#c0561f'],
  ]);
  let trays = '';
  for (let tray = 0; tray < 4; tray += 1) {
    const y = 150 + tray * 46;
    trays += el('rect', {
      x: 130,
      y,
      width: 380,
      height: 30,
      rx: 3,
      fill: 'url(#glow)',
      opacity: 0.92,
    });
    const leafMarks = new Marks();
    for (let leaf = 0; leaf < 36; leaf += 1)
      leafMarks.stroke(
        leaf % 2 === 0 ? '#3a2416' : '#7a3a16',
        4.4,
        curl(136 + leaf * 10.6 + rng() * 4, y + 24 - rng() * 3, 0, 5, -1),
      );
    trays += leafMarks.render();
  }
  let heat = '';
  for (let wave = 0; wave < 6; wave += 1)
    heat += el('path', {
      d: `M${150 + wave * 64} 120q-10 -14 0 -28q10 -14 0 -28`,
      stroke: '#f6e3cf',
      'stroke-width': 3,
      opacity: 0.55,
      fill: 'none',
      'stroke-linecap': 'round',
    });
  const body =
    room.body +
    el('ellipse', { cx: 320, cy: 368, rx: 280, ry: 26, fill: '#000000', opacity: 0.22 }) +
    el('rect', { x: 90, y: 124, width: 460, height: 240, rx: 10, fill: '#4a433b' }) +
    el('rect', { x: 110, y: 138, width: 420, height: 202, rx: 6, fill: '#2a241f' }) +
    trays +
    el('rect', { x: 40, y: 250, width: 60, height: 110, fill: '#5a5148' }) +
    el('path', { d: 'M70 250V60h70', stroke: '#5a5148', 'stroke-width': 26, fill: 'none' }) +
    heat +
    el('rect', { x: 480, y: 340, width: 70, height: 30, fill: '#6f665a' }) +
    el('path', { d: 'M490 356h50', stroke: '#2a241f', 'stroke-width': 3 });
  return document(width, height, room.defs + glow, body);
}

/** Tea falling past a colour sorter: black leaf drops, pale stalk is blown aside. */
function colorSeparationScene(): string {
  const width = 640;
  const height = 420;
  const rng = createRng(seedOf('color-separation'));
  const room = factoryRoom(width, height);
  const particles = new Marks();
  for (let count = 0; count < 160; count += 1) {
    const y = 150 + rng() * 190;
    const isStalk = rng() < 0.14;
    const x = isStalk ? 300 + (y - 150) * 0.9 + between(rng, -8, 8) : 300 + between(rng, -10, 10);
    if (isStalk) particles.stroke('#d8b982', 2.6, curl(x, y, rng() * 1.5, 9, 0));
    else particles.dot(count % 2 === 0 ? '#1b120c' : '#4a2e1a', x, y, count % 3 === 0 ? 3 : 2);
  }
  const stream = particles.render();
  const body =
    room.body +
    el('path', { d: 'M210 40H390L330 140H270Z', fill: '#6f665a' }) +
    el('path', { d: 'M230 40H370L340 90H260Z', fill: '#2a1b12' }) +
    el('rect', { x: 262, y: 140, width: 76, height: 12, fill: '#4a433b' }) +
    el('rect', { x: 180, y: 210, width: 40, height: 60, rx: 6, fill: '#4a433b' }) +
    el('circle', { cx: 200, cy: 240, r: 10, fill: '#c5dccb' }) +
    el('path', {
      d: 'M220 240H270',
      stroke: '#c5dccb',
      'stroke-width': 2,
      'stroke-dasharray': '4 4',
    }) +
    el('rect', { x: 400, y: 200, width: 26, height: 24, rx: 4, fill: '#4a433b' }) +
    stream +
    el('path', { d: 'M240 350H360L350 400H250Z', fill: '#5b4630' }) +
    el('ellipse', { cx: 300, cy: 352, rx: 60, ry: 10, fill: '#1b120c' }) +
    el('path', { d: 'M440 360H560L548 400H452Z', fill: '#8c6f4a' }) +
    el('ellipse', { cx: 500, cy: 362, rx: 60, ry: 9, fill: '#d8b982' });
  return document(width, height, room.defs, body);
}

/** Stacked sieves, each finer than the one above, sorting tea by particle size. */
function sortingScene(): string {
  const width = 640;
  const height = 420;
  const rng = createRng(seedOf('sorting'));
  const room = factoryRoom(width, height);
  const mesh =
    moundGradient +
    el(
      'pattern',
      { id: 'mesh', width: 8, height: 8, patternUnits: 'userSpaceOnUse' },
      el('path', { d: 'M0 0H8M0 0V8', stroke: '#6f665a', 'stroke-width': 1 }),
    );
  const styles: LeafStyle[] = ['wiry', 'broken', 'fannings'];
  let sieves = '';
  styles.forEach((style, index) => {
    const cy = 130 + index * 100;
    const cx = 320 + (index % 2 === 0 ? -20 : 20);
    sieves +=
      el('ellipse', { cx, cy: cy + 22, rx: 200, ry: 44, fill: '#5b4630' }) +
      el('ellipse', { cx, cy, rx: 200, ry: 44, fill: '#8c6f4a' }) +
      el('ellipse', { cx, cy, rx: 184, ry: 36, fill: 'url(#mesh)' }) +
      leafHeap(rng, cx, cy, 150, 26, { style, tips: 0 });
  });
  return document(width, height, room.defs + mesh, room.body + sieves);
}

/** Sacks and a tea chest stencilled for export. */
function packagingScene(): string {
  const width = 640;
  const height = 420;
  const room = factoryRoom(width, height);
  const sack = (x: number, y: number, grade: string, lot: string) =>
    group(
      { transform: `translate(${x} ${y})` },
      el('path', {
        d: 'M0 40Q-6 150 6 220Q70 236 134 220Q146 150 140 40Q70 26 0 40Z',
        fill: '#e9dcc2',
        stroke: '#b49c74',
        'stroke-width': 2,
      }) +
        el('path', {
          d: 'M4 42Q70 30 136 42',
          stroke: '#8a6d48',
          'stroke-width': 3,
          'stroke-dasharray': '6 4',
          fill: 'none',
        }) +
        el(
          'text',
          {
            x: 70,
            y: 110,
            'text-anchor': 'middle',
            'font-family': serif,
            'font-size': 12,
            fill: '#6e3512',
            'letter-spacing': 0.5,
          },
          'PURE CEYLON TEA',
        ) +
        el(
          'text',
          {
            x: 70,
            y: 150,
            'text-anchor': 'middle',
            'font-family': serif,
            'font-size': 30,
            'font-weight': 700,
            fill: '#1b3a27',
          },
          grade,
        ) +
        el(
          'text',
          {
            x: 70,
            y: 180,
            'text-anchor': 'middle',
            'font-family': serif,
            'font-size': 13,
            fill: '#6e3512',
          },
          lot,
        ),
    );
  const body =
    room.body +
    el('ellipse', { cx: 320, cy: 392, rx: 300, ry: 20, fill: '#000000', opacity: 0.2 }) +
    el('rect', { x: 420, y: 210, width: 170, height: 180, fill: '#a57a48' }) +
    el('path', {
      d: 'M420 210h170v180h-170zM420 300h170M505 210v180',
      stroke: '#7a5330',
      'stroke-width': 4,
      fill: 'none',
    }) +
    el(
      'text',
      {
        x: 505,
        y: 262,
        'text-anchor': 'middle',
        'font-family': serif,
        'font-size': 18,
        fill: '#3b2414',
      },
      'CEYLON',
    ) +
    el(
      'text',
      {
        x: 505,
        y: 352,
        'text-anchor': 'middle',
        'font-family': serif,
        'font-size': 18,
        fill: '#3b2414',
      },
      'FBOPF',
    ) +
    sack(60, 160, 'BOP', 'LOT 0214 · 50 KG') +
    sack(230, 150, 'OP 1', 'LOT 0215 · 40 KG');
  return document(width, height, room.defs, body);
}

/** Pluckers among the bushes on a terraced slope in the morning mist. */
function pluckingScene(): string {
  const width = 640;
  const height = 420;
  const land = hillCountry(seedOf('plucking'), width, height, 'day');
  const rng = createRng(seedOf('plucking-bushes'));
  const body =
    land.body +
    plucker(200, 372, 1.5, false, '#a63a2a') +
    plucker(430, 360, 1.3, true, '#c0733a') +
    plucker(560, 330, 0.9, false, '#2f5f8a') +
    bushBand(rng, 340, width, '#2f6b3f') +
    bushBand(rng, 376, width, '#245a33');
  return document(width, height, land.defs, body);
}

// ---------------------------------------------------------------- page illustrations

/** Home, slide one: the hill country at dawn, pluckers below a bungalow. */
function heroTeaHills(): string {
  const width = 800;
  const height = 1000;
  const land = hillCountry(seedOf('hero-tea-hills'), width, height, 'dawn');
  const rng = createRng(seedOf('hero-bushes'));
  const body =
    land.body +
    bungalow(560, 520, 0.8) +
    plucker(250, 900, 2.4, false, '#a63a2a') +
    plucker(560, 880, 2, true, '#c0733a') +
    bushBand(rng, 860, width, '#2a6342') +
    bushBand(rng, 920, width, '#1f4d33');
  return document(width, height, land.defs, body);
}

/** Home, slide two: a cup of bright Ceylon tea beside a caddy and leaf. */
function heroTeaCollection(): string {
  const width = 800;
  const height = 1000;
  const rng = createRng(seedOf('hero-collection'));
  const defs =
    radialGradient('warm', [
      [0, '#5a2d12'],
      [1, '#1c0f07'],
    ]) +
    linearGradient('liquor', [
      [0, '#c2611f'],
      [1, '#7a2f0e'],
    ]) +
    linearGradient(
      'caddy',
      [
        [0, tea[700]],
        [0.5, tea[500]],
        [1, tea[900]],
      ],
      false,
    ) +
    groundShadow(0.5);
  const leafMarks = new Marks();
  for (let count = 0; count < 60; count += 1) {
    addLeafParticle(
      leafMarks,
      rng,
      'wiry',
      count % 2 === 0 ? '#2a1b12' : '#4a2e1a',
      between(rng, 80, 720),
      between(rng, 860, 960),
      rng() * Math.PI,
    );
  }
  const leaves = leafMarks.render();
  const steam = [0, 1, 2]
    .map((index) =>
      el('path', {
        d: `M${420 + index * 40} 490q-24 -40 0 -80q24 -40 0 -80`,
        stroke: '#f6e3cf',
        'stroke-width': 5,
        opacity: 0.28,
        fill: 'none',
        'stroke-linecap': 'round',
      }),
    )
    .join('');
  const body =
    el('rect', { width, height, fill: 'url(#warm)' }) +
    // Caddy behind the cup, to its left, so its label stays readable.
    el('ellipse', { cx: 200, cy: 780, rx: 130, ry: 26, fill: 'url(#shadow)' }) +
    el('rect', { x: 100, y: 400, width: 200, height: 380, rx: 10, fill: 'url(#caddy)' }) +
    el('rect', { x: 90, y: 380, width: 220, height: 50, rx: 8, fill: tea[800] }) +
    el('rect', { x: 130, y: 470, width: 140, height: 150, rx: 6, fill: cream[100] }) +
    el(
      'text',
      {
        x: 200,
        y: 525,
        'text-anchor': 'middle',
        'font-family': serif,
        'font-size': 22,
        fill: tea[800],
      },
      'CEYLON',
    ) +
    el('path', { d: 'M150 545H250', stroke: copper[600], 'stroke-width': 2 }) +
    el(
      'text',
      {
        x: 200,
        y: 585,
        'text-anchor': 'middle',
        'font-family': serif,
        'font-size': 26,
        'font-weight': 700,
        fill: copper[700],
      },
      'FBOPF',
    ) +
    // Saucer, cup and handle.
    el('ellipse', { cx: 460, cy: 840, rx: 260, ry: 52, fill: 'url(#shadow)' }) +
    el('ellipse', { cx: 460, cy: 820, rx: 240, ry: 56, fill: '#f4efe6' }) +
    el('ellipse', { cx: 460, cy: 816, rx: 180, ry: 36, fill: '#e5dccd' }) +
    el('path', {
      d: 'M640 610q80 0 70 70q-10 60 -90 60',
      stroke: '#f4efe6',
      'stroke-width': 26,
      fill: 'none',
    }) +
    el('path', { d: 'M270 540Q280 800 460 810Q640 800 650 540Z', fill: '#faf6ef' }) +
    el('ellipse', { cx: 460, cy: 540, rx: 190, ry: 46, fill: '#faf6ef' }) +
    el('ellipse', { cx: 460, cy: 546, rx: 172, ry: 36, fill: 'url(#liquor)' }) +
    el('ellipse', { cx: 410, cy: 536, rx: 66, ry: 9, fill: '#ffffff', opacity: 0.22 }) +
    steam +
    leaves;
  return document(width, height, defs, body);
}

/** An estate bungalow with a deep veranda, of the kind where Ceylon's first tea was made. */
function bungalow(x: number, y: number, scale: number): string {
  return group(
    { transform: `translate(${x} ${y}) scale(${scale})` },
    el('path', { d: 'M-130 0L-100 -70H100L130 0Z', fill: '#8a4519' }) +
      el('rect', { x: -115, y: 0, width: 230, height: 80, fill: '#f3ead8' }) +
      el('rect', { x: -115, y: 70, width: 230, height: 10, fill: '#b49c74' }) +
      [-90, -45, 0, 45, 90]
        .map((column) => el('rect', { x: column - 4, y: 0, width: 8, height: 72, fill: '#ffffff' }))
        .join('') +
      [-68, -23, 23, 68]
        .map((door) => el('rect', { x: door - 10, y: 22, width: 20, height: 48, fill: '#5b4630' }))
        .join('') +
      el('rect', { x: 60, y: -95, width: 16, height: 40, fill: '#6e3512' }),
  );
}

/** A multi-storey hill-country tea factory with its rows of windows. */
function teaFactory(x: number, y: number, scale: number): string {
  let windows = '';
  for (let floor = 0; floor < 3; floor += 1) {
    for (let bay = 0; bay < 9; bay += 1)
      windows += el('rect', {
        x: -150 + bay * 33 + 6,
        y: -150 + floor * 48 + 10,
        width: 20,
        height: 26,
        fill: '#3b4a3f',
      });
  }
  return group(
    { transform: `translate(${x} ${y}) scale(${scale})` },
    el('rect', { x: -160, y: -160, width: 320, height: 160, fill: '#f2f0ea' }) +
      el('path', { d: 'M-172 -160L-150 -196H150L172 -160Z', fill: '#8f9a94' }) +
      el('path', { d: 'M-150 -196H150', stroke: '#6f7a74', 'stroke-width': 3 }) +
      windows +
      el('rect', { x: 120, y: -250, width: 18, height: 70, fill: '#7a3a1e' }) +
      el('path', {
        d: 'M129 -254q-14 -24 6 -44q20 -20 0 -44',
        stroke: '#ffffff',
        'stroke-width': 8,
        opacity: 0.5,
        fill: 'none',
        'stroke-linecap': 'round',
      }),
  );
}

/** History: Loolecondera, 1867; the bungalow among the first tea fields. */
function historyLoolecondera(): string {
  const width = 960;
  const height = 560;
  const land = hillCountry(seedOf('loolecondera'), width, height, 'dawn');
  const body =
    land.body +
    bungalow(300, 300, 0.9) +
    el(
      'text',
      {
        x: width - 40,
        y: height - 28,
        'text-anchor': 'end',
        'font-family': serif,
        'font-style': 'italic',
        'font-size': 26,
        fill: cream[50],
        opacity: 0.92,
      },
      'Loolecondera, 1867',
    );
  return document(width, height, land.defs, body);
}

/** History: a tea factory standing over its estate, the industry the coffee planters built. */
function historyPlantations(): string {
  const width = 960;
  const height = 560;
  const land = hillCountry(seedOf('plantations'), width, height, 'day');
  const rng = createRng(seedOf('plantation-bushes'));
  const body =
    land.body +
    teaFactory(620, 360, 0.95) +
    plucker(230, 520, 1.5, false, '#a63a2a') +
    bushBand(rng, 500, width, tea[700]);
  return document(width, height, land.defs, body);
}

/** About: the estate and factory above Kandy, where our tea is made. */
function aboutEstate(): string {
  const width = 960;
  const height = 640;
  const land = hillCountry(seedOf('about-estate'), width, height, 'day');
  const rng = createRng(seedOf('about-bushes'));
  const body =
    land.body +
    teaFactory(330, 420, 0.8) +
    plucker(720, 600, 1.6, true, '#c0733a') +
    bushBand(rng, 580, width, tea[600]);
  return document(width, height, land.defs, body);
}

/** About: tea caddies, a wooden chest and retail packs. */
function aboutCollection(): string {
  const width = 960;
  const height = 600;
  const defs = creamGround('backdrop') + groundShadow(0.3);
  const caddy = (x: number, color: string, label: string, heightOfCaddy: number) =>
    el('ellipse', { cx: x + 60, cy: 520, rx: 80, ry: 14, fill: 'url(#shadow)' }) +
    el('rect', {
      x,
      y: 520 - heightOfCaddy,
      width: 120,
      height: heightOfCaddy,
      rx: 6,
      fill: color,
    }) +
    el('rect', {
      x: x - 6,
      y: 520 - heightOfCaddy - 26,
      width: 132,
      height: 32,
      rx: 6,
      fill: mix(color, '#000000', 0.25),
    }) +
    el('rect', {
      x: x + 14,
      y: 520 - heightOfCaddy * 0.7,
      width: 92,
      height: heightOfCaddy * 0.42,
      rx: 3,
      fill: cream[50],
    }) +
    el(
      'text',
      {
        x: x + 60,
        y: 520 - heightOfCaddy * 0.48,
        'text-anchor': 'middle',
        'font-family': serif,
        'font-size': 15,
        fill: color,
      },
      label,
    ) +
    el('path', {
      d: `M${x + 26} ${fmt(520 - heightOfCaddy * 0.42)}h68`,
      stroke: copper[500],
      'stroke-width': 1.5,
    });
  const body =
    el('rect', { width, height, fill: 'url(#backdrop)' }) +
    el('rect', { y: 520, width, height: 80, fill: '#d9c6a0' }) +
    el('ellipse', { cx: 200, cy: 520, rx: 170, ry: 18, fill: 'url(#shadow)' }) +
    el('rect', { x: 60, y: 300, width: 280, height: 220, fill: '#a57a48' }) +
    el('path', {
      d: 'M60 300h280v220h-280zM60 410h280M200 300v220',
      stroke: '#7a5330',
      'stroke-width': 5,
      fill: 'none',
    }) +
    el(
      'text',
      {
        x: 200,
        y: 370,
        'text-anchor': 'middle',
        'font-family': serif,
        'font-size': 26,
        fill: '#3b2414',
        'letter-spacing': 2,
      },
      'CEYLON TEA',
    ) +
    el(
      'text',
      {
        x: 200,
        y: 470,
        'text-anchor': 'middle',
        'font-family': serif,
        'font-size': 18,
        fill: '#3b2414',
      },
      'PRODUCE OF SRI LANKA',
    ) +
    caddy(380, tea[700], 'BLACK TEA', 240) +
    caddy(530, '#5c7a32', 'GREEN TEA', 200) +
    caddy(680, copper[700], 'HERBAL', 260) +
    el('path', { d: 'M830 520V330Q830 300 860 300H900Q930 300 930 330V520Z', fill: copper[500] }) +
    el(
      'text',
      {
        x: 880,
        y: 430,
        'text-anchor': 'middle',
        'font-family': serif,
        'font-size': 16,
        fill: cream[50],
        transform: 'rotate(-90 880 430)',
      },
      'FLAVOURED',
    );
  return document(width, height, defs, body);
}

/** CSR: young native trees planted along a stream below the tea. */
function csrReforestation(): string {
  const width = 960;
  const height = 600;
  const land = hillCountry(seedOf('reforestation'), width, height, 'day');
  const rng = createRng(seedOf('reforestation-trees'));
  let trees = '';
  for (let count = 0; count < 14; count += 1) {
    const x = 40 + count * 66 + between(rng, -12, 12);
    const y = 470 + between(rng, -30, 40);
    const size = between(rng, 0.7, 1.3);
    trees += group(
      { transform: `translate(${fmt(x)} ${fmt(y)}) scale(${fmt(size)})` },
      el('rect', { x: -3, y: -10, width: 6, height: 40, fill: '#5b4630' }) +
        el('circle', { cx: 0, cy: -30, r: 26, fill: mix(tea[700], tea[500], rng()) }) +
        el('circle', { cx: -12, cy: -16, r: 18, fill: mix(tea[800], tea[600], rng()) }) +
        el('circle', { cx: 14, cy: -18, r: 16, fill: mix(tea[600], '#7aa35a', rng()) }),
    );
  }
  const stream =
    el('path', { d: 'M0 560Q240 520 420 560T960 540V600H0Z', fill: '#9cc3c8' }) +
    el('path', {
      d: 'M60 566Q240 540 400 566',
      stroke: '#ffffff',
      'stroke-width': 3,
      opacity: 0.6,
      fill: 'none',
    });
  return document(width, height, land.defs, land.body + trees + stream);
}

/** CSR: an estate school with children's bicycles and a flowering tree. */
function csrCommunity(): string {
  const width = 960;
  const height = 600;
  const land = hillCountry(seedOf('community'), width, height, 'day');
  const body =
    land.body +
    el('rect', { x: 280, y: 380, width: 400, height: 150, fill: '#f3ead8' }) +
    el('path', { d: 'M260 380L300 320H660L700 380Z', fill: copper[700] }) +
    [320, 400, 480, 560]
      .map((x) =>
        el('rect', {
          x,
          y: 410,
          width: 50,
          height: 50,
          fill: tea[200],
          stroke: '#8a6d48',
          'stroke-width': 3,
        }),
      )
      .join('') +
    el('rect', { x: 630, y: 440, width: 34, height: 90, fill: '#5b4630' }) +
    el('rect', { x: 440, y: 340, width: 80, height: 26, rx: 3, fill: cream[50] }) +
    el(
      'text',
      {
        x: 480,
        y: 359,
        'text-anchor': 'middle',
        'font-family': serif,
        'font-size': 14,
        fill: tea[800],
      },
      'SCHOOL',
    ) +
    el('rect', { x: 200, y: 530, width: 560, height: 70, fill: '#c9b48c' }) +
    group(
      { transform: 'translate(170 530)' },
      el('rect', { x: -5, y: -120, width: 10, height: 120, fill: '#5b4630' }) +
        [
          [-30, -130],
          [0, -150],
          [30, -128],
          [-10, -110],
          [20, -100],
        ]
          .map(([x, y]) => el('circle', { cx: x, cy: y, r: 30, fill: '#c2452d', opacity: 0.92 }))
          .join(''),
    );
  return document(width, height, land.defs, body);
}

/** Health: black, green and herbal tea in three cups. */
function healthCups(): string {
  const width = 960;
  const height = 520;
  const defs = creamGround('table') + groundShadow(0.28);
  const cup = (cx: number, liquor: string, garnish: string) =>
    el('ellipse', { cx: cx + 6, cy: 420, rx: 150, ry: 30, fill: 'url(#shadow)' }) +
    el('ellipse', {
      cx,
      cy: 408,
      rx: 140,
      ry: 34,
      fill: '#faf6ef',
      stroke: '#e2d8c6',
      'stroke-width': 2,
    }) +
    el('path', {
      d: `M${cx + 90} 300q60 0 52 50q-8 40 -66 40`,
      stroke: '#faf6ef',
      'stroke-width': 16,
      fill: 'none',
    }) +
    el('path', {
      d: `M${cx - 100} 280Q${cx - 96} 400 ${cx} 404Q${cx + 96} 400 ${cx + 100} 280Z`,
      fill: '#faf6ef',
    }) +
    el('ellipse', {
      cx,
      cy: 280,
      rx: 100,
      ry: 24,
      fill: '#faf6ef',
      stroke: '#e2d8c6',
      'stroke-width': 2,
    }) +
    el('ellipse', { cx, cy: 283, rx: 90, ry: 18, fill: liquor }) +
    el('ellipse', { cx: cx - 30, cy: 279, rx: 30, ry: 4, fill: '#ffffff', opacity: 0.3 }) +
    el('path', {
      d: `M${cx - 20} 240q-16 -30 0 -60q16 -30 0 -60M${cx + 24} 236q-14 -26 0 -52`,
      stroke: '#c9b48c',
      'stroke-width': 4,
      opacity: 0.5,
      fill: 'none',
      'stroke-linecap': 'round',
    }) +
    garnish;
  const leafSprig = (x: number, y: number, color: string) =>
    el('path', { d: `M${x} ${y}q30 -30 70 -20q-30 30 -70 20z`, fill: color }) +
    el('path', {
      d: `M${x + 10} ${y}q26 -14 50 -14`,
      stroke: '#ffffff',
      opacity: 0.4,
      'stroke-width': 1.5,
      fill: 'none',
    });
  const hibiscus = (x: number, y: number) =>
    [0, 72, 144, 216, 288]
      .map((angle) =>
        el('ellipse', {
          cx: x,
          cy: y - 16,
          rx: 12,
          ry: 18,
          fill: '#c2452d',
          transform: `rotate(${angle} ${x} ${y})`,
        }),
      )
      .join('') + el('circle', { cx: x, cy: y, r: 6, fill: '#f2c14e' });
  const body =
    el('rect', { width, height, fill: 'url(#table)' }) +
    cup(170, '#7a2f0e', leafSprig(40, 470, tea[600])) +
    cup(480, '#b8a64a', leafSprig(560, 470, '#5c7a32')) +
    cup(790, '#a3202a', hibiscus(900, 460));
  return document(width, height, defs, body);
}

// ---------------------------------------------------------------- page heroes
// Each inner page opens with a drawing of its own (issue 22): 960 × 640, the 3:2 of the banner.

const heroWidth = 960;
const heroHeight = 640;

/** A flat label in the drawings' serif, as painted on a board, a chest or a sign. */
function label(
  x: number,
  y: number,
  size: number,
  color: string,
  text: string,
  weight?: number,
): string {
  return el(
    'text',
    {
      x,
      y,
      'text-anchor': 'middle',
      'font-family': serif,
      'font-size': size,
      'font-weight': weight,
      fill: color,
      'letter-spacing': 1,
    },
    text,
  );
}

/** A wooden tea chest, lined with foil in the old way, stencilled with its garden's mark. */
function teaChest(x: number, y: number, size: number, mark: string): string {
  return group(
    { transform: `translate(${fmt(x)} ${fmt(y)})` },
    el('rect', { x: -size / 2, y: -size, width: size, height: size, fill: '#a57a48' }) +
      el('path', {
        d: `M${-size / 2} ${-size}h${size}v${size}h${-size}zM${-size / 2} ${-size / 2}h${size}`,
        stroke: '#7a5330',
        'stroke-width': size * 0.04,
        fill: 'none',
      }) +
      label(0, -size * 0.66, size * 0.16, '#3b2414', mark),
  );
}

/** A multiwall paper sack of bulk tea lying on its side, as it is stacked for shipping. */
function teaSack(x: number, y: number, width: number, color: string): string {
  const height = width * 0.42;
  return group(
    { transform: `translate(${fmt(x)} ${fmt(y)})` },
    el('path', {
      d: `M${-width / 2} 0Q${-width / 2 - 8} ${-height / 2} ${-width / 2} ${-height}H${width / 2}Q${width / 2 + 8} ${-height / 2} ${width / 2} 0Z`,
      fill: color,
    }) +
      el('path', {
        d: `M${-width / 2 + 10} ${-height + 6}H${width / 2 - 10}`,
        stroke: mix(color, '#000000', 0.2),
        'stroke-width': 3,
      }) +
      label(0, -height * 0.38, width * 0.11, mix(color, '#000000', 0.6), 'CEYLON TEA'),
  );
}

/** A white tasting cup with its lid and handle, the taster's standard set. */
function tastingCup(x: number, y: number, liquor: string): string {
  return (
    el('ellipse', { cx: x + 4, cy: y + 4, rx: 46, ry: 10, fill: 'url(#shadow)' }) +
    el('path', {
      d: `M${x - 34} ${y - 70}L${x - 30} ${y}H${x + 30}L${x + 34} ${y - 70}Z`,
      fill: '#faf6ef',
    }) +
    el('ellipse', { cx: x, cy: y - 70, rx: 34, ry: 8, fill: liquor }) +
    el('path', {
      d: `M${x + 32} ${y - 56}q18 4 14 20q-4 12 -16 10`,
      stroke: '#faf6ef',
      'stroke-width': 6,
      fill: 'none',
    })
  );
}

/** History: the 1870s, a bullock cart taking the estate's first chests down to Colombo. */
function heroHistory(): string {
  const land = hillCountry(seedOf('hero-history'), heroWidth, heroHeight, 'dawn');
  const rng = createRng(seedOf('hero-history-road'));
  const road = el('path', {
    d: 'M0 560Q300 500 520 540T960 500V640H0Z',
    fill: '#c9a877',
  });
  const wheel = (cx: number) =>
    el('circle', { cx, cy: 548, r: 34, fill: 'none', stroke: '#4a2e1a', 'stroke-width': 7 }) +
    [0, 1, 2, 3]
      .map((spoke) => {
        const angle = (spoke / 4) * Math.PI;
        const dx = Math.cos(angle) * 34;
        const dy = Math.sin(angle) * 34;
        return el('path', {
          d: `M${fmt(cx - dx)} ${fmt(548 - dy)}L${fmt(cx + dx)} ${fmt(548 + dy)}`,
          stroke: '#4a2e1a',
          'stroke-width': 4,
        });
      })
      .join('');
  // A thatched cart with its load of chests, the bullock ahead of it.
  const cart =
    el('rect', { x: 360, y: 500, width: 240, height: 22, fill: '#6e3512' }) +
    teaChest(410, 500, 70, 'L.C.') +
    teaChest(485, 500, 70, 'L.C.') +
    teaChest(560, 500, 70, 'L.C.') +
    el('path', { d: 'M350 430Q480 370 610 430L600 440Q480 392 360 440Z', fill: '#b49c74' }) +
    wheel(420) +
    wheel(540) +
    el('path', { d: 'M600 512H690', stroke: '#4a2e1a', 'stroke-width': 8 });
  const bullock =
    el('ellipse', { cx: 760, cy: 500, rx: 70, ry: 36, fill: '#e8dcc8' }) +
    el('path', { d: 'M730 470q10 -26 30 -20l4 22z', fill: '#d9cbb2' }) +
    el('ellipse', { cx: 842, cy: 486, rx: 24, ry: 18, fill: '#e8dcc8' }) +
    el('path', {
      d: 'M832 470q-4 -16 -14 -20M852 470q6 -16 16 -18',
      stroke: '#5b4630',
      'stroke-width': 4,
      fill: 'none',
    }) +
    [712, 736, 784, 808]
      .map((legX) => el('rect', { x: legX, y: 520, width: 10, height: 46, fill: '#d9cbb2' }))
      .join('');
  const driver = plucker(640, 566, 1.1, true, '#f3ead8');
  return document(
    heroWidth,
    heroHeight,
    land.defs,
    land.body + road + bushBand(rng, 600, heroWidth, tea[700]) + cart + bullock + driver,
  );
}

/** Regions: the hill country cut through, its three elevations from the lowlands to the peaks. */
function heroRegions(): string {
  const defs =
    linearGradient('sky', [
      [0, '#dfeee6'],
      [1, '#f6f1e2'],
    ]) + mistGradient;
  // The island's profile from the western lowlands up to the central peaks and down to Uva.
  const profile: Point[] = [
    [0, 560],
    [120, 540],
    [240, 500],
    [330, 420],
    [420, 330],
    [500, 210],
    [560, 150],
    [640, 190],
    [720, 260],
    [800, 330],
    [880, 400],
    [960, 430],
  ];
  const land = ridgeShape(profile, heroHeight);
  const bands = [
    { top: 0, bottom: 260, color: tea[700], name: 'HIGH-GROWN', note: 'above 1,200 m', y: 240 },
    { top: 260, bottom: 420, color: tea[500], name: 'MID-GROWN', note: '600 to 1,200 m', y: 360 },
    {
      top: 420,
      bottom: heroHeight,
      color: '#7aa35a',
      name: 'LOW-GROWN',
      note: 'up to 600 m',
      y: 500,
    },
  ];
  const bandBodies = bands
    .map((band) =>
      el('rect', {
        x: 0,
        y: band.top,
        width: heroWidth,
        height: band.bottom - band.top,
        fill: band.color,
      }),
    )
    .join('');
  const contours = [260, 420]
    .map((y) =>
      el('path', {
        d: `M0 ${y}H${heroWidth}`,
        stroke: cream[50],
        'stroke-width': 2,
        'stroke-dasharray': '10 8',
        opacity: 0.8,
      }),
    )
    .join('');
  const signs = bands
    .map(
      (band, index) =>
        el('rect', {
          x: 40 + index * 14,
          y: band.y - 44,
          width: 220,
          height: 64,
          rx: 6,
          fill: cream[50],
          opacity: 0.94,
        }) +
        label(150 + index * 14, band.y - 16, 24, tea[800], band.name, 700) +
        label(150 + index * 14, band.y + 8, 18, copper[700], band.note),
    )
    .join('');
  const rng = createRng(seedOf('hero-regions'));
  let rows = '';
  for (let row = 0; row < 14; row += 1) {
    const y = 200 + row * 30;
    rows += el('path', {
      d: smoothPath(
        profile.map(([x, top]) => [x, Math.max(top, 0) + row * 30 + between(rng, -3, 3)] as Point),
      ),
      stroke: mix(tea[950], tea[700], 0.5),
      'stroke-width': 6,
      'stroke-dasharray': `${fmt(10 + row)} 4`,
      'stroke-linecap': 'round',
      fill: 'none',
      opacity: y < 560 ? 0.35 : 0.25,
    });
  }
  const body =
    el('rect', { width: heroWidth, height: heroHeight, fill: 'url(#sky)' }) +
    el('defs', {}, el('clipPath', { id: 'land' }, el('path', { d: land }))) +
    group({ 'clip-path': 'url(#land)' }, bandBodies + rows + contours) +
    mistBand(600, 230, 500, 60, 0.7) +
    signs;
  return document(heroWidth, heroHeight, defs, body);
}

/** Contact: our head office in Colombo, an arcaded building facing the harbour's cranes. */
function heroContact(): string {
  const defs =
    linearGradient('sky', [
      [0, '#cfe3ea'],
      [1, '#f6f1e2'],
    ]) +
    linearGradient('sea', [
      [0, '#5f8f9a'],
      [1, '#2f5f6a'],
    ]);
  const crane = (x: number, height: number) =>
    el('path', {
      d: `M${x} 400V${400 - height}M${x + 50} 400V${400 - height}M${x - 30} ${400 - height}H${x + 150}M${x} 400L${x + 50} ${460 - height}M${x + 50} 400L${x} ${460 - height}`,
      stroke: copper[600],
      'stroke-width': 8,
      fill: 'none',
    });
  const ship =
    el('path', { d: 'M520 400L540 440H860L880 400Z', fill: tea[900] }) +
    [0, 1, 2, 3, 4, 5]
      .map((index) =>
        el('rect', {
          x: 560 + index * 48,
          y: 370,
          width: 44,
          height: 30,
          fill: pick([copper[600], tea[600], '#2f5f8a', '#c2452d'], index),
        }),
      )
      .join('');
  let arches = '';
  for (let bay = 0; bay < 6; bay += 1) {
    const x = 120 + bay * 70;
    arches += el('path', { d: `M${x} 600V520Q${x + 25} 490 ${x + 50} 520V600Z`, fill: '#5b4630' });
    arches += el('rect', { x: x + 8, y: 430, width: 34, height: 50, fill: '#5f8f9a' });
  }
  const office =
    el('rect', { x: 90, y: 400, width: 460, height: 200, fill: '#f3ead8' }) +
    el('rect', { x: 80, y: 390, width: 480, height: 18, fill: '#e2d3b4' }) +
    el('rect', { x: 80, y: 490, width: 480, height: 10, fill: '#e2d3b4' }) +
    el('path', { d: 'M280 390V330H360V390Z', fill: '#f3ead8' }) +
    el('path', { d: 'M270 330L320 290L370 330Z', fill: copper[700] }) +
    el('circle', {
      cx: 320,
      cy: 358,
      r: 18,
      fill: cream[50],
      stroke: '#5b4630',
      'stroke-width': 3,
    }) +
    el('path', { d: 'M320 358V346M320 358H330', stroke: '#5b4630', 'stroke-width': 3 }) +
    arches;
  const palm = (x: number) =>
    el('path', {
      d: `M${x} 620Q${x - 10} 520 ${x + 6} 420`,
      stroke: '#6e4a2a',
      'stroke-width': 10,
      fill: 'none',
    }) +
    [-1, -0.5, 0, 0.5, 1]
      .map((spread) =>
        el('path', {
          d: `M${x + 6} 420q${fmt(spread * 50)} -30 ${fmt(spread * 90)} ${fmt(10 + Math.abs(spread) * 30)}`,
          stroke: tea[600],
          'stroke-width': 12,
          fill: 'none',
          'stroke-linecap': 'round',
        }),
      )
      .join('');
  const body =
    el('rect', { width: heroWidth, height: heroHeight, fill: 'url(#sky)' }) +
    el('rect', { y: 400, width: heroWidth, height: 240, fill: 'url(#sea)' }) +
    crane(600, 220) +
    crane(760, 190) +
    ship +
    el('rect', { y: 600, width: heroWidth, height: 40, fill: '#b49c74' }) +
    office +
    palm(640) +
    palm(900);
  return document(heroWidth, heroHeight, defs, body);
}

/** Request: samples on the tasting bench, dry leaf before each cup of its liquor. */
function heroRequest(): string {
  const rng = createRng(seedOf('hero-request'));
  const defs = creamGround('wall') + groundShadow(0.3) + moundGradient;
  const samples = [
    { liquor: '#7a2f0e', recipe: { style: 'wiry', tips: 0 } },
    { liquor: '#a0481a', recipe: { style: 'semi-leaf', tips: 0.1 } },
    { liquor: '#8a3a12', recipe: { style: 'broken', tips: 0 } },
    { liquor: '#b8a64a', recipe: { style: 'wiry', tips: 0.3 } },
    { liquor: '#5a200b', recipe: { style: 'fannings', tips: 0 } },
  ] as const satisfies readonly { liquor: string; recipe: LeafRecipe }[];
  const bench =
    el('rect', { y: 380, width: heroWidth, height: 260, fill: '#8a6d48' }) +
    el('rect', { y: 380, width: heroWidth, height: 14, fill: '#a5845a' });
  const row = samples
    .map((sample, index) => {
      const x = 110 + index * 185;
      return (
        tastingCup(x, 370, sample.liquor) +
        el('ellipse', { cx: x, cy: 500, rx: 70, ry: 26, fill: '#faf6ef' }) +
        leafHeap(rng, x, 496, 52, 17, sample.recipe) +
        el('rect', { x: x - 36, y: 560, width: 72, height: 24, rx: 3, fill: cream[50] }) +
        label(x, 578, 14, tea[800], `LOT ${index + 1}`)
      );
    })
    .join('');
  const kettle =
    el('path', { d: 'M760 220Q760 150 830 150Q900 150 900 220V300H760Z', fill: '#8f9a94' }) +
    el('path', {
      d: 'M900 200q40 -10 44 -40',
      stroke: '#8f9a94',
      'stroke-width': 12,
      fill: 'none',
    }) +
    el('path', { d: 'M790 150q40 -50 80 0', stroke: '#5b6a64', 'stroke-width': 8, fill: 'none' });
  return document(
    heroWidth,
    heroHeight,
    defs,
    el('rect', { width: heroWidth, height: heroHeight, fill: 'url(#wall)' }) + kettle + bench + row,
  );
}

/** CSR: the estate's nursery, native seedlings raised in rows under a shade net for replanting. */
function heroCsr(): string {
  const land = hillCountry(seedOf('hero-csr'), heroWidth, heroHeight, 'day');
  const rng = createRng(seedOf('hero-csr-seedlings'));
  const seedlings = new Marks();
  let bags = '';
  for (let row = 0; row < 4; row += 1) {
    const y = 470 + row * 44;
    for (let x = 40 + (row % 2) * 20; x < heroWidth - 20; x += 40) {
      bags += el('rect', { x: x - 12, y: y - 4, width: 24, height: 22, rx: 4, fill: '#2b2b28' });
      const height = between(rng, 22, 40);
      seedlings.stroke('#5b7a32', 3, `M${fmt(x)} ${fmt(y)}V${fmt(y - height)}`);
      for (const side of [-1, 1])
        seedlings.fill(
          pick([tea[500], '#7aa35a', tea[600]], Math.floor(rng() * 3)),
          `M${fmt(x)} ${fmt(y - height * 0.6)}q${side * 14} -10 ${side * 20} -2q${side * -8} 8 ${side * -20} 2z`,
        );
    }
  }
  const shadeNet =
    el('rect', { x: 0, y: 380, width: heroWidth, height: 26, fill: tea[900], opacity: 0.55 }) +
    [30, 330, 630, 930]
      .map((x) => el('rect', { x: x - 4, y: 380, width: 8, height: 260, fill: '#5b4630' }))
      .join('');
  const ground = el('rect', { y: 450, width: heroWidth, height: 190, fill: '#8a6d48' });
  const carer = plucker(820, 470, 1.2, true, '#2f5f8a');
  return document(
    heroWidth,
    heroHeight,
    land.defs,
    land.body + ground + shadeNet + bags + seedlings.render() + carer,
  );
}

/** Products: the range packed for the buyer, from bulk chests and sacks to retail cartons. */
function heroProducts(): string {
  const defs =
    linearGradient('warehouse', [
      [0, '#3b2414'],
      [1, '#1c0f07'],
    ]) + groundShadow(0.4);
  const carton = (x: number, y: number, color: string, name: string) =>
    el('rect', { x, y: y - 90, width: 120, height: 90, fill: color }) +
    el('rect', { x: x + 14, y: y - 70, width: 92, height: 40, fill: cream[50] }) +
    label(x + 60, y - 44, 14, color, name);
  const pallet = el('rect', { x: 60, y: 560, width: 840, height: 24, fill: '#a57a48' });
  const body =
    el('rect', { width: heroWidth, height: heroHeight, fill: 'url(#warehouse)' }) +
    el('rect', { y: 584, width: heroWidth, height: 56, fill: '#5b4630' }) +
    el('ellipse', { cx: 480, cy: 584, rx: 460, ry: 20, fill: 'url(#shadow)' }) +
    pallet +
    teaSack(200, 560, 260, '#e2d3b4') +
    teaSack(200, 451, 250, '#d8c39c') +
    teaSack(200, 346, 240, '#e2d3b4') +
    teaChest(420, 560, 150, 'BOPF') +
    teaChest(420, 410, 150, 'OPA') +
    carton(520, 560, tea[700], 'BLACK TEA') +
    carton(650, 560, '#5c7a32', 'GREEN TEA') +
    carton(780, 560, copper[700], 'HERBAL') +
    carton(585, 470, '#a3202a', 'FLAVOURED') +
    carton(715, 470, tea[800], 'ADRA TEA');
  return document(heroWidth, heroHeight, defs, body);
}

/** About: the day's leaf weighed in at the estate's leaf shed, where our care for it starts. */
function heroAbout(): string {
  const land = hillCountry(seedOf('hero-about'), heroWidth, heroHeight, 'day');
  const rng = createRng(seedOf('hero-about-bushes'));
  const shed =
    el('path', { d: 'M420 300L460 250H860L900 300Z', fill: copper[700] }) +
    el('rect', { x: 440, y: 300, width: 440, height: 200, fill: '#f3ead8' }) +
    el('rect', { x: 520, y: 360, width: 120, height: 140, fill: '#5b4630' }) +
    label(660, 336, 22, tea[800], 'LEAF SHED', 700);
  const scale =
    el('path', { d: 'M720 380V470M680 470H760', stroke: '#5b6a64', 'stroke-width': 8 }) +
    el('circle', {
      cx: 720,
      cy: 372,
      r: 20,
      fill: cream[50],
      stroke: '#5b6a64',
      'stroke-width': 5,
    }) +
    el('path', { d: 'M690 420h60l-8 30h-44z', fill: '#c79a5b' });
  return document(
    heroWidth,
    heroHeight,
    land.defs,
    land.body +
      shed +
      scale +
      plucker(300, 560, 1.7, false, '#a63a2a') +
      plucker(420, 540, 1.5, false, '#c0733a') +
      plucker(820, 560, 1.6, true, '#2f5f8a') +
      bushBand(rng, 560, heroWidth, tea[700]),
  );
}

/** About: two leaves and a bud, the shoot every one of our teas is plucked as. */
function aboutTwoLeavesAndABud(): string {
  const defs =
    radialGradient('glow', [
      [0, '#f1f7f2'],
      [1, '#c5dccb'],
    ]) +
    linearGradient('leaf', [
      [0, '#5c9a52'],
      [1, tea[600]],
    ]);
  const leaf = (transform: string, length: number) =>
    group(
      { transform },
      el('path', {
        d: `M0 0Q${length * 0.5} ${-length * 0.42} ${length} 0Q${length * 0.5} ${length * 0.42} 0 0Z`,
        fill: 'url(#leaf)',
      }) +
        el('path', {
          d: `M0 0L${length * 0.96} 0`,
          stroke: tea[200],
          'stroke-width': 3,
          opacity: 0.8,
        }) +
        [0.25, 0.45, 0.65]
          .map((at) =>
            el('path', {
              d: `M${fmt(length * at)} 0l${fmt(length * 0.12)} -${fmt(length * 0.14)}M${fmt(length * at)} 0l${fmt(length * 0.12)} ${fmt(length * 0.14)}`,
              stroke: tea[200],
              'stroke-width': 1.5,
              opacity: 0.6,
            }),
          )
          .join(''),
    );
  const bud = el('path', {
    d: 'M480 170Q500 110 486 60Q462 110 470 170Z',
    fill: '#a8c98a',
    stroke: '#e3efe6',
    'stroke-width': 2,
  });
  const stem = el('path', {
    d: 'M474 600Q470 400 476 170',
    stroke: '#5b7a32',
    'stroke-width': 10,
    fill: 'none',
  });
  const skin = '#6b3f26';
  const hand =
    el('path', {
      d: 'M960 420Q760 380 640 300Q600 280 560 300Q600 330 650 350Q620 380 660 400Q760 460 960 520Z',
      fill: skin,
    }) +
    el('path', { d: 'M560 300Q520 290 500 270Q530 262 580 282', fill: mix(skin, '#ffffff', 0.15) });
  return document(
    960,
    640,
    defs,
    el('rect', { width: 960, height: 640, fill: 'url(#glow)' }) +
      stem +
      leaf('translate(476 330) rotate(-150)', 260) +
      leaf('translate(474 230) rotate(-30)', 220) +
      bud +
      hand,
  );
}

/** Tea Process: green leaf arriving at the factory at dusk, its lofts lit for the night's wither. */
function heroTeaProcess(): string {
  const defs =
    linearGradient('dusk', [
      [0, '#3a3550'],
      [0.6, '#c0733a'],
      [1, '#f3d9b1'],
    ]) + mistGradient;
  const rng = createRng(seedOf('hero-tea-process'));
  const hills = teaHill({
    id: 'dusk-hill',
    rng,
    width: heroWidth,
    height: heroHeight,
    baseY: 420,
    amplitude: 40,
    color: tea[800],
    rows: 5,
  });
  let litWindows = '';
  for (let floor = 0; floor < 3; floor += 1)
    for (let bay = 0; bay < 9; bay += 1)
      litWindows += el('rect', {
        x: 300 - 150 + bay * 33 + 6,
        y: 440 - 150 + floor * 48 + 10,
        width: 20,
        height: 26,
        fill: '#f8dca6',
      });
  const lorry =
    el('rect', { x: 600, y: 470, width: 200, height: 90, fill: '#2f5f8a' }) +
    el('path', { d: 'M800 500H860L890 530V560H800Z', fill: '#1f3f5a' }) +
    [640, 720, 840].map((cx) => el('circle', { cx, cy: 566, r: 20, fill: '#1b120c' })).join('') +
    [0, 1, 2]
      .map((index) =>
        el('ellipse', { cx: 640 + index * 60, cy: 466, rx: 30, ry: 18, fill: '#7aa35a' }),
      )
      .join('');
  return document(
    heroWidth,
    heroHeight,
    defs + hills.defs,
    el('rect', { width: heroWidth, height: heroHeight, fill: 'url(#dusk)' }) +
      hills.body +
      teaFactory(300, 440, 1) +
      litWindows +
      el('rect', { y: 580, width: heroWidth, height: 60, fill: '#5b4630' }) +
      lorry,
  );
}

/** Tea Grades: one estate's make laid out by grade, whole leaf to dust, on the sorting room's trays. */
function heroTeaGrades(): string {
  const rng = createRng(seedOf('hero-tea-grades'));
  const defs =
    linearGradient('table', [
      [0, '#e9dcc0'],
      [1, '#cdb78f'],
    ]) + moundGradient;
  const ladder: readonly { grade: string; recipe: LeafRecipe }[] = [
    { grade: 'OPA', recipe: { style: 'wiry', tips: 0 } },
    { grade: 'OP', recipe: { style: 'wiry', tips: 0.1 } },
    { grade: 'PEKOE', recipe: { style: 'semi-leaf', tips: 0 } },
    { grade: 'BOP', recipe: { style: 'broken', tips: 0.05 } },
    { grade: 'BOPF', recipe: { style: 'broken', tips: 0 } },
    { grade: 'DUST', recipe: { style: 'fannings', tips: 0 } },
  ];
  const trays = ladder
    .map(({ grade, recipe }, index) => {
      const x = 170 + (index % 3) * 310;
      const y = index < 3 ? 220 : 470;
      return (
        el('rect', {
          x: x - 130,
          y: y - 90,
          width: 260,
          height: 180,
          rx: 10,
          fill: '#faf6ef',
          stroke: '#b49c74',
          'stroke-width': 3,
        }) +
        leafHeap(rng, x, y - 8, 100, 54, recipe) +
        el('rect', { x: x - 50, y: y + 56, width: 100, height: 26, rx: 3, fill: tea[800] }) +
        label(x, y + 75, 16, cream[50], grade, 700)
      );
    })
    .join('');
  return document(
    heroWidth,
    heroHeight,
    defs,
    el('rect', { width: heroWidth, height: heroHeight, fill: 'url(#table)' }) + trays,
  );
}

/** Trade Terms: a container on the quay at Colombo, loaded with sacks and sealed for the buyer. */
function heroTradeTerms(): string {
  const defs =
    linearGradient('sky', [
      [0, '#cfe3ea'],
      [1, '#f6f1e2'],
    ]) + groundShadow(0.35);
  let ribs = '';
  for (let x = 120; x < 560; x += 22)
    ribs += el('path', {
      d: `M${x} 270V520`,
      stroke: mix(copper[600], '#000000', 0.2),
      'stroke-width': 4,
    });
  let stack = '';
  for (let row = 0; row < 4; row += 1)
    for (let column = 0; column < 2; column += 1)
      stack += teaSack(
        640 + column * 150,
        520 - row * 62,
        140,
        pick(['#e2d3b4', '#d8c39c'], row + column),
      );
  const container =
    el('ellipse', { cx: 340, cy: 530, rx: 260, ry: 16, fill: 'url(#shadow)' }) +
    el('rect', { x: 100, y: 260, width: 480, height: 260, fill: copper[600] }) +
    ribs +
    el('rect', { x: 560, y: 260, width: 20, height: 260, fill: copper[800] }) +
    el('rect', { x: 140, y: 300, width: 220, height: 60, fill: cream[50], opacity: 0.92 }) +
    label(250, 340, 26, copper[800], 'LKHT 20′', 700);
  const gantry = el('path', {
    d: 'M60 520V80M200 520V80M20 80H760M60 140L200 80M200 140L60 80M560 80V150',
    stroke: tea[700],
    'stroke-width': 12,
    fill: 'none',
  });
  return document(
    heroWidth,
    heroHeight,
    defs,
    el('rect', { width: heroWidth, height: heroHeight, fill: 'url(#sky)' }) +
      el('rect', { y: 330, width: heroWidth, height: 70, fill: '#5f8f9a' }) +
      el('rect', { y: 400, width: heroWidth, height: 240, fill: '#9a9388' }) +
      gantry +
      container +
      stack,
  );
}

// ---------------------------------------------------------------- writing

const processScenes: Record<string, () => string> = {
  plucking: pluckingScene,
  withering: witheringScene,
  disruption: disruptionScene,
  oxidation: oxidationScene,
  firing: firingScene,
  'color-separation': colorSeparationScene,
  sorting: sortingScene,
  packaging: packagingScene,
};

const pageImages: Record<string, () => string> = {
  '/images/pages/hero-tea-hills.jpg': heroTeaHills,
  '/images/pages/hero-tea-collection.jpg': heroTeaCollection,
  '/images/pages/about-estate.jpg': aboutEstate,
  [ourCollection.figure.src]: aboutCollection,
  '/images/pages/history-loolecondera.jpg': historyLoolecondera,
  '/images/pages/history-plantations.jpg': historyPlantations,
  '/images/pages/csr-reforestation.jpg': csrReforestation,
  '/images/pages/csr-community.jpg': csrCommunity,
  '/images/pages/health-cups.jpg': healthCups,
  '/images/pages/hero-about.jpg': heroAbout,
  '/images/pages/about-two-leaves-and-a-bud.jpg': aboutTwoLeavesAndABud,
  '/images/pages/hero-history.jpg': heroHistory,
  '/images/pages/hero-regions.jpg': heroRegions,
  '/images/pages/hero-contact.jpg': heroContact,
  '/images/pages/hero-request.jpg': heroRequest,
  '/images/pages/hero-csr.jpg': heroCsr,
  '/images/pages/hero-products.jpg': heroProducts,
  '/images/pages/hero-tea-process.jpg': heroTeaProcess,
  '/images/pages/hero-tea-grades.jpg': heroTeaGrades,
  '/images/pages/hero-trade-terms.jpg': heroTradeTerms,
};

// ---------------------------------------------------------------- people

/**
 * The stand-in behind a person's photograph: it names the picture the company's photograph
 * replaces (pictures/README.md) and gives it its square shape. The site shows the person's
 * initials until the photograph is in, so no page shows it.
 */
function personStandIn(): string {
  const size = 400;
  const figure = '#2f5a3d';
  return document(
    size,
    size,
    '',
    el('rect', { width: size, height: size, fill: '#e9dfcb' }) +
      el('circle', { cx: 200, cy: 160, r: 78, fill: figure }) +
      el('path', { d: 'M60 400C60 300 120 262 200 262S340 300 340 400Z', fill: figure }),
  );
}

/** Writes the drawing of the picture at this steady address (`/images/<name>.jpg`). */
function write(address: string, svg: string): void {
  const name = pictureNameAt(address);
  if (!name) throw new Error(`${address} is not a picture's address (/images/<name>.jpg)`);
  const file = join(drawingsFolder, `${name}.svg`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, svg);
  console.log(`${name}  ${(svg.length / 1024).toFixed(1)} KiB`);
}

for (const grade of homeTeaGrades) {
  if ('drawing' in grade.picture) write(grade.picture.drawing, leafDish(grade.id, grade.swatch));
}
for (const step of processSteps) {
  const scene = processScenes[step.id];
  if (!scene) throw new Error(`No scene drawn for process step ${step.id}`);
  write(step.image, scene());
}
for (const [publicPath, draw] of Object.entries(pageImages)) write(publicPath, draw());
for (const person of people) write(personPicture(person), personStandIn());
