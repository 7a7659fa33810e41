// A module of its own so the page's JSON-LD, which runs in the browser too, can read it without
// the sheet's content.

/**
 * The sections that describe the tea itself, in the sheet's order; the residues, certifications
 * and contact sections that follow describe how and by whom it is made.
 */
export const teaSectionIds = [
  'product',
  'origin',
  'leaf-and-cup',
  'brewing',
  'packing',
  'shelf-life',
  'standards',
] as const;
