// Production (and development) server: Express over the Remix request handler.
// Why not remix-serve: see docs/decisions/001-express-server.md.
import { createRequestHandler } from '@remix-run/express';
import compression from 'compression';
import express from 'express';
import { STATUS_CODES } from 'node:http';

const isProduction = process.env.NODE_ENV === 'production';
const port = Number(process.env.PORT || 3000);
const shutdownGraceMilliseconds = 10_000;

const viteDevServer = isProduction
  ? undefined
  : await import('vite').then((vite) => vite.createServer({ server: { middlewareMode: true } }));

/** @returns {Promise<import('@remix-run/node').ServerBuild>} */
async function loadBuild() {
  if (viteDevServer) return viteDevServer.ssrLoadModule('virtual:remix/server-build');
  // @ts-expect-error: the build exists only after `npm run build`.
  return import('./build/server/index.js');
}

const build = isProduction ? await loadBuild() : undefined;
/** What server.js uses of app/entry.server.tsx, reached through the build. */
const entry = () =>
  /** @type {Partial<{ closeDatabase: () => void, securityHeadersMiddleware: import('express').RequestHandler, keptPagesMiddleware: import('express').RequestHandler, precompressedAssetsMiddleware: (folder: string) => import('express').RequestHandler }>} */ (
    build?.entry.module ?? {}
  );

const app = express();
app.disable('x-powered-by');
// Every response, files and redirects included; the policy lives in app/lib/security-headers.ts.
// Not in development: Vite's dev client runs scripts that policy would block.
if (isProduction)
  app.use(/** @type {import('express').RequestHandler} */ (entry().securityHeadersMiddleware));
app.use(closeConnectionsWhileShuttingDown);
app.use(compression());

if (viteDevServer) {
  app.use(viteDevServer.middlewares);
} else {
  // Fingerprinted by Vite: safe to cache for a year. Scripts and the stylesheet go out as the
  // brotli or gzip copies the build made (app/lib/precompressed-assets.server.ts).
  const precompressedAssets = entry().precompressedAssetsMiddleware;
  if (precompressedAssets) app.use('/assets', precompressedAssets('build/client/assets'));
  app.use(
    '/assets',
    express.static('build/client/assets', { immutable: true, maxAge: '1y', index: false }),
  );
  // Everything else in public/ keeps its name, so it may change: an hour.
  app.use(express.static('build/client', { maxAge: '1h', index: false }));
  // Pages every visitor sees alike, answered without Remix while the database is unchanged.
  app.use(/** @type {import('express').RequestHandler} */ (entry().keptPagesMiddleware));
}

app.all(
  '*',
  createRequestHandler({
    build: build ?? loadBuild,
    mode: isProduction ? 'production' : 'development',
    getLoadContext: (request) => ({ clientAddress: clientAddressOf(request) }),
  }),
);

// Errors outside Remix (a malformed URL for a static file) answer a short text, never a stack,
// and without Express's own CSP, so they carry the same security headers as every answer.
app.use((error, request, response, next) => {
  if (response.headersSent) return next(error);
  const status = Number(error.status ?? error.statusCode) || 500;
  if (status >= 500) console.error(error);
  response
    .status(status)
    .type('text/plain')
    .send(STATUS_CODES[status] ?? 'Error');
});

/** The socket's address, unless TRUST_PROXY says a proxy in front sets X-Forwarded-For. */
function clientAddressOf(request) {
  if (process.env.TRUST_PROXY === 'true' || process.env.TRUST_PROXY === '1') {
    const forwarded = request.get('x-forwarded-for');
    const first = forwarded?.split(',')[0]?.trim();
    if (first) return first;
  }
  return request.socket.remoteAddress ?? 'unknown';
}

const server = app.listen(port, () => {
  // The bound port, not PORT: PORT=0 lets the system choose one (the tests do).
  const { port: boundPort } = /** @type {import('node:net').AddressInfo} */ (server.address());
  console.log(
    `Serving http://localhost:${boundPort} (${isProduction ? 'production' : 'development'})`,
  );
});

let shuttingDown = false;

/** During shutdown a connection closes after its answer, so server.close() need not wait for keep-alive. */
function closeConnectionsWhileShuttingDown(request, response, next) {
  response.on('finish', () => {
    if (shuttingDown) request.socket.end();
  });
  next();
}

function shutDown(signal) {
  if (shuttingDown) return;
  shuttingDown = true;
  console.log(`${signal}: finishing requests in flight, then closing the database`);
  // Stop accepting; close idle keep-alive sockets so close() can complete.
  server.close(() => {
    entry().closeDatabase?.();
    console.log('Database closed; exiting');
    process.exit(0);
  });
  server.closeIdleConnections();
  setTimeout(() => {
    server.closeAllConnections();
  }, shutdownGraceMilliseconds).unref();
}
process.on('SIGTERM', () => shutDown('SIGTERM'));
process.on('SIGINT', () => shutDown('SIGINT'));
