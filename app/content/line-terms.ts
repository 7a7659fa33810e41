import type { ProductLineSlug } from './catalogue/product-lines';

/**
 * Each product line's minimum order and lead time: part of the trade terms (the Trade Terms page
 * shows them with the rest, app/content/trade-terms.ts), kept in a module of their own because
 * every product line's page and every product page show them, and those pages need nothing else
 * of the terms.
 */
export type LineTerms = { minimumOrder: string; leadTime: string };

export const lineTerms: Readonly<Record<ProductLineSlug, LineTerms>> = {
  adra: {
    minimumOrder: 'One pallet, mixed across any of the seven collections',
    leadTime: '3–4 weeks from order confirmation',
  },
  bulk: {
    minimumOrder:
      'One pallet (20 sacks) per grade, shipped LCL; a 20 ft container for the best freight rate',
    leadTime: '2–3 weeks from sample approval',
  },
  special: {
    minimumOrder: '5 kg per tea',
    leadTime: '2–4 weeks, while the season’s lots last',
  },
  'private-label': {
    minimumOrder: '5,000 packs per design and format',
    leadTime: '8–10 weeks from artwork approval',
  },
  oem: {
    minimumOrder: 'One 20 ft container load per specification',
    leadTime: '6–10 weeks from sample sign-off, fixed at Production Planning',
  },
};
