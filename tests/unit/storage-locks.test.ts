// The database locked or damaged, in one process with a second connection holding the lock:
// a write waits for its turn outside the event loop and gives up after DATABASE_BUSY_TIMEOUT_MS
// (db/write-transaction.ts); the rate-limit counters never fail a request nor crash the process
// (db/rate-limit-connection.ts); only SQLite's own errors count as damage (db/health.ts).
// Across processes: tests/integration/database-locks.test.ts.
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { databasePath, getDatabase } from '../../db/client';
import { isDamageError } from '../../db/health';
import {
  closeRateLimitConnection,
  rateLimitConnection,
  sweepExpiredRateLimits,
} from '../../db/rate-limit-connection';
import { settings } from '../../db/schema';
import { StorageUnavailableError, writeTransaction } from '../../db/write-transaction';
import { readEnvironment } from '~/config/environment.server';
import {
  budgetsFrom,
  consumeRateLimit,
  createRateLimits,
  requestRateLimit,
} from '../../server/rate-limit';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  closeRateLimitConnection();
});

/** Another connection holding the write lock, as another process or an operator would. */
function holdWriteLock(): { release: () => void } {
  const holder = new Database(databasePath());
  holder.exec('BEGIN IMMEDIATE');
  return {
    release: () => {
      holder.exec('ROLLBACK');
      holder.close();
    },
  };
}

/** Counts how often a 5 ms timer got to run: the event loop was free that often. */
function loopTicks(): { stop: () => number } {
  let ticks = 0;
  const timer = setInterval(() => (ticks += 1), 5);
  return {
    stop: () => {
      clearInterval(timer);
      return ticks;
    },
  };
}

const storeSetting = (key: string) =>
  writeTransaction((transaction) => transaction.insert(settings).values({ key, value: 'x' }).run());

const settingExists = (key: string) =>
  getDatabase().$client.prepare('select 1 from settings where key = ?').get(key) !== undefined;

describe('writeTransaction while another connection holds the write lock', () => {
  it('waits outside the event loop and writes once the lock is released', async () => {
    const lock = holdWriteLock();
    setTimeout(lock.release, 300);
    const ticks = loopTicks();
    const started = Date.now();
    await storeSetting('after-the-lock');
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(250);
    expect(settingExists('after-the-lock')).toBe(true);
    // A blocked loop would have run the timer once or twice; a free one about waited/5 times.
    expect(ticks.stop()).toBeGreaterThan(waited / 5 / 4);
  });

  it('gives up after DATABASE_BUSY_TIMEOUT_MS with StorageUnavailableError, having written nothing', async () => {
    vi.stubEnv('DATABASE_BUSY_TIMEOUT_MS', '400');
    const lock = holdWriteLock();
    try {
      const started = Date.now();
      await expect(storeSetting('never')).rejects.toBeInstanceOf(StorageUnavailableError);
      expect(Date.now() - started).toBeGreaterThanOrEqual(390);
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      lock.release();
    }
    expect(settingExists('never')).toBe(false);
  });
});

describe('the rate-limit counters while the database is locked', () => {
  it('count in memory instead, and their sweep neither crashes the process nor stops', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      const connection = rateLimitConnection();
      const budgets = budgetsFrom(readEnvironment({}));
      const limits = createRateLimits(connection, budgets);
      requestRateLimit(connection, 600);
      expect(await consumeRateLimit(limits, 'contact', 'ip:192.0.2.1')).toEqual({ allowed: true });

      const lock = holdWriteLock();
      try {
        expect(await consumeRateLimit(limits, 'contact', 'ip:192.0.2.1')).toEqual({
          allowed: true,
        });
        // rate-limiter-flexible's own sweep ran every five minutes without a catch.
        await vi.advanceTimersByTimeAsync(5 * 60 * 1000 + 1);
        await vi.advanceTimersByTimeAsync(5 * 60 * 1000 + 1);
      } finally {
        lock.release();
      }
      // Let a rejection of the last turn reach the process's handlers.
      vi.useRealTimers();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(rejections).toEqual([]);
    } finally {
      process.off('unhandledRejection', onRejection);
    }
  });

  it('are swept of windows that ended an hour ago', () => {
    const connection = rateLimitConnection();
    const now = Date.now();
    connection
      .prepare('insert into rate_limits (key, points, expire) values (?, 1, ?), (?, 1, ?)')
      .run('old', now - 2 * 60 * 60 * 1000, 'recent', now - 60 * 1000);
    sweepExpiredRateLimits(now);
    const keys = connection
      .prepare<[], string>("select key from rate_limits where key in ('old', 'recent')")
      .pluck()
      .all();
    expect(keys).toEqual(['recent']);
  });
});

describe('what counts as a damaged database', () => {
  const sqliteError = (code: string, message: string) =>
    Object.assign(new Error(message), { code, name: 'SqliteError' });

  it("is SQLite's own word for it", () => {
    expect(isDamageError(sqliteError('SQLITE_CORRUPT', 'database disk image is malformed'))).toBe(
      true,
    );
    expect(isDamageError(sqliteError('SQLITE_CORRUPT_INDEX', 'malformed'))).toBe(true);
    expect(isDamageError(sqliteError('SQLITE_NOTADB', 'file is not a database'))).toBe(true);
    expect(
      isDamageError(
        new Error('Failed query', { cause: sqliteError('SQLITE_CORRUPT', 'malformed') }),
      ),
    ).toBe(true);
  });

  it('is never an error that merely says malformed, which any client can cause', () => {
    expect(isDamageError(new URIError('URI malformed'))).toBe(false);
    expect(isDamageError(new Error('Malformed JSON in request body.'))).toBe(false);
    expect(isDamageError(new Error('The header is not a database of anything'))).toBe(false);
    expect(isDamageError(sqliteError('SQLITE_BUSY', 'database is locked'))).toBe(false);
  });
});
