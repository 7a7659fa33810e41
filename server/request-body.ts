import type { Request, Response } from 'express';
import getRawBody from 'raw-body';
import { refuse } from './refusal';

export type BodyDeadlines = {
  /** How much of a too-large body is read and dropped so its sender can read the 413. */
  maxDrainBytes: number;
  /** The most a body may take to arrive, read or drained: a form is a few hundred bytes, even on 2G. */
  maxArrivalMilliseconds: number;
};

const bodyDeadlines: BodyDeadlines = { maxDrainBytes: 1024 * 1024, maxArrivalMilliseconds: 30_000 };

/**
 * Reads a request's body, 16 KiB at most, into memory before the app sees it. Over the limit,
 * declared or chunked, the answer is a 413 JSON `{message}` that the client can read: the rest
 * of the body is read and dropped first (up to 1 MiB), since closing a socket with unread data
 * resets it and the client would see only the reset. Then the connection closes. A body still
 * arriving after 30 seconds has its connection cut.
 *
 * The reading and the limit are `raw-body`'s (as Express's body parsers use it); the drain, the
 * deadline and a client that goes away are ours, since raw-body leaves the rest of a refused
 * body unread and has no timeout (decision 015).
 *
 * Resolves with the body, or null once the request has been answered (or its client is gone).
 */
export function readBodyWithinLimit(
  request: Request,
  response: Response,
  maxBodyBytes: number,
  { maxDrainBytes, maxArrivalMilliseconds }: BodyDeadlines = bodyDeadlines,
): Promise<Buffer | null> {
  const giveUp = setTimeout(() => request.socket.destroy(), maxArrivalMilliseconds);
  giveUp.unref();
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (body: Buffer | null) => {
      if (settled) return;
      settled = true;
      resolve(body);
    };
    const answerTooLarge = () => {
      if (!response.headersSent) {
        refuse(
          request,
          response,
          413,
          `Request body is too large. The limit is ${maxBodyBytes / 1024} KiB.`,
          { Connection: 'close' },
        );
      }
      settle(null);
    };
    // A client that went away mid-body gets no answer (raw-body does not settle on a bare close).
    request.once('close', () => {
      clearTimeout(giveUp);
      if (!request.complete) settle(null);
    });
    getRawBody(
      request,
      { length: request.headers['content-length'] ?? null, limit: maxBodyBytes },
      (error, body) => {
        if (!error) {
          clearTimeout(giveUp);
          return settle(body);
        }
        if (error.type === 'entity.too.large') {
          return drainThenAnswer(request, error.received ?? 0, maxDrainBytes, answerTooLarge);
        }
        if (error.type === 'request.aborted') return settle(null);
        clearTimeout(giveUp);
        settled = true;
        reject(error);
      },
    );
  });
}

/**
 * After raw-body refused a body (and paused the request): reads and drops the rest, up to
 * `maxDrainBytes` in all, then answers; past that, or when the declared length is past it
 * already, answers at once and lets the connection go.
 */
function drainThenAnswer(
  request: Request,
  alreadyRead: number,
  maxDrainBytes: number,
  answerTooLarge: () => void,
) {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > maxDrainBytes) {
    answerTooLarge();
    request.once('end', () => request.socket.destroy());
    request.resume();
    return;
  }
  let received = alreadyRead;
  request.on('data', (chunk: Buffer) => {
    received += chunk.byteLength;
    if (received <= maxDrainBytes) return;
    answerTooLarge();
    request.socket.destroy();
  });
  request.once('end', answerTooLarge);
  request.resume();
}
