import { describe, expect, it } from 'vitest';
import { premiumCollections } from '~/content/catalogue/premium-collections';
import { csrPillars } from '~/content/csr';
import { companyFacts } from '~/content/company-facts';
import { flowchartSteps, heroSlides } from '~/content/home';
import homeTexts from '~/locales/en/home.json';
import { findTeaGradeByName, teaGrades } from '~/content/tea-grades';
import { processSteps } from '~/content/tea-process';
import { wrapIndex } from '~/components/home/carousel-step';
import { truncateText } from '~/components/ui/truncate-text';

describe('wrapIndex', () => {
  it('steps forward and back, wrapping past either end', () => {
    expect(wrapIndex(0, 1, 3)).toBe(1);
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
    expect(wrapIndex(1, -1, 2)).toBe(0);
  });
});

describe('truncateText', () => {
  it('leaves text within the limit alone', () => {
    expect(truncateText('Two leaves and a bud.', 300)).toBe('Two leaves and a bud.');
  });

  it('cuts on a word boundary inside the limit and adds ...', () => {
    const text =
      'Withered leaf is fed into orthodox rollers, heavy tables that turn under a pressing cap';
    const cut = truncateText(text, 40);
    expect(cut).toBe('Withered leaf is fed into orthodox...');
    expect(cut.length).toBeLessThanOrEqual(43);
  });

  it('cuts a long word at the limit when no boundary is near', () => {
    expect(truncateText('x'.repeat(50), 10)).toBe(`${'x'.repeat(10)}...`);
  });
});

describe('page content', () => {
  it('has the spec counts', () => {
    expect(teaGrades).toHaveLength(16);
    expect(processSteps).toHaveLength(8);
    expect(flowchartSteps).toHaveLength(8);
    expect(heroSlides).toHaveLength(2);
    expect(csrPillars).toHaveLength(3);
    expect(premiumCollections).toHaveLength(6);
    expect(companyFacts.testimonials.map((testimonial) => testimonial.rating)).toEqual([5, 5, 4.5]);
  });

  it('lists the 16 grades in the spec order, each with its own slug and picture', () => {
    expect(teaGrades.map((grade) => grade.name)).toEqual([
      'OPA',
      'OP',
      'OP 1',
      'BOP 1',
      'PEKOE',
      'PEKOE 1',
      'FBOP',
      'BOPA',
      'FBOPF 1',
      'FBOPF',
      'FBOPSP',
      'BOP1A',
      'BOP',
      'BOP Fannings',
      'GREEN TEA GP',
      'GREEN TEA FANNINGS',
    ]);
    expect(new Set(teaGrades.map((grade) => grade.slug)).size).toBe(16);
    for (const grade of teaGrades) expect(grade.image).toBe(`/images/grades/${grade.slug}.jpg`);
  });

  it('finds a grade by name, ignoring case and outer spaces', () => {
    expect(findTeaGradeByName(' bop fannings ')?.slug).toBe('bop-fannings');
    expect(findTeaGradeByName('TGFOP')).toBeUndefined();
  });

  it('names the process steps and the home flowchart steps as the spec does', () => {
    expect(processSteps.map((step) => step.title)).toEqual([
      'Plucking',
      'Withering/Wilting',
      'Disruption',
      'Oxidation/Fermentation',
      'Firing',
      'Color Separation',
      'Sorting',
      'Packaging',
    ]);
    expect(flowchartSteps.map((step) => homeTexts.process.steps[step.id].title)).toEqual([
      'Plucking',
      'Withering',
      'Rolling',
      'Disruption',
      'Oxidation',
      'Firing',
      'Sorting',
      'Packaging',
    ]);
    expect(processSteps.find((step) => step.id === 'firing')?.description).toContain(
      '140 to 170 degrees Fahrenheit for 10 minutes to under an hour',
    );
  });
});
