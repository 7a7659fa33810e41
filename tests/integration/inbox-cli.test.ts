// `npm run inbox` as an operator runs it: `tsx scripts/inbox.ts ...`, a process of its own
// on this file's SQLite database (DATABASE_URL), with names in Sinhala, Tamil and Chinese, and
// names carrying a tab and a right-to-left override.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { databasePath, getDatabase } from '../../db/client';
import { contactMessages, outbox, subscriptions } from '../../db/schema';
import { displayWidth } from '../../scripts/lib/terminal-text';
import { parseCsv } from '../support/csv-reader';
import { runOperatorCommand } from '../support/operator-command';

const inbox = (...args: string[]) => runOperatorCommand('inbox', args, databasePath());

const commandTimeout = 60_000;

const people = {
  sinhala: { name: 'සුනිල් පෙරේරා', email: 'sunil@example.lk' },
  tamil: { name: 'முருகன்', email: 'murugan@example.lk' },
  chinese: { name: '王小明', email: 'wang@example.cn' },
  // What a terminal would act on: a tab, and an override that flips the rest of the line.
  hostile: { name: 'Tab\there \u202Eexe.fdp', email: 'hostile@example.com' },
  latin: { name: 'Ann Lee', email: 'ann@example.com' },
} as const;

const ids: Record<keyof typeof people, number> = {
  sinhala: 0,
  tamil: 0,
  chinese: 0,
  hostile: 0,
  latin: 0,
};
/** The id of the last message before the 'later' ones --since-id should return. */
let lastExportedId = 0;
const laterMessages = 25;

function addMessage(name: string, email: string, message: string): number {
  const [row] = getDatabase()
    .insert(contactMessages)
    .values({ name, email, subject: 'wholesale', message })
    .returning({ id: contactMessages.id })
    .all();
  if (!row) throw new Error('no row');
  return row.id;
}

beforeAll(() => {
  for (const key of Object.keys(people) as (keyof typeof people)[]) {
    const { name, email } = people[key];
    ids[key] = addMessage(name, email, `First line from ${key}\nSecond line`);
  }
  getDatabase()
    .insert(outbox)
    .values({
      messageId: '<notification-1@lankahillstea.lk>',
      kind: 'contact-notification',
      recipient: 'wholesale@lankahillstea.lk',
      replyTo: people.latin.email,
      aboutEmail: people.latin.email,
      subject: 'Wholesale Partnership from Ann Lee',
      body: 'A new message.',
      contactMessageId: ids.latin,
      status: 'sent',
      attempts: 1,
      sentAt: '2026-11-23T10:00:05.000Z',
    })
    .run();
  getDatabase()
    .insert(subscriptions)
    .values([
      { email: 'confirmed@example.com', confirmedAt: '2026-11-20T10:00:00.000Z' },
      { email: 'pending@example.com' },
    ])
    .run();
  lastExportedId = ids.latin;
  for (let index = 0; index < laterMessages; index += 1) {
    addMessage('Later Buyer', 'later@example.com', `Later message ${index}`);
  }
});

/** The display column at which `text` starts on `line`. */
function columnOf(line: string, text: string): number {
  const index = line.indexOf(text);
  expect(index, `"${text}" on "${line}"`).toBeGreaterThanOrEqual(0);
  return displayWidth(line.slice(0, index));
}

