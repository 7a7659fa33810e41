// The command line of `npm run inbox`: what the operator asked for, or a UsageError saying in one
// line what is wrong with it.
import { contactMessageStatuses, type ContactMessageStatus } from '../../../db/inbox-statuses';
import { helpHint, UsageError, type CommandDefinition, type CommandLine } from '../cli';
import type { MessageFilter, SubscriberFilter } from './queries';

export type OutputFormat = 'table' | 'csv' | 'excel' | 'json';

export type InboxRequest =
  | { command: 'list' | 'requests'; filter: MessageFilter; format: OutputFormat }
  | { command: 'subscribers'; filter: SubscriberFilter; format: OutputFormat }
  | { command: 'show' | 'show-request'; id: number }
  | { command: 'mark' | 'mark-request'; id: number; status: ContactMessageStatus }
  | { command: 'export' | 'forget'; email: string };

/** "new, replied, closed, or spam" */
const statusChoices = new Intl.ListFormat('en', { type: 'disjunction' }).format(
  contactMessageStatuses,
);

export const inboxUsage = `Usage: npm run inbox -- [COMMAND] [OPTIONS]

The contact messages, quote and sample requests and newsletter subscribers in the database at
DATABASE_URL. Times are UTC.

Commands:
  (none)            list contact messages, newest first: the latest 20, or with --all or a
                    filter every match
  show ID           one message in full: every field, its status, the e-mails about it
  mark ID STATUS    set a message's status: ${statusChoices}
  show-request ID   one quote or sample request in full, with the e-mails about it
  mark-request ID STATUS
                    set a request's status, as for a message
  export EMAIL      print everything stored about an address, as JSON
  forget EMAIL      delete everything export shows about an address, and say what went

Listing messages (or, with --requests, quote and sample requests):
  --requests        quote and sample requests instead of contact messages
  --all             every message, not only the latest 20
  --status STATUS   only messages with this status
  --since DATE      only messages received on DATE (YYYY-MM-DD) or later
  --since-id N      only messages with an id above N: what came in after the last export

Listing subscribers:
  --subscribers     the confirmed newsletter addresses, oldest first
  --all-signups     with --subscribers: signups not yet confirmed too, shown as pending
  --since DATE      only signups made on DATE (YYYY-MM-DD) or later

Output of a listing (a table by default):
  --csv             CSV for a spreadsheet: quoted as RFC 4180 says, CRLF line ends, text that
                    would run as a formula starts with '
  --excel           the same CSV with a UTF-8 byte order mark, so Excel reads every script
  --json            JSON

  -h, --help        this text

The table and show escape what a terminal would act on: control characters, tabs and bidi
controls appear as \\t, \\u202e and so on, and a backslash as \\\\. CSV and JSON keep the text.

Examples:
  npm run inbox
  npm run inbox -- --status new
  npm run inbox -- show 42
  npm run inbox -- mark 42 replied
  npm run inbox -- --requests --status new
  npm run inbox -- show-request 7
  npm run inbox -- --since 2026-11-01 --excel > messages.csv
  npm run inbox -- --since-id 1200 --json > new-messages.json
  npm run inbox -- --subscribers --csv > subscribers.csv
  npm run inbox -- export kasun@example.com > kasun.json
  npm run inbox -- forget kasun@example.com
`;

const options = {
  all: { type: 'boolean' },
  status: { type: 'string' },
  since: { type: 'string' },
  'since-id': { type: 'string' },
  requests: { type: 'boolean' },
  subscribers: { type: 'boolean' },
  'all-signups': { type: 'boolean' },
  csv: { type: 'boolean' },
  excel: { type: 'boolean' },
  json: { type: 'boolean' },
} as const;

export const inboxCommand: CommandDefinition<typeof options> = {
  name: 'inbox',
  usage: inboxUsage,
  options,
  // A command and at most two operands: mark ID STATUS.
  positionals: 3,
};

const hint = helpHint(inboxCommand);

type Flag = keyof typeof options;

type Values = CommandLine<typeof options>['values'];

const outputFlags: readonly Flag[] = ['csv', 'excel', 'json'];
const messageListFlags: readonly Flag[] = ['all', 'status', 'since', 'since-id', ...outputFlags];
const subscriberListFlags: readonly Flag[] = [
  'subscribers',
  'all-signups',
  'since',
  ...outputFlags,
];

/** How many words follow each command. */
const operandCounts = {
  show: 1,
  mark: 2,
  'show-request': 1,
  'mark-request': 2,
  export: 1,
  forget: 1,
} as const;

