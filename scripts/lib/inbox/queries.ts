// What `npm run inbox` reads and changes in the database.
import { and, asc, desc, eq, gt, gte, isNotNull } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client';
import type { ContactMessageStatus } from '../../../db/inbox-statuses';
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

/** The tables an operator works through: contact messages, and quote and sample requests. */
type WorkflowTable = typeof contactMessages | typeof buyerRequests;

/** What each table's rows tell of, and the outbox column pointing at them. */
const workflows = {
  messages: { table: contactMessages, emailsAbout: outbox.contactMessageId },
  requests: { table: buyerRequests, emailsAbout: outbox.buyerRequestId },
} as const;

export type Workflow = keyof typeof workflows;
type WorkflowRow = { messages: ContactMessage; requests: BuyerRequest };

function rowsOf<Kind extends Workflow>(database: AppDatabase, kind: Kind) {
  // One query for both tables: their id, status and created_at columns are alike.
  const table: WorkflowTable = workflows[kind].table;
  return { table, query: database.select().from(table as typeof contactMessages) };
}

/** Contact messages or requests, newest first. */
export function listWorkflowRows<Kind extends Workflow>(
  database: AppDatabase,
  kind: Kind,
  { status, since, sinceId, all }: MessageFilter,
): WorkflowRow[Kind][] {
  const { table, query } = rowsOf(database, kind);
  const ordered = query
    .where(
      and(
        status ? eq(table.status, status) : undefined,
        since ? gte(table.createdAt, since) : undefined,
        sinceId === undefined ? undefined : gt(table.id, sinceId),
      ),
    )
    .orderBy(desc(table.id));
  return (all ? ordered : ordered.limit(latestMessagesShown)).all() as WorkflowRow[Kind][];
}

export type RowWithEmails<Row> = { row: Row; emails: OutboxEmail[] };

/** One message or request with the outbox e-mails about it, oldest first; undefined if none. */
export function findWorkflowRow<Kind extends Workflow>(
  database: AppDatabase,
  kind: Kind,
  id: number,
): RowWithEmails<WorkflowRow[Kind]> | undefined {
  const { table, query } = rowsOf(database, kind);
  const [row] = query.where(eq(table.id, id)).all() as WorkflowRow[Kind][];
  if (!row) return undefined;
  const emails = database
    .select()
    .from(outbox)
    .where(eq(workflows[kind].emailsAbout, id))
    .orderBy(asc(outbox.id))
    .all();
  return { row, emails };
}

/**
 * Sets a message's or request's status and the time it changed; setting the status it has
 * changes nothing. Returns the status it had, or undefined if there is no such row.
 */
export function markWorkflowRow(
  database: AppDatabase,
  kind: Workflow,
  id: number,
  status: ContactMessageStatus,
  now = new Date(),
): ContactMessageStatus | undefined {
  const table: WorkflowTable = workflows[kind].table;
  return database.transaction(
    (transaction) => {
      const [current] = transaction
        .select({ status: table.status })
        .from(table as typeof contactMessages)
        .where(eq(table.id, id))
        .all();
      if (current && current.status !== status) {
        transaction
          .update(table as typeof contactMessages)
          .set({ status, statusChangedAt: now.toISOString() })
          .where(eq(table.id, id))
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
