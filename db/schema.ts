import { sql } from 'drizzle-orm';
import { check, index, integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import {
  buyerRequestKinds,
  incoterms,
  packingFormats,
  quantityUnits,
  sampleCountLimits,
} from './buyer-request-options';
import { contactSubjects } from './contact-subjects';
import { contactMessageStatuses, outboxKinds, outboxStatuses } from './inbox-statuses';
import { languageCodes, type LanguageCode } from './languages';

/** `column in ('a', 'b')` for a check constraint, from the list the code uses. */
const oneOf = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));

/** A time column that defaults to now, as ISO 8601 UTC with milliseconds. */
const createdAtColumn = (name: string) =>
  text(name)
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

const createdAt = () => createdAtColumn('created_at');

/**
 * The language of the site the visitor wrote from: the operators read English, and knowing that
 * a buyer wrote from the Arabic pages tells them how to answer. Rows from before it are 'en'.
 */
const languageColumn = () =>
  text('language', { enum: languageCodes })
    .notNull()
    .default('en' satisfies LanguageCode);

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
    status: text('status', { enum: contactMessageStatuses }).notNull().default('new'),
    statusChangedAt: text('status_changed_at'),
    language: languageColumn(),
  },
  (table) => [
    check('contact_messages_subject_check', sql`${table.subject} in (${oneOf(contactSubjects)})`),
    check(
      'contact_messages_status_check',
      sql`${table.status} in (${oneOf(contactMessageStatuses)})`,
    ),
    check('contact_messages_language_check', sql`${table.language} in (${oneOf(languageCodes)})`),
  ],
);

/**
 * Quote and sample requests (`/request`, `POST /api/requests`). `tea` is the choice as the form
 * sends it (`grade:opa`), `tea_name` what it was called then; a quote has a quantity and unit, a
 * sample request a number of 100 g samples, never both. The status workflow is contact's.
 */
export const buyerRequests = sqliteTable(
  'buyer_requests',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    kind: text('kind', { enum: buyerRequestKinds }).notNull(),
    tea: text('tea').notNull(),
    teaName: text('tea_name').notNull(),
    quantity: real('quantity'),
    unit: text('unit', { enum: quantityUnits }),
    sampleCount: integer('sample_count'),
    packing: text('packing', { enum: packingFormats }).notNull(),
    incoterm: text('incoterm', { enum: incoterms }).notNull(),
    destinationPort: text('destination_port').notNull(),
    /** ISO 3166-1 alpha-2. */
    destinationCountry: text('destination_country').notNull(),
    company: text('company').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    createdAt: createdAt(),
    status: text('status', { enum: contactMessageStatuses }).notNull().default('new'),
    statusChangedAt: text('status_changed_at'),
    language: languageColumn(),
  },
  (table) => [
    check('buyer_requests_kind_check', sql`${table.kind} in (${oneOf(buyerRequestKinds)})`),
    check(
      'buyer_requests_amount_check',
      // 'is not null' first: a check whose value is NULL passes in SQL.
      sql`(${table.kind} = 'quote' and ${table.quantity} is not null and ${table.quantity} > 0
          and ${table.unit} is not null and ${table.unit} in (${oneOf(quantityUnits)})
          and ${table.sampleCount} is null)
        or (${table.kind} = 'samples' and ${table.sampleCount} is not null
          and ${table.sampleCount} between ${sql.raw(String(sampleCountLimits.min))} and ${sql.raw(String(sampleCountLimits.max))}
          and ${table.quantity} is null and ${table.unit} is null)`,
    ),
    check('buyer_requests_packing_check', sql`${table.packing} in (${oneOf(packingFormats)})`),
    check('buyer_requests_incoterm_check', sql`${table.incoterm} in (${oneOf(incoterms)})`),
    check(
      'buyer_requests_country_check',
      sql`length(${table.destinationCountry}) = 2 and upper(${table.destinationCountry}) = ${table.destinationCountry}`,
    ),
    check(
      'buyer_requests_status_check',
      sql`${table.status} in (${oneOf(contactMessageStatuses)})`,
    ),
    check('buyer_requests_language_check', sql`${table.language} in (${oneOf(languageCodes)})`),
  ],
);

