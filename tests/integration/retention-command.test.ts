// `npm run retention` as an operator runs it, and its dry run: a process of its own on the
// database in DATABASE_URL (the job itself and its periods: tests/unit/retention.test.ts).
import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, expect, it } from 'vitest';
import { emlFileName, mailFolderBeside } from '../../app/features/outbox/transport.server';
import { databasePath, getDatabase } from '../../db/client';
import { runOperatorCommand } from '../support/operator-command';

const sqlite = () => getDatabase().$client;
const longAgo = '2020-01-01T00:00:00.000Z';

/** A contact message and the e-mail about it, as the site stores them. */
function addContactMessage(email: string): void {
  const { lastInsertRowid } = sqlite()
    .prepare(
      "insert into contact_messages (name, email, subject, message, created_at) values ('A Buyer', ?, 'other', 'Please send a price list.', ?)",
    )
    .run(email, longAgo);
  sqlite()
    .prepare(
      "insert into outbox (message_id, kind, recipient, subject, body, about_email, contact_message_id) values (?, 'contact-notification', 'sales@example.com', 'A message', 'Please send a price list.', ?, ?)",
    )
    .run(`<message-${lastInsertRowid}@example.com>`, email, lastInsertRowid);
}

function addUnconfirmedSignup(email: string): void {
  sqlite()
    .prepare('insert into subscriptions (email, created_at, confirmation_sent_at) values (?, ?, ?)')
    .run(email, longAgo, longAgo);
  sqlite()
    .prepare(
      "insert into outbox (message_id, kind, recipient, subject, body, about_email) values (?, 'newsletter-confirmation', ?, 'Please confirm', 'A link', ?)",
    )
    .run(`<signup-${email}>`, email, email);
}

const remaining = (sql: string) => sqlite().prepare(sql).pluck().all();

beforeEach(() => {
  sqlite().exec('delete from outbox; delete from contact_messages; delete from subscriptions;');
});

it('deletes from the database in DATABASE_URL and prints what it deleted', async () => {
  addContactMessage('ancient@example.com');
  addUnconfirmedSignup('stale@example.com');
  sqlite().pragma('wal_checkpoint(FULL)');
  const { status, stdout, errors } = await runOperatorCommand('retention', [], databasePath());
  expect(errors).toBe('');
  expect(status).toBe(0);
  expect(stdout).toContain(`Retention in ${databasePath()}: deleted`);
  expect(stdout).toMatch(/1 contact message received before \S+, with 1 notification e-mail\n/);
  expect(stdout).toMatch(
    /1 unconfirmed newsletter signup last e-mailed before \S+, with 1 confirmation e-mail\n/,
  );
  expect(remaining('select email from contact_messages')).toEqual([]);
  expect(remaining('select email from subscriptions')).toEqual([]);
  expect(remaining('select id from outbox')).toEqual([]);
});

it('says with --dry-run what it would delete, and deletes nothing', async () => {
  addContactMessage('ancient@example.com');
  addUnconfirmedSignup('stale@example.com');
  const { status, stdout, errors } = await runOperatorCommand(
    'retention',
    ['--dry-run'],
    databasePath(),
  );
  expect(errors).toBe('');
  expect(status).toBe(0);
  expect(stdout).toContain(
    `Retention in ${databasePath()} would delete (a dry run: nothing was deleted)`,
  );
  expect(stdout).toMatch(/1 contact message received before \S+, with 1 notification e-mail\n/);
  expect(stdout).toMatch(/0 quote or sample requests received before/);
  expect(stdout).toMatch(
    /1 unconfirmed newsletter signup last e-mailed before \S+, with 1 confirmation e-mail\n/,
  );
  expect(remaining('select email from contact_messages')).toEqual(['ancient@example.com']);
  expect(remaining('select email from subscriptions')).toEqual(['stale@example.com']);
  expect(remaining('select id from outbox')).toHaveLength(2);
});

it('names an .eml file it could not delete and exits 1, the rows being gone all the same', async () => {
  addContactMessage('ancient@example.com');
  // Where the notification's file would be, something the system will not unlink as a file.
  const messageId = String(remaining('select message_id from outbox')[0]);
  const stuck = path.join(mailFolderBeside(databasePath()), emlFileName(messageId));
  fs.mkdirSync(stuck, { recursive: true });
  try {
    const { status, stdout, errors } = await runOperatorCommand('retention', [], databasePath());
    expect(stdout).toContain(`could not delete: `);
    expect(stdout).toContain(stuck);
    expect(errors).toBe(
      'retention: 1 .eml file could not be deleted (above): delete by hand, or run again',
    );
    expect(status).toBe(1);
    expect(remaining('select email from contact_messages')).toEqual([]);
  } finally {
    fs.rmSync(stuck, { recursive: true, force: true });
  }
});