function refuseOtherFlags(values: Values, allowed: readonly Flag[], what: string): void {
  const stray = (Object.keys(values) as Flag[]).find((flag) => !allowed.includes(flag));
  if (stray) throw new UsageError(`--${stray} does not go with ${what} (${hint})`);
}

function outputFormat(values: Values): OutputFormat {
  if (values.json && (values.csv || values.excel)) {
    throw new UsageError('Choose one output: --csv (or --excel) or --json');
  }
  if (values.excel) return 'excel';
  if (values.csv) return 'csv';
  return values.json ? 'json' : 'table';
}

/** `value` as a whole number, if it is one JavaScript holds exactly. */
function wholeNumber(value: string): number | undefined {
  const number = /^(0|[1-9][0-9]{0,15})$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(number) ? number : undefined;
}

function messageId(value: string | undefined, usage: string): number {
  if (value === undefined) throw new UsageError(`Which message? ${usage}`);
  const id = wholeNumber(value);
  if (!id) throw new UsageError(`"${value}" is not a message id (a whole number such as 42)`);
  return id;
}

function messageStatus(value: string | undefined): ContactMessageStatus {
  const status = contactMessageStatuses.find((known) => known === value);
  if (!status) {
    throw new UsageError(
      `${value === undefined ? 'Which status?' : `Unknown status "${value}":`} ` +
        `use ${statusChoices}`,
    );
  }
  return status;
}

function date(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  // A real day: Date rolls 2026-02-30 over to March, and makes nothing of 2026-13-01.
  const day = new Date(`${value}T00:00:00Z`);
  const isDay =
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    !Number.isNaN(day.getTime()) &&
    day.toISOString().startsWith(value);
  if (!isDay) throw new UsageError(`--since takes a date as YYYY-MM-DD, not "${value}"`);
  return value;
}

function sinceId(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const id = wholeNumber(value);
  if (id === undefined) {
    throw new UsageError(`--since-id takes a message id (a whole number), not "${value}"`);
  }
  return id;
}

function emailAddress(value: string | undefined, command: string): string {
  if (value === undefined) throw new UsageError(`Whose data? npm run inbox -- ${command} EMAIL`);
  if (!/^[^\s@]+@[^\s@]+$/.test(value)) {
    throw new UsageError(`"${value}" is not an e-mail address`);
  }
  return value;
}

function listRequest(values: Values): InboxRequest {
  if (values.subscribers) {
    refuseOtherFlags(values, subscriberListFlags, '--subscribers');
    return {
      command: 'subscribers',
      filter: { since: date(values.since), includePending: values['all-signups'] === true },
      format: outputFormat(values),
    };
  }
  const requests = values.requests === true;
  refuseOtherFlags(
    values,
    requests ? [...messageListFlags, 'requests'] : messageListFlags,
    requests ? '--requests' : 'a list of messages',
  );
  const filter: MessageFilter = {
    status: values.status === undefined ? undefined : messageStatus(values.status),
    since: date(values.since),
    sinceId: sinceId(values['since-id']),
    all: values.all === true,
  };
  // A filter asks for every match: an export since the last id must not stop at 20.
  const filtered = [filter.status, filter.since, filter.sinceId].some(
    (value) => value !== undefined,
  );
  return {
    command: requests ? 'requests' : 'list',
    filter: { ...filter, all: filter.all || filtered },
    format: outputFormat(values),
  };
}

/** What the command line of `npm run inbox` (read by readCommandLine) asks for. */
export function inboxRequest({ values, positionals }: CommandLine<typeof options>): InboxRequest {
  const [command, ...operands] = positionals;
  if (command === undefined) return listRequest(values);
  if (!Object.hasOwn(operandCounts, command)) {
    throw new UsageError(`Unknown command "${command}" (${hint})`);
  }
  const known = command as keyof typeof operandCounts;
  const extra = operands[operandCounts[known]];
  if (extra !== undefined) throw new UsageError(`Unexpected argument "${extra}" (${hint})`);
  refuseOtherFlags(values, [], `"${known}"`);
  const [first, second] = operands;
  switch (known) {
    case 'show':
    case 'show-request':
      return { command: known, id: messageId(first, `npm run inbox -- ${known} ID`) };
    case 'mark':
    case 'mark-request':
      return {
        command: known,
        id: messageId(first, `npm run inbox -- ${known} ID STATUS`),
        status: messageStatus(second),
      };
    case 'export':
    case 'forget':
      return { command: known, email: emailAddress(first, known) };
  }
}
