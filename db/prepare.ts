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
      `The database ${file} is damaged (SQLite quick_check): ${problems.slice(0, 10).join('; ')}. ` +
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
  /**
   * The database had none of the site's tables (a file made now, or one an earlier start left
   * empty when it failed): they were made, with the sample products.
   */
  created: boolean;
  /** The names of the migrations applied now. */
  applied: string[];
  seeded: number;
};

/**
 * Brings the database at DATABASE_URL up to date, once, before the server listens (and from
 * `npm run db:migrate`): a damaged file is refused, pending migrations are applied, and a
 * database that had no tables yet gets the sample products, in the same transaction. Never
 * again on a later start: a products table an operator emptied stays empty.
 */
export function prepareDatabase(
  file = environment().DATABASE_URL,
  migrationsFolder = environment().MIGRATIONS_DIR,
): Preparation {
  if (fs.existsSync(file)) {
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
    let seeded = 0;
    const { applied, fresh } = applyMigrations(connection, migrationsFolder, () => {
      seeded = seedSampleProducts(drizzle(connection, { schema }));
    });
    connection.pragma('foreign_keys = ON');
    return { file, created: fresh, applied, seeded };
  } finally {
    connection.close();
  }
}

type ForeignKeyViolation = { table: string; rowid: number | null; parent: string; fkid: number };

function foreignKeyViolations(connection: Database.Database): ForeignKeyViolation[] {
  return connection.pragma('foreign_key_check') as ForeignKeyViolation[];
}

const violationKey = (row: ForeignKeyViolation) =>
  `${row.table}\u0000${row.rowid}\u0000${row.parent}\u0000${row.fkid}`;

/**
 * Applies the pending migrations in one transaction, as SQLite's own procedure for changing a
 * table asks (https://sqlite.org/lang_altertable.html#otheralter): foreign keys off before the
 * transaction begins, since SQLite ignores `PRAGMA foreign_keys` inside one, so that rebuilding
 * a table (drizzle-kit's way of changing a column: create a copy, copy the rows, drop the old
 * one, rename) cannot cascade into the tables that refer to it; then `foreign_key_check` before
 * the commit, so a migration that broke a reference is rolled back whole and said aloud.
 * drizzle-orm's own `migrate` runs with foreign keys as the connection has them and checks
 * nothing, which deleted every pending e-mail in the outbox when contact_messages was rebuilt.
 *
 * `whenFresh` runs in the same transaction when the database had no migration applied before
 * (the sample products), so a start that fails leaves no half-made database behind.
 * The connection is left with foreign keys off.
 */
export function applyMigrations(
  connection: Database.Database,
  migrationsFolder: string,
  whenFresh: () => void = () => {},
): { applied: string[]; fresh: boolean } {
  const migrations = readMigrationFiles({ migrationsFolder });
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  connection.pragma('foreign_keys = OFF');
  const apply = connection.transaction(() => {
    connection.exec(
      `create table if not exists ${migrationsTable} (id integer primary key, hash text not null, created_at numeric)`,
    );
    const last = connection
      .prepare<[], { created_at: number }>(
        `select created_at from ${migrationsTable} order by created_at desc limit 1`,
      )
      .get();
    const pending = migrations
      .map((migration, index) => ({
        migration,
        name: journal.entries[index]?.tag ?? String(migration.folderMillis),
      }))
      .filter(({ migration }) => !last || Number(last.created_at) < migration.folderMillis);
    if (pending.length === 0) return { applied: [], fresh: false };
    // What was broken before (an operator's sqlite3 without foreign keys) is not the migrations'.
    const brokenBefore = new Set(foreignKeyViolations(connection).map(violationKey));
    const insertApplied = connection.prepare(
      `insert into ${migrationsTable} (hash, created_at) values (?, ?)`,
    );
    for (const { migration, name } of pending) {
      try {
        for (const statement of migration.sql) if (statement.trim()) connection.exec(statement);
      } catch (error) {
        throw new MigrationError(
          `Migration ${name} failed: ${(error as Error).message}; nothing was changed.`,
          { cause: error },
        );
      }
      insertApplied.run(migration.hash, migration.folderMillis);
    }
    const applied = pending.map(({ name }) => name);
    const broken = foreignKeyViolations(connection).filter(
      (row) => !brokenBefore.has(violationKey(row)),
    );
    if (broken.length > 0) {
      const examples = broken
        .slice(0, 5)
        .map((row) => `${row.table} row ${row.rowid} refers to a missing ${row.parent} row`);
      throw new MigrationError(
        `Migrations ${applied.join(', ')} would break ${broken.length} references ` +
          `(${examples.join('; ')}); nothing was changed.`,
      );
    }
    const fresh = last === undefined;
    if (fresh) whenFresh();
    return { applied, fresh };
  });
  return apply.immediate();
}
