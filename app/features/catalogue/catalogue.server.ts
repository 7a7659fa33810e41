import {
  defaultProductLineSlug,
  findProductLine,
  type ProductLineSlug,
} from '~/content/catalogue/product-lines';
import { allCategoriesFilter, findProductCategory } from '~/content/product-categories';
import {
  findProductById,
  listProductsByCategory,
  listRelatedProducts,
  parseProductId,
  type Product,
} from './products.server';

export type ProductListing = {
  /** The open product-line tab; an unknown or missing `?tab=` opens the default one. */
  tab: ProductLineSlug;
  /** The chosen category filter as the spec spells it, or as asked when no category has that name. */
  category: string;
  products: Product[];
};

/** What /products shows for its search parameters `tab` and `category`. */
export function readProductListing(searchParams: URLSearchParams): ProductListing {
  const tab = findProductLine(searchParams.get('tab'))?.slug ?? defaultProductLineSlug;
  const requested = searchParams.get('category')?.trim() || allCategoriesFilter;
  if (requested.toLowerCase() === allCategoriesFilter.toLowerCase()) {
    return { tab, category: allCategoriesFilter, products: listProductsByCategory() };
  }
  return {
    tab,
    category: findProductCategory(requested) ?? requested,
    products: listProductsByCategory(requested),
  };
}

export type ProductDetail =
  | { status: 'found'; product: Product; related: Product[] }
  /** A numeric id no product has: the 'Product Not Found' screen. */
  | { status: 'unknown' }
  /** Not a product id at all: the site's 404 screen. */
  | { status: 'not-an-id' };

/** The product of `/products/{id}` and up to four others of its category. */
export function readProductDetail(idSegment: string | undefined): ProductDetail {
  const id = parseProductId(idSegment);
  if (id === null) return { status: 'not-an-id' };
  const product = findProductById(id);
  if (!product) return { status: 'unknown' };
  return { status: 'found', product, related: listRelatedProducts(product) };
}
