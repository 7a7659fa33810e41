import { sql } from 'drizzle-orm';
import { check, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { contactSubjects } from '../app/config/contact-subjects';

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

export type Product = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
export type ContactMessage = typeof contactMessages.$inferSelect;
export type Subscription = typeof subscriptions.$inferSelect;
