import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import * as schema from './schema';
import { seedSampleProducts } from './seed';

export type AppDatabase = BetterSQLite3Database<typeof schema> & {
  $client: Database.Database;
};

const defaultDatabasePath = 'data/app.db';

export function databasePath(): string {
  return path.resolve(process.env.DATABASE_URL || defaultDatabasePath);
}

/**
 * How long a write waits for another connection's lock before failing (then answered 503).
 * DATABASE_BUSY_TIMEOUT_MS shortens it for tests that hold a lock on purpose; anything but a
 * positive whole number keeps the default.
 */
function busyTimeoutMilliseconds(): number {
  const configured = process.env.DATABASE_BUSY_TIMEOUT_MS?.trim() ?? '';
  return /^[1-9][0-9]{0,6}$/.test(configured) ? Number(configured) : 5_000;
}

/** Migrations are read from the project's folder, so the server must run from the project root. */
function migrationsFolder(): string {
  return path.resolve(process.env.MIGRATIONS_DIR || 'db/migrations');
}

/**
 * Opens the SQLite file, creating its folder, and brings it up to date:
 * pending migrations are applied and the sample products are seeded when
 * the products table is empty, so every server finds a ready database.
 */
export function openDatabase(file = databasePath()): AppDatabase {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  // WAL with synchronous=FULL: a committed row survives a crash of the process or the machine.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma(`busy_timeout = ${busyTimeoutMilliseconds()}`);
  sqlite.pragma('foreign_keys = ON');
  const database = drizzle(sqlite, { schema });
  migrate(database, { migrationsFolder: migrationsFolder() });
  seedSampleProducts(database);
  return database;
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
