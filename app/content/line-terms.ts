import english from '~/locales/en/trade.json' with { type: 'json' };
import type { ProductLineSlug } from './catalogue/product-lines';

/**
 * Each product line's minimum order and lead time: part of the trade terms (the Trade Terms page
 * shows them with the rest, app/content/trade-terms.ts), kept in a module of their own because
 * every product line's page and every product page show them, and those pages need nothing else
 * of the terms. The words are the `trade` translation files' (`lineTerms`); here in English.
 */
export type LineTerms = { minimumOrder: string; leadTime: string };

export const lineTerms: Readonly<Record<ProductLineSlug, LineTerms>> = english.lineTerms;
