import type BetterSqlite3 from 'better-sqlite3';
import {
  RateLimiterMemory,
  RateLimiterRes,
  RateLimiterSQLite,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { positiveIntegerSetting } from '../app/config/environment-settings.server';
import type { RateLimitBucket, RateLimitDecision } from '../app/http/rate-limit';

const defaultLimitsPerMinute: Record<RateLimitBucket, number> = {
  contact: 5,
  subscribe: 10,
  request: 5,
};
const environmentVariables: Record<RateLimitBucket, string> = {
  contact: 'RATE_LIMIT_CONTACT_PER_MINUTE',
  subscribe: 'RATE_LIMIT_SUBSCRIBE_PER_MINUTE',
  request: 'RATE_LIMIT_REQUEST_PER_MINUTE',
};
const windowSeconds = 60;

export function limitPerMinute(bucket: RateLimitBucket): number {
  return positiveIntegerSetting(environmentVariables[bucket], defaultLimitsPerMinute[bucket]);
}

export type RateLimits = Record<RateLimitBucket, RateLimiterAbstract>;

/**
 * One fixed window a minute per client and action. The counters live in the SQLite database, so
 * every worker process (WEB_CONCURRENCY) and every restart shares them, and memory stays flat
 * however many addresses come; expired rows are swept every five minutes. Should the database
 * refuse a count (locked, full), an in-memory limiter of the same budget stands in.
 */
export function createRateLimits(connection: BetterSqlite3.Database): RateLimits {
  const limiterFor = (bucket: RateLimitBucket) =>
    new RateLimiterSQLite({
      storeClient: connection,
      storeType: 'better-sqlite3',
      // Made by the migrations (db/schema.ts rateLimits), before any worker starts.
      tableName: 'rate_limits',
      tableCreated: true,
      keyPrefix: bucket,
      points: limitPerMinute(bucket),
      duration: windowSeconds,
      clearExpiredByTimeout: true,
      insuranceLimiter: new RateLimiterMemory({
        keyPrefix: bucket,
        points: limitPerMinute(bucket),
        duration: windowSeconds,
      }),
    });
  return {
    contact: limiterFor('contact'),
    subscribe: limiterFor('subscribe'),
    request: limiterFor('request'),
  };
}

/** In memory, one process: for tests that call route actions directly. */
export function createMemoryRateLimits(): RateLimits {
  const limiterFor = (bucket: RateLimitBucket) =>
    new RateLimiterMemory({
      keyPrefix: bucket,
      points: limitPerMinute(bucket),
      duration: windowSeconds,
    });
  return {
    contact: limiterFor('contact'),
    subscribe: limiterFor('subscribe'),
    request: limiterFor('request'),
  };
}

/** Counts one attempt of the client under `key` (client-address.ts rateLimitKey). */
export async function consumeRateLimit(
  limits: RateLimits,
  bucket: RateLimitBucket,
  key: string,
): Promise<RateLimitDecision> {
  try {
    await limits[bucket].consume(key);
    return { allowed: true };
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
    };
  }
}
