import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';

/**
 * One structured line per request, written when its answer is finished (or the client goes
 * away): method, path, status, duration in milliseconds, the client's address (as `trust proxy`
 * reads it) and the request id; for what the Remix handler answers, whether it was rendered or
 * sent from the kept pages. The id is made here, never taken from the client, and goes out as
 * `X-Request-Id` on every answer and to the app on the request (server/remix-handler.ts), so an
 * error's log line (app/entry.server.tsx handleError) and its answer name the same request. A
 * 5xx is logged as an error, anything else at info; no request logs a stack here.
 */
export function requestLog(logger: Logger, requestIdHeader: string): RequestHandler {
  return pinoHttp({
    logger,
    genReqId: (_request, response) => {
      const id = randomUUID();
      response.setHeader(requestIdHeader, id);
      return id;
    },
    customLogLevel: (_request, response, error) =>
      error || response.statusCode >= 500 ? 'error' : 'info',
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request failed',
    customAttributeKeys: {
      req: 'request',
      res: 'response',
      responseTime: 'durationMs',
      reqId: 'requestId',
    },
    serializers: {
      req: (request: { method: string; url: string; raw: { ip?: string } }) => ({
        method: request.method,
        path: request.url.split('?')[0],
        client: request.raw.ip,
      }),
      // Whether the Remix handler rendered the answer or sent a kept page (server/page-cache.ts).
      res: (response: { statusCode: number; raw?: { locals?: { rendered?: unknown } } }) => {
        const rendered = response.raw?.locals?.rendered;
        return typeof rendered === 'boolean'
          ? { status: response.statusCode, rendered }
          : { status: response.statusCode };
      },
      // An error reaching here is an answer's (a client that went away): its message suffices.
      err: (error: Error) => ({ message: error.message }),
    },
    quietReqLogger: true,
  }) as unknown as RequestHandler;
}
