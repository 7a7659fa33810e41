import { count } from 'drizzle-orm';
import type { BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { sampleProducts } from './sample-products';
import * as schema from './schema';

/** Inserts the sample products when the products table is empty; returns how many were added. */
export function seedSampleProducts(database: BetterSQLite3Database<typeof schema>): number {
  return database.transaction((transaction) => {
    const [row] = transaction.select({ total: count() }).from(schema.products).all();
    if (row && row.total > 0) return 0;
    transaction
      .insert(schema.products)
      .values([...sampleProducts])
      .run();
    return sampleProducts.length;
  });
}
