import { getDatabase } from '../../db/client';
import { contactMessages } from '../../db/schema';
import type { ContactInput } from './inquiry-schemas';
import { withStorage } from './storage-errors.server';

/** Stores one contact message; the row is committed (and synced) before this returns. */
export function saveContactMessage(input: ContactInput): { id: number } {
  return withStorage(() => {
    // all(), not get(): get() stops the statement after its first row, so it commits on reset,
    // where SQLite never runs its automatic WAL checkpoint; the WAL would grow without end.
    const [row] = getDatabase()
      .insert(contactMessages)
      .values({
        name: input.name,
        email: input.email,
        subject: input.subject,
        message: input.message,
      })
      .returning({ id: contactMessages.id })
      .all();
    if (!row) throw new Error('The insert returned no row');
    return { id: row.id };
  });
}
