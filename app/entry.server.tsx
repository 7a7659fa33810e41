import { PassThrough } from 'node:stream';
import type { EntryContext, HandleDataRequestFunction } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { renderToPipeableStream } from 'react-dom/server';
import { forwardRetryAfter } from '~/lib/action-headers.server';
import { deferHydrationUntilLoaded } from '~/lib/deferred-hydration.server';
import { moveStreamedScriptsIntoBody } from '~/lib/document-markup.server';
import { applyCacheControl } from '~/lib/http-cache.server';
import { respondAndKeep } from '~/lib/page-cache.server';
import { documentContentSecurityPolicy } from '~/lib/security-headers';

// server.js reaches these through the build: it closes the database on shutdown, sets
// the security headers of every response and answers repeat requests from kept pages, from
// the policies in app/lib.
export { closeDatabase } from '../db/client';
export { securityHeadersMiddleware } from '~/lib/security-headers';
export { keptPagesMiddleware } from '~/lib/page-cache.server';
export { precompressedAssetsMiddleware } from '~/lib/precompressed-assets.server';

const renderTimeoutMilliseconds = 5_000;
export const streamTimeout = renderTimeoutMilliseconds;

const development = process.env.NODE_ENV === 'development';

/**
 * Pages are rendered whole, not streamed: the CSP lists the hashes of the finished
 * page's inline scripts, and the same page always has the same bytes and headers, so it
 * carries an ETag, and a page every visitor sees alike is kept for server.js to serve again.
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
    responseHeaders.set('Content-Security-Policy', documentContentSecurityPolicy(html));
  }
  return respondAndKeep(request, html, responseStatusCode, responseHeaders);
}

export const handleDataRequest: HandleDataRequestFunction = (response, { request }) => {
  applyCacheControl(request, response.status, response.headers);
  return response;
};

function renderDocument(request: Request, remixContext: EntryContext): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
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
          if (!request.signal.aborted) console.error(error);
        },
      },
    );
    setTimeout(abort, renderTimeoutMilliseconds + 1_000).unref();
  });
}
