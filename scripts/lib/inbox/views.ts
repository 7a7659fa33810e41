// How `npm run inbox` shows what it read: a table, CSV or JSON for a listing, and the whole of
// one message for `show`.
import type { BuyerRequest, ContactMessage, OutboxEmail, Subscription } from '../../../db/schema';
import {
  buyerRequestKindLabels,
  incotermLabels,
  packingFormatLabels,
} from '../../../app/config/buyer-request-options';
import { contactSubjectLabels } from '../../../app/config/contact-subjects';
import {
  buyerRequestFields,
  requestedAmount,
} from '../../../app/features/inquiries/buyer-request-fields';
import { languages } from '../../../app/i18n/languages';
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

/** The columns every export of messages or requests starts with, and their values. */
const workflowColumns = ['id', 'date', 'status', 'status_changed_at'] as const;

function workflowCells(
  row: Pick<ContactMessage, 'id' | 'createdAt' | 'status' | 'statusChangedAt'>,
) {
  return {
    id: row.id,
    date: row.createdAt,
    status: row.status,
    status_changed_at: row.statusChangedAt,
  };
}

export function messageListing(messages: readonly ContactMessage[]): Listing {
  return {
    // The language last, so a sheet made from an earlier export keeps its columns.
    exportColumns: [...workflowColumns, 'name', 'email', 'subject', 'message', 'language'],
    exportRows: messages.map((message) => ({
      ...workflowCells(message),
      name: message.name,
      email: message.email,
      subject: contactSubjectLabels[message.subject],
      message: message.message,
      language: message.language,
    })),
    tableColumns: ['id', 'date', 'status', 'language', 'name', 'email', 'subject', 'message'],
    tableRows: messages.map((message) => ({
      id: String(message.id),
      date: time(message.createdAt, 'minutes'),
      status: message.status,
      language: languages[message.language].englishName,
      name: message.name,
      email: message.email,
      subject: contactSubjectLabels[message.subject],
      message: message.message,
    })),
  };
}

export function requestListing(requests: readonly BuyerRequest[]): Listing {
  return {
    exportColumns: [
      ...workflowColumns,
      'kind',
      'tea',
      'tea_name',
      'amount',
      'packing',
      'incoterm',
      'port',
      'country',
      'company',
      'name',
      'email',
      'phone',
      'message',
      'language',
    ],
    exportRows: requests.map((request) => ({
      ...workflowCells(request),
      kind: request.kind,
      tea: request.tea,
      tea_name: request.teaName,
      amount: requestedAmount(request),
      packing: packingFormatLabels[request.packing],
      incoterm: incotermLabels[request.incoterm],
      port: request.destinationPort,
      country: request.destinationCountry,
      company: request.company,
      name: request.name,
      email: request.email,
      phone: request.phone,
      message: request.message,
      language: request.language,
    })),
    tableColumns: ['id', 'date', 'status', 'language', 'kind', 'tea', 'amount', 'company', 'email'],
    tableRows: requests.map((request) => ({
      id: String(request.id),
      date: time(request.createdAt, 'minutes'),
      status: request.status,
      language: languages[request.language].englishName,
      kind: buyerRequestKindLabels[request.kind],
      tea: request.teaName,
      amount: requestedAmount(request),
      company: request.company,
      email: request.email,
    })),
  };
}

export function subscriberListing(signups: readonly Subscription[]): Listing {
  return {
    exportColumns: ['email', 'subscribed', 'confirmed', 'language'],
    exportRows: signups.map((signup) => ({
      email: signup.email,
      subscribed: signup.createdAt,
      confirmed: signup.confirmedAt,
      language: signup.language,
    })),
    tableColumns: ['email', 'subscribed', 'confirmed', 'language'],
    tableRows: signups.map((signup) => ({
      email: signup.email,
      subscribed: time(signup.createdAt, 'minutes'),
      confirmed: signup.confirmedAt ? time(signup.confirmedAt, 'minutes') : 'pending',
      language: languages[signup.language].englishName,
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

type WorkflowState = Pick<ContactMessage, 'status' | 'statusChangedAt'>;

function statusLine(row: WorkflowState): string {
  return row.statusChangedAt
    ? `${row.status}, since ${time(row.statusChangedAt, 'seconds')}`
    : row.status;
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

/** A message or request in full: its fields, its text indented, the outbox e-mails about it. */
function renderRecord(
  entries: readonly (readonly [string, string])[],
  text: string,
  emails: readonly OutboxEmail[],
): string {
  const lines = [
    ...fields(entries),
    '',
    ...escapeLinesForTerminal(text).map((line) => `  ${line}`),
    '',
    emails.length > 0 ? `E-mails about it:\n${emailsTable(emails)}` : 'No e-mails about it.',
  ];
  return `${lines.join('\n')}\n`;
}

/** One message in full, escaped for the terminal, with the outbox e-mails about it. */
export function renderMessage(message: ContactMessage, emails: readonly OutboxEmail[]): string {
  return renderRecord(
    [
      ['message', String(message.id)],
      ['received', time(message.createdAt, 'seconds')],
      ['status', statusLine(message)],
      ['name', escapeForTerminal(message.name)],
      ['email', escapeForTerminal(message.email)],
      ['subject', `${contactSubjectLabels[message.subject]} (${message.subject})`],
      ['language', `${languages[message.language].englishName} (${message.language})`],
    ],
    message.message,
    emails,
  );
}

/** One request in full, every field as the notification e-mail lists it, escaped likewise. */
export function renderRequest(request: BuyerRequest, emails: readonly OutboxEmail[]): string {
  const entries = buyerRequestFields(request).map(
    ([label, value]) => [label.toLowerCase(), escapeForTerminal(value)] as const,
  );
  return renderRecord([...entries, ['status', statusLine(request)]], request.message, emails);
}
