import { PassThrough } from 'node:stream';
import type { EntryContext, HandleDataRequestFunction } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { renderToPipeableStream } from 'react-dom/server';
import { forwardRetryAfter } from '~/lib/action-headers.server';
import { moveStreamedScriptsIntoBody } from '~/lib/document-markup.server';
import {
  applyCacheControl,
  applyCachePolicy,
  chooseEncoding,
  conditionalResponse,
} from '~/lib/http-cache.server';
import {
  findRenderedPage,
  keepRenderedPage,
  pageCacheKey,
  type KeptPage,
} from '~/lib/page-cache.server';
import { documentContentSecurityPolicy } from '~/lib/security-headers';

// server.js reaches these through the build: it closes the database on shutdown and sets
// the security headers of every response, from the policy in app/lib.
export { closeDatabase } from '../db/client';
export { securityHeadersMiddleware } from '~/lib/security-headers';

const renderTimeoutMilliseconds = 5_000;
export const streamTimeout = renderTimeoutMilliseconds;

const development = process.env.NODE_ENV === 'development';

/**
 * Pages are rendered whole, not streamed: the CSP lists the hashes of the finished
 * page's inline scripts, and the same page always has the same bytes and headers, so it
 * carries an ETag and a page every visitor sees alike is rendered once and kept in memory.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
): Promise<Response> {
  forwardRetryAfter(remixContext.staticHandlerContext.actionHeaders, responseHeaders);
  const { loaderData } = remixContext.staticHandlerContext;
  // Vite's hot reload changes pages without changing their data: nothing is kept in development.
  const cacheKey = development ? null : pageCacheKey(request, responseStatusCode, responseHeaders);
  const kept = cacheKey ? findRenderedPage(cacheKey, loaderData) : undefined;
  if (kept) return keptPageResponse(request, kept);

  const html = moveStreamedScriptsIntoBody(await renderDocument(request, remixContext));
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  // Vite's dev client injects scripts and a websocket we cannot hash ahead of time.
  if (!development) {
    responseHeaders.set('Content-Security-Policy', documentContentSecurityPolicy(html));
  }
  applyCachePolicy(request, html, responseStatusCode, responseHeaders);
  if (cacheKey) {
    const page = { body: html, status: responseStatusCode, headers: [...responseHeaders] };
    keepRenderedPage(cacheKey, loaderData, page).catch((error: unknown) => {
      console.error('Could not compress a kept page; it is sent compressed on the fly', error);
    });
  }
  return conditionalResponse(request, html, responseStatusCode, responseHeaders);
}

/** A kept page, ready-compressed when the client accepts one of its copies. */
function keptPageResponse(request: Request, { page, encoded }: KeptPage): Response {
  const headers = new Headers(page.headers);
  const encoding = chooseEncoding(request.headers.get('Accept-Encoding'), [...encoded.keys()]);
  const compressed = encoding ? encoded.get(encoding) : undefined;
  if (!encoding || !compressed) {
    return conditionalResponse(request, page.body, page.status, headers);
  }
  // Express's compression passes a body that already has a Content-Encoding through as it is.
  headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(compressed.byteLength));
  return conditionalResponse(request, compressed, page.status, headers);
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
