import Database from 'better-sqlite3';
import { firstLine, logger } from '../app/logging/logger.server';
import { databasePath, inLoopBusyTimeoutMilliseconds } from './client';
import { noteDatabaseError } from './health';

let connection: Database.Database | undefined;
let sweepTimer: NodeJS.Timeout | undefined;

/** How often the counters of past windows are deleted, and how old they must be. */
const sweepIntervalMilliseconds = 5 * 60 * 1000;
const sweepAgeMilliseconds = 60 * 60 * 1000;

/**
 * Deletes the counters whose window ended an hour ago, so the table stays as small as the
 * clients of the last hour. rate-limiter-flexible's own sweep (`clearExpiredByTimeout`) is off:
 * its promise has no catch, so a sweep that met a lock (a backup, an operator's sqlite3, another
 * worker) or a damaged page crashed the process with an unhandled rejection. Here a sweep that
 * fails is simply tried again at the next one.
 */
export function sweepExpiredRateLimits(now = Date.now()): void {
  if (!connection?.open) return;
  try {
    connection.prepare('delete from rate_limits where expire < ?').run(now - sweepAgeMilliseconds);
  } catch (error) {
    noteDatabaseError(error);
    logger.warn(
      `The rate-limit counters could not be swept (${firstLine(error)}); tried again later`,
    );
  }
}

/**
 * A connection of its own for the rate-limit counters (rate_limits), which every request may
 * write: with synchronous=NORMAL a commit is not synced to disk (WAL stays consistent; a crash
 * may forget the last counts, which is harmless), so counting costs no fsync per request, while
 * the shared connection keeps synchronous=FULL for what visitors send. A count that meets a lock
 * fails after a few milliseconds and the in-memory insurance limiter counts it instead
 * (server/rate-limit.ts): a locked database never delays or refuses a request here.
 */
export function rateLimitConnection(): Database.Database {
  if (!connection?.open) {
    connection = new Database(databasePath(), { fileMustExist: true });
    connection.pragma('journal_mode = WAL');
    connection.pragma('synchronous = NORMAL');
    connection.pragma(`busy_timeout = ${inLoopBusyTimeoutMilliseconds}`);
    sweepTimer ??= setInterval(sweepExpiredRateLimits, sweepIntervalMilliseconds);
    sweepTimer.unref();
  }
  return connection;
}

export function closeRateLimitConnection(): void {
  clearInterval(sweepTimer);
  sweepTimer = undefined;
  connection?.close();
  connection = undefined;
}

process.once('exit', closeRateLimitConnection);
