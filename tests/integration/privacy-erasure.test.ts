// A person's erasure as it happens in production: a real server without SMTP_URL writes the
// notices of the contact form as `.eml` files in `mail/` beside its database, and the operator's
// `npm run inbox -- export EMAIL` and `forget EMAIL`, run while it serves, list and delete them
// with the rows, including a copy whose row was deleted earlier by hand; a file it cannot delete
// is named, with exit code 1.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, it } from 'vitest';
import { databasePath, getDatabase } from '../../db/client';
import { emlFileName, mailFolderBeside } from '../../app/features/outbox/transport.server';
import { enqueueEmail } from '../../app/features/outbox/queue.server';
import { runOperatorCommand } from '../support/operator-command';
import { sampleContactMessage } from '../support/sample-inquiries';
import { startsServersForEachTest } from '../support/server-hooks';
import { queryDatabaseFile, type TestServer } from '../support/test-server';

const startServer = startsServersForEachTest();
/** The worker looks for e-mails every 50 ms, so a notice is a file within moments. */
const fastOutbox = { OUTBOX_POLL_MS: '50' };
const waitOptions = { timeout: 30_000, interval: 25 };

/** Sends the contact form as a browser without JavaScript does; returns the message's id. */
async function sendContactForm(
  server: TestServer,
  fields: Parameters<typeof sampleContactMessage>[0],
): Promise<number> {
  const message = sampleContactMessage(fields);
  const answer = await fetch(`${server.url}/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(message).toString(),
    redirect: 'manual',
  });
  expect(answer.status).toBe(303);
  const [row] = queryDatabaseFile<{ id: number }>(
    server.databaseFile,
    'select id from contact_messages where message = ?',
    message.message,
  );
  if (!row) throw new Error('the message was not stored');
  return row.id;
}

/** Waits for the notice of the message to be written as a file; returns its path. */
async function noticeFile(server: TestServer, contactMessageId: number): Promise<string> {
  const [email] = queryDatabaseFile<{ message_id: string }>(
    server.databaseFile,
    'select message_id from outbox where contact_message_id = ?',
    contactMessageId,
  );
  if (!email) throw new Error(`no notice of message ${contactMessageId}`);
  const file = path.join(mailFolderBeside(server.databaseFile), emlFileName(email.message_id));
  await expect.poll(() => fs.existsSync(file), waitOptions).toBe(true);
  return file;
}

type Exported = {
  contactMessages: { id: number }[];
  outboxEmails: { contactMessageId: number }[];
  mailFiles: string[];
};

it('exports and forgets the rows and the .eml files of an address, and nobody else’s', async () => {
  const server = await startServer(fastOutbox);
  const inbox = (...args: string[]) => runOperatorCommand('inbox', args, server.databaseFile);

  const kasun = await sendContactForm(server, {
    name: 'කසුන් පෙරේරා',
    email: 'Kasun@Example.com',
    message: 'කරුණාකර BOPF මිල ගණන් එවන්න. Samples to our Colombo office, please.',
  });
  const kasunsFile = await noticeFile(server, kasun);
  const nimal = await sendContactForm(server, {
    name: 'Nimal Silva',
    email: 'akasun@example.com',
    message: 'A price list for Dimbula BOP, please.',
  });
  const nimalsFile = await noticeFile(server, nimal);
  // An earlier message of Kasun's, deleted by hand with sqlite3: its row is gone, its file not.
  const earlier = await sendContactForm(server, {
    email: 'kasun@example.com',
    message: 'An earlier question about Uva FBOP.',
  });
  const earlierFile = await noticeFile(server, earlier);
  const byHand = new Database(server.databaseFile);
  try {
    byHand.pragma('busy_timeout = 5000');
    byHand.pragma('foreign_keys = ON');
    byHand.prepare('delete from contact_messages where id = ?').run(earlier);
  } finally {
    byHand.close();
  }
  expect(fs.readFileSync(kasunsFile, 'utf8')).toContain('Reply-To: Kasun@example.com');

  const exported = await inbox('export', 'kasun@example.com');
  expect(exported.errors).toBe('');
  expect(exported.status).toBe(0);
  const data = JSON.parse(exported.stdout) as Exported;
  expect(data.contactMessages.map(({ id }) => id)).toEqual([kasun]);
  expect(data.outboxEmails).toEqual([expect.objectContaining({ contactMessageId: kasun })]);
  expect(data.mailFiles).toEqual([kasunsFile, earlierFile].sort());

  const forgotten = await inbox('forget', 'kasun@example.com');
  expect(forgotten.errors).toBe('');
  expect(forgotten.status).toBe(0);
  expect(forgotten.stdout).toBe(
    'Deleted everything stored about kasun@example.com: 1 contact message, 0 quote and sample requests, 0 subscriptions, 1 outbox e-mail, 2 .eml files.\n',
  );
  expect(fs.existsSync(kasunsFile)).toBe(false);
  expect(fs.existsSync(earlierFile)).toBe(false);
  expect(fs.readdirSync(mailFolderBeside(server.databaseFile))).toEqual([
    path.basename(nimalsFile),
  ]);
  expect(
    queryDatabaseFile<{ id: number }>(server.databaseFile, 'select id from contact_messages'),
  ).toEqual([{ id: nimal }]);

  const after = JSON.parse((await inbox('export', 'KASUN@example.com')).stdout) as Exported;
  expect(after).toMatchObject({ contactMessages: [], outboxEmails: [], mailFiles: [] });
  const others = JSON.parse((await inbox('export', 'akasun@example.com')).stdout) as Exported;
  expect(others.mailFiles).toEqual([nimalsFile]);
});

it('names a file it could not delete, with exit code 1, the rows being gone all the same', async () => {
  const { messageId } = enqueueEmail(getDatabase(), {
    kind: 'newsletter-confirmation',
    to: 'ruwan@example.com',
    subject: 'Please confirm',
    body: 'A link',
    aboutEmail: 'ruwan@example.com',
  });
  // Where the e-mail's file would be, something the system will not unlink as a file.
  const stuck = path.join(mailFolderBeside(databasePath()), emlFileName(messageId));
  fs.mkdirSync(stuck, { recursive: true });
  const { status, stdout, errors } = await runOperatorCommand(
    'inbox',
    ['forget', 'ruwan@example.com'],
    databasePath(),
  );
  expect(stdout).toBe('');
  expect(errors).toMatch(
    /^inbox: Deleted 0 contact messages, 0 quote and sample requests, 0 subscriptions, 1 outbox e-mail, 0 \.eml files about ruwan@example\.com, but 1 \.eml file could not be deleted: .+ \(delete them by hand, or run forget again\)$/,
  );
  expect(errors).toContain(stuck);
  expect(status).toBe(1);
  expect(getDatabase().$client.prepare('select count(*) from outbox').pluck().get()).toBe(0);
});
