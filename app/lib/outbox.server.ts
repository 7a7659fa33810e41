import { randomUUID } from 'node:crypto';
import type { AppDatabase } from '../../db/client';
import type { OutboxKind } from '../../db/inbox-statuses';
import { outbox } from '../../db/schema';
import { siteUrl } from './site-url.server';

/** The database, or a transaction of it: an e-mail is queued in the same commit as its cause. */
export type DatabaseOrTransaction = Pick<AppDatabase, 'insert' | 'select' | 'update' | 'delete'>;

/** An e-mail for the outbox worker (server/outbox-worker.ts) to deliver. */
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
    })
    .returning({ id: outbox.id })
    .all();
  if (!row) throw new Error('The outbox insert returned no row');
  return { id: row.id, messageId };
}
