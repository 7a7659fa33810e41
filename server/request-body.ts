import type { Request, Response } from 'express';
import { refuse } from './refusal';

/** How much of a too-large body is read and dropped so its sender can read the 413. */
const maxDrainBytes = 1024 * 1024;
// Also the most a body may take to arrive: a form is a few hundred bytes, even on 2G.
const maxDrainMilliseconds = 30_000;

/**
 * Reads a request's body, 16 KiB at most, into memory before the app sees it. Over the limit,
 * declared or chunked, the answer is a 413 JSON `{message}` that the client can read: the rest
 * of the body is read and dropped first (up to 1 MiB), since closing a socket with unread data
 * resets it and the client would see only the reset. Then the connection closes.
 *
 * Resolves with the body, or null once the request has been answered.
 */
export function readBodyWithinLimit(
  request: Request,
  response: Response,
  maxBodyBytes: number,
): Promise<Buffer | null> {
  const tooLargeMessage = `Request body is too large. The limit is ${maxBodyBytes / 1024} KiB.`;
  const declared = Number(request.get('content-length') ?? 0);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    let tooLarge = declared > maxBodyBytes;

    const answerTooLarge = () => {
      if (response.headersSent) return;
      refuse(request, response, 413, tooLargeMessage, { Connection: 'close' });
      resolve(null);
    };
    if (declared > maxDrainBytes) {
      // Too much to drain: answer at once and let the connection go.
      answerTooLarge();
      request.once('end', () => request.socket.destroy());
      request.resume();
      setTimeout(() => request.socket.destroy(), maxDrainMilliseconds).unref();
      return;
    }
    const giveUp = setTimeout(() => request.socket.destroy(), maxDrainMilliseconds);
    giveUp.unref();
    request.on('data', (chunk: Buffer) => {
      received += chunk.byteLength;
      if (received > maxDrainBytes) {
        answerTooLarge();
        request.socket.destroy();
        return;
      }
      if (received > maxBodyBytes) tooLarge = true;
      if (!tooLarge) chunks.push(chunk);
    });
    request.once('end', () => {
      clearTimeout(giveUp);
      if (tooLarge) answerTooLarge();
      else resolve(Buffer.concat(chunks, received));
    });
    // A client that went away mid-body gets no answer.
    request.once('close', () => {
      clearTimeout(giveUp);
      if (!request.complete) resolve(null);
    });
    request.once('error', (error) => {
      clearTimeout(giveUp);
      reject(error);
    });
  });
}
