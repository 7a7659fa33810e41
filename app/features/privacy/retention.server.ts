import { and, eq, inArray, isNull, lt, sql, TransactionRollbackError, type SQL } from 'drizzle-orm';
import { getDatabase, type AppDatabase } from '../../../db/client';
import { buyerRequests, contactMessages, outbox, subscriptions } from '../../../db/schema';
import { retention } from '~/config/retention';
import { counted } from '~/content/counted';
import { emlFileName } from '../outbox/transport.server';
import type { DatabaseOrTransaction } from '../outbox/queue.server';
import {
  deleteFiles,
  leftoverMailFiles,
  mailFilesOf,
  mailFolderOf,
  type FileDeletions,
} from './mail-files.server';

/**
 * The privacy page's promises, kept: contact messages, quote and sample requests and
 * unconfirmed newsletter signups go once
 * the periods of app/config/retention.ts have passed (the periods app/content/privacy.ts
 * states), each with the outbox's e-mails about it and their `.eml` copies in `mail/`; so do
 * `.eml` files as old as a contact message kept longest whose e-mails are gone already. Run
 * daily by the server (app/features/privacy/retention-schedule.server.ts) and by
 * `npm run retention`.
 */

export type RetentionReport = {
  /** Rows older than these (ISO 8601 UTC, as the tables store time) were deleted. */
  contactMessagesBefore: string;
  unconfirmedSignupsBefore: string;
  contactMessages: number;
  /** The outbox's e-mails telling the sales team of those messages. */
  contactNotifications: number;
  /** Quote and sample requests, kept as long as contact messages, and their e-mails. */
  buyerRequests: number;
  requestNotifications: number;
  unconfirmedSignups: number;
  /** Their confirmation e-mails, sent or waiting. */
  confirmationEmails: number;
  /** The `.eml` copies (app/features/privacy/mail-files.server.ts) of all those e-mails, deleted. */
  mailFiles: number;
  /** `.eml` files written before contactMessagesBefore whose e-mails had gone already, deleted. */
  leftoverMailFiles: number;
  /** Files that could not be deleted, each with the system's reason (none on a dry run). */
  mailFileFailures: string[];
};

/** What the transaction deleted: the rows counted, and which e-mails were among them. */
type DeletedRows = Omit<RetentionReport, 'mailFiles' | 'leftoverMailFiles' | 'mailFileFailures'> & {
  deletedMessageIds: string[];
  /** The `.eml` file names of the e-mails left in the outbox. */
  keptMailFiles: Set<string>;
};

/** `now` less the periods of app/config/retention.ts; years by the calendar, in UTC. */
function cutoffs(now: Date) {
  const contactMessagesBefore = new Date(now);
  contactMessagesBefore.setUTCFullYear(now.getUTCFullYear() - retention.contactMessageYears);
  const unconfirmedSignupsBefore = new Date(now);
  unconfirmedSignupsBefore.setUTCDate(now.getUTCDate() - retention.unconfirmedSignupDays);
  return {
    contactMessagesBefore: contactMessagesBefore.toISOString(),
    unconfirmedSignupsBefore: unconfirmedSignupsBefore.toISOString(),
  };
}

/**
 * Deletes what the site no longer keeps, rows in one transaction and then files, and says how
 * much. An unconfirmed signup counts from its latest confirmation e-mail (`confirmation_sent_at`),
 * not from its first signup: signing up again sends a fresh link, and the signup stays as long as
 * that link works. A dry run deletes nothing and counts what a run would delete, files included.
 */
export function applyRetention(
  now = new Date(),
  database: AppDatabase = getDatabase(),
  { dryRun = false }: { dryRun?: boolean } = {},
): RetentionReport {
  let deleted: DeletedRows | undefined;
  try {
    database.transaction(
      (transaction) => {
        deleted = deleteStaleRows(transaction, now);
        // A dry run is the same deletes rolled back, so it counts exactly what a run would delete.
        if (dryRun) transaction.rollback();
      },
      { behavior: 'immediate' },
    );
  } catch (error) {
    if (!(dryRun && error instanceof TransactionRollbackError)) throw error;
  }
  if (!deleted) throw new Error('The retention transaction returned no report');
  const { deletedMessageIds, keptMailFiles, ...rows } = deleted;
  // After the commit: a file goes only once its row can no longer come back with a rollback.
  const folder = mailFolderOf(database);
  // A dry run counts each file as one a run would delete.
  const remove = (files: string[]): FileDeletions =>
    dryRun ? { deleted: files.length, failures: [] } : deleteFiles(files);
  const ofDeletedEmails = remove(mailFilesOf(folder, deletedMessageIds));
  // Files of e-mails a dry run only pretended to delete are counted above, not as leftovers.
  const notLeftover = new Set([...keptMailFiles, ...deletedMessageIds.map(emlFileName)]);
  const leftovers = remove(
    leftoverMailFiles(folder, notLeftover, new Date(rows.contactMessagesBefore)),
  );
  return {
    ...rows,
    mailFiles: ofDeletedEmails.deleted,
    leftoverMailFiles: leftovers.deleted,
    mailFileFailures: [...ofDeletedEmails.failures, ...leftovers.failures],
  };
}

