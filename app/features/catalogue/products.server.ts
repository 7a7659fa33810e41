import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { getDatabase } from '../../../db/client';
import { products, type Product } from '../../../db/schema';
import { findProductCategory } from '~/content/product-categories';

export type { Product };

const productIdPattern = /^[1-9][0-9]*$/;

/** The product id in a URL segment, or null unless it is a plain positive integer. */
export function parseProductId(value: string | undefined): number | null {
  if (!value || !productIdPattern.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/** Every product, or those of one category (named case-insensitively; an unknown name lists none). */
export function listProductsByCategory(categoryName?: string | null): Product[] {
  const database = getDatabase();
  if (!categoryName) return database.select().from(products).orderBy(asc(products.id)).all();
  const category = findProductCategory(categoryName);
  if (!category) return [];
  return database
    .select()
    .from(products)
    .where(eq(sql`lower(${products.category})`, category.toLowerCase()))
    .orderBy(asc(products.id))
    .all();
}

export function findProductById(id: number): Product | undefined {
  return getDatabase().select().from(products).where(eq(products.id, id)).get();
}

/** Up to `limit` other products of the same category. */
export function listRelatedProducts(product: Product, limit = 4): Product[] {
  return getDatabase()
    .select()
    .from(products)
    .where(and(eq(products.category, product.category), ne(products.id, product.id)))
    .orderBy(asc(products.id))
    .limit(limit)
    .all();
}
