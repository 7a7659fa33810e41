// How `npm run inbox` shows what it read: a table, CSV or JSON for a listing, and the whole of
// one message for `show`.
import type { ContactMessage, OutboxEmail, Subscription } from '../../../db/schema';
import { contactSubjectLabels } from '../../../app/config/contact-subjects';
import { toCsv, type CsvValue } from '../csv';
import { escapeForTerminal, escapeLinesForTerminal, terminalSafeJson } from '../terminal-text';
import { toTable } from '../text-table';
import type { OutputFormat } from './arguments';

type ExportRow = Readonly<Record<string, CsvValue>>;

/** A listing: its rows as exported (every field, whole), and the shorter ones of its table. */
type Listing = {
  exportColumns: readonly string[];
  exportRows: readonly ExportRow[];
  tableColumns: readonly string[];
  tableRows: readonly Readonly<Record<string, string>>[];
};

/** 2026-11-23T13:40:05.123Z as 2026-11-23 13:40 (`minutes`) or 2026-11-23 13:40:05 UTC. */
function time(iso: string, precision: 'minutes' | 'seconds'): string {
  const shown = iso.replace('T', ' ');
  return precision === 'minutes' ? shown.slice(0, 16) : `${shown.slice(0, 19)} UTC`;
}

export function messageListing(messages: readonly ContactMessage[]): Listing {
  return {
    exportColumns: [
      'id',
      'date',
      'status',
      'status_changed_at',
      'name',
      'email',
      'subject',
      'message',
    ],
    exportRows: messages.map((message) => ({
      id: message.id,
      date: message.createdAt,
      status: message.status,
      status_changed_at: message.statusChangedAt,
      name: message.name,
      email: message.email,
      subject: contactSubjectLabels[message.subject],
      message: message.message,
    })),
    tableColumns: ['id', 'date', 'status', 'name', 'email', 'subject', 'message'],
    tableRows: messages.map((message) => ({
      id: String(message.id),
      date: time(message.createdAt, 'minutes'),
      status: message.status,
      name: message.name,
      email: message.email,
      subject: contactSubjectLabels[message.subject],
      message: message.message,
    })),
  };
}

export function subscriberListing(signups: readonly Subscription[]): Listing {
  return {
    exportColumns: ['email', 'subscribed', 'confirmed'],
    exportRows: signups.map((signup) => ({
      email: signup.email,
      subscribed: signup.createdAt,
      confirmed: signup.confirmedAt,
    })),
    tableColumns: ['email', 'subscribed', 'confirmed'],
    tableRows: signups.map((signup) => ({
      email: signup.email,
      subscribed: time(signup.createdAt, 'minutes'),
      confirmed: signup.confirmedAt ? time(signup.confirmedAt, 'minutes') : 'pending',
    })),
  };
}

/** The listing as asked; `heading` (the count and the file) tops the table only. */
export function renderListing(listing: Listing, format: OutputFormat, heading: string): string {
  switch (format) {
    case 'csv':
    case 'excel':
      return toCsv(listing.exportRows, listing.exportColumns, { forExcel: format === 'excel' });
    case 'json':
      return `${terminalSafeJson(listing.exportRows)}\n`;
    case 'table': {
      const table =
        listing.tableRows.length > 0
          ? `\n${toTable(listing.tableRows, listing.tableColumns)}\n`
          : '';
      return `${heading}\n${table}`;
    }
  }
}

/** Label, then value, for the fields of `show`. */
function fields(entries: readonly (readonly [string, string])[]): string[] {
  const width = Math.max(...entries.map(([label]) => label.length));
  return entries.map(([label, value]) => `${label.padEnd(width)}  ${value}`);
}

function statusLine(message: ContactMessage): string {
  return message.statusChangedAt
    ? `${message.status}, since ${time(message.statusChangedAt, 'seconds')}`
    : message.status;
}

function emailsTable(emails: readonly OutboxEmail[]): string {
  const rows = emails.map((email) => ({
    id: String(email.id),
    kind: email.kind,
    status: email.status,
    to: email.recipient,
    created: time(email.createdAt, 'minutes'),
    sent: email.sentAt ? time(email.sentAt, 'minutes') : '',
    attempts: String(email.attempts),
    'last error': email.lastError ?? '',
  }));
  return toTable(rows, ['id', 'kind', 'status', 'to', 'created', 'sent', 'attempts', 'last error']);
}

/** One message in full, escaped for the terminal, with the outbox e-mails about it. */
export function renderMessage(message: ContactMessage, emails: readonly OutboxEmail[]): string {
  const lines = [
    ...fields([
      ['message', String(message.id)],
      ['received', time(message.createdAt, 'seconds')],
      ['status', statusLine(message)],
      ['name', escapeForTerminal(message.name)],
      ['email', escapeForTerminal(message.email)],
      ['subject', `${contactSubjectLabels[message.subject]} (${message.subject})`],
    ]),
    '',
    ...escapeLinesForTerminal(message.message).map((line) => `  ${line}`),
    '',
    emails.length > 0 ? `E-mails about it:\n${emailsTable(emails)}` : 'No e-mails about it.',
  ];
  return `${lines.join('\n')}\n`;
}
