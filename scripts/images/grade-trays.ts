/**
 * The tea grade pictures: each grade's dry leaf spread thin on the same white taster's tray, every
 * particle drawn at its true size at one scale for all sixteen grades (6 px to the millimetre),
 * with a 10 mm rule on the tray. Side by side they compare as on a tasting bench: long open OPA
 * beside wiry OP and slender OP 1, hooked Pekoe, flat BOP, fine fannings, tippy FBOPSP and green
 * Gunpowder pellets. Each particle's length and width lie in the grade's range from
 * app/content/grade-particles.ts, which also writes the sizes into the grade's caption.
 *
 * The leaf is laid out first (`layOutGradeTray`, pure and seeded, which the unit tests check),
 * then painted (./dry-leaf.ts). Particles lie across the whole tray, never heaped in the middle,
 * so every one shows its own size and form.
 */
import {
  gradePictureRuleMillimetres,
  particlesOf,
  type GradeTips,
  type MillimetreRange,
  type ParticleSize,
} from '../../app/content/grade-particles';
import { teaGrades } from '../../app/content/tea-grades';
import type { Scene } from './compositions';
import { between, num, type Drawing, type Random } from './drawing';
import {
  measureParticle,
  paintLaidParticles,
  type LaidParticle,
  type ParticleLook,
  type Point,
} from './dry-leaf';

/** The grade pictures' canvas: the 4:3 of every card, at half the catalogue's card size. */
export const gradePictureSize = { width: 400, height: 300 } as const;

/**
 * The leaf is drawn in tenths of a millimetre, 0.6 px each: 6 px to the millimetre for every
 * grade, and every particle's size a whole number of units, so the sizes drawn are the sizes meant.
 */
export const gradeTrayScale = { unitsPerMillimetre: 10, pixelsPerUnit: 0.6 } as const;

/** Where particle centres and ends may lie on the tray, in units: inside its rim, above the rule. */
export const trayField = { left: 70, top: 62, right: 597, bottom: 405 } as const;

/** The rule's left end, in units. */
const ruleStart: Point = [70, 436];

/** How much of the tray the leaf covers: a thin spread, so that particles lie mostly apart. */
const coverage = 0.2;
const fewestParticles = 12;
const mostParticles = 320;

const blackLeaf: ParticleLook = { colours: ['#1b120b', '#271a10', '#332216'], shine: '#806650' };
const tipLooks: Readonly<Record<GradeTips['shades'][number], ParticleLook>> = {
  golden: { colours: ['#b5803a', '#cc9a4c', '#a06c2c'], shine: '#f3dca6' },
  silver: { colours: ['#b9b2a2', '#cfc9bb', '#a49c8a'], shine: '#f7f4ee' },
};
const greenLooks: Readonly<Record<string, ParticleLook>> = {
  'green-tea-gp': { colours: ['#3f4a26', '#4e5a2e', '#5b6636'], shine: '#9fab7b' },
  'green-tea-fannings': { colours: ['#4b5629', '#5d6a32', '#3c4520', '#6b7838'], shine: '#a4b070' },
};

export interface GradeTrayLayout {
  /** Every particle, in units; painted in this order. */
  particles: readonly LaidParticle[];
  rule: { start: Point; length: number; millimetres: number };
}

/** A range in mm as whole units, inside it. */
function unitRange([min, max]: MillimetreRange): readonly [number, number] {
  const { unitsPerMillimetre } = gradeTrayScale;
  return [Math.ceil(min * unitsPerMillimetre - 1e-9), Math.floor(max * unitsPerMillimetre + 1e-9)];
}

const within = (value: number, [min, max]: readonly [number, number]) =>
  value >= min && value <= max;

/**
 * One particle's points around the origin, in whole units, along a random direction. A rolled
 * leaf, a grain or a pellet is a round-capped stroke `width` thick whose ends lie `length - width`
 * apart; a flake is a torn outline about `length` by `width`.
 */
