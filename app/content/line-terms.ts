import type { ProductLineSlug } from './catalogue/product-lines';
import { lineTerms as englishLineTerms } from '~/locales/en/trade.json';

/**
 * Each product line's minimum order and lead time: part of the trade terms (the Trade Terms page
 * shows them with the rest, app/content/trade-terms.ts), kept in a module of their own because
 * every product line's page and every product page show them, and those pages need nothing else
 * of the terms.
 */
export type LineTerms = { minimumOrder: string; leadTime: string };

/** The English texts (app/locales/en/trade.json), which the pages show translated. */
export const lineTerms: Readonly<Record<ProductLineSlug, LineTerms>> = englishLineTerms;
