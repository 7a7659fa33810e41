// The outbox on real production servers (tests/support/test-server.ts) and a real SMTP server
// (tests/support/smtp-server.ts): every contact message becomes one e-mail to the right inbox,
// and none is lost or doubled by a mail server that is down or refuses, by a crash between the
// send and its mark, or by several processes sharing the database.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { emlFileName } from '../../app/features/outbox/transport.server';
import { sampleContactMessage } from '../support/sample-inquiries';
import { startSmtpServer, type ReceivedEmail, type TestSmtpServer } from '../support/smtp-server';
import {
  queryDatabaseFile,
  removeTemporaryDatabase,
  startTestServer,
  type TestServer,
} from '../support/test-server';

/** Retries after 100 ms (doubling to 6 s), a look every 50 ms, a crashed worker's lease 1 s. */
const fastOutbox = { OUTBOX_POLL_MS: '50', OUTBOX_RETRY_BASE_MS: '100', OUTBOX_LEASE_MS: '1000' };
const waitOptions = { timeout: 30_000, interval: 25 };

const servers: TestServer[] = [];
const smtpServers: TestSmtpServer[] = [];
const databases = new Set<string>();

afterEach(async () => {
  for (const server of servers.splice(0)) await server.kill();
  for (const smtp of smtpServers.splice(0)) await smtp.stop();
  for (const file of databases) removeTemporaryDatabase(file);
  databases.clear();
});

async function startServer(environment: Record<string, string>, databaseFile?: string) {
  const server = await startTestServer({ databaseFile, environment });
  servers.push(server);
  databases.add(server.databaseFile);
  return server;
}

async function startSmtp() {
  const smtp = await startSmtpServer();
  smtpServers.push(smtp);
  return smtp;
}

type OutboxRow = {
  id: number;
  message_id: string;
  contact_message_id: number;
  recipient: string;
  reply_to: string;
  status: string;
  attempts: number;
  last_error: string | null;
};

const outboxRows = (server: TestServer) =>
  queryDatabaseFile<OutboxRow>(server.databaseFile, 'select * from outbox order by id');

const rowOf = (server: TestServer, contactMessageId: number): OutboxRow => {
  const row = outboxRows(server).find((each) => each.contact_message_id === contactMessageId);
  if (!row) throw new Error(`no outbox row for contact message ${contactMessageId}`);
  return row;
};

/** Until every e-mail waits, retried at least twice, for the failure named in `error`. */
const allWaitingAfter = (server: TestServer, error: string) =>
  expect
    .poll(
      () =>
        outboxRows(server).every(
          (row) =>
            row.status === 'pending' && row.attempts >= 2 && (row.last_error ?? '').includes(error),
        ),
      waitOptions,
    )
    .toBe(true);

const allSent = (server: TestServer, count: number) =>
  expect
    .poll(() => outboxRows(server).filter(({ status }) => status === 'sent').length, waitOptions)
    .toBe(count);