function deleteStaleRows(transaction: DatabaseOrTransaction, now: Date): DeletedRows {
  const before = cutoffs(now);
  const staleMessage = lt(contactMessages.createdAt, before.contactMessagesBefore);
  const staleRequest = lt(buyerRequests.createdAt, before.contactMessagesBefore);
  const staleSignup = and(
    isNull(subscriptions.confirmedAt),
    lt(
      sql`max(${subscriptions.createdAt}, coalesce(${subscriptions.confirmationSentAt}, ${subscriptions.createdAt}))`,
      before.unconfirmedSignupsBefore,
    ),
  );
  // The foreign key would cascade these (foreign_keys is on, db/client.ts); deleted first
  // so that the count is exact, nothing depends on the pragma, and their files are known.
  const deleteEmails = (which: SQL | undefined) =>
    transaction
      .delete(outbox)
      .where(which)
      .returning({ messageId: outbox.messageId })
      .all()
      .map(({ messageId }) => messageId);
  const contactNotifications = deleteEmails(
    inArray(
      outbox.contactMessageId,
      transaction.select({ id: contactMessages.id }).from(contactMessages).where(staleMessage),
    ),
  );
  const requestNotifications = deleteEmails(
    inArray(
      outbox.buyerRequestId,
      transaction.select({ id: buyerRequests.id }).from(buyerRequests).where(staleRequest),
    ),
  );
  const confirmationEmails = deleteEmails(
    and(
      eq(outbox.kind, 'newsletter-confirmation'),
      inArray(
        outbox.aboutEmail,
        transaction.select({ email: subscriptions.email }).from(subscriptions).where(staleSignup),
      ),
    ),
  );
  return {
    ...before,
    contactMessages: transaction.delete(contactMessages).where(staleMessage).run().changes,
    contactNotifications: contactNotifications.length,
    buyerRequests: transaction.delete(buyerRequests).where(staleRequest).run().changes,
    requestNotifications: requestNotifications.length,
    unconfirmedSignups: transaction.delete(subscriptions).where(staleSignup).run().changes,
    confirmationEmails: confirmationEmails.length,
    deletedMessageIds: [...contactNotifications, ...requestNotifications, ...confirmationEmails],
    keptMailFiles: new Set(
      transaction
        .select({ messageId: outbox.messageId })
        .from(outbox)
        .all()
        .map(({ messageId }) => emlFileName(messageId)),
    ),
  };
}

/** What a run deleted, a line for each kind of row, for the operator's terminal and the log. */
export function describeRetention(report: RetentionReport): string[] {
  return [
    `${counted(report.contactMessages, 'contact message')} received before ${report.contactMessagesBefore}, ` +
      `with ${counted(report.contactNotifications, 'notification e-mail')}`,
    `${counted(report.buyerRequests, 'quote or sample request')} received before ${report.contactMessagesBefore}, ` +
      `with ${counted(report.requestNotifications, 'notification e-mail')}`,
    `${counted(report.unconfirmedSignups, 'unconfirmed newsletter signup')} last e-mailed before ` +
      `${report.unconfirmedSignupsBefore}, with ${counted(report.confirmationEmails, 'confirmation e-mail')}`,
    `${counted(report.mailFiles, '.eml file')} of those e-mails, and ` +
      `${counted(report.leftoverMailFiles, '.eml file')} written before ${report.contactMessagesBefore} ` +
      'whose e-mails had gone already',
    ...report.mailFileFailures.map((failure) => `could not delete: ${failure}`),
  ];
}

/** Whether a run deleted anything at all. */
export function deletedAnything(report: RetentionReport): boolean {
  return (
    report.contactMessages +
      report.contactNotifications +
      report.buyerRequests +
      report.requestNotifications +
      report.unconfirmedSignups +
      report.confirmationEmails +
      report.mailFiles +
      report.leftoverMailFiles >
    0
  );
}
