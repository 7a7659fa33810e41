// The database at DATABASE_URL as an operator's command opens it: only if it is there. Opening
// it through db/client.ts would create a missing file and migrate it, so a mistyped
// DATABASE_URL would quietly show an empty inbox.
import fs from 'node:fs';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { databasePath, type AppDatabase } from '../../db/client';
import * as schema from '../../db/schema';
import { UsageError } from './cli';

/** DATABASE_URL's file, which must exist; nothing is created. */
export function existingDatabaseFile(): string {
  const file = databasePath();
  if (!fs.existsSync(file)) {
    throw new UsageError(`No database at ${file} (set DATABASE_URL to the server's file)`);
  }
  return file;
}

/**
 * Opens DATABASE_URL's existing file: read-only to read, or for changes with the server's
 * guarantees (a commit is synced, foreign keys hold, a busy server is waited for).
 */
export function openOperatorDatabase({ write }: { write: boolean }): AppDatabase {
  const file = existingDatabaseFile();
  const sqlite = new Database(file, { readonly: !write, fileMustExist: true });
  sqlite.pragma('busy_timeout = 5000');
  if (write) {
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('foreign_keys = ON');
  }
  try {
    // The first read is where SQLite finds out the file is not a database at all.
    sqlite.pragma('schema_version');
  } catch (error) {
    sqlite.close();
    if (error instanceof Database.SqliteError && error.code === 'SQLITE_NOTADB') {
      throw new UsageError(`${file} is not a SQLite database (check DATABASE_URL)`);
    }
    throw error;
  }
  return drizzle(sqlite, { schema });
}
