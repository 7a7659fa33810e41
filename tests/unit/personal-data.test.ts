// Everything stored about one address, found and deleted, on this file's SQLite database and
// the `.eml` files the file transport writes beside it.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { getDatabase } from '../../db/client';
import { contactMessages, outbox, subscriptions } from '../../db/schema';
import { emlFileName } from '~/features/outbox/transport.server';
import { findPersonalData, forgetPersonalData } from '~/features/privacy/personal-data.server';
import { addBuyerRequest } from '../support/buyer-request-rows';
import {
  deliverAsFile,
  emptyMailFolder,
  mailFolderNames,
  testMailFolder,
} from '../support/eml-files';

const sqlite = () => getDatabase().$client;

function addMessage(email: string): number {
  const [row] = getDatabase()
    .insert(contactMessages)
    .values({ name: 'Kasun Perera', email, subject: 'wholesale', message: 'Please quote BOPF.' })
    .returning({ id: contactMessages.id })
    .all();
  if (!row) throw new Error('no row');
  return row.id;
}

let emailNumber = 0;
function addEmail(fields: Partial<typeof outbox.$inferInsert>): number {
  emailNumber += 1;
  const [row] = getDatabase()
    .insert(outbox)
    .values({
      messageId: `<email-${emailNumber}@lankahillstea.lk>`,
      kind: 'contact-notification',
      recipient: 'wholesale@lankahillstea.lk',
      subject: 'A message',
      body: 'Text',
      ...fields,
    })
    .returning({ id: outbox.id })
    .all();
  if (!row) throw new Error('no row');
  return row.id;
}

/** Kasun's data (his address typed in two ways) and someone else's. */
function seed() {
  const kasunMessages = [addMessage('Kasun@Example.com'), addMessage('kasun@example.com')];
  const otherMessage = addMessage('nimal@example.com');
  const kasunRequest = addBuyerRequest({ email: 'KASUN@example.com' });
  addBuyerRequest({ email: 'nimal@example.com' });
  const kasunEmails = [
    // The sales team's notice of his message: about him, answering to him.
    addEmail({
      contactMessageId: kasunMessages[0],
      replyTo: 'Kasun@Example.com',
      aboutEmail: 'kasun@example.com',
    }),
    // Found through the message alone.
    addEmail({ contactMessageId: kasunMessages[1] }),
    // To him: the confirmation of his signup, sent.
    addEmail({
      kind: 'newsletter-confirmation',
      recipient: 'kasun@example.com',
      aboutEmail: 'kasun@example.com',
      status: 'sent',
    }),
    // The wholesale team's notice of his request, found through the request alone.
    addEmail({ kind: 'request-notification', buyerRequestId: kasunRequest }),
  ];
  const otherEmail = addEmail({ contactMessageId: otherMessage, replyTo: 'nimal@example.com' });
  getDatabase()
    .insert(subscriptions)
    .values([
      { email: 'kasun@example.com', confirmedAt: '2026-11-20T10:00:00.000Z' },
      { email: 'nimal@example.com' },
    ])
    .run();
  return { kasunMessages, kasunRequest, kasunEmails, otherMessage, otherEmail };
}

function messageIdOf(id: number): string {
  const [row] = getDatabase()
    .select({ messageId: outbox.messageId })
    .from(outbox)
    .where(eq(outbox.id, id))
    .all();
  if (!row) throw new Error(`no outbox e-mail ${id}`);
  return row.messageId;
}

/** Delivers the outbox e-mail with this id as an `.eml` file, as the server does without SMTP. */
const deliver = (id: number) => deliverAsFile(messageIdOf(id));

const count = (table: string) =>
  (sqlite().prepare(`select count(*) as total from ${table}`).get() as { total: number }).total;

beforeEach(() => {
  sqlite().exec(
    'delete from outbox; delete from contact_messages; delete from buyer_requests; delete from subscriptions;',
  );
  emptyMailFolder();
});

