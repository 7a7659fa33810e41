/**
 * The tea grade pictures: each grade's dry leaf on the same white taster's tray, at the same
 * scale (3 px to 1 mm) and framing, so that side by side they compare as on a tasting bench:
 * long open OPA beside wiry OP, curled Pekoe, broken BOP, granular fannings, tippy FBOPSP and
 * green Gunpowder pellets. What each picture shows in words is the grade's `imageCaption` in
 * app/content/tea-grades.ts; keep the two in step.
 */
import { teaGrades } from '../../app/content/tea-grades';
import type { Scene } from './compositions';
import { between, num, type Drawing, type Random } from './drawing';
import { leafLayer, leafTexture, type ParticleKind, type Pile } from './dry-leaf';

/** The grade pictures' canvas: the 4:3 of every card, at half the catalogue's card size. */
export const gradePictureSize = { width: 400, height: 300 } as const;

/** A particle's colours and the colour of its light: what kind of tea it is. */
type Look = Pick<ParticleKind, 'colours' | 'shine'>;
type Shape = Omit<ParticleKind, 'colours' | 'shine'>;

const blackLeaf: Look = { colours: ['#1b120b', '#271a10', '#332216'], shine: '#806650' };
const goldenTip: Look = { colours: ['#b5803a', '#cc9a4c', '#a06c2c'], shine: '#f3dca6' };
const silverTip: Look = { colours: ['#b9b2a2', '#cfc9bb', '#a49c8a'], shine: '#f7f4ee' };
export const greenLeaf: Look = {
  colours: ['#4b5629', '#5d6a32', '#3c4520', '#6b7838'],
  shine: '#a4b070',
};

const pile = (look: Look, shape: Shape, count: number): Pile => ({ ...look, ...shape, count });

/**
 * One grade on the tray: its leaf first, then any tips, which lie on top as a taster sees them.
 * `heap` is the colour between the particles of a grade small enough to settle into a close
 * heap; whole leaf stays springy, so the tray shows through it.
 */
interface GradeLeaf {
  particles: readonly [Pile, ...Pile[]];
  heap?: string;
}

const blackHeap = '#0e0905';

/** Each grade by slug. Sizes follow the sieve: leaf grades longest, fannings finest. */
const gradeLeaf: Readonly<Record<string, GradeLeaf>> = {
  opa: {
    particles: [
      pile(
        { colours: ['#1e140c', '#2a1c11', '#362417'], shine: '#806650' },
        { form: 'wiry', length: [45, 72], thickness: 4.6, twist: 16 },
        70,
      ),
      // Some leaves have come almost open: broad, flat and barely turned.
      pile(
        { colours: ['#2a1b10', '#35231a'], shine: '#6e5038' },
        { form: 'wiry', length: [30, 46], thickness: 7.5, twist: 26 },
        12,
      ),
    ],
  },
  op: {
    particles: [pile(blackLeaf, { form: 'wiry', length: [27, 45], thickness: 3.2, twist: 8 }, 190)],
  },
  'op-1': {
    particles: [pile(blackLeaf, { form: 'wiry', length: [24, 40], thickness: 2.2, twist: 5 }, 240)],
  },
  'bop-1': {
    particles: [pile(blackLeaf, { form: 'wiry', length: [13, 24], thickness: 2.5, twist: 6 }, 300)],
  },
  bop1a: {
    particles: [pile(blackLeaf, { form: 'wiry', length: [15, 27], thickness: 3, twist: 7 }, 280)],
  },
  pekoe: {
    particles: [pile(blackLeaf, { form: 'curl', length: [8, 13], thickness: 4 }, 320)],
  },
  'pekoe-1': {
    particles: [pile(blackLeaf, { form: 'curl', length: [7, 9], thickness: 3.6 }, 400)],
  },
  fbop: {
    particles: [
      pile(blackLeaf, { form: 'curl', length: [6, 10], thickness: 2.8 }, 150),
      pile(goldenTip, { form: 'wiry', length: [8, 14], thickness: 2.2 }, 24),
    ],
    heap: blackHeap,
  },
  bopa: {
    particles: [pile(blackLeaf, { form: 'flake', length: [9, 15], thickness: 7 }, 130)],
    heap: blackHeap,
  },
  bop: {
    particles: [pile(blackLeaf, { form: 'flake', length: [5, 9], thickness: 4.5 }, 160)],
    heap: blackHeap,
  },
  fbopsp: {
    particles: [
      pile(blackLeaf, { form: 'flake', length: [5, 9], thickness: 4.5 }, 80),
      pile(goldenTip, { form: 'wiry', length: [10, 18], thickness: 2.6 }, 32),
      pile(silverTip, { form: 'wiry', length: [9, 16], thickness: 2.6 }, 20),
    ],
    heap: blackHeap,
  },
  'fbopf-1': {
    particles: [
      pile(blackLeaf, { form: 'granule', length: [3.4, 5], thickness: 3 }, 200),
      pile(goldenTip, { form: 'granule', length: [3.5, 6], thickness: 2.6 }, 55),
    ],
    heap: blackHeap,
  },
  fbopf: {
    particles: [
      pile(blackLeaf, { form: 'flake', length: [4.5, 7], thickness: 4 }, 110),
      pile(goldenTip, { form: 'granule', length: [3.5, 6], thickness: 2.6 }, 22),
    ],
    heap: blackHeap,
  },
  'bop-fannings': {
    particles: [pile(blackLeaf, { form: 'granule', length: [3, 4.4], thickness: 2.6 }, 240)],
    heap: blackHeap,
  },
  'green-tea-gp': {
    particles: [
      pile(
        { colours: ['#3f4a26', '#4e5a2e', '#5b6636'], shine: '#9fab7b' },
        { form: 'pellet', length: [8, 10], thickness: 8 },
        130,
      ),
    ],
    heap: '#263016',
  },
  'green-tea-fannings': {
    particles: [pile(greenLeaf, { form: 'granule', length: [3, 4.6], thickness: 2.8 }, 240)],
    heap: '#2c3418',
  },
};

