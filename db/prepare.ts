import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { environment } from '../app/config/environment.server';
import { findDatabaseDamage } from './health';
import * as schema from './schema';
import { seedSampleProducts } from './seed';

/** drizzle-kit's own bookkeeping table, so `drizzle-kit` and this module agree on what ran. */
const migrationsTable = '__drizzle_migrations';

export class DatabaseDamagedError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(
      `the database ${file} is damaged (SQLite quick_check): ${problems.slice(0, 10).join('; ')}. ` +
        'Restore it from a backup (npm run restore), or move it away to start with an empty database.',
    );
    this.name = 'DatabaseDamagedError';
  }
}

export class MigrationError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'MigrationError';
  }
}

export type Preparation = {
  file: string;
  /** The file did not exist: it was created and given the sample products. */
  created: boolean;
  /** The names of the migrations applied now. */
  applied: string[];
  seeded: number;
};

/**
 * Brings the database at DATABASE_URL up to date, once, before the server listens (and from
 * `npm run db:migrate`): a damaged file is refused, pending migrations are applied, and a file
 * created now gets the sample products. Never again on a later start: a products table an
 * operator emptied stays empty.
 */
export function prepareDatabase(
  file = environment().DATABASE_URL,
  migrationsFolder = environment().MIGRATIONS_DIR,
): Preparation {
  const created = !fs.existsSync(file);
  if (!created) {
    const problems = findDatabaseDamage(file);
    if (problems.length > 0) throw new DatabaseDamagedError(file, problems);
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const connection = new Database(file);
  try {
    connection.pragma('journal_mode = WAL');
    connection.pragma('synchronous = FULL');
    // Another process (an old server still stopping, an operator's command) may hold the lock.
    connection.pragma(`busy_timeout = ${environment().DATABASE_BUSY_TIMEOUT_MS}`);
    const applied = applyMigrations(connection, migrationsFolder);
    connection.pragma('foreign_keys = ON');
    const seeded = created ? seedSampleProducts(drizzle(connection, { schema })) : 0;
    return { file, created, applied, seeded };
  } finally {
    connection.close();
  }
}

/**
 * Applies the pending migrations in one transaction, as SQLite's own procedure for changing a
 * table asks (https://sqlite.org/lang_altertable.html#otheralter): foreign keys off before the
 * transaction begins, since SQLite ignores `PRAGMA foreign_keys` inside one, so that rebuilding
 * a table (drizzle-kit's way of changing a column: create a copy, copy the rows, drop the old
 * one, rename) cannot cascade into the tables that refer to it; then `foreign_key_check` before
 * the commit, so a migration that broke a reference is rolled back whole and said aloud.
 * drizzle-orm's own `migrate` runs with foreign keys as the connection has them and checks
 * nothing, which deleted every pending e-mail in the outbox when contact_messages was rebuilt.
 */
export function applyMigrations(connection: Database.Database, migrationsFolder: string): string[] {
  const migrations = readMigrationFiles({ migrationsFolder });
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  connection.pragma('foreign_keys = OFF');
  connection.exec(
    `create table if not exists ${migrationsTable} (id integer primary key, hash text not null, created_at numeric)`,
  );
  const applied: string[] = [];
  const apply = connection.transaction(() => {
    const last = connection
      .prepare<[], { created_at: number }>(
        `select created_at from ${migrationsTable} order by created_at desc limit 1`,
      )
      .get();
    migrations.forEach((migration, index) => {
      if (last && Number(last.created_at) >= migration.folderMillis) return;
      const name = journal.entries[index]?.tag ?? String(migration.folderMillis);
      try {
        for (const statement of migration.sql) if (statement.trim()) connection.exec(statement);
      } catch (error) {
        throw new MigrationError(`Migration ${name} failed: ${(error as Error).message}`, {
          cause: error,
        });
      }
      connection
        .prepare(`insert into ${migrationsTable} (hash, created_at) values (?, ?)`)
        .run(migration.hash, migration.folderMillis);
      applied.push(name);
    });
    const broken = connection.pragma('foreign_key_check') as {
      table: string;
      rowid: number;
      parent: string;
    }[];
    if (broken.length > 0) {
      const examples = broken
        .slice(0, 5)
        .map((row) => `${row.table} row ${row.rowid} refers to a missing ${row.parent} row`);
      throw new MigrationError(
        `Migrations ${applied.join(', ')} would break ${broken.length} references ` +
          `(${examples.join('; ')}); nothing was changed.`,
      );
    }
  });
  apply.immediate();
  return applied;
}
