import { asc, desc, gte } from 'drizzle-orm';
import { getDatabase } from '../../db/client';
import { contactMessages, subscriptions } from '../../db/schema';
import { contactSubjectLabels } from '~/config/contact-subjects';

export type InboxQuery = { since?: string; all?: boolean; limit?: number };

/** Contact messages, newest first: the latest `limit` unless `all`, from `since` (a date) on. */
export function listContactMessages({ since, all = false, limit = 20 }: InboxQuery = {}) {
  const query = getDatabase()
    .select()
    .from(contactMessages)
    .where(since ? gte(contactMessages.createdAt, since) : undefined)
    .orderBy(desc(contactMessages.id));
  return (all ? query : query.limit(limit)).all().map((row) => ({
    date: row.createdAt,
    name: row.name,
    email: row.email,
    subject: contactSubjectLabels[row.subject],
    message: row.message,
  }));
}

export function listSubscribers({ since }: InboxQuery = {}) {
  return getDatabase()
    .select({ date: subscriptions.createdAt, email: subscriptions.email })
    .from(subscriptions)
    .where(since ? gte(subscriptions.createdAt, since) : undefined)
    .orderBy(asc(subscriptions.id))
    .all();
}

type Row = Record<string, string>;

// A spreadsheet would run a cell starting with one of these as a formula.
const formulaStart = /^[=+\-@\t\r]/;

/** One CSV cell: formula-looking text neutralised, then quoted as RFC 4180 says when needed. */
export function csvCell(value: string): string {
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: readonly Row[], columns: readonly string[]): string {
  const lines = [
    columns.join(','),
    ...rows.map((row) => columns.map((column) => csvCell(row[column] ?? '')).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** A plain-text table for the terminal; long messages show their first line, cut to fit. */
export function toTable(rows: readonly Row[], columns: readonly string[], maxWidth = 48): string {
  const cell = (value: string) => {
    const firstLine = value.split('\n')[0] ?? '';
    return firstLine.length > maxWidth ? `${firstLine.slice(0, maxWidth - 1)}…` : firstLine;
  };
  const cells = rows.map((row) => columns.map((column) => cell(row[column] ?? '')));
  const widths = columns.map((column, index) =>
    Math.max(column.length, ...cells.map((line) => line[index]?.length ?? 0)),
  );
  const format = (line: readonly string[]) =>
    line
      .map((value, index) => value.padEnd(widths[index] ?? 0))
      .join('  ')
      .trimEnd();
  return [
    format(columns),
    format(widths.map((width) => '-'.repeat(width))),
    ...cells.map(format),
  ].join('\n');
}
