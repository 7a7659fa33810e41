// The production (and development) server: Express around the Remix request handler, in one
// process or, under WEB_CONCURRENCY=N, in N worker processes sharing one port and one database.
// It imports nothing from app/ but the type of the interface the build exposes
// (app/server-interface.server.ts): the build's own modules serve both, once per process.
import cluster from 'node:cluster';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from '@remix-run/node';
import type { RequestHandler } from 'express';
import type { ServerInterface } from '../app/server-interface.server';
import { createServerApp } from './app';
import { serverSettingsFrom, type ServerSettings } from './settings';
import { createGracefulShutdown } from './shutdown';
import { runWorkers } from './workers';

type LoadedBuild = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  app: ServerInterface;
  viteMiddleware?: RequestHandler;
};

function interfaceOf(build: ServerBuild): ServerInterface {
  return (build.entry.module as unknown as { serverInterface: ServerInterface }).serverInterface;
}

/** The build to serve: the production build's files, or Vite's, compiled on request. */
async function loadBuild(production: boolean): Promise<LoadedBuild> {
  if (production) {
    const buildFile = pathToFileURL(path.resolve('build/server/index.js')).href;
    const build = (await import(buildFile)) as ServerBuild;
    return { build, app: interfaceOf(build) };
  }
  const vite = await import('vite');
  const viteDevServer = await vite.createServer({ server: { middlewareMode: true } });
  const loadDevelopmentBuild = () =>
    viteDevServer.ssrLoadModule('virtual:remix/server-build') as Promise<ServerBuild>;
  return {
    build: loadDevelopmentBuild,
    app: interfaceOf(await loadDevelopmentBuild()),
    viteMiddleware: viteDevServer.middlewares,
  };
}

/** What stops a start is said in one line, without a stack (SQLite's reports span lines). */
function cannotStart(error: unknown): never {
  const reason = error instanceof Error ? error.message : String(error);
  console.error(`Cannot start: ${reason.replace(/\s*\n\s*/g, ' ').trim()}`);
  process.exit(1);
}

/**
 * Once, in the primary process, before any worker starts or the port opens: the database is
 * checked (a damaged file stops the start), migrated and, when new, seeded; the link-signing
 * secret exists.
 */
function prepareOrExit(app: ServerInterface): void {
  try {
    const preparation = app.database.prepare();
    if (preparation.created) {
      app.logger.info(
        `Created the database ${preparation.file} with ${preparation.seeded} sample products`,
      );
    }
    if (preparation.applied.length > 0) {
      app.logger.info(`Applied the migrations ${preparation.applied.join(', ')}`);
    }
    app.ensureSigningSecret();
  } catch (error) {
    cannotStart(error);
  }
}

/** Where this machine reaches the server: localhost, unless it listens on one other address. */
function servingUrl(host: string, port: number): string {
  if (['127.0.0.1', '::1', '0.0.0.0', '::'].includes(host)) return `http://localhost:${port}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

async function serve(loaded: LoadedBuild, settings: ServerSettings) {
  const { app, build, viteMiddleware } = loaded;
  const shutdown = createGracefulShutdown(app.logger);
  const handler = createServerApp({
    settings,
    app,
    build,
    viteMiddleware,
    closeAfterAnswer: shutdown.closeAfterAnswer,
  });
  // What Express's app.listen does, with the host as an option: unset, Node's own default.
  const server = http.createServer(handler);
  server.listen({ port: settings.port, host: settings.listen.host }, () => {
    // The bound address and port, not PORT: PORT=0 lets the system choose one (the tests do).
    const { address, port } = server.address() as AddressInfo;
    const bound = address.includes(':') ? `[${address}]:${port}` : `${address}:${port}`;
    app.logger.info(
      `Serving ${servingUrl(address, port)} (${settings.production ? 'production' : 'development'}), ` +
        `listening on ${bound} (${settings.listen.reason})`,
    );
    // Only once listening: the first request never waits for the worker.
    shutdown.stopBeforeExit(app.background.outbox().stop);
    shutdown.stopBeforeExit(app.background.databaseChecks().stop);
  });
  shutdown.stopBeforeExit(app.database.close);
  shutdown.watch(server);
}

const production = process.env.NODE_ENV === 'production';
const loaded = await loadBuild(production).catch(cannotStart);
let settings: ServerSettings;
try {
  settings = serverSettingsFrom(loaded.app.environment());
} catch (error) {
  cannotStart(error);
}
if (cluster.isPrimary) {
  prepareOrExit(loaded.app);
  // The privacy page's periods, kept by one process (decision 012).
  loaded.app.background.retention();
}
if (settings.workerCount > 1 && cluster.isPrimary)
  runWorkers(settings.workerCount, loaded.app.logger);
else await serve(loaded, settings);
