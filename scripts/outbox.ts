// `npm run outbox`: the e-mails the server has yet to send or gave up on, and putting the
// given-up ones back in the queue. `npm run outbox -- --help` tells the rest.
import { listOutbox, retryFailedEmails } from '../app/features/outbox/queue.server';
import type { AppDatabase } from '../db/client';
import type { OutboxEmail } from '../db/schema';
import { runCommand, UsageError, type CommandDefinition } from './lib/cli';
import { counted } from '../app/content/counted';
import { openOperatorDatabase } from './lib/operator-database';
import { toTable } from './lib/text-table';

const usage = `Usage: npm run outbox -- [--all] [--retry ID | --retry failed]

The e-mails of the outbox in the database at DATABASE_URL that wait to be sent (pending, with
their next attempt) or were given up after a day of attempts (failed, with the last error).
Times are UTC.

  --all            list the e-mails already sent too
  --retry ID       put failed e-mail ID back in the queue, due now
  --retry failed   put every failed e-mail back in the queue, due now
  -h, --help       this text

Restored e-mails dropped at restore (npm run restore -- --drop-pending) are failed e-mails whose
last error says so: --retry ID sends one; --retry failed sends them too.
`;

const options = { all: { type: 'boolean' }, retry: { type: 'string' } } as const;

const outboxCommand: CommandDefinition<typeof options> = {
  name: 'outbox',
  usage,
  options,
  positionals: 0,
};

function retryTarget(value: string): number | 'failed' {
  if (value === 'failed') return value;
  if (/^[1-9][0-9]*$/.test(value)) return Number(value);
  throw new UsageError(`--retry takes an e-mail id or "failed", not "${value}"`);
}

const time = (iso: string | null) => (iso ? `${iso.slice(0, 10)} ${iso.slice(11, 19)}` : '');

function tableRow(email: OutboxEmail): Record<string, string> {
  return {
    id: String(email.id),
    status: email.status,
    created: time(email.createdAt),
    kind: email.kind,
    to: email.recipient,
    subject: email.subject,
    attempts: String(email.attempts),
    'next attempt': email.status === 'pending' ? time(email.nextAttemptAt) : '',
    sent: time(email.sentAt),
    'last error': email.lastError ?? '',
  };
}

/** What was put back in the queue; an id that is not a failed e-mail is an error. */
function retry(database: AppDatabase, target: number | 'failed'): string {
  const ids = retryFailedEmails(database, target, new Date());
  if (target !== 'failed' && ids.length === 0) {
    throw new Error(`e-mail ${target} is not a failed e-mail (--all lists every e-mail)`);
  }
  return ids.length > 0
    ? `Back in the queue, due now: ${ids.join(', ')}\n`
    : 'No failed e-mails.\n';
}

function listing(database: AppDatabase, includeSent: boolean): string {
  const emails = listOutbox(database, { includeSent });
  const what = counted(emails.length, 'e-mail') + (includeSent ? '' : ' pending or failed');
  const heading = `${what} in ${database.$client.name} (times UTC)\n`;
  if (emails.length === 0) return heading;
  const columns = ['id', 'status', 'created', 'kind', 'to', 'subject', 'attempts', 'next attempt'];
  if (includeSent) columns.push('sent');
  columns.push('last error');
  // Wide enough for an SMTP server's whole answer in the last error.
  return `${heading}\n${toTable(emails.map(tableRow), columns, 72)}\n`;
}

await runCommand(outboxCommand, ({ values }) => {
  const target = values.retry === undefined ? undefined : retryTarget(values.retry);
  const database = openOperatorDatabase({ write: target !== undefined });
  try {
    if (target !== undefined) process.stdout.write(retry(database, target));
    process.stdout.write(listing(database, values.all === true));
  } finally {
    database.$client.close();
  }
});
