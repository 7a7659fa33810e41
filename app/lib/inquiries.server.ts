import { getDatabase } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { contactNotification } from './contact-notification.server';
import type { ContactInput } from './inquiry-schemas';
import { enqueueEmail } from './outbox.server';
import { withStorage } from './storage-errors.server';

/**
 * Stores one contact message with the e-mail telling the sales team of it, in one transaction:
 * both or neither are committed (and synced) before this returns.
 */
export function saveContactMessage(input: ContactInput): { id: number } {
  return withStorage(() =>
    getDatabase().transaction((transaction) => {
      // all(), not get(): get() stops the statement after its first row, so it commits on reset,
      // where SQLite never runs its automatic WAL checkpoint; the WAL would grow without end.
      const [row] = transaction
        .insert(contactMessages)
        .values({
          name: input.name,
          email: input.email,
          subject: input.subject,
          message: input.message,
        })
        .returning()
        .all();
      if (!row) throw new Error('The insert returned no row');
      enqueueEmail(transaction, contactNotification(row));
      return { id: row.id };
    }),
  );
}
