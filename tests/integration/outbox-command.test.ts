// `npm run outbox` as an operator runs it: a real process on the database in DATABASE_URL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { databasePath, getDatabase } from '../../db/client';
import { saveContactMessage } from '~/features/inquiries/store.server';
import { runOperatorCommand } from '../support/operator-command';

const runOutbox = (args: string[], databaseFile = databasePath()) =>
  runOperatorCommand('outbox', args, databaseFile);

const sqlite = () => getDatabase().$client;
const outboxRow = (id: number) =>
  sqlite().prepare('select status, attempts, next_attempt_at from outbox where id = ?').get(id) as {
    status: string;
    attempts: number;
    next_attempt_at: string;
  };
const outboxIds = () =>
  (sqlite().prepare('select id from outbox order by id').all() as { id: number }[]).map(
    ({ id }) => id,
  );

/** Three e-mails: one waiting, one sent, one given up. */
beforeEach(() => {
  sqlite().exec('delete from contact_messages');
  for (const subject of ['product', 'wholesale', 'private'] as const) {
    saveContactMessage({
      name: 'Ruwan Silva',
      email: 'ruwan@example.com',
      subject,
      message: `A question about ${subject} teas.`,
    });
  }
  const [, sent, failed] = outboxIds();
  sqlite()
    .prepare("update outbox set status = 'sent', attempts = 1, sent_at = created_at where id = ?")
    .run(sent);
  sqlite()
    .prepare(
      "update outbox set status = 'failed', attempts = 29, last_error = '451 Try again later' where id = ?",
    )
    .run(failed);
});

describe('npm run outbox', () => {
  it('lists what is pending or failed in an aligned table', async () => {
    const [pending, sent, failed] = outboxIds();
    const { status, stdout, errors } = await runOutbox([]);
    expect(status).toBe(0);
    expect(errors).toBe('');
    expect(stdout).toContain(`2 e-mails pending or failed in ${databasePath()} (times UTC)`);
    const lines = stdout.split('\n');
    const header = lines.find((line) => line.startsWith('id ')) ?? '';
    expect(header.split(/\s{2,}/)).toEqual([
      'id',
      'status',
      'created',
      'kind',
      'to',
      'subject',
      'attempts',
      'next attempt',
      'last error',
    ]);
    // A row starts with its id and the two spaces between columns.
    const pendingLine = lines.find((line) => line.startsWith(`${pending}  `)) ?? '';
    const failedLine = lines.find((line) => line.startsWith(`${failed}  `)) ?? '';
    expect(pendingLine).toContain('pending');
    expect(pendingLine).toContain('info@lankahillstea.lk');
    expect(pendingLine).toContain('Product Inquiry from Ruwan Silva');
    expect(failedLine).toContain('privatelabel@lankahillstea.lk');
    expect(failedLine).toContain('451 Try again later');
    expect(lines.some((line) => line.startsWith(`${sent}  `))).toBe(false);
    // Aligned: each column starts where its heading does.
    expect(pendingLine.indexOf('pending')).toBe(header.indexOf('status'));
    expect(failedLine.indexOf('failed')).toBe(header.indexOf('status'));
    expect(pendingLine.indexOf('info@')).toBe(header.indexOf(' to ') + 1);
    expect(failedLine.indexOf('451 Try')).toBe(header.indexOf('last error'));
  }, 60_000);

  it('lists sent e-mails too with --all', async () => {
    const [, sent] = outboxIds();
    const { status, stdout } = await runOutbox(['--all']);
    expect(status).toBe(0);
    expect(stdout).toContain('3 e-mails in');
    expect(stdout.split('\n').find((line) => line.startsWith(`${sent}  `))).toContain('sent');
  }, 60_000);

  it('puts a failed e-mail back in the queue, due now, with --retry ID', async () => {
    const [pending, , failed] = outboxIds();
    const before = new Date().toISOString();
    const { status, stdout } = await runOutbox(['--retry', String(failed)]);
    expect(status).toBe(0);
    expect(stdout).toContain(`Back in the queue, due now: ${failed}`);
    const row = outboxRow(failed ?? 0);
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });
    expect(row.next_attempt_at >= before && row.next_attempt_at <= new Date().toISOString()).toBe(
      true,
    );

    const refused = await runOutbox(['--retry', String(pending)]);
    expect(refused.status).toBe(1);
    expect(refused.errors).toBe(
      `outbox: e-mail ${pending} is not a failed e-mail (--all lists every e-mail)`,
    );
  }, 60_000);

  it('puts every failed e-mail back with --retry failed', async () => {
    const [, , failed] = outboxIds();
    const { status, stdout } = await runOutbox(['--retry', 'failed']);
    expect(status).toBe(0);
    expect(stdout).toContain(`Back in the queue, due now: ${failed}`);
    expect(outboxRow(failed ?? 0).status).toBe('pending');
  }, 60_000);

  it('prints its usage with --help', async () => {
    const { status, stdout } = await runOutbox(['--help']);
    expect(status).toBe(0);
    expect(stdout).toContain('Usage: npm run outbox -- [--all] [--retry ID | --retry failed]');
  }, 60_000);

  it.each([
    [['--frobnicate'], "outbox: Unknown option '--frobnicate' (npm run outbox -- --help)"],
    [['--retry', 'soon'], 'outbox: --retry takes an e-mail id or "failed", not "soon"'],
  ])(
    'refuses %j with one line and exit code 2',
    async (args, line) => {
      const { status, stdout, errors } = await runOutbox(args);
      expect(status).toBe(2);
      expect(errors).toBe(line);
      expect(stdout).toBe('');
    },
    60_000,
  );

  it('refuses a missing database with one line and exit code 2, creating nothing', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tea-outbox-'));
    const missing = path.join(folder, 'not-here', 'app.db');
    try {
      const { status, stdout, errors } = await runOutbox([], missing);
      expect(status).toBe(2);
      expect(errors).toBe(
        `outbox: No database at ${missing} (set DATABASE_URL to the server's file)`,
      );
      expect(stdout).toBe('');
      expect(fs.readdirSync(folder)).toEqual([]);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
