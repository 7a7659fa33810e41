import { randomUUID } from 'node:crypto';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client';
import type { OutboxKind, OutboxStatus } from '../../../db/inbox-statuses';
import { outbox, type OutboxEmail } from '../../../db/schema';
import { siteUrl } from '../../config/site-url.server';

/** The database, or a transaction of it: an e-mail is queued in the same commit as its cause. */
export type DatabaseOrTransaction = Pick<AppDatabase, 'insert' | 'select' | 'update' | 'delete'>;

/** An e-mail for the outbox worker (app/features/outbox/worker.server.ts) to deliver. */
export type EmailToSend = {
  kind: OutboxKind;
  to: string;
  replyTo?: string;
  subject: string;
  /** Plain text. */
  body: string;
  /** Further headers, such as List-Unsubscribe. */
  headers?: Readonly<Record<string, string>>;
  /** The visitor's address it concerns, so that `inbox forget` finds it. */
  aboutEmail?: string;
  contactMessageId?: number;
  buyerRequestId?: number;
};

/** A Message-ID of the site's own domain, made once per e-mail and kept for every attempt. */
export function newMessageId(): string {
  return `<${randomUUID()}@${new URL(siteUrl()).hostname}>`;
}

/**
 * Queues an e-mail; it is sent only if the surrounding transaction commits, and then, whatever
 * happens to the process or the mail server, until it is delivered.
 */
export function enqueueEmail(
  database: DatabaseOrTransaction,
  email: EmailToSend,
): { id: number; messageId: string } {
  const messageId = newMessageId();
  const [row] = database
    .insert(outbox)
    .values({
      messageId,
      kind: email.kind,
      recipient: email.to,
      replyTo: email.replyTo ?? null,
      subject: email.subject,
      body: email.body,
      headers: JSON.stringify(email.headers ?? {}),
      aboutEmail: email.aboutEmail ?? null,
      contactMessageId: email.contactMessageId ?? null,
      buyerRequestId: email.buyerRequestId ?? null,
    })
    .returning({ id: outbox.id })
    .all();
  if (!row) throw new Error('The outbox insert returned no row');
  return { id: row.id, messageId };
}

/** When a failed e-mail is tried again, and when it is given up (docs/decisions/011-outbox.md). */
export type RetrySchedule = {
  /** The wait after the first failed attempt; it doubles after each further one... */
  firstDelayMilliseconds: number;
  /** ...up to this. */
  maxDelayMilliseconds: number;
  /** An e-mail is given up (status 'failed') once its attempts have spanned this long. */
  giveUpAfterMilliseconds: number;
};

/** A minute doubling to an hour, given up after a day; tests scale it down by the first wait. */
export function retrySchedule(firstDelayMilliseconds = 60_000): RetrySchedule {
  return {
    firstDelayMilliseconds,
    maxDelayMilliseconds: 60 * firstDelayMilliseconds,
    giveUpAfterMilliseconds: 24 * 60 * firstDelayMilliseconds,
  };
}

/** The wait after failed attempt number `attempt` (1 for the first). */
export function retryDelay(attempt: number, schedule: RetrySchedule): number {
  return Math.min(
    schedule.firstDelayMilliseconds * 2 ** (attempt - 1),
    schedule.maxDelayMilliseconds,
  );
}

/** Whether the schedule leaves no attempt after number `attempt`. */
export function isFinalAttempt(attempt: number, schedule: RetrySchedule): boolean {
  let span = 0;
  for (let made = 1; made <= attempt; made += 1) span += retryDelay(made, schedule);
  return span >= schedule.giveUpAfterMilliseconds;
}

/** The pending e-mail due soonest, due or not: one step along the (status, next_attempt_at) index. */
export function nextPendingEmail(database: DatabaseOrTransaction): OutboxEmail | undefined {
  const [email] = database
    .select()
    .from(outbox)
    .where(eq(outbox.status, 'pending'))
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(1)
    .all();
  return email;
}

/**
 * Records an attempt at `email` before it is made: one more attempt, and the next pushed back
 * by the schedule, so a crash during the delivery means a retry then, never a lost e-mail.
 * Undefined if the row changed since it was read (another worker got there first).
 */
export function claimAttempt(
  database: DatabaseOrTransaction,
  email: OutboxEmail,
  now: Date,
  schedule: RetrySchedule,
): OutboxEmail | undefined {
  const attempts = email.attempts + 1;
  const [claimed] = database
    .update(outbox)
    .set({
      attempts,
      nextAttemptAt: new Date(now.getTime() + retryDelay(attempts, schedule)).toISOString(),
    })
    .where(
      and(
        eq(outbox.id, email.id),
        eq(outbox.status, 'pending'),
        eq(outbox.attempts, email.attempts),
      ),
    )
    .returning()
    .all();
  return claimed;
}

/** The transport took the e-mail. */
export function markSent(database: DatabaseOrTransaction, id: number, now: Date): void {
  database
    .update(outbox)
    .set({ status: 'sent', sentAt: now.toISOString() })
    .where(eq(outbox.id, id))
    .run();
}

/**
 * Records why the attempt claimed as `email` failed. It stays pending, due at the time its claim
 * set, unless that was its final attempt: then it is given up as 'failed'.
 */
export function recordFailedAttempt(
  database: DatabaseOrTransaction,
  email: OutboxEmail,
  error: string,
  schedule: RetrySchedule,
): OutboxStatus {
  const status = isFinalAttempt(email.attempts, schedule) ? 'failed' : 'pending';
  database
    .update(outbox)
    .set({ status, lastError: error })
    .where(and(eq(outbox.id, email.id), eq(outbox.status, 'pending')))
    .run();
  return status;
}

/** The outbox for operators, oldest first: what waits or was given up, or everything. */
export function listOutbox(
  database: DatabaseOrTransaction,
  { includeSent = false } = {},
): OutboxEmail[] {
  return database
    .select()
    .from(outbox)
    .where(includeSent ? undefined : ne(outbox.status, 'sent'))
    .orderBy(asc(outbox.id))
    .all();
}

/**
 * Puts given-up e-mails back in the queue, due now, with the whole schedule before them again:
 * the one with `id`, or every failed one. Returns the ids it put back.
 */
export function retryFailedEmails(
  database: DatabaseOrTransaction,
  which: number | 'failed',
  now: Date,
): number[] {
  return database
    .update(outbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now.toISOString() })
    .where(and(eq(outbox.status, 'failed'), which === 'failed' ? undefined : eq(outbox.id, which)))
    .returning({ id: outbox.id })
    .all()
    .map(({ id }) => id);
}
