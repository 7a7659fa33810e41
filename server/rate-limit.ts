import type BetterSqlite3 from 'better-sqlite3';
import type { RequestHandler } from 'express';
import {
  RateLimiterMemory,
  RateLimiterRes,
  RateLimiterSQLite,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type {
  Environment,
  RateLimitBucket,
  RateLimitDecision,
} from '../app/server-interface.server';
import { rateLimitKey } from './client-address';
import { refuse } from './refusal';

const windowSeconds = 60;

/** Each limited action's budget a minute per client, from RATE_LIMIT_*_PER_MINUTE. */
export type RateLimitBudgets = Record<RateLimitBucket, number>;

export function budgetsFrom(environment: Environment): RateLimitBudgets {
  return {
    contact: environment.RATE_LIMIT_CONTACT_PER_MINUTE,
    subscribe: environment.RATE_LIMIT_SUBSCRIBE_PER_MINUTE,
    request: environment.RATE_LIMIT_REQUEST_PER_MINUTE,
  };
}

export type RateLimits = Record<RateLimitBucket, RateLimiterAbstract>;

/**
 * One fixed window a minute per client, counted in the SQLite database, so every worker process
 * (WEB_CONCURRENCY) and every restart shares the counts, and memory stays flat however many
 * addresses come; expired rows are swept every five minutes (db/rate-limit-connection.ts).
 * Should the database refuse a count (locked, full), an in-memory limiter of the same budget
 * stands in.
 */
function sqliteLimiter(
  connection: BetterSqlite3.Database,
  keyPrefix: string,
  points: number,
): RateLimiterAbstract {
  return new RateLimiterSQLite({
    storeClient: connection,
    storeType: 'better-sqlite3',
    // Made by the migrations (db/schema.ts rateLimits), before any worker starts.
    tableName: 'rate_limits',
    tableCreated: true,
    keyPrefix,
    points,
    duration: windowSeconds,
    // Swept by db/rate-limit-connection.ts instead: the library's sweep has no catch, so one
    // that met a lock crashed the process (an unhandled rejection).
    clearExpiredByTimeout: false,
    insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration: windowSeconds }),
  });
}

/** The form actions' limits (contact, subscribe, request), shared by every process. */
export function createRateLimits(
  connection: BetterSqlite3.Database,
  budgets: RateLimitBudgets,
): RateLimits {
  return {
    contact: sqliteLimiter(connection, 'contact', budgets.contact),
    subscribe: sqliteLimiter(connection, 'subscribe', budgets.subscribe),
    request: sqliteLimiter(connection, 'request', budgets.request),
  };
}

/** In memory, one process: for tests that call route actions directly. */
export function createMemoryRateLimits(budgets: RateLimitBudgets): RateLimits {
  const limiterFor = (bucket: RateLimitBucket) =>
    new RateLimiterMemory({ keyPrefix: bucket, points: budgets[bucket], duration: windowSeconds });
  return {
    contact: limiterFor('contact'),
    subscribe: limiterFor('subscribe'),
    request: limiterFor('request'),
  };
}

async function consume(limiter: RateLimiterAbstract, key: string): Promise<RateLimitDecision> {
  try {
    await limiter.consume(key);
    return { allowed: true };
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
    };
  }
}

/** Counts one attempt of the client under `key` (client-address.ts rateLimitKey). */
export function consumeRateLimit(
  limits: RateLimits,
  bucket: RateLimitBucket,
  key: string,
): Promise<RateLimitDecision> {
  return consume(limits[bucket], key);
}

export const requestLimitMessage =
  'Too many requests from your address. Please wait a minute and try again.';

/**
 * The general limit: every request the app answers (pages, page data, the API, spec sheet
 * PDFs; not the static files, nor /healthz, which come before it) counts against one budget a
 * minute per client, RATE_LIMIT_PAGES_PER_MINUTE, shared by every process like the form limits.
 * Generous: a person reads a few pages a minute and a polite crawler one a second; it stops a
 * client that renders pages (or draws PDFs) as fast as it can.
 */
export function requestRateLimit(
  connection: BetterSqlite3.Database,
  perMinute: number,
): RequestHandler {
  const limiter = sqliteLimiter(connection, 'requests', perMinute);
  return (request, response, next) => {
    const key = rateLimitKey(request.ip ?? request.socket.remoteAddress ?? 'unknown');
    consume(limiter, key).then((decision) => {
      if (decision.allowed) return next();
      refuse(request, response, 429, requestLimitMessage, {
        'Retry-After': String(decision.retryAfterSeconds),
      });
    }, next);
  };
}
