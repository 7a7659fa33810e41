import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { positiveIntegerSetting } from '../app/lib/environment-settings.server';
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
 * DATABASE_BUSY_TIMEOUT_MS shortens it for tests that hold a lock on purpose.
 */
const busyTimeoutMilliseconds = () => positiveIntegerSetting('DATABASE_BUSY_TIMEOUT_MS', 5_000);

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

/** The process-wide connection, opened on first use. */
export function getDatabase(): AppDatabase {
  sharedDatabase ??= openDatabase();
  return sharedDatabase;
}

export function closeDatabase(): void {
  sharedDatabase?.$client.close();
  sharedDatabase = undefined;
}
