// The grade pictures draw each grade's dry leaf at its true size (issue 22): every particle the
// generator lays out, measured here on its own points and converted by the picture's scale, lies
// in the grade's range from app/content/grade-particles.ts; the rule measures what it says; the
// leaf is spread across the tray, not heaped; and grades of one family differ in size or form.
import { describe, expect, it } from 'vitest';
import {
  formatMillimetres,
  gradeImageCaption,
  gradeParticles,
  particlesOf,
  publishedRanking,
  type GradeParticles,
  type MillimetreRange,
} from '~/content/grade-particles';
import { teaGrades } from '~/content/tea-grades';
import { Drawing } from '../../scripts/images/drawing';
import type { LaidParticle, Point } from '../../scripts/images/dry-leaf';
import {
  gradePictureSize,
  gradeScenes,
  gradeTrayScale,
  layOutGradeTray,
  trayField,
} from '../../scripts/images/grade-trays';

/** The picture's own seed, as scripts/images/catalogue-pictures.ts draws it. */
const pictureKey = (slug: string) => `/images/grades/${slug}.svg`;
const seeded = (slug: string) =>
  new Drawing(gradePictureSize.width, gradePictureSize.height, pictureKey(slug));

const layout = (slug: string) => layOutGradeTray(slug, seeded(slug).random);

const distance = ([ax, ay]: Point, [bx, by]: Point) => Math.hypot(bx - ax, by - ay);

/**
 * A particle's length and width in mm, from its points alone: a stroke's ends plus its round caps
 * and its thickness; a flake's longest span between corners and its breadth across that span.
 */
function measuredMillimetres(particle: LaidParticle): { length: number; width: number } {
  const { unitsPerMillimetre } = gradeTrayScale;
  const [first, ...others] = particle.points;
  if (!first) throw new Error('a particle without points');
  if (particle.form !== 'flake') {
    const last = others.at(-1) ?? first;
    return {
      length: (distance(first, last) + particle.width) / unitsPerMillimetre,
      width: particle.width / unitsPerMillimetre,
    };
  }
  const pairs = particle.points.flatMap((a) => particle.points.map((b) => [a, b] as const));
  const [a, b] = pairs.reduce((longest, pair) =>
    distance(...pair) > distance(...longest) ? pair : longest,
  );
  const span = distance(a, b);
  const unit: Point = [(b[0] - a[0]) / span, (b[1] - a[1]) / span];
  const offsets = particle.points.map(([x, y]) => (x - a[0]) * -unit[1] + (y - a[1]) * unit[0]);
  return {
    length: span / unitsPerMillimetre,
    width: (Math.max(...offsets) - Math.min(...offsets)) / unitsPerMillimetre,
  };
}

const inside = (value: number, [min, max]: MillimetreRange) =>
  value >= min - 1e-9 && value <= max + 1e-9;

const centreOf = ({ points }: LaidParticle): Point => [
  points.reduce((sum, [x]) => sum + x, 0) / points.length,
  points.reduce((sum, [, y]) => sum + y, 0) / points.length,
];

const slugs = teaGrades.map((grade) => grade.slug);

describe('grade particle sizes', () => {
  it('has sizes for exactly the 16 grades', () => {
    expect(Object.keys(gradeParticles).sort()).toEqual([...slugs].sort());
  });

  it('prints each grade size range in its caption', () => {
    for (const grade of teaGrades) {
      const { leaf, tips } = particlesOf(grade.slug);
      expect(gradeImageCaption(grade), grade.slug).toContain(formatMillimetres(leaf.length));
      expect(gradeImageCaption(grade), grade.slug).toContain(formatMillimetres(leaf.width));
      if (tips)
        expect(gradeImageCaption(grade), grade.slug).toContain(formatMillimetres(tips.length));
    }
  });

  /**
   * Two grades a buyer tells apart by eye: another form, tips or none, or a length or width
   * whose middle is at least 15% away from the other's.
   */
  function toldApart(a: GradeParticles, b: GradeParticles): boolean {
    const middle = ([min, max]: MillimetreRange) => (min + max) / 2;
    const apart = (x: MillimetreRange, y: MillimetreRange) =>
      Math.abs(middle(x) - middle(y)) / Math.max(middle(x), middle(y)) >= 0.15;
    return (
      a.leaf.form !== b.leaf.form ||
      (a.tips === undefined) !== (b.tips === undefined) ||
      apart(a.leaf.length, b.leaf.length) ||
      apart(a.leaf.width, b.leaf.width)
    );
  }

  it('gives the grades of each family (leaf, broken, fannings, green) different sizes or forms', () => {
    const families = new Map<string, string[]>();
    for (const slug of slugs) {
      const { family } = particlesOf(slug);
      families.set(family, [...(families.get(family) ?? []), slug]);
    }
    expect([...families.keys()].sort()).toEqual(['broken', 'fannings', 'green', 'leaf']);
    for (const [family, members] of families) {
      for (const [index, a] of members.entries()) {
        for (const b of members.slice(index + 1)) {
          expect(toldApart(particlesOf(a), particlesOf(b)), `${family}: ${a} and ${b}`).toBe(true);
        }
      }
    }
  });
});

