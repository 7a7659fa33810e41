import fs from 'node:fs';
import Database from 'better-sqlite3';
import { logger } from '../app/logging/logger.server';
import { assertDatabaseFileUnchanged, databasePath, getDatabase } from './client';
import { pageContentGeneration } from './page-content-version';

/**
 * SQLite's own check of a database file's structure (`quick_check`: pages, cells, free list;
 * not the indexes' contents, which `integrity_check` reads too at many times the cost). Returns
 * the problems found, none when it is sound; a missing file is sound (it will be created).
 */
export function findDatabaseDamage(file: string): string[] {
  if (!fs.existsSync(file)) return [];
  let connection: Database.Database | undefined;
  try {
    connection = new Database(file, { fileMustExist: true, readonly: true });
    return quickCheck(connection);
  } catch (error) {
    return [error instanceof Error ? error.message : String(error)];
  } finally {
    connection?.close();
  }
}

function quickCheck(connection: Database.Database): string[] {
  const rows = connection.pragma('quick_check') as { quick_check: string }[];
  return rows.map((row) => row.quick_check).filter((result) => result !== 'ok');
}

/** What this process has found wrong with the file: it stays damaged until a restart. */
let damage: string | undefined;

/** The SQLite result code (SQLITE_BUSY, SQLITE_CORRUPT_INDEX...) an error or its causes carry. */
export function sqliteCode(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && code.startsWith('SQLITE_')) return code;
    current = cause;
  }
  return '';
}

/**
 * Whether an error says the file is damaged, rather than busy, full or read-only. Only SQLite's
 * own errors count: any other error whose text says 'malformed' (a URIError, a client's bad
 * JSON) must never turn a healthy process unhealthy.
 */
export function isDamageError(error: unknown): boolean {
  return /^SQLITE_(CORRUPT|NOTADB)/.test(sqliteCode(error));
}

function recordDamage(problem: string): void {
  if (damage === undefined) {
    logger.fatal(
      { database: databasePath(), problem },
      'The database is damaged: /healthz answers 503. Restore it from a backup (npm run restore).',
    );
  }
  damage ??= problem;
}

/**
 * Every storage error passes through here (db/write-transaction.ts, the app's error hook, the
 * outbox worker): one that says the file is damaged marks this process unhealthy, once, loudly.
 */
export function noteDatabaseError(error: unknown): void {
  if (isDamageError(error)) recordDamage(error instanceof Error ? error.message : String(error));
}

/**
 * The scheduled check of the open file (quick_check through the shared connection). A few
 * milliseconds on the site's database; run by each serving process, every
 * DATABASE_CHECK_INTERVAL_MS.
 */
export function checkDatabaseStructure(): void {
  try {
    const problems = quickCheck(getDatabase().$client);
    if (problems.length > 0) recordDamage(problems.slice(0, 5).join('; '));
  } catch (error) {
    noteDatabaseError(error);
    if (!isDamageError(error))
      logger.warn({ err: error }, 'The scheduled database check could not run');
  }
}

/**
 * Whether this process can serve: the file at DATABASE_URL is the one it has open, no damage
 * was found, and it answers a read (the same one every page makes, db/page-content-version.ts).
 * Cheap enough for a probe every second: no write, no fsync. A busy database is healthy (a read
 * never waits for a writer under WAL). Throws what is wrong, for the log; the probe's answer
 * says only ok or not.
 */
export function checkDatabaseHealth(): void {
  if (damage !== undefined) throw new Error(`the database is damaged: ${damage}`);
  assertDatabaseFileUnchanged();
  try {
    pageContentGeneration();
  } catch (error) {
    noteDatabaseError(error);
    throw error;
  }
}
