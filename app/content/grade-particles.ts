import english from '~/locales/en/grades.json' with { type: 'json' };
import type { TeaGrade } from './tea-grades';
import { fillPlaceholders } from '~/i18n/fill-placeholders';

/**
 * How big each grade's dry leaf is, in millimetres: the one source of these figures. The grade
 * captions (`gradeImageCaption`, on the grade cards and the spec sheets' 'Dry leaf') print them; the
 * grade pictures (scripts/images/grade-trays.ts) draw every particle inside them, at one scale for
 * all sixteen grades with a millimetre rule in the picture (tests/unit/grade-particles.test.ts).
 *
 * Sources, and which figures come from each:
 *
 * - Sieve apertures: BS 410:1986, 'Specification for test sieves', British Standards Institution,
 *   1986, Table 1, the nominal aperture of each mesh number (`meshAperture` below: mesh 5 is
 *   3.35 mm, 6 is 2.80 mm ... 22 is 0.71 mm); the same apertures as ISO 3310-1 and ISO 565,
 *   which ISO 11286:2004 ('Tea: classification of grades by particle size analysis', ISO, 2004)
 *   names for sorting tea by size. A sieved grade's particles pass the larger mesh and stay on the
 *   smaller one, so their breadth lies between the two apertures: that is its `width` range.
 * - How the grades rank against each other: the grade nomenclature for orthodox Ceylon teas of
 *   the Colombo Tea Traders' Association, used at the Colombo tea auction (reproduced in
 *   exporters' grade lists). It gives sizes by comparison, never in millimetres: OP 1 'long, wiry';
 *   OP 'less wiry than OP 1' and OPA 'long bold leaf'; BOP 1 'wiry and twisted, but shorter than
 *   an OP 1'; Pekoe 1 'same as Pekoe, but smaller'; FBOP 'smaller/shorter than BOP 1 with tips,
 *   but larger than FBOPF 1'; FBOPF 1 'larger than BOP, smaller than FBOP, with a show of tips';
 *   FBOPF 'similar in size to BOP, BOPF and must contain tips'; BOPF 'grainy but smaller than
 *   BOP'; BOP1A 'flaky leaf without stalk and fibre'. `publishedRanking` below holds these, and
 *   tests/unit/grade-particles.test.ts checks every range here against them.
 * - Which meshes each sieved grade passes and stays on (`sieve`), every grade's lengths and the
 *   rolled grades' widths, which neither source gives in millimetres: the grading room's sorting
 *   schedule for Ceylon orthodox manufacture, within the ranking above. These are the company's
 *   own figures, not a standard's: the factory confirms them against its sifter meshes.
 */

/** How long the millimetre rule in every grade picture is, which the grade pages name. */
export const gradePictureRuleMillimetres = 10;

/** Nominal aperture in mm of each mesh number used here (BS 410:1986, Table 1). */
export const meshAperture = {
  5: 3.35,
  6: 2.8,
  7: 2.36,
  8: 2.0,
  10: 1.7,
  12: 1.4,
  14: 1.18,
  16: 1.0,
  18: 0.85,
  22: 0.71,
} as const;

export type MeshNumber = keyof typeof meshAperture;

/** From the smallest to the largest, in millimetres. */
export type MillimetreRange = readonly [min: number, max: number];

/**
 * - `wiry`: a leaf rolled along its length into a thin, bent wire (OP, BOP 1).
 * - `curl`: a short leaf or piece rolled into a hook (Pekoe, FBOP).
 * - `flake`: a flat, torn piece of broken leaf (BOP, BOPA).
 * - `granule`: a small grain rounded by the sieve (fannings).
 * - `pellet`: a leaf rolled into a tight ball (gunpowder).
 */
export type ParticleForm = 'wiry' | 'curl' | 'flake' | 'granule' | 'pellet';

/**
 * One kind of particle's size. `length` is end to end along the particle (a curl's from end to
 * end of its hook); `width` is across it: a rolled leaf's thickness, a flake's or grain's breadth.
 */
export interface ParticleSize {
  form: ParticleForm;
  length: MillimetreRange;
  width: MillimetreRange;
}

/** The bud's tips among the leaf: how many of the particles they are, and their colour. */
export interface GradeTips {
  share: number;
  shades: readonly ('golden' | 'silver')[];
  length: MillimetreRange;
  width: MillimetreRange;
}

/** The grades that a buyer compares with each other: leaf, broken, fannings, green. */
export type GradeFamily = 'leaf' | 'broken' | 'fannings' | 'green';

export interface GradeParticles {
  family: GradeFamily;
  leaf: ParticleSize;
  /** The meshes a sieved grade passes and stays on; its leaf's `width` is their apertures. */
  sieve?: { through: MeshNumber; on: MeshNumber };
  tips?: GradeTips;
}

/** Rolled leaf sorted by length on the leaf sifter: sizes from the sorting schedule. */
function rolled(
  family: GradeFamily,
  form: ParticleForm,
  length: MillimetreRange,
  width: MillimetreRange,
): GradeParticles {
  return { family, leaf: { form, length, width } };
}

/** A grade sorted by sieve: through one mesh, on the next smaller, so its breadth lies between. */
function sieved(
  family: GradeFamily,
  form: ParticleForm,
  length: MillimetreRange,
  through: MeshNumber,
  on: MeshNumber,
): GradeParticles {
  return {
    family,
    leaf: { form, length, width: [meshAperture[on], meshAperture[through]] },
    sieve: { through, on },
  };
}

const goldenTips = (share: number, length: MillimetreRange, width: MillimetreRange): GradeTips => ({
  share,
  shades: ['golden'],
  length,
  width,
});

