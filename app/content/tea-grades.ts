import english from '~/locales/en/grades.json' with { type: 'json' };

/**
 * The sixteen Ceylon tea grades the company offers: the one source of these facts. The Tea
 * Grades page shows all of them; the Black and Green tea collections pick theirs by name.
 *
 * `color` is the card's ground colour, taken from the dry leaf or the liquor it brews, so a card
 * whose illustration fails to load still reads as that tea.
 *
 * `leafLook` says in words what the picture shows, the dry leaf's shape and tips; with the sizes
 * of app/content/grade-particles.ts, which scripts/images/grade-trays.ts draws, it makes the
 * picture's caption (`gradeImageCaption`), so a buyer who cannot see the picture learns the same.
 */
export type TeaGrade = {
  slug: string;
  name: string;
  description: string;
  color: string;
  image: string;
  leafLook: string;
};

type GradeSlug = keyof typeof english.grades;

/** A grade, with its English words from app/locales/en/grades.json (its page shows them by slug). */
function grade(slug: GradeSlug, name: string, color: string): TeaGrade {
  const { description, leafLook } = english.grades[slug];
  return { slug, name, description, color, image: `/images/grades/${slug}.jpg`, leafLook };
}

export const teaGrades: readonly TeaGrade[] = [
  grade('opa', 'OPA', '#8a5a2b'),
  grade('op', 'OP', '#9a6330'),
  grade('op-1', 'OP 1', '#a66d36'),
  grade('bop-1', 'BOP 1', '#6b3f1f'),
  grade('pekoe', 'PEKOE', '#7a4a24'),
  grade('pekoe-1', 'PEKOE 1', '#83502a'),
  grade('fbop', 'FBOP', '#5c3418'),
  grade('bopa', 'BOPA', '#6e3a1a'),
  grade('fbopf-1', 'FBOPF 1', '#4f2c14'),
  grade('fbopf', 'FBOPF', '#573016'),
  grade('fbopsp', 'FBOPSP', '#b5813f'),
  grade('bop1a', 'BOP1A', '#64381b'),
  grade('bop', 'BOP', '#4a2a14'),
  grade('bop-fannings', 'BOP Fannings', '#3f2411'),
  grade('green-tea-gp', 'GREEN TEA GP', '#6f7f3a'),
  grade('green-tea-fannings', 'GREEN TEA FANNINGS', '#7f8c45'),
];

/** The grade with this name, as the grade list spells it (letter case and outer spaces ignored). */
export function findTeaGradeByName(name: string): TeaGrade | undefined {
  const wanted = name.trim().toLowerCase();
  return teaGrades.find((teaGrade) => teaGrade.name.toLowerCase() === wanted);
}

/** How Ceylon tea is graded, as the Tea Grades page explains it. */
export const gradingExplained = {
  title: english.grading.title,
  paragraphs: english.grading.paragraphs,
};

export type GradeTerm = { abbreviation: string; meaning: string };

/** A grade name's abbreviation, with what it stands for in app/locales/en/grades.json. */
function term(abbreviation: keyof typeof english.terms): GradeTerm {
  return { abbreviation, meaning: english.terms[abbreviation] };
}

export const leafGradeTerms: readonly GradeTerm[] = [
  term('OP'),
  term('FOP'),
  term('GFOP'),
  term('TGFOP'),
];

export const brokenGradeTerms: readonly GradeTerm[] = [
  term('BOP'),
  term('FBOP'),
  term('GBOP'),
  term('BOPF'),
];
