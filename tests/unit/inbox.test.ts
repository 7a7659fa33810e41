// The pieces of `npm run inbox`: CSV, text for the terminal, the table, the command line and the
// queries, on this file's own SQLite database. tests/integration/inbox-cli.test.ts runs the command.
import { beforeEach, describe, expect, it } from 'vitest';
import { getDatabase } from '../../db/client';
import { contactMessages, subscriptions } from '../../db/schema';
import { csvCell, toCsv } from '../../scripts/lib/csv';
import { parseInboxArguments } from '../support/inbox-arguments';
import {
  findWorkflowRow,
  latestMessagesShown,
  listWorkflowRows,
  listSubscribers,
  markWorkflowRow,
  type MessageFilter,
} from '../../scripts/lib/inbox/queries';
import {
  displayWidth,
  escapeForTerminal,
  escapeLinesForTerminal,
  terminalCell,
  terminalSafeJson,
} from '../../scripts/lib/terminal-text';
import { toTable } from '../../scripts/lib/text-table';
import { parseCsv } from '../support/csv-reader';

describe('CSV export', () => {
  it('quotes commas, quotes and newlines', () => {
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('one\ntwo')).toBe('"one\ntwo"');
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(null)).toBe('');
  });

  it.each(['=SUM(A1)', '+1', '-1', '@cmd', '\tx', '\rx'])(
    'neutralises a cell starting like a formula: %j',
    (value) => {
      expect(csvCell(value).replace(/^"/, '')).toMatch(/^'/);
    },
  );

  it('round-trips a nasty message through a CSV reader, with CRLF line ends', () => {
    const message = '=HYPERLINK("http://x"), "quoted", and\na second line';
    const csv = toCsv([{ name: 'Ann, "A"', message }], ['name', 'message']);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(parseCsv(csv)).toEqual([
      ['name', 'message'],
      ['Ann, "A"', `'${message}`],
    ]);
  });

  it('starts with a UTF-8 byte order mark for Excel only', () => {
    const rows = [{ name: 'සුනිල් පෙරේරා' }];
    expect(toCsv(rows, ['name'], { forExcel: true })).toBe('\uFEFFname\r\nසුනිල් පෙරේරා\r\n');
    expect(toCsv(rows, ['name'])).toBe('name\r\nසුනිල් පෙරේරා\r\n');
  });
});

describe('text for the terminal', () => {
  it.each([
    ['a tab', 'Ann\tLee', 'Ann\\tLee'],
    ['a line break', 'one\ntwo\r', 'one\\ntwo\\r'],
    ['an escape sequence', '\u001b[31mred', '\\u001b[31mred'],
    ['DEL and a C1 control', 'a\u007fb\u0085c\u009bd', 'a\\u007fb\\u0085c\\u009bd'],
    ['a right-to-left override', 'abc\u202Efdp.exe', 'abc\\u202efdp.exe'],
    ['the bidi isolates', '\u2066x\u2067y\u2068z\u2069', '\\u2066x\\u2067y\\u2068z\\u2069'],
    ['the bidi marks', '\u200Ea\u200Fb\u061Cc', '\\u200ea\\u200fb\\u061cc'],
    ['a backslash, so an escape seen is one made', 'C:\\u202e', 'C:\\\\u202e'],
  ])('escapes %s', (_what, text, shown) => {
    expect(escapeForTerminal(text)).toBe(shown);
  });

  it('keeps every script, joiners and emoji as they are', () => {
    for (const text of ['සුනිල් පෙරේරා', 'ශ්‍රී ලංකා', 'முருகன்', '王小明', 'Zoë', '👩‍👩‍👧 🍵']) {
      expect(escapeForTerminal(text)).toBe(text);
    }
  });

  it('keeps the line breaks of a text of several lines, escaping the rest', () => {
    expect(escapeLinesForTerminal('Dear team,\r\n\tplease\u202E quote')).toEqual([
      'Dear team,',
      '\\tplease\\u202e quote',
    ]);
  });

  it('measures wide characters as two columns and combining marks as none', () => {
    expect(displayWidth('王小明')).toBe(6);
    expect(displayWidth('e\u0301')).toBe(1);
    expect(displayWidth('🍵')).toBe(2);
  });

  it('cuts by display width with an ellipsis, between graphemes', () => {
    expect(terminalCell('王小明王小明', 12)).toBe('王小明王小明');
    expect(terminalCell('王小明王小明', 6)).toBe('王小…');
    expect(terminalCell('王小明王小明', 5)).toBe('王小…');
    expect(terminalCell('王小明王小明', 4)).toBe('王…');
    // A letter keeps its accent, an emoji family stays whole.
    expect(terminalCell('e\u0301e\u0301e\u0301e\u0301', 3)).toBe('e\u0301e\u0301…');
    expect(terminalCell('👩‍👩‍👧👩‍👩‍👧', 3)).toBe('👩‍👩‍👧…');
    for (const width of [4, 8, 12]) {
      expect(displayWidth(terminalCell('සුනිල් පෙරේරා මහතා', width))).toBeLessThanOrEqual(width);
    }
  });

  it('never cuts inside an escape', () => {
    expect(terminalCell('ab\u202Ecdef', 8)).toBe('ab…');
    expect(terminalCell('ab\u202Ecdef', 9)).toBe('ab\\u202e…');
  });

  it('writes JSON a terminal shows as it is, holding the same value', () => {
    const value = { name: 'abc\u202Efdp \u0085 \u2028 x', message: 'tab\tend' };
    const json = terminalSafeJson(value);
    expect(json).not.toMatch(/[\u0085\u2028\u202E\t]/);
    expect(json).toContain('abc\\u202efdp');
    expect(JSON.parse(json)).toEqual(value);
  });
});

