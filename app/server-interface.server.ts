// The one interface between the HTTP layer (server/) and the app's build: server/ imports its
// type and nothing else from app/ or db/, and reads the object from the build it loads
// (`build.entry.module.serverInterface`, exported by app/entry.server.tsx). So each module,
// the database connection and every other singleton among them, exists once per process.
import type BetterSqlite3 from 'better-sqlite3';
import type { Logger } from 'pino';
import { closeDatabase } from '../db/client';
import { checkDatabaseHealth, checkDatabaseStructure } from '../db/health';
import { pageContentGeneration } from '../db/page-content-version';
import { prepareDatabase, type Preparation } from '../db/prepare';
import { closeRateLimitConnection, rateLimitConnection } from '../db/rate-limit-connection';
import { environment, type Environment } from './config/environment.server';
import { searchParametersRead } from './config/search-parameters';
import { signingSecret } from './features/newsletter/signed-tokens.server';
import { readOutboxSettings, startOutboxWorker } from './features/outbox/worker.server';
import { startRetentionSchedule } from './features/privacy/retention-schedule.server';
import { resourceContentSecurityPolicy } from './http/content-security-policy';
import { maxBodyBytes } from './http/request-body.server';
import { requestIdHeader } from './http/request-id';
import { logger } from './logging/logger.server';

export type { Environment, TrustProxySetting } from './config/environment.server';
export type { RateLimitBucket, RateLimitDecision } from './http/rate-limit';

/** Work that runs beside the requests until the process stops. */
export type BackgroundWork = { stop: () => Promise<void> | void };

export type ServerInterface = {
  /** The checked environment; throws EnvironmentError naming each variable that cannot be right. */
  environment: () => Environment;
  logger: Logger;
  database: {
    /** Once, before the server listens: refuses a damaged file, migrates, seeds a new one. */
    prepare: () => Preparation;
    /** Throws unless the database can serve (damage found, file replaced, no read). */
    checkHealth: () => void;
    /** Changes whenever what pages show changes: kept pages are keyed on it. */
    contentGeneration: () => string;
    /** The connection the rate-limit counters are kept through (shared by every process). */
    rateLimitConnection: () => BetterSqlite3.Database;
    close: () => void;
  };
  /** Makes the link-signing secret if there is none, so a bad one stops the start. */
  ensureSigningSecret: () => void;
  background: {
    /** In every serving process: the outbox worker (one delivers at a time, by lease). */
    outbox: () => BackgroundWork;
    /** In one process: the privacy page's retention, daily. */
    retention: () => BackgroundWork;
    /** In every serving process: quick_check of the open file, on a schedule. */
    databaseChecks: () => BackgroundWork;
  };
  http: {
    /** The CSP of everything that is not a page. */
    resourceContentSecurityPolicy: string;
    /** The largest request body taken. */
    maxBodyBytes: number;
    /** The header carrying a request's id to the app and back to the client. */
    requestIdHeader: string;
    /** The query parameters a path reads; any other is dropped before a page is rendered. */
    searchParametersRead: (pathname: string) => ReadonlySet<string>;
  };
};

function startDatabaseChecks(): BackgroundWork {
  const timer = setInterval(checkDatabaseStructure, environment().DATABASE_CHECK_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

export const serverInterface: ServerInterface = {
  environment,
  logger,
  database: {
    prepare: () => prepareDatabase(),
    checkHealth: checkDatabaseHealth,
    contentGeneration: pageContentGeneration,
    rateLimitConnection,
    close: () => {
      closeRateLimitConnection();
      closeDatabase();
    },
  },
  ensureSigningSecret: () => {
    signingSecret();
  },
  background: {
    outbox: () => startOutboxWorker(readOutboxSettings()),
    retention: startRetentionSchedule,
    databaseChecks: startDatabaseChecks,
  },
  http: {
    resourceContentSecurityPolicy,
    maxBodyBytes,
    requestIdHeader,
    searchParametersRead,
  },
};