describe('the published ranking of the grades', () => {
  const middle = ([min, max]: MillimetreRange) => (min + max) / 2;

  it.each(publishedRanking)('$says: $grade $is $than', ({ grade, is, than }) => {
    const a = particlesOf(grade).leaf.length;
    const b = particlesOf(than).leaf.length;
    if (is === 'similar to') {
      // Their length ranges share some sizes.
      expect(
        a[0] <= b[1] && b[0] <= a[1],
        `${formatMillimetres(a)} and ${formatMillimetres(b)}`,
      ).toBe(true);
    } else {
      // Longer throughout: both ends of the range and its middle.
      expect(a[0]).toBeGreaterThanOrEqual(b[0]);
      expect(a[1]).toBeGreaterThanOrEqual(b[1]);
      expect(middle(a)).toBeGreaterThan(middle(b));
    }
  });

  it('names only the grades there are, and every grade the nomenclature ranks has tips where it says', () => {
    const slugsRanked = publishedRanking.flatMap(({ grade, than }) => [grade, than]);
    for (const slug of slugsRanked) expect(slugs).toContain(slug);
    // 'With presence of tips', 'with a show of tips', 'must contain tips'.
    for (const slug of ['fbop', 'fbopf-1', 'fbopf'])
      expect(particlesOf(slug).tips, slug).toBeDefined();
  });
});

describe('the grade tray generator', () => {
  it('lays out the same leaf for the same picture every time', () => {
    for (const slug of slugs) expect(layout(slug), slug).toEqual(layout(slug));
  });

  it.each(slugs)('draws every particle of %s inside its cited size range', (slug) => {
    const { leaf, tips } = particlesOf(slug);
    const { particles } = layout(slug);
    expect(particles.length).toBeGreaterThanOrEqual(12);
    expect(particles.some((particle) => particle.tip)).toBe(tips !== undefined);
    for (const [index, particle] of particles.entries()) {
      const range = particle.tip ? tips : leaf;
      if (!range) throw new Error(`${slug} has a tip but no tip sizes`);
      const size = measuredMillimetres(particle);
      const label = `${slug} particle ${index}: ${size.length.toFixed(2)} by ${size.width.toFixed(2)} mm`;
      expect(inside(size.length, range.length), label).toBe(true);
      expect(inside(size.width, range.width), label).toBe(true);
      if (!particle.tip) expect(particle.form, label).toBe(leaf.form);
    }
  });

  it.each(slugs)('paints exactly the laid-out particles of %s, at 6 px to the mm', (slug) => {
    const { particles, rule } = layout(slug);
    const scene = gradeScenes()[pictureKey(slug)];
    if (!scene) throw new Error(`no scene for ${slug}`);
    const svg = scene(seeded(slug), slug);
    const leafPaths = [...svg.matchAll(/<path id="\w+" d="([^"]+)"/g)].map((match) => match[1]);
    const subpaths = leafPaths.join('').match(/m/g) ?? [];
    expect(subpaths).toHaveLength(particles.length);
    expect(svg).toContain(`transform="scale(${gradeTrayScale.pixelsPerUnit})"`);
    expect(gradeTrayScale.pixelsPerUnit * gradeTrayScale.unitsPerMillimetre).toBe(6);
    // The rule is as long as the millimetres its label says, at the leaf's own scale.
    expect(rule.length / gradeTrayScale.unitsPerMillimetre).toBe(rule.millimetres);
    expect(svg).toContain(`M${rule.start[0]} ${rule.start[1]}h${rule.length}`);
    expect(svg).toContain(`>${rule.millimetres} mm</text>`);
    // No heap or texture fills the tray: only the particles themselves.
    expect(svg).not.toMatch(/<pattern|<ellipse/);
  });

  it.each(slugs)('spreads the particles of %s across the tray, not in a central heap', (slug) => {
    const { particles } = layout(slug);
    const width = trayField.right - trayField.left;
    const height = trayField.bottom - trayField.top;
    const centres = particles.map(centreOf);
    for (const [x, y] of centres) {
      expect(
        x >= trayField.left && x <= trayField.right && y >= trayField.top && y <= trayField.bottom,
      ).toBe(true);
    }
    // Every quarter of the tray holds at least 15% of the particles...
    const quarters = [0, 1, 2, 3].map(
      (quarter) =>
        centres.filter(([x, y]) => {
          const right = x >= trayField.left + width / 2;
          const lower = y >= trayField.top + height / 2;
          return Number(right) + 2 * Number(lower) === quarter;
        }).length,
    );
    for (const count of quarters)
      expect(count / particles.length, `${quarters}`).toBeGreaterThanOrEqual(0.15);
    // ...and the middle ninth no more than twice its share: no mound in the middle.
    const middle = centres.filter(
      ([x, y]) =>
        Math.abs(x - (trayField.left + width / 2)) < width / 6 &&
        Math.abs(y - (trayField.top + height / 2)) < height / 6,
    );
    expect(middle.length / particles.length).toBeLessThanOrEqual(2 / 9);
  });
});