describe.concurrent('reading the inbox', () => {
  it(
    'lines up names in Sinhala, Tamil and Chinese by display width, escaping a tab and an RLO',
    async () => {
      const { status, stdout, errors } = await inbox('--all');
      expect(errors).toBe('');
      expect(status).toBe(0);
      const lines = stdout.split('\n');
      const header = lines.find((line) => line.startsWith('id ')) ?? '';
      expect(header.split(/\s{2,}/)).toEqual([
        'id',
        'date',
        'status',
        'language',
        'name',
        'email',
        'subject',
        'message',
      ]);
      for (const key of Object.keys(people) as (keyof typeof people)[]) {
        const line = lines.find((candidate) => candidate.startsWith(`${ids[key]} `)) ?? '';
        expect(columnOf(line, 'new')).toBe(columnOf(header, 'status'));
        expect(columnOf(line, 'English')).toBe(columnOf(header, 'language'));
        expect(columnOf(line, people[key].email)).toBe(columnOf(header, 'email'));
        expect(columnOf(line, 'Wholesale Partnership')).toBe(columnOf(header, 'subject'));
        expect(columnOf(line, `First line from ${key}`)).toBe(columnOf(header, 'message'));
        expect(line).not.toContain('Second line');
      }
      expect(stdout).toContain('Tab\\there \\u202eexe.fdp');
      expect(stdout).not.toMatch(/[\t\u202E]/);
    },
    commandTimeout,
  );

  it(
    'shows the latest 20, newest first',
    async () => {
      const { stdout } = await inbox();
      const rowIds = stdout
        .split('\n')
        .map((line) => /^(\d+) +\d{4}-/.exec(line)?.[1])
        .filter((id) => id !== undefined)
        .map(Number);
      expect(rowIds).toHaveLength(20);
      expect(rowIds).toEqual([...rowIds].sort((a, b) => b - a));
    },
    commandTimeout,
  );

  it(
    'exports CSV for Excel with a UTF-8 BOM, the text kept as it is',
    async () => {
      const excel = await inbox('--all', '--excel');
      expect(excel.status).toBe(0);
      expect(excel.stdout.startsWith('\uFEFFid,date,status,status_changed_at,name,')).toBe(true);
      const rows = parseCsv(excel.stdout.slice(1));
      expect(rows[0]).toEqual([
        'id',
        'date',
        'status',
        'status_changed_at',
        'name',
        'email',
        'subject',
        'message',
        'language',
      ]);
      const byId = new Map(rows.slice(1).map((row) => [Number(row[0]), row]));
      expect(byId.get(ids.sinhala)?.[4]).toBe(people.sinhala.name);
      expect(byId.get(ids.hostile)?.[4]).toBe(people.hostile.name);
      expect(byId.get(ids.tamil)?.[7]).toBe('First line from tamil\nSecond line');

      const csv = await inbox('--all', '--csv');
      expect(csv.stdout.startsWith('id,')).toBe(true);
    },
    commandTimeout,
  );

  it(
    'exports every message after --since-id, past the 20 a listing shows',
    async () => {
      const { status, stdout } = await inbox('--since-id', String(lastExportedId), '--json');
      expect(status).toBe(0);
      const exported = JSON.parse(stdout) as { id: number; status: string; message: string }[];
      expect(exported).toHaveLength(laterMessages);
      expect(exported.every(({ id }) => id > lastExportedId)).toBe(true);
      expect(exported[0]).toMatchObject({
        status: 'new',
        message: `Later message ${laterMessages - 1}`,
      });
    },
    commandTimeout,
  );

  it(
    'exports JSON holding the text as stored, escaped so a terminal shows it',
    async () => {
      const { stdout } = await inbox('--all', '--json');
      expect(stdout).not.toContain('\u202E');
      const exported = JSON.parse(stdout) as { id: number; name: string }[];
      expect(exported.find(({ id }) => id === ids.hostile)?.name).toBe(people.hostile.name);
    },
    commandTimeout,
  );

  it(
    'lists confirmed subscribers only, and pending signups with --all-signups',
    async () => {
      const confirmed = await inbox('--subscribers');
      expect(confirmed.stdout).toContain('confirmed@example.com');
      expect(confirmed.stdout).not.toContain('pending@example.com');
      const all = await inbox('--subscribers', '--all-signups', '--json');
      expect(JSON.parse(all.stdout)).toEqual([
        {
          email: 'confirmed@example.com',
          subscribed: expect.any(String),
          confirmed: '2026-11-20T10:00:00.000Z',
          language: 'en',
        },
        {
          email: 'pending@example.com',
          subscribed: expect.any(String),
          confirmed: null,
          language: 'en',
        },
      ]);
      const table = await inbox('--subscribers', '--all-signups');
      expect(table.stdout).toMatch(/pending@example\.com +\S+ \S+ +pending/);
    },
    commandTimeout,
  );

  it(
    'prints its usage with --help',
    async () => {
      const { status, stdout } = await inbox('--help');
      expect(status).toBe(0);
      for (const text of [
        'show ID',
        'mark ID STATUS',
        'export EMAIL',
        'forget EMAIL',
        '--since-id N',
        '--excel',
        'Examples:',
      ]) {
        expect(stdout).toContain(text);
      }
    },
    commandTimeout,
  );

  it.each([
    [['--frobnicate'], "inbox: Unknown option '--frobnicate' (npm run inbox -- --help)"],
    [['--since', '2026-13-01'], 'inbox: --since takes a date as YYYY-MM-DD, not "2026-13-01"'],
    [
      ['mark', '999999', 'replied'],
      'inbox: No message with id 999999 (npm run inbox -- --all lists them)',
    ],
    [['mark', '1', 'done'], 'inbox: Unknown status "done": use new, replied, closed, or spam'],
  ])(
    'refuses %j with one line and exit code 2',
    async (args, line) => {
      const { status, stdout, errors } = await inbox(...args);
      expect(errors).toBe(line);
      expect(status).toBe(2);
      expect(stdout).toBe('');
    },
    commandTimeout,
  );

  it(
    'refuses a missing database with one line and exit code 2, creating nothing',
    async () => {
      const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tea-inbox-'));
      const missing = path.join(folder, 'mistyped', 'app.db');
      try {
        const { status, stdout, errors } = await runOperatorCommand('inbox', [], missing);
        expect(errors).toBe(
          `inbox: No database at ${missing} (set DATABASE_URL to the server's file)`,
        );
        expect(status).toBe(2);
        expect(stdout).toBe('');
        expect(fs.readdirSync(folder)).toEqual([]);
      } finally {
        fs.rmSync(folder, { recursive: true, force: true });
      }
    },
    commandTimeout,
  );
});