async function postContact(
  server: TestServer,
  fields: Parameters<typeof sampleContactMessage>[0] = {},
): Promise<number> {
  const response = await fetch(`${server.url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(sampleContactMessage(fields)),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

const postMany = (server: TestServer, count: number) =>
  Promise.all(
    Array.from({ length: count }, (_, index) =>
      postContact(server, { message: `Message number ${index} about Dimbula BOPF.` }),
    ),
  );

/** How many copies of each Message-ID arrived. */
function copiesByMessageId(received: readonly ReceivedEmail[]): Map<string, number> {
  const copies = new Map<string, number>();
  for (const { messageId } of received) copies.set(messageId, (copies.get(messageId) ?? 0) + 1);
  return copies;
}

describe('a contact message', () => {
  it('becomes one e-mail to the inbox of its subject, Reply-To the visitor, with every field', async () => {
    const smtp = await startSmtp();
    const password = 'never-in-the-log-7431';
    const server = await startServer({
      ...fastOutbox,
      SMTP_URL: `smtp://website:${password}@127.0.0.1:${smtp.port}`,
    });
    const sent = [
      sampleContactMessage({
        name: 'Ruwan Silva',
        email: 'ruwan@example.com',
        subject: 'product',
        message: 'Prices for Uva BOP in 5 kg bags?\n\nAnd for ශ්‍රී ලංකා Dust No. 1 — “FBOP”.',
      }),
      sampleContactMessage({ name: 'Anna Weber', email: 'anna@example.de', subject: 'wholesale' }),
      sampleContactMessage({ name: 'Kenji Sato', email: 'kenji@example.jp', subject: 'private' }),
      sampleContactMessage({ name: 'Li Wei', email: 'li@example.cn', subject: 'other' }),
    ];
    const ids: number[] = [];
    for (const message of sent) ids.push(await postContact(server, message));

    // The no-script form, as a browser without JavaScript sends it.
    const formMessage = sampleContactMessage({
      name: 'Form Sender',
      email: 'form@example.com',
      subject: 'wholesale',
      message: 'Sent from the page without JavaScript.',
    });
    const formAnswer = await fetch(`${server.url}/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(formMessage).toString(),
      redirect: 'manual',
    });
    expect(formAnswer.status).toBe(303);
    const [formRow] = queryDatabaseFile<{ id: number }>(
      server.databaseFile,
      'select id from contact_messages where message = ?',
      formMessage.message,
    );
    sent.push(formMessage);
    ids.push(formRow?.id ?? 0);

    await smtp.waitForEmails(sent.length);
    await allSent(server, sent.length);
    expect(smtp.received).toHaveLength(sent.length);

    const inboxes = {
      product: 'info@lankahillstea.lk',
      wholesale: 'wholesale@lankahillstea.lk',
      private: 'privatelabel@lankahillstea.lk',
      other: 'info@lankahillstea.lk',
    };
    const labels = {
      product: 'Product Inquiry',
      wholesale: 'Wholesale Partnership',
      private: 'Private Labeling',
      other: 'Other',
    };
    sent.forEach((message, index) => {
      const id = ids[index] ?? 0;
      const subject = message.subject as keyof typeof inboxes;
      const row = rowOf(server, id);
      const [stored] = queryDatabaseFile<{ created_at: string }>(
        server.databaseFile,
        'select created_at from contact_messages where id = ?',
        id,
      );
      const emails = smtp.received.filter(({ messageId }) => messageId === row.message_id);
      expect(emails).toHaveLength(1);
      const [email] = emails as [ReceivedEmail];
      expect(email.envelopeTo).toEqual([inboxes[subject]]);
      expect(email.to).toBe(inboxes[subject]);
      expect(email.replyTo).toBe(message.email);
      expect(email.from).toBe('Lanka Hills Tea website <no-reply@www.lankahillstea.lk>');
      expect(email.user).toBe('website');
      expect(email.subject).toBe(`${labels[subject]} from ${message.name} (message #${id})`);
      for (const field of [
        `#${id}`,
        message.name,
        message.email,
        labels[subject],
        message.message,
        stored?.created_at ?? 'no row',
      ]) {
        expect(email.text).toContain(field);
      }
      expect(row).toMatchObject({ status: 'sent', attempts: 1, reply_to: message.email });
    });
    expect(server.output()).not.toContain(password);
  }, 60_000);
});

