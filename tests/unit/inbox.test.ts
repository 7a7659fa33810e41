import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { getDatabase } from '../../db/client';
import { csvCell, listContactMessages, toCsv, toTable } from '~/lib/inbox.server';
import { saveContactMessage } from '~/lib/inquiries.server';
import { subscribe } from '~/lib/newsletter.server';

/** A small RFC 4180 reader, to prove the export opens cleanly. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else cell += char;
  }
  return rows;
}

describe('CSV export', () => {
  it('quotes commas, quotes and newlines', () => {
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('one\ntwo')).toBe('"one\ntwo"');
    expect(csvCell('plain')).toBe('plain');
  });

  it.each(['=SUM(A1)', '+1', '-1', '@cmd', '\tx'])(
    'neutralises a cell starting like a formula: %j',
    (value) => {
      expect(csvCell(value).replace(/^"/, '')).toMatch(/^'/);
    },
  );

  it('round-trips a nasty message through a CSV reader', () => {
    const message = '=HYPERLINK("http://x"), "quoted", and\na second line';
    const rows = parseCsv(toCsv([{ name: 'Ann, "A"', message }], ['name', 'message']));
    expect(rows).toEqual([
      ['name', 'message'],
      ['Ann, "A"', `'${message}`],
    ]);
  });
});

describe('inbox listing', () => {
  it('lists the newest message first with the subject label', () => {
    saveContactMessage({
      name: 'First Buyer',
      email: 'a@example.com',
      subject: 'private',
      message: 'First message text',
    });
    saveContactMessage({
      name: 'Second Buyer',
      email: 'b@example.com',
      subject: 'wholesale',
      message: 'Second message text',
    });
    const [newest] = listContactMessages();
    expect(newest).toMatchObject({ name: 'Second Buyer', subject: 'Wholesale Partnership' });
  });

  it('shows the first line of a message in the table', () => {
    const table = toTable([{ message: 'line one\nline two' }], ['message']);
    expect(table).toContain('line one');
    expect(table).not.toContain('line two');
  });

  it('exports CSV from the command line for the database in DATABASE_URL', () => {
    saveContactMessage({
      name: 'Csv, Buyer',
      email: 'csv@example.com',
      subject: 'other',
      message: '=1+1 "quoted",\nnext line',
    });
    subscribe({ email: 'list@example.com' });
    getDatabase().$client.pragma('wal_checkpoint(FULL)');
    const output = execFileSync('npx', ['tsx', 'scripts/inbox.ts', '--csv', '--all'], {
      env: process.env,
      encoding: 'utf8',
    });
    const rows = parseCsv(output);
    expect(rows[0]).toEqual(['date', 'name', 'email', 'subject', 'message']);
    expect(rows).toContainEqual([
      expect.any(String),
      'Csv, Buyer',
      'csv@example.com',
      'Other',
      `'=1+1 "quoted",\nnext line`,
    ]);
    const subscribers = execFileSync(
      'npx',
      ['tsx', 'scripts/inbox.ts', '--subscribers', '--json'],
      {
        env: process.env,
        encoding: 'utf8',
      },
    );
    expect(JSON.parse(subscribers)).toContainEqual({
      date: expect.any(String),
      email: 'list@example.com',
    });
  }, 60_000);
});
