/**
 * The company's mark, a tea leaf and its bud on a green disc, as shapes on a 40 × 40 square: one
 * source for the mark in the page header (`BrandMark`) and on the spec sheet PDF, which pdfkit
 * draws from the same paths. public/favicon.svg is the same mark as a file.
 */
export const brandMark = {
  size: 40,
  disc: { cx: 20, cy: 20, r: 19, fill: '#1f4d33' },
  leaves: [
    { d: 'M20 31c0-8 1-14 7-19-1 7-3 12-7 19Z', fill: '#e2b07f' },
    { d: 'M19.5 31c-6-4-8-9-6.5-15 4 3 6 8 6.5 15Z', fill: '#c5dccb' },
  ],
  vein: { d: 'M20 31V14', stroke: '#fdfaf3', width: 1.2 },
} as const;
