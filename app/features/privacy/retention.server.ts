import { and, eq, inArray, isNull, lt, sql, TransactionRollbackError } from 'drizzle-orm';
import { getDatabase, type AppDatabase } from '../../../db/client';
import { buyerRequests, contactMessages, outbox, subscriptions } from '../../../db/schema';
import { retention } from '~/config/retention';
import type { DatabaseOrTransaction } from '../outbox/queue.server';

/**
 * The privacy page's promises, kept: contact messages, quote and sample requests and
 * unconfirmed newsletter signups go once
 * the periods of app/config/retention.ts have passed (the periods app/content/privacy.ts
 * states), each with the outbox's e-mails about it. Run daily by the server
 * (app/features/privacy/retention-schedule.server.ts) and by `npm run retention`.
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
 * Deletes what the site no longer keeps, in one transaction, and says how much. An unconfirmed
 * signup counts from its latest confirmation e-mail (`confirmation_sent_at`), not from its first
 * signup: signing up again sends a fresh link, and the signup stays as long as that link works.
 */
export function applyRetention(
  now = new Date(),
  database: AppDatabase = getDatabase(),
  { dryRun = false }: { dryRun?: boolean } = {},
): RetentionReport {
  let report: RetentionReport | undefined;
  try {
    database.transaction(
      (transaction) => {
        report = deleteStaleRows(transaction, now);
        // A dry run is the same deletes rolled back, so it counts exactly what a run would delete.
        if (dryRun) transaction.rollback();
      },
      { behavior: 'immediate' },
    );
  } catch (error) {
    if (!(dryRun && error instanceof TransactionRollbackError)) throw error;
  }
  if (!report) throw new Error('The retention transaction returned no report');
  return report;
}

function deleteStaleRows(transaction: DatabaseOrTransaction, now: Date): RetentionReport {
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
  // so that the count is exact and nothing depends on the pragma.
  const contactNotifications = transaction
    .delete(outbox)
    .where(
      inArray(
        outbox.contactMessageId,
        transaction.select({ id: contactMessages.id }).from(contactMessages).where(staleMessage),
      ),
    )
    .run().changes;
  const requestNotifications = transaction
    .delete(outbox)
    .where(
      inArray(
        outbox.buyerRequestId,
        transaction.select({ id: buyerRequests.id }).from(buyerRequests).where(staleRequest),
      ),
    )
    .run().changes;
  const confirmationEmails = transaction
    .delete(outbox)
    .where(
      and(
        eq(outbox.kind, 'newsletter-confirmation'),
        inArray(
          outbox.aboutEmail,
          transaction.select({ email: subscriptions.email }).from(subscriptions).where(staleSignup),
        ),
      ),
    )
    .run().changes;
  return {
    ...before,
    contactMessages: transaction.delete(contactMessages).where(staleMessage).run().changes,
    contactNotifications,
    buyerRequests: transaction.delete(buyerRequests).where(staleRequest).run().changes,
    requestNotifications,
    unconfirmedSignups: transaction.delete(subscriptions).where(staleSignup).run().changes,
    confirmationEmails,
  };
}

function counted(count: number, thing: string): string {
  return `${count} ${thing}${count === 1 ? '' : 's'}`;
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
      report.confirmationEmails >
    0
  );
}
