import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { environment } from '../app/config/environment.server';
import * as schema from './schema';

export type AppDatabase = BetterSQLite3Database<typeof schema> & {
  $client: Database.Database;
};

export function databasePath(): string {
  return environment().DATABASE_URL;
}

/**
 * How long a statement may wait for another connection's lock inside the event loop. Kept to a
 * few milliseconds: better-sqlite3 waits synchronously, so a longer wait would stall every
 * request of the process. Writes wait for their turn outside the loop instead
 * (db/write-transaction.ts); reads never need the write lock under WAL.
 */
export const inLoopBusyTimeoutMilliseconds = 5;

/**
 * Opens the SQLite file with the site's guarantees: WAL with synchronous=FULL (a committed row
 * survives a crash of the process or the machine, decision 003) and foreign keys enforced. It
 * neither creates tables nor seeds: prepareDatabase (db/prepare.ts) does that once at start.
 */
export function openDatabase(file = databasePath()): AppDatabase {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma(`busy_timeout = ${inLoopBusyTimeoutMilliseconds}`);
  sqlite.pragma('foreign_keys = ON');
  return drizzle(sqlite, { schema });
}

let sharedDatabase: AppDatabase | undefined;
/** The file the shared connection has open, as the file system knows it. */
let openedFile: { path: string; device: number; inode: number } | undefined;

/** The process-wide connection, opened on first use. */
export function getDatabase(): AppDatabase {
  if (!sharedDatabase) {
    const file = databasePath();
    sharedDatabase = openDatabase(file);
    const { dev, ino } = fs.statSync(file);
    openedFile = { path: file, device: dev, inode: ino };
  }
  return sharedDatabase;
}

export function closeDatabase(): void {
  sharedDatabase?.$client.close();
  sharedDatabase = undefined;
  openedFile = undefined;
}

// A clean close checkpoints the WAL into the main file; what is committed is safe either way.
process.once('exit', closeDatabase);

/** The file at DATABASE_URL was deleted or replaced while the server had it open. */
export class DatabaseFileReplacedError extends Error {
  constructor(readonly file: string) {
    super(
      `The database file ${file} was deleted or replaced while the server had it open: ` +
        'writes go to a file nobody will read again. Restart the server.',
    );
    this.name = 'DatabaseFileReplacedError';
  }
}

/**
 * Throws DatabaseFileReplacedError unless the file at DATABASE_URL is still the one the shared
 * connection has open (same device and inode): a write acknowledged after the file was deleted
 * or swapped would be lost at the next restart.
 */
export function assertDatabaseFileUnchanged(): void {
  if (!openedFile) return;
  let current: fs.Stats | undefined;
  try {
    current = fs.statSync(openedFile.path);
  } catch {
    current = undefined;
  }
  if (!current || current.dev !== openedFile.device || current.ino !== openedFile.inode) {
    throw new DatabaseFileReplacedError(openedFile.path);
  }
}