/** The display column at which `text` starts on `line`. */
const columnOf = (line: string, text: string) => {
  const index = line.indexOf(text);
  expect(index, `"${text}" on "${line}"`).toBeGreaterThanOrEqual(0);
  return displayWidth(line.slice(0, index));
};

describe('the table', () => {
  it('lines up columns of any script by display width', () => {
    const names = ['සුනිල් පෙරේරා', 'முருகன்', '王小明', 'Zoë 🍵', 'Ann Lee'];
    const table = toTable(
      names.map((name, index) => ({ name, email: `person${index}@example.com`, subject: 'Other' })),
      ['name', 'email', 'subject'],
    );
    const [header = '', rule = '', ...lines] = table.split('\n');
    expect(rule).toMatch(/^-+ {2}-+ {2}-+$/);
    lines.forEach((line, index) => {
      expect(columnOf(line, `person${index}@`)).toBe(columnOf(header, 'email'));
      expect(columnOf(line, 'Other')).toBe(columnOf(header, 'subject'));
    });
  });

  it('shows the first line of a cell, escaped and cut to the width asked', () => {
    const table = toTable(
      [{ message: 'line\tone\nline two', name: '王'.repeat(30) }],
      ['message', 'name'],
      20,
    );
    expect(table).toContain('line\\tone');
    expect(table).not.toContain('line two');
    expect(table).toContain(`${'王'.repeat(9)}…`);
  });
});