describe('personal data of one address', () => {
  it('finds the messages, the signup and the e-mails, however the address is written', () => {
    const { kasunMessages, kasunRequest, kasunEmails } = seed();
    const found = findPersonalData('  KASUN@example.COM ');
    expect(found.email).toBe('kasun@example.com');
    expect(found.contactMessages.map(({ id }) => id)).toEqual(kasunMessages);
    expect(found.buyerRequests.map(({ id }) => id)).toEqual([kasunRequest]);
    expect(found.subscription).toMatchObject({
      email: 'kasun@example.com',
      confirmedAt: '2026-11-20T10:00:00.000Z',
    });
    expect(found.outboxEmails.map(({ id }) => id)).toEqual(kasunEmails);
  });

  it('finds nothing for an address never seen', () => {
    seed();
    expect(findPersonalData('nobody@example.com')).toEqual({
      email: 'nobody@example.com',
      contactMessages: [],
      buyerRequests: [],
      subscription: null,
      outboxEmails: [],
      mailFiles: [],
    });
  });

  it('forgets all of it and nothing of anyone else', () => {
    const { otherMessage, otherEmail } = seed();
    expect(forgetPersonalData('kasun@example.com')).toEqual({
      contactMessages: 2,
      buyerRequests: 1,
      subscriptions: 1,
      outboxEmails: 4,
      mailFiles: 0,
      mailFileFailures: [],
    });
    expect(findPersonalData('kasun@example.com')).toMatchObject({
      contactMessages: [],
      buyerRequests: [],
      subscription: null,
      outboxEmails: [],
    });
    const nimal = findPersonalData('nimal@example.com');
    expect(nimal.contactMessages.map(({ id }) => id)).toEqual([otherMessage]);
    expect(nimal.buyerRequests).toHaveLength(1);
    expect(nimal.outboxEmails.map(({ id }) => id)).toEqual([otherEmail]);
    expect(nimal.subscription).not.toBeNull();
  });

  it('finds and forgets the .eml files of its e-mails, and any other naming the address', async () => {
    const { kasunEmails, otherEmail } = seed();
    // Among them the notice found through his message alone, whose file does not name him.
    const hisFiles = await Promise.all(kasunEmails.map(deliver));
    const nimalsFile = await deliver(otherEmail);
    // A copy whose row went earlier (deleted by hand, say): only its text names him now.
    const orphanId = addEmail({ body: 'Reply to KASUN@example.com, please.' });
    const orphanFile = await deliver(orphanId);
    getDatabase().delete(outbox).where(eq(outbox.id, orphanId)).run();

    expect(findPersonalData('kasun@example.com').mailFiles).toEqual(
      [...hisFiles, orphanFile].sort(),
    );
    expect(findPersonalData('nimal@example.com').mailFiles).toEqual([nimalsFile]);
    expect(forgetPersonalData('Kasun@example.com')).toMatchObject({
      outboxEmails: 4,
      mailFiles: 5,
      mailFileFailures: [],
    });
    expect(mailFolderNames()).toEqual([path.basename(nimalsFile)]);
    expect(findPersonalData('kasun@example.com').mailFiles).toEqual([]);
  });

  it('reports a file it could not delete, having deleted the rows and every other file', async () => {
    const { kasunEmails } = seed();
    const [first, second] = kasunEmails as [number, number];
    const deletable = await deliver(first);
    // Where the second e-mail's file would be, something the system will not unlink as a file.
    const stuck = path.join(testMailFolder(), emlFileName(messageIdOf(second)));
    fs.mkdirSync(stuck);
    const forgotten = forgetPersonalData('kasun@example.com');
    expect(forgotten).toMatchObject({ contactMessages: 2, outboxEmails: 4, mailFiles: 1 });
    expect(forgotten.mailFileFailures).toEqual([expect.stringContaining(stuck)]);
    expect(fs.existsSync(deletable)).toBe(false);
    expect(count('outbox')).toBe(1);
  });

  it('forgets in one transaction: all of it or, when a step fails, nothing', async () => {
    const { kasunEmails } = seed();
    const hisFiles = await Promise.all(kasunEmails.map(deliver));
    sqlite().exec(
      `create temp trigger refuse_forgetting before delete on subscriptions
       begin select raise(abort, 'subscriptions are kept today'); end`,
    );
    try {
      expect(() => forgetPersonalData('kasun@example.com')).toThrow('subscriptions are kept today');
    } finally {
      sqlite().exec('drop trigger refuse_forgetting');
    }
    expect(count('contact_messages')).toBe(3);
    expect(count('buyer_requests')).toBe(2);
    expect(count('outbox')).toBe(5);
    expect(count('subscriptions')).toBe(2);
    // The files go only after the rows' commit.
    expect(hisFiles.every((file) => fs.existsSync(file))).toBe(true);
  });
});
