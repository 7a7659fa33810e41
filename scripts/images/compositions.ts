/**
 * How the catalogue's pictures are composed: the standard still life (pack, cup, leaf and
 * garnish), a row of packs, and the Bulk and OEM scenes.
 */
import { backdrop, type Surface } from './backdrops';
import { Drawing, between, ellipse, num, path, place, shadow } from './drawing';
import { drawGarnish, type Garnish } from './garnishes';
import { leafColours, mound, type Mound } from './leaf-mounds';
import { caddy, chest, pouch, sack, teaBag, teaBox, type Label, type Livery } from './packaging';
import { cup, dish, scoop, type Vessel } from './vessels';

/** The packs that carry a label in a livery; a sack is printed on its own paper. */
export type LabelledPackType = 'pouch' | 'caddy' | 'box' | 'chest';

export type Pack =
  | { type: LabelledPackType; label: Label; livery: Livery }
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
      return pouch(d, [x, y, 190 * scale, 270 * scale], pack.label, pack.livery);
    case 'caddy':
      return caddy(d, [x, y, 165 * scale, 250 * scale], pack.label, pack.livery);
    case 'box':
      return teaBox(d, [x, y, 200 * scale, 230 * scale], pack.label, pack.livery);
    case 'chest':
      return chest(d, [x, y, 290 * scale, 170 * scale], pack.label, pack.livery);
    case 'sack':
      return sack(d, [x, y, 230 * scale, 290 * scale], pack.label, pack.paper);
  }
}

/**
 * The catalogue's standard composition on an 800 x 600 card: a pack at the back, a cup in the
 * middle ground, dry leaf and garnish in front. Which side the pack stands on, and where each
 * garnish falls, vary with the picture's seed so a grid of cards does not repeat itself.
 */
export function stillLife(d: Drawing, scene: StillLife): string {
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
export function packRow(
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
export function bulkScene(d: Drawing): string {
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
    sack(d, [w * 0.2, h * 0.5, w * 0.2, h * 0.28], sackLabel('BOP', 'NET 50 KG'), '#d9c29a'),
    sack(d, [w * 0.44, h * 0.52, w * 0.2, h * 0.28], sackLabel('PEKOE', 'NET 40 KG'), '#e4d5b5'),
    sack(d, [w * 0.2, h * 0.83, w * 0.21, h * 0.32], sackLabel('FBOPF', 'NET 45 KG'), '#e4d5b5'),
    sack(
      d,
      [w * 0.45, h * 0.83, w * 0.21, h * 0.32],
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
export function oemScene(d: Drawing): string {
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
        [w * at, h * 0.7, w * 0.09, h * 0.16],
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

/** Draws one picture; `name` is what the content calls its subject, for labels that name it. */
export type Scene = (d: Drawing, name: string) => string;
