/**
 * Dry tea, herbs and fruit pieces heaped in the still lifes' dishes and scoops: one small shape
 * per kind of particle, repeated with <use>. The grade pictures and the sample products draw
 * their leaf with ./dry-leaf.ts instead, which shapes each grade's particles to size.
 */
import { Drawing, between, darken, ellipse, num, pick } from './drawing';

export type LeafKind =
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

export interface Mound {
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

export function mound(d: Drawing, spec: Mound): string {
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
export const leafColours = {
  black: ['#2b1a0f', '#3b2415', '#4a2d18', '#21140b', '#563419'],
  lowGrown: ['#1f130a', '#2a190d', '#34200f', '#180e07'],
  goldenTip: ['#b8863e', '#c99a4e', '#a5732f'],
  green: ['#4d5a2b', '#5f6c34', '#404b22', '#6f7c3e'],
  silver: ['#d9d5c9', '#c8c1ae', '#ebe7dd', '#b5ad9a'],
} as const;

export const blackWiry = {
  kind: 'wiry',
  colours: leafColours.black,
  accent: { kind: 'wiry', colours: leafColours.goldenTip, share: 0.08 },
} as const;
export const blackBroken = { kind: 'broken', colours: leafColours.black } as const;
export const fruitPieces = (colours: readonly string[]) => ({ kind: 'flakes' as const, colours });
