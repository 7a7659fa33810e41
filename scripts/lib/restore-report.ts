// What `npm run restore` says of a backup before it replaces anything, and how it asks an
// operator at a terminal what to do with the e-mails the backup still has to send.
import readline from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import type { PendingEmails, RestoreChoice, RestorePreview } from '../../db/backup';
import { counted } from '../../app/content/counted';
import { checkedCopyReport } from './database-report';
import { toTable } from './text-table';

/** 2026-11-23T13:40:05.123Z as 2026-11-23 13:40:05. */
const time = (iso: string | undefined) => (iso ? `${iso.slice(0, 10)} ${iso.slice(11, 19)}` : '');

function pendingEmailsReport(pending: PendingEmails): string {
  if (pending.count === 0) return 'No e-mail is pending in the backup: restoring it sends none.\n';
  const kinds = pending.kinds.map(({ kind, count }) => ({ kind, 'e-mails': String(count) }));
  return (
    `${counted(pending.count, 'e-mail')} pending in the backup, queued from ` +
    `${time(pending.oldest)} to ${time(pending.newest)} UTC:\n\n` +
    `${toTable(kinds, ['kind', 'e-mails'])}\n\n` +
    'Kept, the server sends them at its next start: again, if they went out after the backup was\n' +
    'made (with the same Message-ID). Dropped, they are marked failed and never sent; npm run\n' +
    'outbox lists them, and npm run outbox -- --retry ID sends one.\n'
  );
}

/** The backup's check, its rows per table and its pending e-mails. */
export function restorePreviewReport(backupFile: string, preview: RestorePreview): string {
  return (
    `The backup ${backupFile}, checked before anything is replaced:\n` +
    checkedCopyReport(preview.check) +
    '\n' +
    pendingEmailsReport(preview.pendingEmails)
  );
}

const answers: ReadonlyMap<string, RestoreChoice> = new Map([
  ['k', 'keep'],
  ['keep', 'keep'],
  ['d', 'drop'],
  ['drop', 'drop'],
  ['a', 'abort'],
  ['abort', 'abort'],
]);

/**
 * Asks on `output` what to do with the backup's pending e-mails, until a line of `input` says
 * keep, drop or abort (or k, d, a). Input that ends (Ctrl-D) or `signal` (Ctrl-C) aborts:
 * nothing is restored unless the operator chose.
 */
export async function askAboutPendingEmails(
  input: Readable,
  output: Writable,
  signal?: AbortSignal,
): Promise<RestoreChoice> {
  output.write('Keep the pending e-mails, drop them, or abort the restore? [keep/drop/abort] ');
  const lines = readline.createInterface({ input, crlfDelay: Infinity, signal });
  try {
    for await (const line of lines) {
      const answer = answers.get(line.trim().toLowerCase());
      if (answer) return answer;
      output.write('Please answer keep, drop or abort: ');
    }
  } catch (error) {
    if (!signal?.aborted) throw error;
  } finally {
    lines.close();
  }
  output.write('\n');
  return 'abort';
}
