// The production (and development) server: Express around the Remix request handler, in one
// process or, under WEB_CONCURRENCY=N, in N worker processes sharing one port and one database.
import cluster from 'node:cluster';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from '@remix-run/node';
import { signingSecret } from '../app/features/newsletter/signed-tokens.server';
import { databasePath, getDatabase } from '../db/client';
import { findDatabaseCorruption } from '../db/health';
import { createServerApp } from './app';
import {
  readOutboxSettings,
  startOutboxWorker,
  type OutboxSettings,
} from '../app/features/outbox/worker.server';
import { startRetentionSchedule } from '../app/features/privacy/retention-schedule.server';
import { readServerSettings, type ServerSettings } from './settings';
import { createGracefulShutdown } from './shutdown';
import { runWorkers } from './workers';

function settingsOrExit<Settings>(readSettings: () => Settings): Settings {
  try {
    return readSettings();
  } catch (error) {
    console.error(`Cannot start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

/**
 * A corrupt database must not be served from: every page would answer 500 and nothing would
 * tell a monitor why. Checked once, before any worker starts, which also applies migrations.
 */
function prepareDatabaseOrExit(): void {
  const file = databasePath();
  const problems = findDatabaseCorruption(file);
  if (problems.length > 0) {
    console.error(
      `Cannot start: the database ${file} is damaged (SQLite quick_check):\n  ` +
        `${problems.slice(0, 10).join('\n  ')}\n` +
        'Restore it from a backup, or move it away to start with an empty database.',
    );
    process.exit(1);
  }
  try {
    getDatabase();
  } catch (error) {
    console.error(`Cannot start: the database ${file} cannot be opened: ${String(error)}`);
    process.exit(1);
  }
}

async function loadBuild(settings: ServerSettings) {
  if (settings.production) {
    const buildFile = pathToFileURL(path.resolve('build/server/index.js')).href;
    return { build: (await import(buildFile)) as ServerBuild };
  }
  const vite = await import('vite');
  const viteDevServer = await vite.createServer({ server: { middlewareMode: true } });
  return {
    build: () => viteDevServer.ssrLoadModule('virtual:remix/server-build') as Promise<ServerBuild>,
    viteMiddleware: viteDevServer.middlewares,
  };
}

async function serve(settings: ServerSettings, outboxSettings: OutboxSettings) {
  const { build, viteMiddleware } = await loadBuild(settings);
  const shutdown = createGracefulShutdown();
  const app = createServerApp({
    settings,
    build,
    viteMiddleware,
    closeAfterAnswer: shutdown.closeAfterAnswer,
  });
  const server = app.listen(settings.port, () => {
    // The bound port, not PORT: PORT=0 lets the system choose one (the tests do).
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : settings.port;
    console.log(
      `Serving http://localhost:${port} (${settings.production ? 'production' : 'development'})`,
    );
    // Only once listening: the first request never waits for the worker.
    shutdown.stopBeforeExit(startOutboxWorker(outboxSettings).stop);
  });
  shutdown.watch(server);
}

const settings = settingsOrExit(readServerSettings);
const outboxSettings = settingsOrExit(readOutboxSettings);
if (cluster.isPrimary) {
  prepareDatabaseOrExit();
  // A SIGNING_SECRET too short to trust stops the start, not the first signup; unset, one is made.
  settingsOrExit(() => signingSecret());
  // The privacy page's periods, kept by one process (decision 012).
  startRetentionSchedule();
}
if (settings.workerCount > 1 && cluster.isPrimary) runWorkers(settings.workerCount);
else await serve(settings, outboxSettings);
