// Backups of the database while the server runs, and putting one back once it is stopped
// (`npm run backup`, `npm run restore`).
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { is } from 'drizzle-orm';
import { getTableConfig, SQLiteTable } from 'drizzle-orm/sqlite-core';
import * as schema from './schema';

/** The tables of db/schema.ts, and drizzle's record of the migrations applied. */
const expectedTables = [
  ...Object.values(schema)
    .filter((value) => is(value, SQLiteTable))
    .map((table) => getTableConfig(table).name),
  '__drizzle_migrations',
].sort();

/**
 * The files SQLite keeps beside a database: its write-ahead log and that log's index, or a
 * rollback journal. SQLite finds them by name alone and would read a stale one into whatever
 * database next has that name, so they travel with their file.
 */
const journalSuffixes = ['-wal', '-shm', '-journal'];

export type DatabaseCheck = {
  /** What SQLite found wrong (integrity_check's findings); empty when it says ok. */
  problems: string[];
  /** Tables of db/schema.ts the file lacks. */
  missingTables: string[];
  rowCounts: { table: string; rows: number }[];
};

const isSound = (check: DatabaseCheck) =>
  check.problems.length === 0 && check.missingTables.length === 0;

/** What is wrong with a copy, in one line. */
function describeProblems(check: DatabaseCheck): string {
  return [
    ...check.problems.slice(0, 3),
    check.missingTables.length > 0 ? `it lacks the tables ${check.missingTables.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join('; ');
}

/** A copy that is damaged, not a database, or not one of this site. */
export class UnsoundCopyError extends Error {
  constructor(file: string, check: DatabaseCheck) {
    super(`${file} is not a sound copy of the site's database: ${describeProblems(check)}`);
    this.name = 'UnsoundCopyError';
  }
}

/** A server (or another program, such as sqlite3) has the database open: it stays in place. */
export class DatabaseInUseError extends Error {
  constructor(file: string) {
    super(
      `${file} is open in another process, a running server most likely: ` +
        'stop it (every worker), then restore',
    );
    this.name = 'DatabaseInUseError';
  }
}

type SqliteError = InstanceType<typeof Database.SqliteError>;

/** An SQLite error of one of `codes`, or of one of their extended codes (SQLITE_BUSY_RECOVERY). */
const isSqliteError = (error: unknown, ...codes: string[]): error is SqliteError =>
  error instanceof Database.SqliteError &&
  codes.some((code) => error.code === code || error.code.startsWith(`${code}_`));

/** Damage SQLite reports as an error rather than as integrity_check's findings. */
const unreadableCodes = ['SQLITE_NOTADB', 'SQLITE_CORRUPT'];

const unreadable = (error: SqliteError): DatabaseCheck => ({
  problems: [error.message],
  missingTables: [],
  rowCounts: [],
});

/** integrity_check, the expected tables, and the rows in each table of the file. */
export function checkDatabaseFile(file: string): DatabaseCheck {
  const database = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const problems = database
      .prepare('pragma integrity_check')
      .pluck()
      .all()
      .map(String)
      .filter((line) => line !== 'ok')
      .map((line) => `integrity_check: ${line}`);
    const tables = database
      .prepare(
        "select name from sqlite_schema where type = 'table' and name not like 'sqlite\\_%' escape '\\' order by name",
      )
      .pluck()
      .all()
      .map(String);
    const missingTables = expectedTables.filter((table) => !tables.includes(table));
    // Counting the rows of a damaged file could fail; its problems are what matter then.
    const rowCounts =
      problems.length > 0
        ? []
        : tables.map((table) => ({
            table,
            rows: Number(
              database
                .prepare(`select count(*) from "${table.replaceAll('"', '""')}"`)
                .pluck()
                .get(),
            ),
          }));
    return { problems, missingTables, rowCounts };
  } catch (error) {
    if (isSqliteError(error, ...unreadableCodes)) return unreadable(error);
    throw error;
  } finally {
    database.close();
  }
}