describe('the command line', () => {
  it('lists the latest messages unless --all or a filter asks for every match', () => {
    expect(parseInboxArguments([])).toEqual({
      command: 'list',
      filter: { all: false },
      format: 'table',
    });
    expect(parseInboxArguments(['--status', 'new', '--excel'])).toMatchObject({
      filter: { status: 'new', all: true },
      format: 'excel',
    });
    expect(parseInboxArguments(['--since-id', '0', '--json'])).toMatchObject({
      filter: { sinceId: 0, all: true },
      format: 'json',
    });
  });

  it('reads the commands and their operands', () => {
    expect(parseInboxArguments(['show', '42'])).toEqual({ command: 'show', id: 42 });
    expect(parseInboxArguments(['mark', '42', 'spam'])).toEqual({
      command: 'mark',
      id: 42,
      status: 'spam',
    });
    expect(parseInboxArguments(['forget', 'a@b.lk'])).toEqual({
      command: 'forget',
      email: 'a@b.lk',
    });
    expect(parseInboxArguments(['--subscribers', '--all-signups', '--csv'])).toEqual({
      command: 'subscribers',
      filter: { since: undefined, includePending: true },
      format: 'csv',
    });
    expect(parseInboxArguments(['show', '1', '--help'])).toBe('help');
  });

  it.each([
    [['--frobnicate'], /^Unknown option '--frobnicate' \(npm run inbox -- --help/],
    [['--status'], /^Option '--status <value>' argument missing/],
    [['--status', 'done'], /^Unknown status "done": use new, replied, closed, or spam$/],
    [['--since', '2026-02-30'], /^--since takes a date as YYYY-MM-DD, not "2026-02-30"$/],
    [['--since', '1.11.2026'], /^--since takes a date as YYYY-MM-DD/],
    [['--since', '2026-13-01'], /^--since takes a date as YYYY-MM-DD/],
    [['--since-id', '-3'], /^Option '--since-id' argument is ambiguous/],
    [['--since-id', '1e3'], /^--since-id takes a message id/],
    [['--csv', '--json'], /^Choose one output/],
    [['--subscribers', '--status', 'new'], /^--status does not go with --subscribers/],
    [['--all-signups'], /^--all-signups does not go with a list of messages/],
    [['show'], /^Which message\? npm run inbox -- show ID$/],
    [['show', '4x'], /^"4x" is not a message id/],
    [['show', '4', '5'], /^Unexpected argument "5"/],
    [['show', '4', '--csv'], /^--csv does not go with "show"/],
    [['mark', '4'], /^Which status\? use new, replied, closed, or spam$/],
    [['forget'], /^Whose data\? npm run inbox -- forget EMAIL$/],
    [['export', 'not-an-address'], /^"not-an-address" is not an e-mail address$/],
    [['delete', '4'], /^Unknown command "delete"/],
  ])('refuses %j in one line', (args, message) => {
    expect(() => parseInboxArguments(args)).toThrow(message);
  });
});

const database = () => getDatabase();

function addMessage(fields: Partial<typeof contactMessages.$inferInsert> = {}) {
  const [row] = database()
    .insert(contactMessages)
    .values({
      name: 'Kasun Perera',
      email: 'kasun@example.com',
      subject: 'wholesale',
      message: 'Please quote 5 tonnes of BOPF.',
      ...fields,
    })
    .returning()
    .all();
  if (!row) throw new Error('no row');
  return row;
}

describe('the queries', () => {
  beforeEach(() => {
    database().$client.exec(
      'delete from outbox; delete from contact_messages; delete from subscriptions;',
    );
  });

  it('lists the latest messages, newest first, or every one', () => {
    const ids = Array.from({ length: latestMessagesShown + 5 }, () => addMessage().id);
    const latest = listWorkflowRows(database(), 'messages', { all: false });
    expect(latest.map(({ id }) => id)).toEqual(ids.slice(-latestMessagesShown).reverse());
    expect(listWorkflowRows(database(), 'messages', { all: true })).toHaveLength(ids.length);
  });

  it('filters by status, date and id', () => {
    const old = addMessage({ createdAt: '2026-10-31T23:59:59.999Z' });
    const spam = addMessage({ createdAt: '2026-11-01T00:00:00.000Z', status: 'spam' });
    const recent = addMessage({ createdAt: '2026-11-02T08:00:00.000Z' });
    const ids = (filter: MessageFilter) =>
      listWorkflowRows(database(), 'messages', filter).map(({ id }) => id);
    expect(ids({ all: true, since: '2026-11-01' })).toEqual([recent.id, spam.id]);
    expect(ids({ all: true, status: 'spam' })).toEqual([spam.id]);
    expect(ids({ all: true, sinceId: old.id })).toEqual([recent.id, spam.id]);
    expect(ids({ all: true, sinceId: recent.id })).toEqual([]);
  });

  it('marks a message and records when its status changed', () => {
    const { id } = addMessage();
    const now = new Date('2026-11-23T10:00:00.000Z');
    expect(markWorkflowRow(database(), 'messages', id, 'replied', now)).toBe('new');
    expect(findWorkflowRow(database(), 'messages', id)?.row).toMatchObject({
      status: 'replied',
      statusChangedAt: '2026-11-23T10:00:00.000Z',
    });
    // The same status again is no change: the time it changed stays.
    expect(markWorkflowRow(database(), 'messages', id, 'replied', new Date())).toBe('replied');
    expect(findWorkflowRow(database(), 'messages', id)?.row.statusChangedAt).toBe(
      '2026-11-23T10:00:00.000Z',
    );
    expect(markWorkflowRow(database(), 'messages', id + 1000, 'closed')).toBeUndefined();
    expect(findWorkflowRow(database(), 'messages', id + 1000)).toBeUndefined();
  });

  it('lists confirmed subscribers, or every signup', () => {
    database()
      .insert(subscriptions)
      .values([
        { email: 'confirmed@example.com', confirmedAt: '2026-11-20T10:00:00.000Z' },
        { email: 'pending@example.com' },
      ])
      .run();
    const emails = (includePending: boolean) =>
      listSubscribers(database(), { includePending }).map(({ email }) => email);
    expect(emails(false)).toEqual(['confirmed@example.com']);
    expect(emails(true)).toEqual(['confirmed@example.com', 'pending@example.com']);
  });
});
