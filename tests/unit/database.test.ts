import { describe, expect, it } from 'vitest';
import { getDatabase, openDatabase } from '../../db/client';
import { sampleProducts } from '../../db/sample-products';
import { seedSampleProducts } from '../../db/seed';
import { productCategories } from '~/content/product-categories';

describe('database client', () => {
  it('creates the tables of the contract with snake_case columns', () => {
    const sqlite = getDatabase().$client;
    const columns = (table: string) =>
      (sqlite.prepare(`pragma table_info(${table})`).all() as { name: string }[]).map(
        (column) => column.name,
      );
    expect(columns('products')).toEqual([
      'id',
      'name',
      'description',
      'category',
      'image_url',
      'price',
    ]);
    expect(columns('contact_messages')).toEqual([
      'id',
      'name',
      'email',
      'subject',
      'message',
      'created_at',
      'status',
      'status_changed_at',
      'language',
    ]);
    expect(columns('subscriptions')).toEqual([
      'id',
      'email',
      'created_at',
      'confirmed_at',
      'confirmation_sent_at',
      'language',
    ]);
  });

  it('runs in WAL mode with synchronous FULL, a busy timeout and foreign keys', () => {
    const sqlite = getDatabase().$client;
    expect(sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(sqlite.pragma('synchronous', { simple: true })).toBe(2);
    expect(sqlite.pragma('busy_timeout', { simple: true })).toBeGreaterThan(0);
    expect(sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
  });

  it('seeds the 8 sample products over the five categories, priced on request', () => {
    const rows = getDatabase().$client.prepare('select * from products').all() as {
      category: string;
      price: string;
      image_url: string;
    }[];
    expect(rows).toHaveLength(8);
    expect(new Set(rows.map((row) => row.category))).toEqual(new Set(productCategories));
    for (const row of rows) {
      expect(row.price).toBe('Contact for pricing');
      expect(row.image_url).toMatch(/^\/images\/products\/[a-z-]+\.jpg$/);
    }
  });

  it('does not seed a second time, and re-opening the file migrates nothing twice', () => {
    expect(seedSampleProducts(getDatabase())).toBe(0);
    const again = openDatabase(process.env.DATABASE_URL);
    expect(again.$client.prepare('select count(*) as total from products').get()).toEqual({
      total: sampleProducts.length,
    });
    again.$client.close();
  });

  it('stamps created_at in ISO 8601 UTC', () => {
    const sqlite = getDatabase().$client;
    sqlite.prepare("insert into subscriptions (email) values ('stamp@example.com')").run();
    const row = sqlite
      .prepare("select created_at from subscriptions where email = 'stamp@example.com'")
      .get() as {
      created_at: string;
    };
    expect(row.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('refuses a contact subject outside the four the spec names', () => {
    const sqlite = getDatabase().$client;
    expect(() =>
      sqlite
        .prepare(
          "insert into contact_messages (name, email, subject, message) values ('A B', 'a@b.co', 'spam', 'hello there')",
        )
        .run(),
    ).toThrow(/CHECK constraint/);
  });
});
