import { PassThrough } from 'node:stream';
import type { ActionFunctionArgs, EntryContext, LoaderFunctionArgs } from '@remix-run/node';
import { isRouteErrorResponse, RemixServer } from '@remix-run/react';
import { renderToPipeableStream } from 'react-dom/server';
import { forwardRetryAfter } from '~/http/action-headers.server';
import { deferHydrationUntilLoaded } from '~/http/deferred-hydration.server';
import { moveStreamedScriptsIntoBody } from '~/http/document-markup.server';
import { contentSecurityPolicy, inlineScriptHashes } from '~/http/content-security-policy';
import { requestIdHeader } from '~/http/request-id';
import { logger } from '~/logging/logger.server';
import { noteDatabaseError } from '../db/health';

// What the HTTP layer (server/) may use of the app: read from the build, typed, nothing else.
export { serverInterface } from './server-interface.server';

const renderTimeoutMilliseconds = 5_000;
export const streamTimeout = renderTimeoutMilliseconds;

const development = process.env.NODE_ENV === 'development';

/**
 * Pages are rendered whole, not streamed: the CSP lists the hashes of the finished
 * page's inline scripts, and the same page always has the same bytes and headers, so the
 * server (server/remix-handler.ts) can tag it with an ETag and keep it for the next visitor.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
): Promise<Response> {
  forwardRetryAfter(remixContext.staticHandlerContext.actionHeaders, responseHeaders);
  const rendered = moveStreamedScriptsIntoBody(await renderDocument(request, remixContext));
  // Vite's dev client needs its module scripts at once.
  const html = development ? rendered : deferHydrationUntilLoaded(rendered);
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  // Vite's dev client injects scripts and a websocket we cannot hash ahead of time.
  if (!development) {
    responseHeaders.set('Content-Security-Policy', contentSecurityPolicy(inlineScriptHashes(html)));
  }
  return new Response(html, { status: responseStatusCode, headers: responseHeaders });
}

function renderDocument(request: Request, remixContext: EntryContext): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    // React 18.3's stream pads a chunk with NUL bytes when a multi-byte character does not fit
    // at the end of its 2 KB buffer (react#31134); no page holds a NUL of its own.
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8').replaceAll('\0', '')));
    sink.on('error', reject);
    // onAllReady waits for every Suspense boundary, including Remix's data transfer.
    const { pipe, abort } = renderToPipeableStream(
      <RemixServer
        context={remixContext}
        url={request.url}
        abortDelay={renderTimeoutMilliseconds}
      />,
      {
        onAllReady: () => pipe(sink),
        onShellError: reject,
        onError: (error) => {
          if (!request.signal.aborted) logRequestError(error, request);
        },
      },
    );
    setTimeout(abort, renderTimeoutMilliseconds + 1_000).unref();
  });
}

/**
 * The errors Remix's router raises for a request that names no route or a method the route does
 * not answer (404, 405): the visitor's mistake, answered with the site's error page, never a
 * stack in the log (any client could flood it). For a page, page data (`.data`) and a resource
 * route alike, Remix hands them here as an ErrorResponse (its status, and the Error inside);
 * the pattern catches them should one come as a bare Error.
 */
const routingErrorPattern = /^(No route matches URL|You made a [A-Z]+ request to)/;

function isVisitorsMistake(error: unknown): boolean {
  if (isRouteErrorResponse(error)) return error.status < 500;
  return error instanceof Error && routingErrorPattern.test(error.message);
}

/**
 * Remix's error hook: every error a loader, action or render throws passes here once. Expected
 * 4xx answers are not logged; anything else is logged with the request id the answer carries
 * (X-Request-Id), and a 'malformed' database error turns /healthz to 503 (db/health.ts).
 */
export function handleError(
  error: unknown,
  { request }: LoaderFunctionArgs | ActionFunctionArgs,
): void {
  if (request.signal.aborted) return;
  logRequestError(error, request);
}

/** Logs what failed, unless it is a visitor's mistake (React's render errors pass here too). */
function logRequestError(error: unknown, request: Request): void {
  if (isVisitorsMistake(error)) return;
  noteDatabaseError(error);
  const url = new URL(request.url);
  logger.error(
    {
      err: error,
      requestId: request.headers.get(requestIdHeader),
      method: request.method,
      path: url.pathname,
    },
    'The app failed to answer a request',
  );
}
