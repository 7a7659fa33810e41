// The database at DATABASE_URL as an operator's command opens it: only if it is there. Opening
// it through db/client.ts would create a missing file and migrate it, so a mistyped
// DATABASE_URL would quietly show an empty inbox, or prune and seed a new database.
import fs from 'node:fs';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { databasePath, type AppDatabase } from '../../db/client';
import * as schema from '../../db/schema';
import { UsageError } from './cli';

/** The first 16 bytes of every SQLite database file (https://sqlite.org/fileformat.html). */
const sqliteHeader = Buffer.from('SQLite format 3\0', 'latin1');

/** What is at `file`, if anything; a path through a file (app.db/app.db) leads to nothing. */
function statOf(file: string): fs.Stats | undefined {
  try {
    return fs.statSync(file, { throwIfNoEntry: false });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOTDIR') return undefined;
    throw error;
  }
}

/** DATABASE_URL's path, and whether a file is there; a folder there is a mistake. */
export function locateDatabaseFile(): { file: string; exists: boolean } {
  const file = databasePath();
  const found = statOf(file);
  if (found?.isDirectory()) {
    throw new UsageError(`${file} is a folder, not a database file (check DATABASE_URL)`);
  }
  return { file, exists: found !== undefined };
}

/** The refusal of a DATABASE_URL naming nothing; `instead` says what else the command offers. */
export function noDatabaseError(file: string, instead = ''): UsageError {
  return new UsageError(
    `No database at ${file} (set DATABASE_URL to the server's file${instead ? `; ${instead}` : ''})`,
  );
}

/** Whether `file` starts as an SQLite database does; read without SQLite, which could write. */
function looksLikeDatabase(file: string): boolean {
  const start = Buffer.alloc(sqliteHeader.length);
  const descriptor = fs.openSync(file, 'r');
  try {
    fs.readSync(descriptor, start, 0, start.length, 0);
  } finally {
    fs.closeSync(descriptor);
  }
  return start.equals(sqliteHeader);
}

/** DATABASE_URL's file, which must exist and be an SQLite database; nothing is created. */
export function existingDatabaseFile(): string {
  const { file, exists } = locateDatabaseFile();
  if (!exists) throw noDatabaseError(file);
  if (!looksLikeDatabase(file)) {
    throw new UsageError(`${file} is not a SQLite database (check DATABASE_URL)`);
  }
  return file;
}

/**
 * Opens DATABASE_URL's existing file: read-only to read, or for changes with the server's
 * guarantees (a commit is synced, foreign keys hold, a busy server is waited for).
 */
export function openOperatorDatabase({ write }: { write: boolean }): AppDatabase {
  const sqlite = new Database(existingDatabaseFile(), { readonly: !write, fileMustExist: true });
  sqlite.pragma('busy_timeout = 5000');
  if (write) {
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('foreign_keys = ON');
  }
  return drizzle(sqlite, { schema });
}
