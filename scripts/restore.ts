// `npm run restore -- FILE`: puts a backup in place of the database at DATABASE_URL, once no
// server holds it.
import fs from 'node:fs';
import path from 'node:path';
import { restoreDatabase } from '../db/backup';
import { databasePath } from '../db/client';
import { parseCommandLine, runCommand, UsageError } from './lib/cli';
import { checkedCopyReport } from './lib/database-report';

const usage = `Usage: npm run restore -- FILE

Puts the backup FILE (made by npm run backup) in place of the database at DATABASE_URL.
Stop the server first: restore refuses while any server process has the database open.

It checks a copy of FILE first (integrity_check, and the tables of the site's current schema)
and changes nothing if the check fails. A backup from before a migration lacks the newer tables:
bring a copy of it up to date first (DATABASE_URL=copy.db npm run db:migrate). The database it replaces is kept beside it as
<name>.before-restore-YYYYMMDD-HHMMSS (UTC), with everything its write-ahead log held; no
-wal or -shm file of the old database is left for the restored one. FILE itself is not changed.

  -h, --help    this text

Then start the server again: it serves the restored rows.
`;

const helpHint = 'npm run restore -- --help';

await runCommand('restore', async () => {
  const { values, positionals } = parseCommandLine(
    {
      args: process.argv.slice(2),
      options: { help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: true,
    },
    helpHint,
  );
  if (values.help) {
    process.stdout.write(usage);
    return;
  }
  const [given, extra] = positionals;
  if (given === undefined) throw new UsageError(`Which backup? npm run restore -- FILE`);
  if (extra !== undefined) throw new UsageError(`Unexpected argument "${extra}" (${helpHint})`);
  const backupFile = path.resolve(given);
  const databaseFile = databasePath();
  if (!fs.existsSync(backupFile)) throw new UsageError(`No backup at ${backupFile}`);
  if (backupFile === databaseFile) {
    throw new UsageError(`${backupFile} is the database itself (DATABASE_URL), not a backup`);
  }
  const { check, replacedFile } = await restoreDatabase(backupFile, databaseFile);
  process.stdout.write(
    `Restored ${backupFile}\n` +
      `      to ${databaseFile}\n` +
      checkedCopyReport(check) +
      (replacedFile ? `\nThe database it replaced is kept as ${replacedFile}\n` : ''),
  );
});