function particleShape(
  random: Random,
  form: ParticleSize['form'],
  length: number,
  width: number,
): Point[] {
  const angle = between(random, 0, Math.PI);
  const along: Point = [Math.cos(angle), Math.sin(angle)];
  const across: Point = [-along[1], along[0]];
  const at = (forward: number, sideways: number): Point => [
    Math.round(along[0] * forward + across[0] * sideways),
    Math.round(along[1] * forward + across[1] * sideways),
  ];
  const half = (length - width) / 2;
  switch (form) {
    case 'wiry': {
      // A rolled leaf is crinkled, not a smooth wire: a gentle bend one way or both, and a kink
      // every two or three millimetres where the roll twisted it.
      const [first, second] = [between(random, -0.12, 0.12), between(random, -0.12, 0.12)];
      const segments = Math.min(8, Math.max(2, Math.round((length - width) / 25)));
      return Array.from({ length: segments + 1 }, (_, index) => {
        const t = index / segments;
        const inner = index > 0 && index < segments;
        const bend = (first * Math.sin(Math.PI * t) + second * Math.sin(2 * Math.PI * t)) * length;
        const kink = inner ? between(random, -0.35, 0.35) * width : 0;
        return at(-half + t * 2 * half, bend + kink);
      });
    }
    case 'curl': {
      // A compact hook: the handle to one side pulls the leaf round.
      const side = random() < 0.5 ? -1 : 1;
      return [at(-half, 0), at(0, side * between(random, 0.35, 0.7) * length), at(half, 0)];
    }
    case 'flake': {
      // Ends near the axis, sides at half the width, each shifted a little: a torn piece.
      const shift = () => between(random, -0.22, 0.22) * length;
      const wobble = () => between(random, -0.08, 0.08) * width;
      return [
        at(-length / 2, wobble()),
        at(shift(), width / 2),
        at(length / 2, wobble()),
        at(shift(), -width / 2),
      ];
    }
    case 'granule':
    case 'pellet':
      return [at(-half, 0), at(half, 0)];
  }
}

/**
 * A particle of this size range at the origin: drawn again until its measured size, in whole
 * units, lies inside the range (rounding can push one a unit outside).
 */
function sizedParticle(
  random: Random,
  size: ParticleSize,
  look: Omit<LaidParticle, 'form' | 'width' | 'points'>,
): LaidParticle {
  const lengths = unitRange(size.length);
  const widths = unitRange(size.width);
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const width = Math.round(between(random, widths[0], widths[1]));
    // A stroke shorter than its width would be a dot; a grain is at least a unit longer.
    const shortest = size.form === 'flake' ? lengths[0] : Math.max(lengths[0], width + 1);
    if (shortest > lengths[1]) continue;
    const length = between(random, shortest, lengths[1]);
    const particle = {
      ...look,
      form: size.form,
      width,
      points: particleShape(random, size.form, length, width),
    };
    const measured = measureParticle(particle);
    if (within(measured.length, lengths) && within(measured.width, widths)) return particle;
  }
  throw new Error(`No ${size.form} fits ${size.length.join('-')} by ${size.width.join('-')} mm`);
}

/**
 * A particle made by `make`, moved to the share (u, v) of the tray's field. A long leaf near the
 * rim would stick out: it is made again (turned another way) until one fits there whole, and
 * after a dozen tries the last is moved inwards just enough. So centres stay spread to the rim.
 */
function placedAt(make: () => LaidParticle, u: number, v: number): LaidParticle {
  const targetX = trayField.left + u * (trayField.right - trayField.left);
  const targetY = trayField.top + v * (trayField.bottom - trayField.top);
  let particle = make();
  for (let attempt = 1; ; attempt += 1) {
    const reach = particle.form === 'flake' ? 0 : Math.ceil(particle.width / 2);
    const xs = particle.points.map(([x]) => x);
    const ys = particle.points.map(([, y]) => y);
    const [left, right] = [trayField.left - Math.min(...xs), trayField.right - Math.max(...xs)];
    const [top, bottom] = [trayField.top - Math.min(...ys), trayField.bottom - Math.max(...ys)];
    const fits =
      targetX >= left + reach &&
      targetX <= right - reach &&
      targetY >= top + reach &&
      targetY <= bottom - reach;
    if (fits || attempt >= 12) {
      const clamp = (value: number, low: number, high: number) =>
        Math.round(Math.min(Math.max(value, low), high));
      const dx = clamp(targetX, left + reach, right - reach);
      const dy = clamp(targetY, top + reach, bottom - reach);
      return { ...particle, points: particle.points.map(([x, y]) => [x + dx, y + dy] as const) };
    }
    particle = make();
  }
}

/**
 * Shares of the field for `count` particles, one in each of `count` cells of a grid over the tray
 * at a random point of its cell: spread evenly, never heaped, never in rows.
 */
function spreadShares(random: Random, count: number): Point[] {
  const aspect = (trayField.right - trayField.left) / (trayField.bottom - trayField.top);
  const columns = Math.max(1, Math.round(Math.sqrt(count * aspect)));
  const rows = Math.ceil(count / columns);
  const cells = Array.from({ length: columns * rows }, (_, index) => index);
  // Fisher-Yates: which cells stay empty when the grid has more cells than particles.
  for (let index = cells.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [cells[index], cells[other]] = [cells[other] ?? 0, cells[index] ?? 0];
  }
  return cells
    .slice(0, count)
    .map((cell) => [
      ((cell % columns) + random()) / columns,
      (Math.floor(cell / columns) + random()) / rows,
    ]);
}

