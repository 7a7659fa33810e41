import { setTimeout as sleep } from 'node:timers/promises';
import { environment } from '../app/config/environment.server';
import { logger } from '../app/logging/logger.server';
import {
  assertDatabaseFileUnchanged,
  DatabaseFileReplacedError,
  getDatabase,
  type AppDatabase,
} from './client';
import { isDamageError, noteDatabaseError, sqliteCode } from './health';

/** The database could not take the write just now (locked, read-only, full): worth retrying later. */
export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super('Storage is unavailable', { cause });
    this.name = 'StorageUnavailableError';
  }
}

export type Transaction = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];

const lockCodes = /^SQLITE_(BUSY|LOCKED)/;
const unavailableCodes = /^SQLITE_(READONLY|FULL|IOERR|CANTOPEN|PROTOCOL|NOMEM|INTERRUPT)/;

/** The first and the longest pause between two tries for the write lock. */
const firstPauseMilliseconds = 2;
const longestPauseMilliseconds = 50;

/**
 * Runs `work` as one write transaction that takes SQLite's write lock up front (`BEGIN
 * IMMEDIATE`), so that it never reads, then fails to upgrade to a write (SQLite refuses that
 * upgrade at once rather than waiting). While another connection, in this process or another
 * (a second worker, an operator's command, a backup), holds the lock, the request waits its
 * turn outside the event loop, trying again after short, growing pauses: pages keep being
 * served meanwhile. After DATABASE_BUSY_TIMEOUT_MS it gives up with StorageUnavailableError
 * (answered 503 with Retry-After); nothing was written, and nothing acknowledged is lost.
 *
 * The transaction counts only if it went into the file at DATABASE_URL: one deleted or replaced
 * under the running server is reported loudly and the write is not acknowledged.
 */
export async function writeTransaction<T>(work: (transaction: Transaction) => T): Promise<T> {
  const deadline = Date.now() + environment().DATABASE_BUSY_TIMEOUT_MS;
  let pause = firstPauseMilliseconds;
  for (;;) {
    try {
      const result = getDatabase().transaction(work, { behavior: 'immediate' });
      assertDatabaseFileUnchanged();
      return result;
    } catch (error) {
      const remaining = deadline - Date.now();
      if (lockCodes.test(sqliteCode(error)) && remaining > 0) {
        await sleep(Math.min(pause, remaining));
        pause = Math.min(pause * 2, longestPauseMilliseconds);
        continue;
      }
      throw asStorageError(error);
    }
  }
}

/** The database's "not now" failures as StorageUnavailableError; anything else as it is. */
function asStorageError(error: unknown): unknown {
  if (error instanceof DatabaseFileReplacedError) {
    logger.fatal({ database: error.file }, `DATABASE FILE LOST: ${error.message}`);
    return new StorageUnavailableError(error);
  }
  if (isDamageError(error)) {
    noteDatabaseError(error);
    return new StorageUnavailableError(error);
  }
  const code = sqliteCode(error);
  if (lockCodes.test(code)) {
    logger.warn(
      { code },
      `A write waited ${environment().DATABASE_BUSY_TIMEOUT_MS} ms for the database lock and gave up`,
    );
    return new StorageUnavailableError(error);
  }
  if (unavailableCodes.test(code)) {
    logger.error({ code, reason: (error as Error).message }, 'The database refused a write');
    return new StorageUnavailableError(error);
  }
  // Opening the database can fail the same ways before SQLite assigns a code.
  if (error instanceof Error && /readonly|disk|locked|busy/i.test(error.message)) {
    logger.error({ reason: error.message }, 'The database could not be opened for a write');
    return new StorageUnavailableError(error);
  }
  return error;
}
