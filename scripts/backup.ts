// `npm run backup [-- --to FILE]`: a consistent copy of the database at DATABASE_URL, made while
// the server runs, checked, with its row counts.
import fs from 'node:fs';
import path from 'node:path';
import { backupDatabase, defaultBackupFile } from '../db/backup';
import { runCommand, UsageError, type CommandDefinition } from './lib/cli';
import { existingDatabaseFile } from './lib/operator-database';
import { checkedCopyReport } from './lib/database-report';

const usage = `Usage: npm run backup [-- --to FILE]

Copies the database at DATABASE_URL while the server keeps running (SQLite's online backup: the
copy is the database as it was at one moment, every message acknowledged by then in it), checks
the copy (integrity_check and the site's tables) and prints how many rows each table holds.

  --to FILE     where to write the copy, a file that does not exist yet; by default
                backups/<name>-YYYYMMDD-HHMMSS.db (UTC) beside the database,
                data/backups/app-20261123-134005.db for data/app.db
  -h, --help    this text

Put a copy back with npm run restore -- FILE.
`;

const options = { to: { type: 'string' } } as const;

const backupCommand: CommandDefinition<typeof options> = {
  name: 'backup',
  usage,
  options,
  positionals: 0,
};

await runCommand(backupCommand, async ({ values }) => {
  const databaseFile = existingDatabaseFile();
  const backupFile = path.resolve(values.to ?? defaultBackupFile(databaseFile, new Date()));
  if (fs.existsSync(backupFile)) {
    throw new UsageError(`${backupFile} already exists: a backup never overwrites a file`);
  }
  const check = await backupDatabase(databaseFile, backupFile);
  process.stdout.write(
    `Backed up ${databaseFile}\n` + `       to ${backupFile}\n` + checkedCopyReport(check),
  );
});
