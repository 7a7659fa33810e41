import { defaultProductLineSlug } from '~/content/catalogue/product-lines';
import { allCategoriesFilter } from '~/content/product-categories';

/**
 * The search string of /products for a tab and a category filter. Defaults are left out, so
 * each state of the page has exactly one URL.
 */
export function productListingSearch({ tab, category }: { tab: string; category: string }): string {
  const params = new URLSearchParams();
  if (tab !== defaultProductLineSlug) params.set('tab', tab);
  if (category !== allCategoriesFilter) params.set('category', category);
  const search = params.toString();
  return search ? `?${search}` : '';
}
