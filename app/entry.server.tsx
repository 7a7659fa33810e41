import { PassThrough } from 'node:stream';
import type { EntryContext } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { renderToPipeableStream } from 'react-dom/server';
import { forwardRetryAfter } from '~/lib/action-headers.server';
import { documentContentSecurityPolicy } from '~/lib/security-headers';

// server.js reaches these through the build: it closes the database on shutdown and sets
// the security headers of every response, from the policy in app/lib.
export { closeDatabase } from '../db/client';
export { securityHeadersMiddleware } from '~/lib/security-headers';

const renderTimeoutMilliseconds = 5_000;
export const streamTimeout = renderTimeoutMilliseconds;

/**
 * Pages are rendered whole, not streamed: the CSP lists the hashes of the finished
 * page's inline scripts, and the same page always has the same bytes and headers.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
): Promise<Response> {
  forwardRetryAfter(remixContext.staticHandlerContext.actionHeaders, responseHeaders);
  const html = await renderDocument(request, remixContext);
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  // Vite's dev client injects scripts and a websocket we cannot hash ahead of time.
  if (process.env.NODE_ENV !== 'development') {
    responseHeaders.set('Content-Security-Policy', documentContentSecurityPolicy(html));
  }
  return new Response(html, { status: responseStatusCode, headers: responseHeaders });
}

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
