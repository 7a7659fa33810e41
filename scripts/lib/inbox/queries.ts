// What `npm run inbox` reads and changes in the database.
import { and, asc, desc, eq, gt, gte, isNotNull } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client';
import type { ContactMessageStatus } from '../../../db/inbox-statuses';
import {
  contactMessages,
  outbox,
  subscriptions,
  type ContactMessage,
  type OutboxEmail,
  type Subscription,
} from '../../../db/schema';

/** How many messages a listing without a filter shows. */
export const latestMessagesShown = 20;

export type MessageFilter = {
  status?: ContactMessageStatus;
  /** A date, YYYY-MM-DD (UTC): messages received that day or later. */
  since?: string;
  /** Messages with a greater id, the ones after the last export. */
  sinceId?: number;
  /** Every match, not only the latest. */
  all: boolean;
};

/** Contact messages, newest first. */
export function listContactMessages(
  database: AppDatabase,
  { status, since, sinceId, all }: MessageFilter,
): ContactMessage[] {
  const query = database
    .select()
    .from(contactMessages)
    .where(
      and(
        status ? eq(contactMessages.status, status) : undefined,
        since ? gte(contactMessages.createdAt, since) : undefined,
        sinceId === undefined ? undefined : gt(contactMessages.id, sinceId),
      ),
    )
    .orderBy(desc(contactMessages.id));
  return (all ? query : query.limit(latestMessagesShown)).all();
}

export type MessageWithEmails = { message: ContactMessage; emails: OutboxEmail[] };

/** One message with the outbox e-mails about it, oldest first; undefined if there is none. */
export function findContactMessage(
  database: AppDatabase,
  id: number,
): MessageWithEmails | undefined {
  const [message] = database.select().from(contactMessages).where(eq(contactMessages.id, id)).all();
  if (!message) return undefined;
  const emails = database
    .select()
    .from(outbox)
    .where(eq(outbox.contactMessageId, id))
    .orderBy(asc(outbox.id))
    .all();
  return { message, emails };
}

/**
 * Sets a message's status and the time it changed; setting the status it has changes nothing.
 * Returns the status it had, or undefined if there is no such message.
 */
export function markContactMessage(
  database: AppDatabase,
  id: number,
  status: ContactMessageStatus,
  now = new Date(),
): ContactMessageStatus | undefined {
  return database.transaction(
    (transaction) => {
      const [current] = transaction
        .select({ status: contactMessages.status })
        .from(contactMessages)
        .where(eq(contactMessages.id, id))
        .all();
      if (current && current.status !== status) {
        transaction
          .update(contactMessages)
          .set({ status, statusChangedAt: now.toISOString() })
          .where(eq(contactMessages.id, id))
          .run();
      }
      return current?.status;
    },
    // The write lock from the start: the status read decides the write.
    { behavior: 'immediate' },
  );
}

export type SubscriberFilter = {
  since?: string;
  /** Signups not yet confirmed too; otherwise only confirmed addresses, the real list. */
  includePending: boolean;
};

/** Newsletter signups, oldest first. */
export function listSubscribers(
  database: AppDatabase,
  { since, includePending }: SubscriberFilter,
): Subscription[] {
  return database
    .select()
    .from(subscriptions)
    .where(
      and(
        includePending ? undefined : isNotNull(subscriptions.confirmedAt),
        since ? gte(subscriptions.createdAt, since) : undefined,
      ),
    )
    .orderBy(asc(subscriptions.id))
    .all();
}
