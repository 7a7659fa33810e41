// Everything the site stores about one e-mail address, to hand it over or delete it when its
// owner asks (`npm run inbox -- export EMAIL`, `forget EMAIL`): the contact messages and the
// quote and sample requests sent from it, its newsletter signup, the outbox e-mails about it, to
// it or answering to it, and the `.eml` copies of e-mails in `mail/` (mail-files.server.ts).
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
import { deleteFiles, mailFilesNaming, mailFilesOf, mailFolderOf } from './mail-files.server';

export type PersonalData = {
  email: string;
  contactMessages: ContactMessage[];
  buyerRequests: BuyerRequest[];
  subscription: Subscription | null;
  outboxEmails: OutboxEmail[];
  /** Paths of the `.eml` files of those e-mails, and of any other naming the address. */
  mailFiles: string[];
};

/** How much of each kind forgetPersonalData deleted. */
export type Forgotten = {
  contactMessages: number;
  buyerRequests: number;
  subscriptions: number;
  outboxEmails: number;
  mailFiles: number;
  /** The `.eml` files that could not be deleted, each with the system's reason. */
  mailFileFailures: string[];
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

/**
 * The `.eml` files of these e-mails, and every other one naming the address: the copy of an
 * e-mail whose row went earlier (deleted by hand, say) still holds the visitor's words.
 */
function mailFilesConcerning(
  database: AppDatabase,
  address: string,
  messageIds: readonly string[],
): string[] {
  const folder = mailFolderOf(database);
  return [
    ...new Set([...mailFilesOf(folder, messageIds), ...mailFilesNaming(folder, address)]),
  ].sort();
}

export function findPersonalData(
  email: string,
  database: AppDatabase = getDatabase(),
): PersonalData {
  const address = normalized(email);
  const rows = database.transaction((transaction) => ({
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
  const messageIds = rows.outboxEmails.map(({ messageId }) => messageId);
  return { ...rows, mailFiles: mailFilesConcerning(database, address, messageIds) };
}

/**
 * Deletes everything findPersonalData finds: the rows in one transaction, all of them or none,
 * then the files. Files go after the commit, so a transaction that fails leaves the rows and
 * their copies alike; a file that cannot be deleted is reported in `mailFileFailures`.
 */
export function forgetPersonalData(
  email: string,
  database: AppDatabase = getDatabase(),
): Forgotten {
  const address = normalized(email);
  const { messageIds, ...rows } = database.transaction(
    (transaction) => ({
      // First: which e-mails tell of the address's messages and requests is read from them.
      messageIds: transaction
        .delete(outbox)
        .where(emailsConcerning(transaction, address))
        .returning({ messageId: outbox.messageId })
        .all()
        .map(({ messageId }) => messageId),
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
  const files = deleteFiles(mailFilesConcerning(database, address, messageIds));
  return {
    ...rows,
    outboxEmails: messageIds.length,
    mailFiles: files.deleted,
    mailFileFailures: files.failures,
  };
}
