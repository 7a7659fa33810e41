import { createRequestHandler, type ServerBuild } from '@remix-run/node';
import type {
  Request as ExpressRequest,
  RequestHandler,
  Response as ExpressResponse,
} from 'express';
import type { Logger } from 'pino';
import { applyCachePolicy, chooseEncoding, contentEncodings, isFresh } from './http-cache';
import type { KeptAnswer, KeptPage, PageCache } from './page-cache';
import { consumeRateLimit, type RateLimits } from './rate-limit';
import { rateLimitKey } from './client-address';
import { readBodyWithinLimit } from './request-body';
import { isPageDataPath } from './search-parameters';

/**
 * The Remix request handler inside the server: Express's request becomes a Fetch request (its
 * body already read within the limit, its Host already checked), Remix answers, and the answer
 * leaves with the caching policy applied (http-cache.ts), kept for the next visitor when it is the
 * same for everyone (page-cache.ts), and as a 304 when the client holds it already.
 *
 * Our own adapter rather than @remix-run/express's: that one builds the URL from an unchecked
 * X-Forwarded-Host (a 500 on `x:99999`), streams the body past any limit, and leaves no place to
 * answer from kept pages before Remix runs (decision 007).
 */
export function createRemixHandler({
  build,
  production,
  pageCache,
  rateLimits,
  contentGeneration,
  maxBodyBytes,
  requestIdHeader,
  logger,
}: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  production: boolean;
  pageCache: PageCache | undefined;
  rateLimits: RateLimits;
  /** Changes whenever what pages show changes (kept pages are keyed on it). */
  contentGeneration: () => string;
  maxBodyBytes: number;
  requestIdHeader: string;
  logger: Logger;
}): RequestHandler {
  const handleRequest = createRequestHandler(build, production ? 'production' : 'development');

  return async (request, response, next) => {
    try {
      const body =
        request.method === 'POST'
          ? await readBodyWithinLimit(request, response, maxBodyBytes)
          : undefined;
      if (body === null) return;
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      const key = pageCache && isRead ? request.originalUrl : undefined;
      const generation = key === undefined ? undefined : contentGeneration();
      if (key !== undefined && generation !== undefined) {
        const kept = pageCache?.find(key, generation);
        if (kept) {
          response.locals.rendered = false;
          return sendKept(request, response, kept);
        }
      }
      // Said in the request's log line (server/request-log.ts): every answer of a page goes out
      // as its kept copy, the first one too, so the answer itself cannot tell.
      response.locals.rendered = true;
      const clientKey = rateLimitKey(request.ip ?? request.socket.remoteAddress ?? 'unknown');
      const answer = await toAnswer(
        await handleRequest(toFetchRequest(request, response, body, requestIdHeader), {
          consumeRateLimit: (bucket) => consumeRateLimit(rateLimits, bucket, clientKey),
          clientKey,
          documentRequest: !isPageDataPath(request.path),
        }),
        request.method,
      );
      if (
        pageCache &&
        answer.shareable &&
        answer.status === 200 &&
        key !== undefined &&
        generation !== undefined
      ) {
        // The first answer is the kept one too, in its strongest compression. A shared cache in
        // front (deploy/nginx.conf) stores the first answer it gets and revalidates it by its
        // ETag, which the kept copy shares: a first answer compressed on the fly (home 13.4 KB
        // where the kept one is 11.1) was what it served for good, past the first round trip.
        const kept = await pageCache.keep(key, generation, answer).then(
          () => pageCache.find(key, generation),
          (error: unknown) => {
            logger.warn({ err: error }, 'Could not keep a page; it is rendered again next time');
            return undefined;
          },
        );
        // Too large to keep: compressed on the fly, as any other answer.
        if (kept) return sendKept(request, response, kept);
      }
      sendAnswer(request, response, answer);
    } catch (error) {
      next(error);
    }
  };
}

function toFetchRequest(
  request: ExpressRequest,
  response: ExpressResponse,
  body: Buffer | undefined,
  requestIdHeader: string,
): Request {
  const url = new URL(`${request.protocol}://${request.headers.host}${request.originalUrl}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  // The id server/request-log.ts gave the request, never one the client sent.
  headers.set(requestIdHeader, String(request.id));
  const controller = new AbortController();
  response.on('close', () => {
    if (!response.writableFinished) controller.abort();
  });
  return new Request(url, {
    // HEAD is rendered as GET (Remix would drop the body anyway) so it shares GET's kept page.
    method: request.method === 'HEAD' ? 'GET' : request.method,
    headers,
    body: body && body.byteLength > 0 ? new Uint8Array(body) : undefined,
    signal: controller.signal,
  });
}

type Answer = KeptAnswer & { shareable: boolean };

const methodNotAllowedMessage = 'Method not allowed. Use GET or HEAD.';

/** The whole answer in memory: pages are rendered whole (decision 002) and API answers are small. */
async function toAnswer(fetchResponse: Response, method: string): Promise<Answer> {
  const body = Buffer.from(await fetchResponse.arrayBuffer());
  const headers = new Headers(fetchResponse.headers);
  let answerBody = body;
  // Remix answers a method a route has no handler for (a POST to a page without a form) with
  // 405 but no Allow, which HTTP requires: every route answers GET and HEAD. A page shows the
  // site's error page; a resource route's JSON would say 'Unexpected Server Error', so it says
  // what happened instead.
  if (fetchResponse.status === 405 && !headers.has('Allow')) {
    headers.set('Allow', 'GET, HEAD');
    if (headers.get('Content-Type')?.startsWith('application/json')) {
      answerBody = Buffer.from(JSON.stringify({ message: methodNotAllowedMessage }));
      headers.delete('Content-Length');
    }
  }
  const shareable = applyCachePolicy(method, fetchResponse.status, headers, answerBody);
  return { status: fetchResponse.status, headers: [...headers], body: answerBody, shareable };
}

function sendAnswer(request: ExpressRequest, response: ExpressResponse, answer: KeptAnswer): void {
  const headers = new Headers(answer.headers);
  if (isNotModified(request, headers)) return sendNotModified(response, headers);
  for (const cookie of headers.getSetCookie()) response.append('Set-Cookie', cookie);
  headers.delete('Set-Cookie');
  response.status(answer.status).set(Object.fromEntries(headers));
  response.setHeader('Content-Length', String(answer.body.byteLength));
  response.end(request.method === 'HEAD' ? undefined : answer.body);
}

/** A kept page, as the best ready-made copy the client accepts. */
function sendKept(request: ExpressRequest, response: ExpressResponse, kept: KeptPage): void {
  const headers = new Headers(kept.headers);
  if (isNotModified(request, headers)) return sendNotModified(response, headers);
  const available = contentEncodings.filter((encoding) => kept.encoded.has(encoding));
  const encoding = chooseEncoding(request.get('accept-encoding'), available);
  const body = (encoding && kept.encoded.get(encoding)) || kept.body;
  // Express's compression passes a body that already has a Content-Encoding through as it is.
  if (encoding) headers.set('Content-Encoding', encoding);
  headers.append('Vary', 'Accept-Encoding');
  response.status(kept.status).set(Object.fromEntries(headers));
  response.setHeader('Content-Length', String(body.byteLength));
  response.end(request.method === 'HEAD' ? undefined : body);
}

function isNotModified(request: ExpressRequest, headers: Headers): boolean {
  return isFresh(request.headers, headers.get('ETag'));
}

function sendNotModified(response: ExpressResponse, headers: Headers): void {
  headers.delete('Content-Type');
  headers.delete('Content-Length');
  response.status(304).set(Object.fromEntries(headers)).end();
}
