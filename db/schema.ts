import { sql } from 'drizzle-orm';
import { check, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { contactSubjects } from './contact-subjects';

const createdAt = () =>
  text('created_at')
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

export const products = sqliteTable('products', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  description: text('description').notNull(),
  category: text('category').notNull(),
  imageUrl: text('image_url').notNull(),
  price: text('price').notNull(),
});

export const contactMessages = sqliteTable(
  'contact_messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject', { enum: contactSubjects }).notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'contact_messages_subject_check',
      sql`${table.subject} in (${sql.raw(contactSubjects.map((subject) => `'${subject}'`).join(', '))})`,
    ),
  ],
);

export const subscriptions = sqliteTable('subscriptions', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  email: text('email').notNull().unique(),
  createdAt: createdAt(),
});

/**
 * One row counting changes to what pages show (the products): triggers on `products` raise it,
 * so the kept pages follow every change, an operator's sqlite3 included, while writes that no
 * page shows (messages, rate-limit counters, health checks) leave them be (decision 010).
 */
export const pageContentVersion = sqliteTable('page_content_version', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull().default(0),
});

/**
 * The rate limits' counters (server/rate-limit.ts), in the shape rate-limiter-flexible's SQLite
 * store reads and writes: one row per action and client, `expire` in epoch milliseconds.
 */
export const rateLimits = sqliteTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: integer('expire'),
});

/** One row the health check rewrites, proving the database takes a write transaction. */
export const healthChecks = sqliteTable('health_checks', {
  id: integer('id').primaryKey(),
  checkedAt: text('checked_at').notNull(),
});

export type Product = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
export type ContactMessage = typeof contactMessages.$inferSelect;
export type Subscription = typeof subscriptions.$inferSelect;
