// The body limit of server/request-body.ts on an Express server in this process, with short
// deadlines: a body within the limit arrives whole; over it, declared or chunked, the client
// reads a 413 JSON before the connection closes (the rest drained up to the drain limit); a body
// that stops arriving has its connection cut; a client that goes away gets nothing.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBodyWithinLimit } from '../../server/request-body';

const maxBodyBytes = 1024;
const deadlines = { maxDrainBytes: 64 * 1024, maxArrivalMilliseconds: 500 };

/** What the handler saw of each request, by its path. */
const outcomes = new Map<string, string>();
let server: ReturnType<ReturnType<typeof express>['listen']>;
let port: number;

beforeAll(async () => {
  const app = express();
  app.post('*', (request, response) => {
    readBodyWithinLimit(request, response, maxBodyBytes, deadlines).then(
      (body) => {
        outcomes.set(request.path, body === null ? 'null' : `body ${body.byteLength}`);
        if (body !== null) response.json({ received: body.byteLength });
      },
      (error: unknown) => {
        outcomes.set(request.path, `error ${String(error)}`);
        response.status(500).end();
      },
    );
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

type RawAnswer = { status: number; head: string; body: string; elapsed: number };

/** Writes the chunks as given, then reads until the server closes (or `endAfter` ms pass). */
function exchange(chunks: (string | Buffer)[], { endAfter = 5_000 } = {}): Promise<RawAnswer> {
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    const finish = () => {
      const text = Buffer.concat(received).toString();
      const [head = '', ...rest] = text.split('\r\n\r\n');
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0),
        head,
        body: rest.join('\r\n\r\n'),
        elapsed: Date.now() - started,
      });
    };
    const timer = setTimeout(() => socket.destroy(), endAfter);
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      finish();
    });
    socket.on('connect', () => {
      for (const chunk of chunks) socket.write(chunk);
    });
  });
}

const head = (path: string, lines: string[]) =>
  `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
  'Accept: application/json\r\n' +
  `${lines.map((line) => `${line}\r\n`).join('')}Connection: close\r\n\r\n`;

const chunked = (sizes: number[]) => [
  ...sizes.map((size) => `${size.toString(16)}\r\n${'y'.repeat(size)}\r\n`),
  '0\r\n\r\n',
];

const tooLarge = { message: 'Request body is too large. The limit is 1 KiB.' };

describe('the body limit', () => {
  it('hands over a body within the limit, declared or chunked', async () => {
    const declared = await exchange([
      head('/declared', ['Content-Length: 1024']),
      'x'.repeat(1024),
    ]);
    expect(declared.status).toBe(200);
    expect(JSON.parse(declared.body)).toEqual({ received: 1024 });
    const streamed = await exchange([
      head('/chunked', ['Transfer-Encoding: chunked']),
      ...chunked([500, 500]),
    ]);
    expect(streamed.status).toBe(200);
    expect(outcomes.get('/chunked')).toBe('body 1000');
  });

  it('answers a declared body over it 413 JSON, read after the rest was drained', async () => {
    const answer = await exchange([head('/over', ['Content-Length: 4096']), 'x'.repeat(4096)]);
    expect(answer.status).toBe(413);
    expect(answer.head.toLowerCase()).toContain('connection: close');
    expect(JSON.parse(answer.body)).toEqual(tooLarge);
    expect(outcomes.get('/over')).toBe('null');
  });

  it('answers a chunked body over it the same, once it has all arrived', async () => {
    const answer = await exchange([
      head('/over-chunked', ['Transfer-Encoding: chunked']),
      ...chunked([800, 800, 800, 800]),
    ]);
    expect(answer.status).toBe(413);
    expect(answer.body).toContain(tooLarge.message);
  });

  it('answers at once, and lets the connection go, past the drain limit', async () => {
    const declared = await exchange([head('/huge', [`Content-Length: ${1024 * 1024}`])]);
    expect(declared.status).toBe(413);
    expect(declared.body).toContain(tooLarge.message);
    const streamed = await exchange([
      head('/huge-chunked', ['Transfer-Encoding: chunked']),
      ...chunked(Array<number>(20).fill(8 * 1024)),
    ]);
    // The drain stops at 64 KiB: the answer is sent, then the connection cut.
    expect(streamed.status === 413 || streamed.status === 0).toBe(true);
    expect(streamed.elapsed).toBeLessThan(3_000);
  });

  it('cuts the connection of a body that stops arriving, within the deadline', async () => {
    const answer = await exchange([head('/stalled', ['Content-Length: 100']), 'x'.repeat(10)]);
    expect(answer.status).toBe(0);
    expect(answer.elapsed).toBeGreaterThanOrEqual(400);
    expect(answer.elapsed).toBeLessThan(3_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(outcomes.get('/stalled')).toBe('null');
  });

  it('also cuts a refused body that stops arriving while it is drained', async () => {
    const answer = await exchange([
      head('/stalled-over', ['Content-Length: 4096']),
      'x'.repeat(2048),
    ]);
    expect(answer.status).toBe(0);
    expect(answer.elapsed).toBeLessThan(3_000);
  });

  it('gives a client that goes away mid-body no answer, and the handler null', async () => {
    await exchange([head('/gone', ['Content-Length: 100']), 'x'.repeat(10)], { endAfter: 100 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(outcomes.get('/gone')).toBe('null');
  });
});