describe('an e-mail with headers of its own', () => {
  it('carries them (List-Unsubscribe, say) as they are in the row', async () => {
    const smtp = await startSmtp();
    const server = await startServer({ ...fastOutbox, SMTP_URL: smtp.url });
    const headers = {
      'List-Unsubscribe': '<https://www.lankahillstea.lk/newsletter/leave?token=abc123>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
    const database = new Database(server.databaseFile);
    try {
      database.pragma('busy_timeout = 5000');
      database
        .prepare(
          "insert into outbox (message_id, kind, recipient, subject, body, headers) values (?, 'newsletter-confirmation', 'reader@example.com', 'Please confirm', 'Confirm here.', ?)",
        )
        .run('<headers-test@www.lankahillstea.lk>', JSON.stringify(headers));
    } finally {
      database.close();
    }
    const [email] = await smtp.waitForEmails(1);
    expect(email?.messageId).toBe('<headers-test@www.lankahillstea.lk>');
    expect(email?.header('List-Unsubscribe')).toBe(headers['List-Unsubscribe']);
    expect(email?.header('List-Unsubscribe-Post')).toBe(headers['List-Unsubscribe-Post']);
  }, 60_000);
});

describe('mail settings that cannot work', () => {
  it.each([
    ['SMTP_URL', 'http://website:hunter2-secret@mail.example.com', 'SMTP_URL is not an smtp://'],
    ['MAIL_FROM', 'nobody', 'MAIL_FROM=nobody is not one e-mail address'],
  ])(
    '%s=%s stops the server at start with exit code 1',
    async (name, value, message) => {
      const start = startTestServer({ environment: { [name]: value } });
      await expect(start).rejects.toThrow(`exited (1) before serving:\nCannot start: ${message}`);
      // The password in SMTP_URL is never repeated.
      await expect(start).rejects.not.toThrow('hunter2-secret');
    },
    60_000,
  );
});

describe('a mail server that cannot take the e-mails', () => {
  it('when down: messages are accepted, e-mails wait with their attempts counted, then go out once each', async () => {
    const smtp = await startSmtp();
    await smtp.stop();
    const server = await startServer({ ...fastOutbox, SMTP_URL: smtp.url });
    await postMany(server, 3);

    await allWaitingAfter(server, 'ECONNREFUSED');
    expect(server.output()).toMatch(
      /Outbox: e-mail \d+ to info@lankahillstea\.lk not delivered \(attempt 1, next at \S+\): .*ECONNREFUSED/,
    );
    // One line per failure, never a stack trace.
    expect(server.output()).not.toMatch(/^\s+at /m);

    await smtp.start();
    await allSent(server, 3);
    expect(smtp.received).toHaveLength(3);
    expect([...copiesByMessageId(smtp.received).values()]).toEqual([1, 1, 1]);
  }, 60_000);

  it.each(['rcpt', 'data'] as const)(
    'when it answers 451 to %s: the e-mails wait, then go out once each',
    async (where) => {
      const smtp = await startSmtp();
      smtp.refuse(where);
      const server = await startServer({ ...fastOutbox, SMTP_URL: smtp.url });
      await postMany(server, 3);

      await allWaitingAfter(server, '451');
      expect(smtp.received).toHaveLength(0);

      smtp.refuse(undefined);
      await allSent(server, 3);
      expect(smtp.received).toHaveLength(3);
      expect([...copiesByMessageId(smtp.received).values()]).toEqual([1, 1, 1]);
    },
    60_000,
  );
});

describe('a crash between the send and its mark', () => {
  it('sends that e-mail again with the same Message-ID after a restart, and no other twice', async () => {
    const smtp = await startSmtp();
    const environment = { ...fastOutbox, SMTP_URL: smtp.url };
    const first = await startServer(environment);
    const before = await postContact(first, { message: 'Delivered before the crash.' });
    await smtp.waitForEmails(1);
    await allSent(first, 1);

    const held = smtp.holdNextMessage();
    const during = await postContact(first, { message: 'Delivered as the server crashed.' });
    await held;
    await first.kill();
    expect(rowOf(first, during)).toMatchObject({ status: 'pending', attempts: 1 });

    const second = await startServer(environment, first.databaseFile);
    await smtp.waitForEmails(3);
    const after = await postContact(second, { message: 'Delivered after the restart.' });
    await allSent(second, 3);
    await smtp.waitForEmails(4);

    const copies = copiesByMessageId(smtp.received);
    expect(copies.get(rowOf(second, before).message_id)).toBe(1);
    expect(copies.get(rowOf(second, during).message_id)).toBe(2);
    expect(copies.get(rowOf(second, after).message_id)).toBe(1);
    expect(smtp.received).toHaveLength(4);
    // The same e-mail twice, byte for byte, so a mail store can drop the second.
    const [firstCopy, secondCopy] = smtp.received.filter(
      ({ messageId }) => messageId === rowOf(second, during).message_id,
    );
    expect(secondCopy?.raw).toBe(firstCopy?.raw);
    expect(rowOf(second, during)).toMatchObject({ status: 'sent', attempts: 2 });
  }, 60_000);

  it('leaves exactly one .eml file per message with the file transport', async () => {
    const environment = { ...fastOutbox, SMTP_URL: '' };
    const first = await startServer(environment);
    const mailFolder = path.join(path.dirname(first.databaseFile), 'mail');
    const emlFiles = () =>
      fs.existsSync(mailFolder)
        ? fs.readdirSync(mailFolder).filter((name) => name.endsWith('.eml'))
        : [];
    await postMany(first, 20);
    await expect.poll(() => emlFiles().length, waitOptions).toBeGreaterThan(0);
    await first.kill();

    const second = await startServer(environment, first.databaseFile);
    await allSent(second, 20);
    const expectedFiles = outboxRows(second)
      .map((row) => emlFileName(row.message_id))
      .sort();
    expect(fs.readdirSync(mailFolder).sort()).toEqual(expectedFiles);

    // Exactly the state a crash after the file was written, before its mark, leaves behind.
    const [row] = outboxRows(second);
    if (!row) throw new Error('no outbox row');
    const database = new Database(second.databaseFile);
    try {
      database.pragma('busy_timeout = 5000');
      database
        .prepare(
          "update outbox set status = 'pending', sent_at = null, next_attempt_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') where id = ?",
        )
        .run(row.id);
    } finally {
      database.close();
    }
    await expect.poll(() => rowOf(second, row.contact_message_id).attempts, waitOptions).toBe(2);
    await allSent(second, 20);
    expect(fs.readdirSync(mailFolder).sort()).toEqual(expectedFiles);
    const rewritten = fs.readFileSync(path.join(mailFolder, emlFileName(row.message_id)), 'utf8');
    expect(rewritten).toContain(`Message-ID: ${row.message_id}`);
    expect(rewritten).toContain('Reply-To: ruwan@example.com');
  }, 60_000);
});

describe('several server processes on one database', () => {
  it('under WEB_CONCURRENCY=2 deliver 20 messages as exactly 20 e-mails', async () => {
    const smtp = await startSmtp();
    // The lease as long as by default: with fastOutbox's 1 s, a send slower than half of it (a
    // busy machine) lets the other worker take the lease and send that e-mail again, due by then.
    const server = await startServer({
      ...fastOutbox,
      OUTBOX_LEASE_MS: '30000',
      SMTP_URL: smtp.url,
      WEB_CONCURRENCY: '2',
    });
    // Both workers run the outbox worker and compete for its lease.
    await expect
      .poll(() => server.output().match(/Outbox: e-mails go to/g)?.length ?? 0, waitOptions)
      .toBe(2);
    await postMany(server, 20);
    await smtp.waitForEmails(20);
    await allSent(server, 20);
    expect(smtp.received).toHaveLength(20);
    expect(copiesByMessageId(smtp.received).size).toBe(20);
    expect(outboxRows(server).map(({ attempts }) => attempts)).toEqual(Array(20).fill(1));
  }, 60_000);
});

describe('on SIGTERM', () => {
  it('waits for the delivery in progress, marks it sent, then exits 0', async () => {
    const smtp = await startSmtp();
    const server = await startServer({ ...fastOutbox, SMTP_URL: smtp.url });
    const held = smtp.holdNextMessage();
    const id = await postContact(server);
    await held;

    server.signal('SIGTERM');
    await server.waitForOutput('SIGTERM: finishing requests in flight');
    // No longer accepting, yet still running: the e-mail is not answered yet.
    await expect
      .poll(
        () =>
          fetch(`${server.url}/healthz`).then(
            () => 'answered',
            () => 'refused',
          ),
        waitOptions,
      )
      .toBe('refused');
    expect(server.output()).not.toContain('Database closed; exiting');

    smtp.releaseHeldMessage();
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(rowOf(server, id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(smtp.received).toHaveLength(1);
  }, 60_000);
});
