// `npm run restore -- FILE`: puts a backup in place of the database at DATABASE_URL, once no
// server holds it. It first shows what the backup holds, and sends none of the e-mails pending
// in it unless the operator said so: a backup can hold hundreds the server would send again.
import fs from 'node:fs';
import path from 'node:path';
import {
  restoreDatabase,
  type RestoreChoice,
  type RestorePreview,
  type Restored,
} from '../db/backup';
import { runCommand, UsageError, type CommandDefinition } from './lib/cli';
import { counted } from '../app/content/counted';
import { locateDatabaseFile, noDatabaseError } from './lib/operator-database';
import { askAboutPendingEmails, restorePreviewReport } from './lib/restore-report';

const usage = `Usage: npm run restore -- FILE [--keep-pending | --drop-pending] [--create]

Puts the backup FILE (made by npm run backup) in place of the database at DATABASE_URL.
Stop the server first: restore refuses while any server process has the database open.

It checks a copy of FILE first (integrity_check, and the tables of the site's current schema)
and changes nothing if the check fails. Then it shows what the backup holds: the rows in each
table, and the e-mails still pending in it (how many, of which kinds, queued when). Restored as
they are, the server sends those at its next start, again if they went out after the backup.
At a terminal it asks whether to keep them, drop them or abort; elsewhere (a script, cron) one
of these is required when the backup holds any, and without it nothing changes:

  --keep-pending  keep the backup's pending e-mails: the server sends them
  --drop-pending  drop them: they become failed e-mails with the last error "dropped at
                  restore", never sent; npm run outbox lists them, and
                  npm run outbox -- --retry ID sends one after all
  --create        restore even if there is no database at DATABASE_URL (a new machine);
                  without it a missing file is refused, so a mistyped DATABASE_URL
                  restores nothing
  -h, --help      this text

A backup from before a migration lacks the newer tables: bring a copy of it up to date first
(DATABASE_URL=copy.db npm run db:migrate). The database it replaces is kept beside it as
<name>.before-restore-YYYYMMDD-HHMMSS (UTC), with everything its write-ahead log held; no -wal
or -shm file of the old database is left for the restored one. FILE itself is not changed.

Then start the server again: it serves the restored rows.
`;

const options = {
  'keep-pending': { type: 'boolean' },
  'drop-pending': { type: 'boolean' },
  create: { type: 'boolean' },
} as const;

const restoreCommand: CommandDefinition<typeof options> = {
  name: 'restore',
  usage,
  options,
  positionals: 1,
};

/** What the command line decided about pending e-mails, if it did. */
function pendingChoice(keep: boolean, drop: boolean): RestoreChoice | undefined {
  if (keep && drop) throw new UsageError('Choose one: --keep-pending or --drop-pending');
  if (keep) return 'keep';
  return drop ? 'drop' : undefined;
}

/** Asks at the terminal; Ctrl-C there is an abort, so the copy made for the restore goes too. */
async function askAtTerminal(): Promise<RestoreChoice> {
  const interrupted = new AbortController();
  const abort = () => interrupted.abort();
  process.once('SIGINT', abort);
  try {
    return await askAboutPendingEmails(process.stdin, process.stdout, interrupted.signal);
  } finally {
    process.off('SIGINT', abort);
  }
}

function pendingEmailsOutcome({ pendingEmails, dropped }: Restored): string {
  if (pendingEmails.count === 0) return '';
  return dropped > 0
    ? `Dropped ${counted(dropped, 'pending e-mail')}: failed, never sent (npm run outbox lists them)\n`
    : `Kept ${counted(pendingEmails.count, 'pending e-mail')}: the server sends them at its next start\n`;
}

await runCommand(restoreCommand, async ({ values, positionals }) => {
  const [given] = positionals;
  if (given === undefined) throw new UsageError('Which backup? npm run restore -- FILE');
  const decided = pendingChoice(values['keep-pending'] === true, values['drop-pending'] === true);
  const backupFile = path.resolve(given);
  if (!fs.existsSync(backupFile)) throw new UsageError(`No backup at ${backupFile}`);
  const { file: databaseFile, exists } = locateDatabaseFile();
  if (!exists && !values.create) {
    throw noDatabaseError(databaseFile, 'npm run restore -- FILE --create restores into a new one');
  }
  if (backupFile === databaseFile) {
    throw new UsageError(`${backupFile} is the database itself (DATABASE_URL), not a backup`);
  }

  const choose = async (preview: RestorePreview): Promise<RestoreChoice> => {
    process.stdout.write(restorePreviewReport(backupFile, preview));
    const pending = preview.pendingEmails.count;
    if (pending === 0) return 'keep';
    if (decided) return decided;
    if (!process.stdin.isTTY) {
      throw new UsageError(
        `The backup holds ${counted(pending, 'pending e-mail')}: add --keep-pending to have the ` +
          'server send them, or --drop-pending to never send them; nothing was changed',
      );
    }
    return askAtTerminal();
  };
  const restored = await restoreDatabase(backupFile, databaseFile, choose);
  if (restored === 'aborted') throw new Error('Aborted: nothing was restored or changed');

  process.stdout.write(
    `\nRestored ${backupFile}\n` +
      `      to ${databaseFile}\n` +
      pendingEmailsOutcome(restored) +
      (restored.replacedFile
        ? `The database it replaced is kept as ${restored.replacedFile}\n`
        : ''),
  );
});
