import { buyerRequests, contactMessages } from '../../../db/schema';
import { buyerRequestNotification } from './buyer-request-notification.server';
import type { BuyerRequestInput } from './buyer-request-schema';
import { contactNotification } from './notification-text.server';
import type { ContactInput, StoredInput } from './schemas';
import { enqueueEmail, type EmailToSend } from '../outbox/queue.server';
import { writeTransaction, type Transaction } from '../../../db/write-transaction';
import { teaNameFor } from './tea-choices.server';

/**
 * Stores one row with the e-mail telling the sales team of it, in one transaction: both or
 * neither are committed (and synced) before this resolves.
 */
function storeWithNotification<Row extends { id: number }>(
  insert: (transaction: Transaction) => Row[],
  notification: (row: Row) => EmailToSend,
): Promise<{ id: number }> {
  return writeTransaction((transaction) => {
    const [row] = insert(transaction);
    if (!row) throw new Error('The insert returned no row');
    enqueueEmail(transaction, notification(row));
    return { id: row.id };
  });
}

// The inserts end in all(), not get(): get() stops the statement after its first row, so it
// commits on reset, where SQLite never runs its automatic WAL checkpoint; the WAL would grow
// without end.

export function saveContactMessage(input: StoredInput<ContactInput>): Promise<{ id: number }> {
  return storeWithNotification(
    (transaction) =>
      transaction
        .insert(contactMessages)
        .values({
          name: input.name,
          email: input.email,
          subject: input.subject,
          message: input.message,
          language: input.language,
        })
        .returning()
        .all(),
    contactNotification,
  );
}

/** A quote or sample request, with the tea's name as the choices call it now. */
export function saveBuyerRequest(input: BuyerRequestInput): Promise<{ id: number }> {
  const amount =
    input.kind === 'quote'
      ? { quantity: input.quantity, unit: input.unit, sampleCount: null }
      : { quantity: null, unit: null, sampleCount: input.sampleCount };
  return storeWithNotification(
    (transaction) =>
      transaction
        .insert(buyerRequests)
        .values({
          kind: input.kind,
          tea: input.tea,
          // A product deleted since the form was checked keeps the value as its name.
          teaName: teaNameFor(input.tea) ?? input.tea,
          ...amount,
          packing: input.packing,
          incoterm: input.incoterm,
          destinationPort: input.destinationPort,
          destinationCountry: input.destinationCountry,
          company: input.company,
          name: input.name,
          email: input.email,
          phone: input.phone ?? null,
          message: input.message,
          language: input.language,
        })
        .returning()
        .all(),
    buyerRequestNotification,
  );
}
