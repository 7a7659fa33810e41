import fs from 'node:fs';
import Database from 'better-sqlite3';
import { assertDatabaseFileUnchanged, getDatabase } from './client';

/**
 * SQLite's own check of a database file's structure (`quick_check`: pages, cells, free list;
 * not the indexes' contents, which `integrity_check` reads too at many times the cost). Run
 * before the server opens the file for real. Returns the problems found, none when it is sound;
 * a missing file is sound (it will be created).
 */
export function findDatabaseCorruption(file: string): string[] {
  if (!fs.existsSync(file)) return [];
  let connection: Database.Database | undefined;
  try {
    connection = new Database(file, { fileMustExist: true });
    const rows = connection.pragma('quick_check') as { quick_check: string }[];
    return rows.map((row) => row.quick_check).filter((result) => result !== 'ok');
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)];
  } finally {
    connection?.close();
  }
}

const checkStatements = new WeakMap<
  Database.Database,
  { read: Database.Statement; write: Database.Statement }
>();

/**
 * Whether the database answers a read and commits a write, in the file DATABASE_URL names.
 * Throws what went wrong; the health check answers 503 with it.
 */
export function checkDatabaseHealth(now = new Date()): void {
  assertDatabaseFileUnchanged();
  const connection = getDatabase().$client;
  let statements = checkStatements.get(connection);
  if (!statements) {
    statements = {
      read: connection.prepare('select count(*) from products'),
      write: connection.prepare(
        'insert into health_checks (id, checked_at) values (1, ?) ' +
          'on conflict (id) do update set checked_at = excluded.checked_at',
      ),
    };
    checkStatements.set(connection, statements);
  }
  statements.read.get();
  statements.write.run(now.toISOString());
  assertDatabaseFileUnchanged();
}

/** Changes whenever what pages show changes (db/schema.ts pageContentVersion); one cheap read. */
export function pageContentGeneration(): string {
  const connection = getDatabase().$client;
  let statement = generationStatements.get(connection);
  if (!statement) {
    statement = connection
      .prepare<[], number>('select version from page_content_version where id = 1')
      .pluck();
    generationStatements.set(connection, statement);
  }
  return String(statement.get() ?? 0);
}

const generationStatements = new WeakMap<Database.Database, Database.Statement<[], number>>();