/**
 * Newsletter signups. An address is subscribed only once confirmed (double opt-in);
 * `confirmation_sent_at` keeps a repeated signup to one confirmation e-mail a day. `language` is
 * the first signup's: a repeated one changes nothing about the row.
 */
export const subscriptions = sqliteTable(
  'subscriptions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    email: text('email').notNull().unique(),
    createdAt: createdAt(),
    confirmedAt: text('confirmed_at'),
    confirmationSentAt: text('confirmation_sent_at'),
    language: languageColumn(),
  },
  (table) => [
    check('subscriptions_language_check', sql`${table.language} in (${oneOf(languageCodes)})`),
  ],
);

/**
 * The signups answered in the last day, one row each, that the newsletter's daily limits count
 * (app/features/newsletter/confirmation-limits.ts): per mailbox, whatever its spelling, and per
 * client. Both are keyed hashes (HMAC with the signing secret), never the address or the network
 * address themselves; rows older than a day are deleted by the next signup that writes one.
 */
export const confirmationSends = sqliteTable(
  'confirmation_sends',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    mailbox: text('mailbox').notNull(),
    client: text('client').notNull(),
    sentAt: text('sent_at').notNull(),
  },
  (table) => [
    index('confirmation_sends_mailbox_index').on(table.mailbox, table.sentAt),
    index('confirmation_sends_client_index').on(table.client, table.sentAt),
  ],
);

/**
 * E-mails to send, written in the same transaction as what they tell of, and delivered by the
 * server's outbox worker with retries. `message_id` is the e-mail's Message-ID, the same on every
 * attempt, so a receiver can drop a copy sent twice.
 */
export const outbox = sqliteTable(
  'outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    messageId: text('message_id').notNull().unique(),
    kind: text('kind', { enum: outboxKinds }).notNull(),
    recipient: text('recipient').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** Further headers as a JSON object (List-Unsubscribe, say). */
    headers: text('headers').notNull().default('{}'),
    /** The visitor's address the e-mail concerns, so `inbox forget` finds it. */
    aboutEmail: text('about_email'),
    contactMessageId: integer('contact_message_id').references(() => contactMessages.id, {
      onDelete: 'cascade',
    }),
    buyerRequestId: integer('buyer_request_id').references(() => buyerRequests.id, {
      onDelete: 'cascade',
    }),
    status: text('status', { enum: outboxStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: createdAtColumn('next_attempt_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: text('sent_at'),
  },
  (table) => [
    check('outbox_kind_check', sql`${table.kind} in (${oneOf(outboxKinds)})`),
    check('outbox_status_check', sql`${table.status} in (${oneOf(outboxStatuses)})`),
    index('outbox_due_index').on(table.status, table.nextAttemptAt),
  ],
);

/** Which process holds a job that must run in one process at a time (the outbox worker). */
export const workerLeases = sqliteTable('worker_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  /** Epoch milliseconds; another process may take the lease after it. */
  expiresAt: integer('expires_at').notNull(),
});

/** Values the site makes once and keeps, such as the signing secret when SIGNING_SECRET is unset. */
export const settings = sqliteTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * One row counting changes to what pages show (the products): triggers on `products` raise it,
 * so the kept pages follow every change, an operator's sqlite3 included, while writes that no
 * page shows (messages, rate-limit counters) leave them be (decision 010).
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

export type Product = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
export type ContactMessage = typeof contactMessages.$inferSelect;
export type BuyerRequest = typeof buyerRequests.$inferSelect;
export type NewBuyerRequest = typeof buyerRequests.$inferInsert;
export type Subscription = typeof subscriptions.$inferSelect;
export type OutboxEmail = typeof outbox.$inferSelect;
export type NewOutboxEmail = typeof outbox.$inferInsert;
