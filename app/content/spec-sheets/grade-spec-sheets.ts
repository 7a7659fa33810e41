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
 * What each grade's spec sheet states beyond the grade list: regions, cup, brewing and packing.
 * The dry leaf is the grade's picture caption (`gradeImageCaption`), which the sheet adds
 * (app/features/spec-sheets/sheets.server.ts), so the card and the sheet describe the same leaf.
 * The Black and Green Tea collections print their sack weights from `packing`.
 */
type GradeFacts = Omit<SpecSheetFacts, 'grade' | 'leafAppearance'>;

/** A grade's sheet facts but its dry leaf, which comes with the leaf's sizes. */
export type GradeSpecFacts = Omit<SpecSheetFacts, 'leafAppearance'>;

const gradeFacts: Readonly<Record<string, GradeFacts>> = {
  opa: {
    teaType: 'black',
    regions: ['ruhuna', 'sabaragamuwa'],
    liquor: 'Light, mellow amber liquor with little astringency.',
    infusedLeaf: 'Large, open leaves of an even coppery brown.',
    brewing: blackTeaBrewing(4, 5),
    packing: [paperSacks(25, 30)],
  },
  op: {
    teaType: 'black',
    regions: ['dimbula', 'kandy'],
    liquor: 'Bright, delicate golden liquor with a clean, lingering finish.',
    infusedLeaf: 'Long, whole leaves, bright and coppery.',
    brewing: blackTeaBrewing(4, 5),
    packing: [paperSacks(30, 35)],
  },
  'op-1': {
    teaType: 'black',
    regions: ['nuwara-eliya', 'uva', 'kandy'],
    liquor: 'Light, bright liquor, subtly sweet; best without milk.',
    infusedLeaf: 'Slender whole leaves, evenly opened and bright.',
    brewing: blackTeaBrewing(4, 5),
    packing: [paperSacks(30, 35)],
  },
  'bop-1': {
    teaType: 'black',
    regions: ['ruhuna'],
    liquor: 'Rich, smooth and well rounded, full-bodied without harshness.',
    infusedLeaf: 'Even, coppery lengths of broken leaf.',
    brewing: blackTeaBrewing(3, 4),
    packing: [paperSacks(35, 40)],
  },
  pekoe: {
    teaType: 'black',
    regions: ['ruhuna', 'kandy'],
    liquor: 'Full, medium-strong liquor with a pleasant roundness.',
    infusedLeaf: 'Curled leaves opening to an even coppery brown.',
    brewing: blackTeaBrewing(4, 5),
    packing: [paperSacks(38, 42)],
  },
  'pekoe-1': {
    teaType: 'black',
    regions: ['ruhuna', 'sabaragamuwa'],
    liquor: 'Full, bright liquor with a gentle sweetness.',
    infusedLeaf: 'Small, even curls opening slowly to a coppery leaf.',
    brewing: blackTeaBrewing(4, 5),
    packing: [paperSacks(38, 42), foilPouches(250, 1000)],
  },
  fbop: {
    teaType: 'black',
    regions: ['ruhuna'],
    liquor: 'Rich, malty, slightly honeyed liquor that stands up to milk.',
    infusedLeaf: 'Bright coppery leaf flecked with golden tip.',
    brewing: blackTeaBrewing(3, 4),
    packing: [paperSacks(35, 40)],
  },
  bopa: {
    teaType: 'black',
    regions: ['ruhuna', 'sabaragamuwa'],
    liquor: 'Deep, bright and strong with a soft finish.',
    infusedLeaf: 'Bold, open pieces of even coppery leaf.',
    brewing: blackTeaBrewing(3, 4),
    packing: [paperSacks(45, 50)],
  },
  'fbopf-1': {
    teaType: 'black',
    regions: ['ruhuna'],
    liquor: 'Sweet, full, almost chocolate-toned liquor.',
    infusedLeaf: 'Fine, bright coppery particles with golden tip.',
    brewing: blackTeaBrewing(3, 4),
    packing: [paperSacks(43, 47)],
  },
  fbopf: {
    teaType: 'black',
    regions: ['ruhuna', 'sabaragamuwa'],
    liquor: 'Rich, sweet and full-bodied, colouring quickly.',
    infusedLeaf: 'Fine, even, coppery particles.',
    brewing: blackTeaBrewing(2, 3),
    packing: [paperSacks(45, 50)],
  },
  fbopsp: {
    teaType: 'black',
    regions: ['ruhuna'],
    liquor: 'Mellow, honeyed and smooth.',
    infusedLeaf: 'Coppery broken leaf with many golden tips.',
    brewing: blackTeaBrewing(3, 4, { from: 90, to: 95 }),
    // The tips are light, so a sack holds less.
    packing: [foilLinedSacks(25, 30)],
  },
  bop1a: {
    teaType: 'black',
    regions: ['ruhuna', 'sabaragamuwa'],
    liquor: 'Bright, full-flavoured liquor with a pleasant astringency.',
    infusedLeaf: 'Long, wiry lengths of bright coppery leaf.',
    brewing: blackTeaBrewing(4, 4),
    packing: [paperSacks(40, 45)],
  },
  bop: {
    teaType: 'black',
    regions: ['dimbula', 'uva', 'uda-pussellawa'],
    liquor: 'Bright, brisk and coppery with a fine aroma; takes milk well.',
    infusedLeaf: 'Small, even pieces of bright coppery leaf.',
    brewing: blackTeaBrewing(3, 4),
    packing: [paperSacks(50, 55)],
  },
  'bop-fannings': {
    teaType: 'black',
    regions: ['dimbula', 'kandy'],
    liquor: 'Strong, coloury and brisk within a few minutes.',
    infusedLeaf: 'Fine, dense, coppery grains.',
    brewing: blackTeaBrewing(2, 3),
    // Dense particles fill the heaviest sacks.
    packing: [paperSacks(55, 60)],
  },
  'green-tea-gp': {
    teaType: 'green',
    regions: ['kandy', 'uva'],
    liquor: 'Pale golden-green liquor, fresh and grassy with a light sweetness.',
    infusedLeaf: 'Whole, bright green leaves unfurled from the pellets.',
    brewing: greenTeaBrewing(2, 3),
    packing: [foilLinedSacks(40, 45), foilPouches(100, 1000)],
  },
  'green-tea-fannings': {
    teaType: 'green',
    regions: ['kandy', 'uva'],
    liquor: 'Clear, light, refreshing liquor with a gentle vegetal note.',
    infusedLeaf: 'Fine, even, olive-green particles.',
    brewing: greenTeaBrewing(2, 2),
    packing: [foilLinedSacks(50, 55)],
  },
};

/** The spec sheet facts of a grade, or undefined for a grade without them (which has no sheet). */
export function gradeSpecFacts(grade: TeaGrade): GradeSpecFacts | undefined {
  const facts = gradeFacts[grade.slug];
  return facts && { ...facts, grade: grade.name };
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
