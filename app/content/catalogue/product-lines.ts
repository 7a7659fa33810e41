import english from '~/locales/en/catalogue.json' with { type: 'json' };
import type common from '~/locales/en/common.json';
import trade from '~/locales/en/trade.json' with { type: 'json' };
import type { ContactInvitation, Fact, Illustration } from './types';
import { lineTerms } from '../line-terms';

/** The five product lines, in the order of the tabs on /products. */
export const productLineSlugs = ['adra', 'bulk', 'special', 'private-label', 'oem'] as const;
export type ProductLineSlug = (typeof productLineSlugs)[number];

/** The spec opens /products on the Adra tab. */
export const defaultProductLineSlug: ProductLineSlug = 'adra';

/**
 * What a product line's tab on /products shows. The words are the `catalogue` translation
 * files' (`headings`, `lines`); here in English, from app/locales/en/catalogue.json.
 */
export interface ProductLine {
  slug: ProductLineSlug;
  /** The line's name, as the site's menu has it (app/locales/<language>/common.json `nav`). */
  tabLabel: keyof (typeof common)['nav'];
  path: `/products/${ProductLineSlug}`;
  heading: string;
  description: string;
  highlights: readonly string[];
  image: Illustration;
}

/**
 * One line of a page's ordering terms, by its key: the line's minimum order and lead time are
 * the `trade` namespace's (`labels`, `lineTerms`), the rest the page's own (`<slug>.facts`).
 */
export type LineTermKey = keyof (typeof trade)['labels'];
export type ProductLineFact = Fact & { id: string };

/** The parts every product-line page has; each page module adds its own sections. */
export interface ProductLinePage {
  slug: ProductLineSlug;
  eyebrow: string;
  title: string;
  metaDescription: string;
  intro: readonly string[];
  hero: Illustration;
  /** Ordering terms: minimum quantities, lead times, formats, documents. */
  facts: readonly ProductLineFact[];
  invitation: ContactInvitation;
  /** The tea 'Request a Quote' and 'Request Samples' start with (app/features/inquiries/tea-choices.ts). */
  requestTea?: string;
}

/** The words every product-line page's group of the `catalogue` files has, in English. */
type PageTexts = (typeof english)[ProductLineSlug];

/** The parts of a page in English that every product-line page has (its words from the file). */
export function productLinePageIn(slug: ProductLineSlug): Omit<ProductLinePage, 'facts'> {
  const texts: PageTexts = english[slug];
  return {
    slug,
    eyebrow: texts.eyebrow,
    title: texts.title,
    metaDescription: texts.metaDescription,
    intro: texts.intro,
    hero: productLineImage(slug, texts.heroAlt),
    invitation: texts.invitation,
  };
}

/** A line of a page's ordering terms: a term of the trade (`minimumOrder`…) or the page's own. */
export function lineFact(slug: ProductLineSlug, id: string): ProductLineFact {
  if (id in trade.labels) {
    const term = id as LineTermKey;
    const terms = lineTerms[slug];
    return {
      id,
      label: trade.labels[term],
      value: term === 'leadTime' ? terms.leadTime : terms.minimumOrder,
    };
  }
  const own: Readonly<Record<string, Fact | undefined>> = english[slug].facts;
  const fact = own[id];
  if (!fact) throw new Error(`${slug} has no ordering term ${id}`);
  return { id, ...fact };
}

/** The illustration of a product line, shown on its tab and at the top of its page. */
export function productLineImage(slug: ProductLineSlug, alt: string): Illustration {
  return { src: `/images/catalogue/lines/${slug}.jpg`, alt };
}

const tabLabels: Readonly<Record<ProductLineSlug, ProductLine['tabLabel']>> = {
  adra: 'Adra Product',
  bulk: 'Bulk Tea',
  special: 'Special Tea',
  'private-label': 'Private Label',
  oem: 'OEM',
};

/** A tab's highlight with its `{{leadTime}}` (Bulk's), in the language of `leadTime`. */
export function highlightWith(highlight: string, leadTime: string): string {
  return highlight.replaceAll('{{leadTime}}', leadTime);
}

export const productLines: readonly ProductLine[] = productLineSlugs.map((slug) => ({
  slug,
  tabLabel: tabLabels[slug],
  path: `/products/${slug}`,
  heading: english.headings[slug],
  description: english.lines[slug].description,
  highlights: english.lines[slug].highlights.map((highlight) =>
    highlightWith(highlight, lineTerms[slug].leadTime),
  ),
  image: productLineImage(slug, english.lines[slug].imageAlt),
}));

/** The tabs' own words in English (the `catalogue` files' `tabs`). */
export const productLineTabWords = english.tabs;

export function findProductLine(slug: string | null): ProductLine | undefined {
  return productLines.find((line) => line.slug === slug);
}