/** A particle's area in mm² at the middle of its ranges, for how many cover the tray. */
function typicalArea({ form, length, width }: ParticleSize): number {
  const middle = ([min, max]: MillimetreRange) => (min + max) / 2;
  return middle(length) * middle(width) * (form === 'flake' ? 0.6 : 1);
}

function lookOf(slug: string, family: string): ParticleLook {
  if (family !== 'green') return blackLeaf;
  const look = greenLooks[slug];
  if (!look) throw new Error(`No green leaf colours for the grade ${slug}`);
  return look;
}

/** Where every particle of the grade lies and how big it is: the picture, before paint. */
export function layOutGradeTray(slug: string, random: Random): GradeTrayLayout {
  const grade = particlesOf(slug);
  const { unitsPerMillimetre } = gradeTrayScale;
  const fieldArea =
    ((trayField.right - trayField.left) * (trayField.bottom - trayField.top)) /
    unitsPerMillimetre ** 2;
  const tipShare = grade.tips?.share ?? 0;
  const meanArea =
    typicalArea(grade.leaf) * (1 - tipShare) +
    (grade.tips ? typicalArea({ form: 'wiry', ...grade.tips }) * tipShare : 0);
  const count = Math.min(
    mostParticles,
    Math.max(fewestParticles, Math.round((coverage * fieldArea) / meanArea)),
  );
  const tipCount = Math.round(count * tipShare);
  const leafLook = lookOf(slug, grade.family);
  const makeLeaf = () =>
    sizedParticle(random, grade.leaf, {
      tip: false,
      look: leafLook,
      shade: Math.floor(random() * leafLook.colours.length),
    });
  const { tips } = grade;
  const makeTip = (tips: GradeTips, index: number) => () => {
    const look = tipLooks[tips.shades[index % tips.shades.length] ?? 'golden'];
    return sizedParticle(
      random,
      { form: 'wiry', length: tips.length, width: tips.width },
      { tip: true, look, shade: Math.floor(random() * look.colours.length) },
    );
  };
  const shares = spreadShares(random, count);
  // Each particle takes the next cell of the spread; tips come last, on top, as a taster sees them.
  const particles = shares.map(([u, v], index) => {
    const tipIndex = index - (count - tipCount);
    return placedAt(tips && tipIndex >= 0 ? makeTip(tips, tipIndex) : makeLeaf, u, v);
  });
  return {
    particles,
    rule: {
      start: ruleStart,
      length: gradePictureRuleMillimetres * unitsPerMillimetre,
      millimetres: gradePictureRuleMillimetres,
    },
  };
}

/** A millimetre rule: a line with a tick each millimetre, longer at 0, 5 and 10, and its label. */
function ruleMarkup({ start: [x, y], length, millimetres }: GradeTrayLayout['rule']): string {
  const step = length / millimetres;
  const ticks = Array.from({ length: millimetres + 1 }, (_, index) => {
    const height = index % 5 === 0 ? 14 : 8;
    return `M${x + index * step} ${y}v-${height}`;
  }).join('');
  return (
    `<path d="M${x} ${y}h${length}${ticks}" fill="none" stroke="#3b2f25" stroke-width="2"/>` +
    `<text x="${x + length + 12}" y="${y}" font-family="Inter,Arial,sans-serif" font-size="24" fill="#3b2f25">${millimetres} mm</text>`
  );
}

/**
 * The white porcelain tray, the same under every grade. Around it the picture is clear, so the
 * card's colour for the grade shows as the ground, as it does alone if the picture fails.
 */
function trayMarkup(d: Drawing): string {
  const [x, y, width, height, corner] = [24, 20, 352, 260, 18];
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

function gradeTray(slug: string): Scene {
  return (d) => {
    const layout = layOutGradeTray(slug, d.random);
    const leaf = paintLaidParticles(d, layout.particles);
    return d.svg(
      trayMarkup(d) +
        `<g transform="scale(${num(gradeTrayScale.pixelsPerUnit)})">${leaf}${ruleMarkup(layout.rule)}</g>`,
    );
  };
}

/** A scene for every grade of the grade list, keyed by the grade's picture. */
export function gradeScenes(): Record<string, Scene> {
  return Object.fromEntries(
    teaGrades.map((grade) => [`/images/grades/${grade.slug}.svg`, gradeTray(grade.slug)]),
  );
}