const tray = { x: 24, y: 20, width: 352, height: 260, corner: 18 } as const;
const heap = { cx: 200, cy: 152, rx: 132, ry: 92 } as const;

/**
 * Where loose particles lie: springy leaf piles up loosely from the middle, with a few strays out
 * on the tray; around a settled heap they lie on its shoulder and roll off onto the tray.
 */
function heapPositions(random: Random, count: number, settled: boolean): [number, number][] {
  return Array.from({ length: count }, () => {
    const angle = between(random, 0, Math.PI * 2);
    // A settled heap's edge lies at about 0.78 of the ellipse; loose leaf gathers there.
    const reach = settled ? 0.6 + random() ** 1.5 * 0.55 : random() ** 0.62 * 1.08;
    return [
      heap.cx + Math.cos(angle) * heap.rx * reach,
      heap.cy + Math.sin(angle) * heap.ry * reach,
    ];
  });
}

/** An irregular rounded outline for a settled heap, a little inside the loose particles' reach. */
function heapOutline(random: Random): string {
  const corners = 14;
  const points = Array.from({ length: corners }, (_, index) => {
    const angle = (index / corners) * Math.PI * 2;
    const reach = between(random, 0.72, 0.84);
    return [
      heap.cx + Math.cos(angle) * heap.rx * reach,
      heap.cy + Math.sin(angle) * heap.ry * reach,
    ] as const;
  });
  // A smooth closed curve through the midpoints of the sides, each corner its control point.
  const middle = (index: number) => {
    const [ax, ay] = points[index % corners] ?? [0, 0];
    const [bx, by] = points[(index + 1) % corners] ?? [0, 0];
    return `${num((ax + bx) / 2)} ${num((ay + by) / 2)}`;
  };
  const curve = points.map(([x, y], index) => `Q${num(x)} ${num(y)} ${middle(index)}`).join('');
  return `M${middle(corners - 1)}${curve}Z`;
}

/**
 * Close-packed particles inside the heap: two tiles of different sizes laid over each other, so
 * the pattern never visibly repeats, under a light from the upper left that rounds the heap.
 */
function settledHeap(d: Drawing, look: GradeLeaf, ground: string): string {
  const outline = heapOutline(d.random);
  const under = leafTexture(d, 46, 0.6, look.particles, ground);
  const over = leafTexture(d, 61, 0.5, look.particles);
  const light = d.radial(
    [
      [0, '#fff4dc', 0.1],
      [0.6, '#fff4dc', 0],
      [1, '#000', 0.35],
    ],
    0.38,
    0.32,
    0.75,
  );
  const resting = d.define(
    (id) =>
      `<filter id="${id}"><feDropShadow dx="1" dy="2" stdDeviation="2" flood-color="#2b1d10" flood-opacity=".45"/></filter>`,
  );
  const [body, ...layers] = [under, over, light].map(
    (fill) => `<path d="${outline}" fill="${fill}"/>`,
  );
  return `<g filter="url(#${resting})">${body}</g>${layers.join('')}`;
}

/**
 * The white porcelain tray, the same under every grade. Around it the picture is clear, so the
 * card's colour for the grade shows as the ground, as it does alone if the picture fails.
 */
function trayMarkup(d: Drawing): string {
  const { x, y, width, height, corner } = tray;
  const porcelain = d.linear([
    [0, '#ffffff'],
    [1, '#f1eee8'],
  ]);
  return (
    `<rect x="${x + 3}" y="${y + 6}" width="${width}" height="${height}" rx="${corner}" fill="#1c140c" opacity=".25"/>` +
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${corner}" fill="${porcelain}" stroke="#d9d2c6" stroke-width="2"/>` +
    `<rect x="${x + 10}" y="${y + 10}" width="${width - 20}" height="${height - 20}" rx="${corner - 8}" fill="none" stroke="#e8e3da" stroke-width="3"/>`
  );
}

function leafOf(slug: string): GradeLeaf {
  const look = gradeLeaf[slug];
  if (!look) throw new Error(`No dry leaf drawn for the grade ${slug}`);
  return look;
}

function gradeTray(slug: string): Scene {
  const look = leafOf(slug);
  return (d) => {
    const heapBody = look.heap ? settledHeap(d, look, look.heap) : '';
    const loose = look.particles.map((kind) => ({
      kind,
      positions: heapPositions(d.random, kind.count, look.heap !== undefined),
    }));
    return d.svg(trayMarkup(d) + heapBody + leafLayer(d, loose));
  };
}

/** A grade's particles as its tray shows them, for pictures of teas made of that grade. */
export function gradeParticles(slug: string): readonly ParticleKind[] {
  return leafOf(slug).particles;
}

/** A scene for every grade of the grade list, keyed by the grade's picture. */
export function gradeScenes(): Record<string, Scene> {
  const unknown = Object.keys(gradeLeaf).filter(
    (slug) => !teaGrades.some((grade) => grade.slug === slug),
  );
  if (unknown.length > 0) throw new Error(`Dry leaf drawn for no grade: ${unknown.join(', ')}`);
  return Object.fromEntries(
    teaGrades.map((grade) => [`/images/grades/${grade.slug}.svg`, gradeTray(grade.slug)]),
  );
}
