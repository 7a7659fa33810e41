import { PassThrough } from 'node:stream';
import type { EntryContext, HandleDataRequestFunction } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { renderToPipeableStream } from 'react-dom/server';
import { applyDocumentSecurityHeaders, applyResourceSecurityHeaders } from '~/lib/security-headers';

export { closeDatabase } from '../db/client';

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
  const html = await renderDocument(request, remixContext);
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  applyDocumentSecurityHeaders(responseHeaders, html, {
    development: process.env.NODE_ENV === 'development',
  });
  return new Response(html, { status: responseStatusCode, headers: responseHeaders });
}

export const handleDataRequest: HandleDataRequestFunction = (response) => {
  applyResourceSecurityHeaders(response.headers);
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