describe('working through a message', () => {
  it(
    'marks a message and shows it in full with its status and the e-mails about it',
    async () => {
      const before = await inbox('show', String(ids.latin));
      expect(before.status).toBe(0);
      expect(before.stdout).toMatch(/^status +new$/m);

      const marked = await inbox('mark', String(ids.latin), 'replied');
      expect(marked.stdout).toBe(`Message ${ids.latin}: new -> replied\n`);
      const again = await inbox('mark', String(ids.latin), 'replied');
      expect(again.stdout).toBe(`Message ${ids.latin} is already replied.\n`);

      const after = await inbox('show', String(ids.latin));
      expect(after.stdout).toMatch(/^status +replied, since \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/m);
      expect(after.stdout).toMatch(/^name +Ann Lee$/m);
      expect(after.stdout).toMatch(/^email +ann@example\.com$/m);
      expect(after.stdout).toMatch(/^subject +Wholesale Partnership \(wholesale\)$/m);
      expect(after.stdout).toContain('  First line from latin\n  Second line\n');
      expect(after.stdout).toMatch(/contact-notification +sent +wholesale@lankahillstea\.lk/);
      const [stored] = getDatabase()
        .select()
        .from(contactMessages)
        .all()
        .filter(({ id }) => id === ids.latin);
      expect(stored).toMatchObject({ status: 'replied', statusChangedAt: expect.any(String) });
    },
    commandTimeout,
  );

  it(
    'shows a name with a tab and an RLO escaped',
    async () => {
      const { stdout } = await inbox('show', String(ids.hostile));
      expect(stdout).toMatch(/^name +Tab\\there \\u202eexe\.fdp$/m);
      expect(stdout).not.toMatch(/[\t\u202E]/);
    },
    commandTimeout,
  );

  it(
    'exports everything stored about an address, then forgets it',
    async () => {
      const exported = await inbox('export', 'ANN@example.com');
      expect(exported.status).toBe(0);
      const data = JSON.parse(exported.stdout) as {
        contactMessages: { id: number }[];
        outboxEmails: { contactMessageId: number }[];
      };
      expect(data.contactMessages.map(({ id }) => id)).toEqual([ids.latin]);
      expect(data.outboxEmails).toEqual([expect.objectContaining({ contactMessageId: ids.latin })]);

      const forgotten = await inbox('forget', 'ann@example.com');
      expect(forgotten.stdout).toBe(
        'Deleted everything stored about ann@example.com: 1 contact message, 0 quote and sample requests, 0 subscriptions, 1 outbox e-mail, 0 .eml files.\n',
      );
      const after = JSON.parse((await inbox('export', 'ann@example.com')).stdout) as unknown;
      expect(after).toEqual({
        email: 'ann@example.com',
        contactMessages: [],
        buyerRequests: [],
        subscription: null,
        outboxEmails: [],
        mailFiles: [],
      });
    },
    commandTimeout,
  );
});
