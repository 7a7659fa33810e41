import english from '~/locales/en/grades.json' with { type: 'json' };
import { teaGrades, type TeaGrade } from '../tea-grades';
import {
  blackTeaBrewing,
  foilLinedSacks,
  foilPouches,
  greenTeaBrewing,
  paperSacks,
} from './formats';
import type { SpecSheetFacts } from './types';

/**
 * What each grade's spec sheet states beyond the grade list: regions, brewing and packing, and
 * its cup in the words of app/locales/en/grades.json (a page in another language shows its own).
 * The dry leaf is the grade's picture caption (`gradeImageCaption`), which the sheet adds
 * (app/features/spec-sheets/sheets.server.ts), so the card and the sheet describe the same leaf.
 * The Black and Green Tea collections print their sack weights from `packing`.
 */
type GradeFacts = Omit<SpecSheetFacts, 'grade' | 'leafAppearance' | 'liquor' | 'infusedLeaf'>;

/** A grade's sheet facts but its dry leaf, which comes with the leaf's sizes. */
export type GradeSpecFacts = Omit<SpecSheetFacts, 'leafAppearance'>;

const gradeFacts: Readonly<Record<string, GradeFacts>> = {
  opa: {
    teaType: 'black',
    regions: ['ruhuna', 'sabaragamuwa'],
    brewing: blackTeaBrewing(4, 5),
    packing: [paperSacks(25, 30)],
  },
  op: {
    teaType: 'black',
    regions: ['dimbula', 'kandy'],
    brewing: blackTeaBrewing(4, 5),
    packing: [paperSacks(30, 35)],
  },
  'op-1': {
    teaType: 'black',
    regions: ['nuwara-eliya', 'uva', 'kandy'],
    brewing: blackTeaBrewing(4, 5),
    packing: [paperSacks(30, 35)],
  },
  'bop-1': {
    teaType: 'black',
    regions: ['ruhuna'],
    brewing: blackTeaBrewing(3, 4),
    packing: [paperSacks(35, 40)],
  },
  pekoe: {
    teaType: 'black',
    regions: ['ruhuna', 'kandy'],
    brewing: blackTeaBrewing(4, 5),
    packing: [paperSacks(38, 42)],
  },
  'pekoe-1': {
    teaType: 'black',
    regions: ['ruhuna', 'sabaragamuwa'],
    brewing: blackTeaBrewing(4, 5),
    packing: [paperSacks(38, 42), foilPouches(250, 1000)],
  },
  fbop: {
    teaType: 'black',
    regions: ['ruhuna'],
    brewing: blackTeaBrewing(3, 4),
    packing: [paperSacks(35, 40)],
  },
  bopa: {
    teaType: 'black',
    regions: ['ruhuna', 'sabaragamuwa'],
    brewing: blackTeaBrewing(3, 4),
    packing: [paperSacks(45, 50)],
  },
  'fbopf-1': {
    teaType: 'black',
    regions: ['ruhuna'],
    brewing: blackTeaBrewing(3, 4),
    packing: [paperSacks(43, 47)],
  },
  fbopf: {
    teaType: 'black',
    regions: ['ruhuna', 'sabaragamuwa'],
    brewing: blackTeaBrewing(2, 3),
    packing: [paperSacks(45, 50)],
  },
  fbopsp: {
    teaType: 'black',
    regions: ['ruhuna'],
    brewing: blackTeaBrewing(3, 4, { from: 90, to: 95 }),
    // The tips are light, so a sack holds less.
    packing: [foilLinedSacks(25, 30)],
  },
  bop1a: {
    teaType: 'black',
    regions: ['ruhuna', 'sabaragamuwa'],
    brewing: blackTeaBrewing(4, 4),
    packing: [paperSacks(40, 45)],
  },
  bop: {
    teaType: 'black',
    regions: ['dimbula', 'uva', 'uda-pussellawa'],
    brewing: blackTeaBrewing(3, 4),
    packing: [paperSacks(50, 55)],
  },
  'bop-fannings': {
    teaType: 'black',
    regions: ['dimbula', 'kandy'],
    brewing: blackTeaBrewing(2, 3),
    // Dense particles fill the heaviest sacks.
    packing: [paperSacks(55, 60)],
  },
  'green-tea-gp': {
    teaType: 'green',
    regions: ['kandy', 'uva'],
    brewing: greenTeaBrewing(2, 3),
    packing: [foilLinedSacks(40, 45), foilPouches(100, 1000)],
  },
  'green-tea-fannings': {
    teaType: 'green',
    regions: ['kandy', 'uva'],
    brewing: greenTeaBrewing(2, 2),
    packing: [foilLinedSacks(50, 55)],
  },
};

/** The spec sheet facts of a grade, or undefined for a grade without them (which has no sheet). */
export function gradeSpecFacts(grade: TeaGrade): GradeSpecFacts | undefined {
  const facts = gradeFacts[grade.slug];
  const words = english.grades[grade.slug as keyof typeof english.grades];
  return (
    facts &&
    words && { ...facts, grade: grade.name, liquor: words.liquor, infusedLeaf: words.infusedLeaf }
  );
}

/** The grades whose spec sheets name `regionSlug` among their regions, in the grade list's order. */
export function gradesGrownIn(regionSlug: string): TeaGrade[] {
  return teaGrades.filter((grade) =>
    gradeSpecFacts(grade)?.regions.some((region) => region === regionSlug),
  );
}

/** The spec sheet facts of the grade called `name` ('OP 1'), as the trade terms group them. */
export function gradeSpecFactsByName(name: string): GradeSpecFacts | undefined {
  const grade = teaGrades.find((candidate) => candidate.name === name);
  return grade && gradeSpecFacts(grade);
}

/** The grade at `/tea-grades/{slug}`. */
export function findTeaGradeBySlug(slug: string | undefined): TeaGrade | undefined {
  return teaGrades.find((grade) => grade.slug === slug);
}
