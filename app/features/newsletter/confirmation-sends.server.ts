import { createHmac } from 'node:crypto';
import { and, count, eq, gt, lte, type SQL } from 'drizzle-orm';
import { confirmationSends } from '../../../db/schema';
import type { Transaction } from '../../../db/write-transaction';
import { environment } from '../../config/environment.server';
import { canonicalMailbox } from './canonical-mailbox';
import { confirmationLimits } from './confirmation-limits';

/**
 * Keyed, so the table holds neither addresses nor network addresses, and nobody without the
 * secret can test whether a given one signed up. The label keeps a mailbox from ever matching
 * a client that happens to be spelt the same.
 */
function keyedHash(secret: string, label: 'mailbox' | 'client', value: string): string {
  return createHmac('sha256', secret)
    .update(JSON.stringify([label, value]))
    .digest('base64url');
}

/**
 * Whether a signup of `email` by `client` may be answered (an e-mail, or for a confirmed address
 * the stamp that stands for one), and if so, records that it was. Within the limits of
 * confirmation-limits.ts (the one per client from RATE_LIMIT_SIGNUP_MAILS_PER_DAY) it writes one
 * row and deletes the rows that no longer count; past them it writes nothing.
 */
export function takeConfirmationSend(
  transaction: Transaction,
  { email, client, secret, now }: { email: string; client: string; secret: string; now: Date },
): boolean {
  const mailbox = keyedHash(secret, 'mailbox', canonicalMailbox(email));
  const clientKey = keyedHash(secret, 'client', client);
  const perClient = environment().RATE_LIMIT_SIGNUP_MAILS_PER_DAY;
  // A send counts for exactly a day: a signup a day after the last one is answered again.
  const windowStart = new Date(now.getTime() - confirmationLimits.windowMilliseconds).toISOString();
  const sendsInWindow = (whose: SQL) =>
    transaction
      .select({ sends: count() })
      .from(confirmationSends)
      .where(and(whose, gt(confirmationSends.sentAt, windowStart)))
      .all()[0]?.sends ?? 0;
  if (sendsInWindow(eq(confirmationSends.mailbox, mailbox)) >= confirmationLimits.perMailbox) {
    return false;
  }
  if (sendsInWindow(eq(confirmationSends.client, clientKey)) >= perClient) {
    return false;
  }
  // Only a signup that writes anyway prunes, so one past the limits still writes nothing.
  transaction.delete(confirmationSends).where(lte(confirmationSends.sentAt, windowStart)).run();
  transaction
    .insert(confirmationSends)
    .values({ mailbox, client: clientKey, sentAt: now.toISOString() })
    .run();
  return true;
}
