import { STATUS_CODES } from 'node:http';
import type { ServerBuild } from '@remix-run/node';
import compression from 'compression';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { ServerInterface } from '../app/server-interface.server';
import { canonicalRedirect } from './canonical-url';
import { healthCheck } from './health';
import { personalCacheControl } from './http-cache';
import { createPageCache } from './page-cache';
import { budgetsFrom, createRateLimits, requestRateLimit } from './rate-limit';
import { createRemixHandler } from './remix-handler';
import { hostGuard, methodGuard, originGuard, requestTargetGuard } from './request-guards';
import { requestLog } from './request-log';
import { dropUnreadSearchParameters, legacyDataRequestGuard } from './search-parameters';
import { securityHeaders } from './security-headers';
import type { ServerSettings } from './settings';
import { staticFiles } from './static-files';

/**
 * The Express application around the Remix handler, in the order a request meets it: its log
 * line and id, the headers every answer carries, the checks no odd request gets past, files,
 * the health check, the canonical spelling of URLs, the general rate limit, and the app itself
 * (behind its kept pages).
 */
export function createServerApp({
  settings,
  app,
  build,
  viteMiddleware,
  closeAfterAnswer,
}: {
  settings: ServerSettings;
  /** What the app's build exposes to the server (app/server-interface.server.ts). */
  app: ServerInterface;
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Development only: Vite's middleware, in place of the built files and the kept pages. */
  viteMiddleware?: RequestHandler;
  closeAfterAnswer: RequestHandler;
}): express.Express {
  const environment = app.environment();
  const rateLimitConnection = app.database.rateLimitConnection();
  const server = express();
  server.disable('x-powered-by');
  // Pages and API reads get their tags from http-cache.ts; Express's would tag refusals too.
  server.set('etag', false);
  server.set('trust proxy', settings.trustProxy);

  server.use(requestLog(app.logger, app.http.requestIdHeader));
  // Not in development: Vite's dev client runs scripts the policy would block.
  if (settings.production) {
    server.use(
      securityHeaders({
        strictTransportSecurity: settings.strictTransportSecurity,
        resourceContentSecurityPolicy: app.http.resourceContentSecurityPolicy,
      }),
    );
  }
  server.use(closeAfterAnswer);
  server.use(methodGuard);
  server.use(
    hostGuard({ allowedHosts: settings.allowedHosts, defaultHost: settings.siteOrigin.host }),
  );
  server.use(originGuard({ siteOrigin: settings.siteOrigin }));
  server.use(requestTargetGuard);
  server.use(legacyDataRequestGuard);
  server.use(compression());
  server.use(viteMiddleware ?? staticFiles('build/client'));
  server.get(
    '/healthz',
    healthCheck({ checkHealth: app.database.checkHealth, logger: app.logger }),
  );
  server.use(canonicalRedirect);
  server.use(dropUnreadSearchParameters(app.http.searchParametersRead));
  server.use(requestRateLimit(rateLimitConnection, environment.RATE_LIMIT_PAGES_PER_MINUTE));
  server.all(
    '*',
    createRemixHandler({
      build,
      production: settings.production,
      pageCache: viteMiddleware
        ? undefined
        : createPageCache({ maxBytes: settings.pageCacheMaxBytes }),
      rateLimits: createRateLimits(rateLimitConnection, budgetsFrom(environment)),
      contentGeneration: app.database.contentGeneration,
      maxBodyBytes: app.http.maxBodyBytes,
      requestIdHeader: app.http.requestIdHeader,
      logger: app.logger,
    }),
  );
  server.use(answerUnexpectedError(app.logger));
  return server;
}

/**
 * Errors outside Remix (a malformed URL for a static file) answer a short text, never a stack,
 * naming the request id (also in the X-Request-Id header) that the log line carries. Remix
 * answers its own errors with the site's error page.
 */
function answerUnexpectedError(logger: Logger): ErrorRequestHandler {
  return (error, request, response, next) => {
    if (response.headersSent) return next(error);
    const reported = error as { status?: unknown; statusCode?: unknown };
    const status = Number(reported.status ?? reported.statusCode) || 500;
    const requestId = String((request as { id?: unknown }).id ?? '');
    if (status >= 500) logger.error({ err: error, requestId }, 'The server failed to answer');
    response
      .status(status)
      .set('Cache-Control', personalCacheControl)
      .type('text/plain')
      .send(`${STATUS_CODES[status] ?? 'Error'}${status >= 500 ? ` (request ${requestId})` : ''}`);
  };
}