/** 2026-11-23T13:40:05.123Z as 20261123-134005 (UTC), for file names. */
export function fileTimestamp(now: Date): string {
  return now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

/** data/app.db gives data/backups/app-20261123-134005.db. */
export function defaultBackupFile(databaseFile: string, now: Date): string {
  const { dir, name, ext } = path.parse(databaseFile);
  return path.join(dir, 'backups', `${name}-${fileTimestamp(now)}${ext || '.db'}`);
}

/** A rename is durable once the folder holding the name is synced. */
function syncFolder(folder: string): void {
  const descriptor = fs.openSync(folder, 'r');
  try {
    fs.fsyncSync(descriptor);
  } finally {
    fs.closeSync(descriptor);
  }
}

// Every remaining page in the second step (the first copies none): one step reads the whole file
// in one read transaction, a consistent snapshot that the server's writers never wait for (WAL).
// Copied in small steps, a write between two steps would start the copy over, and a busy server
// could keep it starting over.
const allRemainingPages = 0x7fffffff;

/**
 * Copies the database at `source` into a new file `target` through SQLite's online backup, which
 * is safe while a server writes to it. A copy of a WAL database is in WAL mode too and would grow
 * -wal and -shm files wherever it is opened; the copy is switched to a rollback journal, so it
 * stays one file (the server switches back to WAL when it opens it).
 */
async function copyDatabase(source: string, target: string): Promise<void> {
  fs.rmSync(target, { force: true });
  const database = new Database(source, { readonly: true, fileMustExist: true });
  try {
    database.pragma('busy_timeout = 5000');
    await database.backup(target, { progress: () => allRemainingPages });
  } finally {
    database.close();
  }
  const copy = new Database(target, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
}

/**
 * Backs up `databaseFile` into `backupFile` (a new file) and checks the copy. It is written
 * under a temporary name first, so `backupFile` only ever names a whole, checked copy; a copy
 * that fails its check is removed (UnsoundCopyError).
 */
export async function backupDatabase(
  databaseFile: string,
  backupFile: string,
): Promise<DatabaseCheck> {
  fs.mkdirSync(path.dirname(backupFile), { recursive: true });
  const partialFile = `${backupFile}.partial`;
  try {
    await copyDatabase(databaseFile, partialFile);
    const check = checkDatabaseFile(partialFile);
    if (!isSound(check)) throw new UnsoundCopyError(partialFile, check);
    fs.renameSync(partialFile, backupFile);
    syncFolder(path.dirname(backupFile));
    return check;
  } finally {
    fs.rmSync(partialFile, { force: true });
  }
}

/**
 * Brings everything the live database's WAL holds into its main file and removes the WAL.
 * Leaving WAL mode needs every other connection gone: a server holding the file (each of its
 * processes keeps a shared lock on it from open to close, busy or idle) makes it fail at once
 * with SQLITE_BUSY, without a change. A file too damaged to open is left as it is.
 */
function foldJournal(databaseFile: string): void {
  const database = new Database(databaseFile, { fileMustExist: true });
  try {
    database.pragma('busy_timeout = 1000');
    database.pragma('journal_mode = DELETE');
  } catch (error) {
    if (isSqliteError(error, 'SQLITE_BUSY')) {
      throw new DatabaseInUseError(databaseFile);
    }
    if (!isSqliteError(error, ...unreadableCodes)) throw error;
  } finally {
    database.close();
  }
}

/** The e-mails a database's outbox still has to send: restored, the server sends them. */
export type PendingEmails = {
  count: number;
  /** When the oldest and the newest of them were queued (ISO 8601 UTC); undefined if none. */
  oldest?: string;
  newest?: string;
  /** How many of each kind, the most frequent first. */
  kinds: { kind: string; count: number }[];
};

/** What a backup holds, shown before it replaces anything. */
export type RestorePreview = { check: DatabaseCheck; pendingEmails: PendingEmails };

/**
 * What to do with the pending e-mails of a backup: send them (keep), never send them unless an
 * operator puts them back (drop), or restore nothing (abort).
 */
export type RestoreChoice = 'keep' | 'drop' | 'abort';

/**
 * The last error of an e-mail dropped at a restore. Dropped e-mails become 'failed', not
 * deleted: the worker never sends a failed e-mail, and `npm run outbox` still lists them, so one
 * sent to nobody by mistake can be put back with `npm run outbox -- --retry ID`.
 */
export const droppedAtRestore =
  'dropped at restore: never sent (npm run outbox -- --retry ID sends it)';

function pendingEmailsOf(file: string): PendingEmails {
  const database = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const kinds = database
      .prepare(
        "select kind, count(*) as count, min(created_at) as oldest, max(created_at) as newest from outbox where status = 'pending' group by kind order by count desc, kind",
      )
      .all() as { kind: string; count: number; oldest: string; newest: string }[];
    const dates = kinds.flatMap(({ oldest, newest }) => [oldest, newest]).sort();
    return {
      count: kinds.reduce((total, { count }) => total + count, 0),
      oldest: dates[0],
      newest: dates.at(-1),
      kinds: kinds.map(({ kind, count }) => ({ kind, count })),
    };
  } finally {
    database.close();
  }
}

/** Marks every pending e-mail of `file` dropped (see droppedAtRestore); returns how many. */
function dropPendingEmails(file: string): number {
  const database = new Database(file, { fileMustExist: true });
  try {
    return database
      .prepare("update outbox set status = 'failed', last_error = ? where status = 'pending'")
      .run(droppedAtRestore).changes;
  } finally {
    database.close();
  }
}

export type Restored = {
  check: DatabaseCheck;
  pendingEmails: PendingEmails;
  /** How many pending e-mails were dropped (0 when they were kept). */
  dropped: number;
  /** Where the database that was replaced now is; undefined if there was none. */
  replacedFile?: string;
};

/**
 * Puts the backup `backupFile` in place of `databaseFile`, which no server may hold. The backup
 * is copied beside the database and checked first; nothing changes if it fails its check
 * (UnsoundCopyError). Then `choose` is shown what the copy holds and decides about its pending
 * e-mails; nothing changes if it aborts (or throws), or if a server has the database open
 * (DatabaseInUseError). Dropped e-mails are marked in the copy, never in `backupFile`. The
 * replaced file is kept as `<database>.before-restore-<time>`, whole: its WAL folded in, or, if
 * it is too damaged for that, as it is, with any journal files it has renamed along with it.
 */
export async function restoreDatabase(
  backupFile: string,
  databaseFile: string,
  choose: (preview: RestorePreview) => Promise<RestoreChoice>,
  now = new Date(),
): Promise<Restored | 'aborted'> {
  const folder = path.dirname(databaseFile);
  const stamp = fileTimestamp(now);
  const stagedFile = `${databaseFile}.restoring-${stamp}`;
  const keptFile = `${databaseFile}.before-restore-${stamp}`;
  fs.mkdirSync(folder, { recursive: true });
  try {
    try {
      await copyDatabase(backupFile, stagedFile);
    } catch (error) {
      if (isSqliteError(error, ...unreadableCodes)) {
        throw new UnsoundCopyError(backupFile, unreadable(error));
      }
      throw error;
    }
    const check = checkDatabaseFile(stagedFile);
    if (!isSound(check)) throw new UnsoundCopyError(backupFile, check);
    const pendingEmails = pendingEmailsOf(stagedFile);
    const choice = await choose({ check, pendingEmails });
    if (choice === 'abort') return 'aborted';
    const dropped = choice === 'drop' ? dropPendingEmails(stagedFile) : 0;

    const hadDatabase = fs.existsSync(databaseFile);
    if (hadDatabase) foldJournal(databaseFile);
    for (const suffix of ['', ...journalSuffixes]) {
      if (fs.existsSync(databaseFile + suffix)) {
        fs.renameSync(databaseFile + suffix, keptFile + suffix);
      }
    }
    fs.renameSync(stagedFile, databaseFile);
    syncFolder(folder);
    return { check, pendingEmails, dropped, replacedFile: hadDatabase ? keptFile : undefined };
  } finally {
    fs.rmSync(stagedFile, { force: true });
  }
}
