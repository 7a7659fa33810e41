import Database from 'better-sqlite3';
import { databasePath, inLoopBusyTimeoutMilliseconds } from './client';

let connection: Database.Database | undefined;

/**
 * A connection of its own for the rate-limit counters (rate_limits), which every request may
 * write: with synchronous=NORMAL a commit is not synced to disk (WAL stays consistent; a crash
 * may forget the last counts, which is harmless), so counting costs no fsync per request, while
 * the shared connection keeps synchronous=FULL for what visitors send.
 */
export function rateLimitConnection(): Database.Database {
  if (!connection?.open) {
    connection = new Database(databasePath(), { fileMustExist: true });
    connection.pragma('journal_mode = WAL');
    connection.pragma('synchronous = NORMAL');
    connection.pragma(`busy_timeout = ${inLoopBusyTimeoutMilliseconds}`);
  }
  return connection;
}

export function closeRateLimitConnection(): void {
  connection?.close();
  connection = undefined;
}

process.once('exit', closeRateLimitConnection);
