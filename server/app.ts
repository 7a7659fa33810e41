import { STATUS_CODES } from 'node:http';
import type { ServerBuild } from '@remix-run/node';
import compression from 'compression';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { getDatabase } from '../db/client';
import { canonicalRedirect } from './canonical-url';
import { healthCheck } from './health';
import { personalCacheControl } from './http-cache';
import { createPageCache } from './page-cache';
import { createRateLimits } from './rate-limit';
import { createRemixHandler } from './remix-handler';
import {
  hostGuard,
  legacyDataRequestGuard,
  methodGuard,
  originGuard,
  requestTargetGuard,
} from './request-guards';
import { securityHeaders } from './security-headers';
import type { ServerSettings } from './settings';
import { staticFiles } from './static-files';

/**
 * The Express application around the Remix handler, in the order a request meets it: the
 * headers every answer carries, the checks no odd request gets past, files, the health check,
 * the canonical spelling of URLs, and the app itself (behind its kept pages).
 */
export function createServerApp({
  settings,
  build,
  viteMiddleware,
  closeAfterAnswer,
}: {
  settings: ServerSettings;
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Development only: Vite's middleware, in place of the built files and the kept pages. */
  viteMiddleware?: RequestHandler;
  closeAfterAnswer: RequestHandler;
}): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // Pages and API reads get their tags from http-cache.ts; Express's would tag refusals too.
  app.set('etag', false);
  app.set('trust proxy', settings.trustProxy);

  // Not in development: Vite's dev client runs scripts the policy would block.
  if (settings.production) app.use(securityHeaders(settings));
  app.use(closeAfterAnswer);
  app.use(methodGuard);
  app.use(
    hostGuard({ allowedHosts: settings.allowedHosts, defaultHost: settings.siteOrigin.host }),
  );
  app.use(originGuard({ siteOrigin: settings.siteOrigin }));
  app.use(requestTargetGuard);
  app.use(legacyDataRequestGuard);
  app.use(compression());
  app.use(viteMiddleware ?? staticFiles('build/client'));
  app.get('/healthz', healthCheck);
  app.use(canonicalRedirect);
  app.all(
    '*',
    createRemixHandler({
      build,
      production: settings.production,
      pageCache: viteMiddleware
        ? undefined
        : createPageCache({ maxBytes: settings.pageCacheMaxBytes }),
      rateLimits: createRateLimits(getDatabase().$client),
    }),
  );
  app.use(answerUnexpectedError);
  return app;
}

/**
 * Errors outside Remix (a malformed URL for a static file) answer a short text, never a stack.
 * Remix answers its own errors with the site's error page.
 */
const answerUnexpectedError: ErrorRequestHandler = (error, _request, response, next) => {
  if (response.headersSent) return next(error);
  const reported = error as { status?: unknown; statusCode?: unknown };
  const status = Number(reported.status ?? reported.statusCode) || 500;
  if (status >= 500) console.error(error);
  response
    .status(status)
    .set('Cache-Control', personalCacheControl)
    .type('text/plain')
    .send(STATUS_CODES[status] ?? 'Error');
};
