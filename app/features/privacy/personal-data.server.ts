// Everything the site stores about one e-mail address, to hand it over or delete it when its
// owner asks (`npm run inbox -- export EMAIL`, `forget EMAIL`): the contact messages and the
// quote and sample requests sent from it, its newsletter signup, and the outbox e-mails about
// it, to it or answering to it.
import { inArray, or, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { getDatabase, type AppDatabase } from '../../../db/client';
import {
  buyerRequests,
  contactMessages,
  outbox,
  subscriptions,
  type BuyerRequest,
  type ContactMessage,
  type OutboxEmail,
  type Subscription,
} from '../../../db/schema';
import type { DatabaseOrTransaction } from '../outbox/queue.server';

export type PersonalData = {
  email: string;
  contactMessages: ContactMessage[];
  buyerRequests: BuyerRequest[];
  subscription: Subscription | null;
  outboxEmails: OutboxEmail[];
};

/** How many rows of each kind forgetPersonalData deleted. */
export type ForgottenRows = {
  contactMessages: number;
  buyerRequests: number;
  subscriptions: number;
  outboxEmails: number;
};

/** Addresses compare as the newsletter stores them: trimmed and lower-cased. */
const normalized = (email: string) => email.trim().toLowerCase();

// The forms take ASCII addresses only (zod's check), so SQLite's lower(), which folds ASCII
// letters alone, folds a stored address exactly as toLowerCase() folds the one asked about.
const isAddress = (column: SQLiteColumn, email: string): SQL => sql`lower(${column}) = ${email}`;

/** The ids of the messages or requests sent from the address. */
function idsFrom(
  database: DatabaseOrTransaction,
  table: typeof contactMessages | typeof buyerRequests,
  email: string,
) {
  return database
    .select({ id: table.id })
    .from(table as typeof contactMessages)
    .where(isAddress(table.email, email));
}

/** E-mails about the address, to it or answering to it, and those telling of its rows. */
function emailsConcerning(database: DatabaseOrTransaction, email: string): SQL | undefined {
  return or(
    isAddress(outbox.aboutEmail, email),
    isAddress(outbox.recipient, email),
    isAddress(outbox.replyTo, email),
    inArray(outbox.contactMessageId, idsFrom(database, contactMessages, email)),
    inArray(outbox.buyerRequestId, idsFrom(database, buyerRequests, email)),
  );
}

export function findPersonalData(
  email: string,
  database: AppDatabase = getDatabase(),
): PersonalData {
  const address = normalized(email);
  return database.transaction((transaction) => ({
    email: address,
    contactMessages: transaction
      .select()
      .from(contactMessages)
      .where(isAddress(contactMessages.email, address))
      .orderBy(contactMessages.id)
      .all(),
    buyerRequests: transaction
      .select()
      .from(buyerRequests)
      .where(isAddress(buyerRequests.email, address))
      .orderBy(buyerRequests.id)
      .all(),
    subscription:
      transaction
        .select()
        .from(subscriptions)
        .where(isAddress(subscriptions.email, address))
        .all()[0] ?? null,
    outboxEmails: transaction
      .select()
      .from(outbox)
      .where(emailsConcerning(transaction, address))
      .orderBy(outbox.id)
      .all(),
  }));
}

/** Deletes everything findPersonalData finds, in one transaction: all of it or nothing. */
export function forgetPersonalData(
  email: string,
  database: AppDatabase = getDatabase(),
): ForgottenRows {
  const address = normalized(email);
  return database.transaction(
    (transaction) => ({
      // First: which e-mails tell of the address's messages and requests is read from them.
      outboxEmails: transaction.delete(outbox).where(emailsConcerning(transaction, address)).run()
        .changes,
      contactMessages: transaction
        .delete(contactMessages)
        .where(isAddress(contactMessages.email, address))
        .run().changes,
      buyerRequests: transaction
        .delete(buyerRequests)
        .where(isAddress(buyerRequests.email, address))
        .run().changes,
      subscriptions: transaction
        .delete(subscriptions)
        .where(isAddress(subscriptions.email, address))
        .run().changes,
    }),
    { behavior: 'immediate' },
  );
}
