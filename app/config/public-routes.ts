import { premiumCollectionCards } from '~/content/catalogue/premium-collection-cards';

export interface PublicPage {
  path: `/${string}`;
  /** What the page is called in breadcrumbs. */
  name: string;
}

/**
 * Every page a visitor or a search engine can land on, except the product pages, which are rows of
 * the products table (`/products/{id}`): the sitemap adds those from SQLite. One list for the
 * sitemap, the breadcrumbs and the tests that visit every page.
 */
export const publicPages: readonly PublicPage[] = [
  { path: '/', name: 'Home' },
  { path: '/about', name: 'About Us' },
  { path: '/tea-grades', name: 'Tea Grades' },
  { path: '/tea-process', name: 'Tea Process' },
  { path: '/regions', name: 'Regions' },
  { path: '/products', name: 'Products' },
  { path: '/products/adra', name: 'Adra Product' },
  { path: '/products/bulk', name: 'Bulk Tea' },
  { path: '/products/special', name: 'Special Tea' },
  { path: '/products/private-label', name: 'Private Label' },
  { path: '/products/oem', name: 'OEM' },
  ...premiumCollectionCards.map((card) => ({ path: card.path, name: `${card.title} Collection` })),
  { path: '/history', name: 'History' },
  { path: '/csr', name: 'CSR' },
  { path: '/health', name: 'Health & Wellness' },
  { path: '/trade-terms', name: 'Trade Terms' },
  { path: '/contact', name: 'Contact Us' },
  { path: '/request', name: 'Request a Quote or Samples' },
  { path: '/privacy', name: 'Privacy Policy' },
  { path: '/terms', name: 'Terms of Service' },
];

/** The path of a grade's page, which is its spec sheet. */
export function gradePath(slug: string): `/tea-grades/${string}` {
  return `/tea-grades/${slug}`;
}

/**
 * A page of `publicPages`. The grade spec sheets are not searched: their names come with their
 * loader data, so the grades' texts stay out of the script every page loads.
 */
export function findPublicPage(path: string): PublicPage | undefined {
  return publicPages.find((page) => page.path === path);
}

/** The path of a product's page. */
export function productPath(id: number): `/products/${number}` {
  return `/products/${id}`;
}

/** The path of a product's spec sheet page. */
export function productSpecSheetPath(id: number): `/products/${number}/spec-sheet` {
  return `${productPath(id)}/spec-sheet`;
}

/** The PDF of the spec sheet about the grade or product at `subjectPath`. */
export function specSheetPdfPath(subjectPath: string): string {
  return `${subjectPath}/spec-sheet.pdf`;
}
