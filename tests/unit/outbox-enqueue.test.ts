// Accepting a contact message queues its e-mail to the sales team in the same transaction.
import { beforeEach, describe, expect, it } from 'vitest';
import { getDatabase } from '../../db/client';
import { contactNotificationAddress } from '~/config/notification-addresses';
import { saveContactMessage } from '~/features/inquiries/store.server';

const sqlite = () => getDatabase().$client;
const count = (table: 'contact_messages' | 'outbox') =>
  (sqlite().prepare(`select count(*) as total from ${table}`).get() as { total: number }).total;

const message = {
  name: 'Anna Weber',
  email: 'anna@example.de',
  subject: 'private',
  message: 'Private label green tea\nfor a shop in Berlin.',
} as const;

beforeEach(() => {
  sqlite().exec('delete from contact_messages; delete from outbox;');
});

describe('saving a contact message', () => {
  it('queues one e-mail about it to the inbox of its subject, Reply-To the visitor', async () => {
    const { id } = await saveContactMessage(message);
    const rows = sqlite().prepare('select * from outbox').all();
    expect(rows).toEqual([
      expect.objectContaining({
        kind: 'contact-notification',
        recipient: 'privatelabel@lankahillstea.lk',
        reply_to: 'anna@example.de',
        about_email: 'anna@example.de',
        contact_message_id: id,
        status: 'pending',
        attempts: 0,
        subject: `Private Labeling from Anna Weber (message #${id})`,
        message_id: expect.stringMatching(/^<[0-9a-f-]{36}@www\.lankahillstea\.lk>$/),
      }),
    ]);
  });

  it('stores neither the message nor its e-mail when the e-mail cannot be queued', async () => {
    // A real refusal by SQLite, for this connection only.
    sqlite().exec(
      "create temp trigger refuse_outbox before insert on outbox begin select raise(abort, 'outbox refused'); end",
    );
    try {
      await expect(saveContactMessage(message)).rejects.toThrow('outbox refused');
    } finally {
      sqlite().exec('drop trigger refuse_outbox');
    }
    expect(count('contact_messages')).toBe(0);
    expect(count('outbox')).toBe(0);
  });

  it('sends each subject to its inbox: product and other to general, the rest to their own', () => {
    expect(contactNotificationAddress('product')).toBe('info@lankahillstea.lk');
    expect(contactNotificationAddress('wholesale')).toBe('wholesale@lankahillstea.lk');
    expect(contactNotificationAddress('private')).toBe('privatelabel@lankahillstea.lk');
    expect(contactNotificationAddress('other')).toBe('info@lankahillstea.lk');
  });
});
