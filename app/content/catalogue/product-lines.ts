import type common from '~/locales/en/common.json';

/**
 * The five product lines: what every page linking to them needs (their slugs, names and
 * pictures), and no words. Their words are the `catalogue` translation files' (`headings`,
 * `lines` and each line page's group), which a page's loader sends in the page's language, so
 * no page's script carries them (app/content/catalogue/product-line-pages.ts has them in
 * English, for the server and the tests; the tabs' words only in the `catalogue` files).
 */
export const productLineSlugs = ['adra', 'bulk', 'special', 'private-label', 'oem'] as const;
export type ProductLineSlug = (typeof productLineSlugs)[number];

/** The spec opens /products on the Adra tab. */
export const defaultProductLineSlug: ProductLineSlug = 'adra';

/** A product line's tab on /products and its page. */
export interface ProductLine {
  slug: ProductLineSlug;
  /** The line's name, as the site's menu has it (app/locales/<language>/common.json `nav`). */
  tabLabel: keyof (typeof common)['nav'];
  path: `/products/${ProductLineSlug}`;
  /** The line's picture, on its tab and at the top of its page. */
  image: { src: string };
}

/** The picture of a product line, shown on its tab and at the top of its page. */
export function productLineImageSrc(slug: ProductLineSlug): string {
  return `/images/catalogue/lines/${slug}.jpg`;
}

const tabLabels: Readonly<Record<ProductLineSlug, ProductLine['tabLabel']>> = {
  adra: 'Adra Product',
  bulk: 'Bulk Tea',
  special: 'Special Tea',
  'private-label': 'Private Label',
  oem: 'OEM',
};

export const productLines: readonly ProductLine[] = productLineSlugs.map((slug) => ({
  slug,
  tabLabel: tabLabels[slug],
  path: `/products/${slug}`,
  image: { src: productLineImageSrc(slug) },
}));

export function findProductLine(slug: string | null): ProductLine | undefined {
  return productLines.find((line) => line.slug === slug);
}

/** A tab's highlight with its `{{leadTime}}` (Bulk's), in the language of `leadTime`. */
export function highlightWith(highlight: string, leadTime: string): string {
  return highlight.replaceAll('{{leadTime}}', leadTime);
}

/**
 * What a product-line page's frame needs besides its words: the words are looked up by the
 * page's slug and each ordering term's key. A line's minimum order and lead time are the `trade`
 * namespace's (`labels`, `lineTerms`), the other terms the page's own (`<slug>.facts`).
 */
export interface ProductLineFrame {
  slug: ProductLineSlug;
  /** The keys of the page's ordering terms, in order. */
  factIds: readonly string[];
  /** The tea 'Request a Quote' and 'Request Samples' start with (app/features/inquiries/tea-choices.ts). */
  requestTea?: string;
}