/** Each grade's particles, by the grade's slug (app/content/tea-grades.ts). */
export const gradeParticles: Readonly<Record<string, GradeParticles>> = {
  opa: rolled('leaf', 'wiry', [15, 25], [1.8, 3.2]),
  op: rolled('leaf', 'wiry', [10, 18], [1, 1.6]),
  'op-1': rolled('leaf', 'wiry', [9, 15], [0.6, 1]),
  pekoe: rolled('leaf', 'curl', [5, 9], [1.2, 2]),
  'pekoe-1': rolled('leaf', 'curl', [3.5, 6], [1, 1.5]),
  'bop-1': rolled('broken', 'wiry', [4.5, 8], [0.8, 1.2]),
  bop1a: sieved('broken', 'flake', [4.5, 7], 5, 7),
  bopa: sieved('broken', 'flake', [3, 4.5], 6, 8),
  bop: sieved('broken', 'flake', [2, 3.2], 8, 12),
  fbop: {
    ...rolled('broken', 'curl', [3.6, 4.5], [0.9, 1.3]),
    tips: goldenTips(0.12, [3, 4.5], [0.5, 0.8]),
  },
  'fbopf-1': {
    ...rolled('broken', 'curl', [2.8, 3.8], [0.8, 1.2]),
    tips: goldenTips(0.25, [2.5, 3.5], [0.5, 0.8]),
  },
  fbopf: {
    ...sieved('broken', 'granule', [1.5, 2.4], 10, 14),
    tips: goldenTips(0.12, [1.8, 2.8], [0.5, 0.8]),
  },
  fbopsp: {
    ...sieved('broken', 'flake', [1.6, 2.8], 10, 14),
    tips: { share: 0.4, shades: ['golden', 'silver'], length: [3, 6], width: [0.6, 1] },
  },
  'bop-fannings': sieved('fannings', 'granule', [1, 1.5], 14, 18),
  'green-tea-gp': sieved('green', 'pellet', [2.5, 3.6], 5, 7),
  'green-tea-fannings': sieved('green', 'flake', [1, 1.8], 14, 22),
};

/**
 * One comparison the published nomenclature makes between two grades' sizes: the first is
 * larger than the second ('larger'), or about the same ('similar').
 */
export type PublishedComparison = {
  grade: string;
  is: 'larger than' | 'similar to';
  than: string;
  /** What the nomenclature says, in its words. */
  says: string;
};

/** The size comparisons of the Colombo Tea Traders' Association's nomenclature, by slug. */
export const publishedRanking: readonly PublishedComparison[] = [
  { grade: 'opa', is: 'larger than', than: 'op', says: 'OPA: long bold leaf' },
  { grade: 'op', is: 'larger than', than: 'op-1', says: 'OP: less wiry than OP 1' },
  { grade: 'op-1', is: 'larger than', than: 'bop-1', says: 'BOP 1: shorter than an OP 1' },
  { grade: 'pekoe', is: 'larger than', than: 'pekoe-1', says: 'Pekoe 1: smaller than Pekoe' },
  { grade: 'bop-1', is: 'larger than', than: 'fbop', says: 'FBOP: smaller/shorter than BOP 1' },
  { grade: 'fbop', is: 'larger than', than: 'fbopf-1', says: 'FBOP: larger than FBOPF 1' },
  { grade: 'fbopf-1', is: 'larger than', than: 'bop', says: 'FBOPF 1: larger than BOP' },
  { grade: 'fbopf', is: 'similar to', than: 'bop', says: 'FBOPF: similar in size to BOP' },
  { grade: 'fbopf', is: 'similar to', than: 'bop-fannings', says: 'FBOPF: similar to BOPF' },
  { grade: 'bop', is: 'larger than', than: 'bop-fannings', says: 'BOPF: smaller than BOP' },
];

export function particlesOf(slug: string): GradeParticles {
  const particles = gradeParticles[slug];
  if (!particles) throw new Error(`No particle sizes for the grade ${slug}`);
  return particles;
}

/** The words of a caption's sizes (grades.json's `sizes`), in a page's language. */
export type SizeWords = typeof english.sizes;

/** '15-25 mm', '0.71-1 mm'. */
export function formatMillimetres(
  [min, max]: MillimetreRange,
  words: SizeWords = english.sizes,
): string {
  return fillPlaceholders(words.millimetres, { min, max });
}

/** The sizes in words, for the caption: 'Leaves 10-18 mm long, 1-1.6 mm thick; tips 3-6 mm.' */
export function describeParticleSizes(
  particles: GradeParticles,
  words: SizeWords = english.sizes,
): string {
  const mm = (range: MillimetreRange) => formatMillimetres(range, words);
  const leaf = fillPlaceholders(words[particles.leaf.form], {
    length: mm(particles.leaf.length),
    width: mm(particles.leaf.width),
  });
  return particles.tips
    ? fillPlaceholders(words.withTips, { leaf, length: mm(particles.tips.length) })
    : fillPlaceholders(words.withoutTips, { leaf });
}

/**
 * What a grade's picture shows, in words: its look and its sizes. Kept apart from the grade list,
 * which the product lines' pages load for their sack weights, so only the pages that print it
 * carry these figures.
 */
export function gradeImageCaption(grade: Pick<TeaGrade, 'slug' | 'leafLook'>): string {
  return captionIn(grade, english.sizes);
}

/** The caption in a page's language: the grade's look and the size words in it. */
export function captionIn(grade: Pick<TeaGrade, 'slug' | 'leafLook'>, words: SizeWords): string {
  return fillPlaceholders(words.caption, {
    look: grade.leafLook,
    sizes: describeParticleSizes(particlesOf(grade.slug), words),
  });
}
