/**
 * The History page: how black tea came about and how Ceylon became a tea island. Its texts are
 * in the `history` translation files (app/locales/<language>/history.json); this module keeps
 * the sections' ids, the milestones' years and the pictures.
 */

export const blackTeaHistory = { id: 'black-tea-history' } as const;

export const plantationFoundation = { id: 'foundation-of-black-tea-plantations' } as const;

/** A dated milestone; its event is `milestones.events.<year>` in the translation files. */
export type HistoryMilestone = { year: string };

export const historyMilestones: readonly HistoryMilestone[] = [
  { year: '1824' },
  { year: '1867' },
  { year: '1869' },
  { year: '1873' },
  { year: '1883' },
  { year: '1890' },
  { year: '1925' },
  { year: '1972' },
];

/** The pictures beside the 'Foundation' text; each one's words are `foundation.figures.<id>`. */
export const historyFigures = [
  { id: 'loolecondera', src: '/images/pages/history-loolecondera.jpg' },
  { id: 'plantations', src: '/images/pages/history-plantations.jpg' },
] as const;
