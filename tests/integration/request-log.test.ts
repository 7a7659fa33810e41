// The server's log as an operator reads it (server/request-log.ts, app/entry.server.tsx
// handleError): one JSON line per request naming the request, its answer and its id; a 5xx's
// error line carrying the id its answer carries; no stack trace for what a client got wrong;
// nothing a query string holds.
import { createServer } from 'node:net';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { type TestServer } from '../support/test-server';
import { startsServersForEachTest } from '../support/server-hooks';

type LogLine = {
  level: number;
  msg: string;
  requestId?: string;
  request?: { method: string; path: string; client: string };
  response?: { status: number };
  durationMs?: number;
  err?: { message: string; stack?: string };
};

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const start = startsServersForEachTest();

function logLines(server: TestServer): LogLine[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
}

/** The request lines for `path`, once the server has written them (after the answer ends). */
async function requestLinesFor(server: TestServer, path: string, count = 1): Promise<LogLine[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const lines = logLines(server).filter(
      (line) => line.request?.path === path && line.response !== undefined,
    );
    if (lines.length >= count || Date.now() > deadline) return lines;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the request log', () => {
  it('writes one line per request: method, path, status, duration, client and request id', async () => {
    const server = await start();
    const response = await fetch(`${server.url}/about`);
    await response.arrayBuffer();
    const requestId = response.headers.get('X-Request-Id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const [line, ...more] = await requestLinesFor(server, '/about');
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      level: 30,
      msg: 'request',
      requestId,
      request: { method: 'GET', path: '/about', client: expect.stringContaining('127.0.0.1') },
      response: { status: 200 },
    });
    expect(line?.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('makes its own request id, never the one a client sends', async () => {
    const server = await start();
    const response = await fetch(`${server.url}/history`, {
      headers: { 'X-Request-Id': 'chosen-by-the-client' },
    });
    await response.arrayBuffer();
    expect(response.headers.get('X-Request-Id')).not.toBe('chosen-by-the-client');
    expect(server.output()).not.toContain('chosen-by-the-client');
  });

  it('never writes a query string (a newsletter link holds a token)', async () => {
    const server = await start();
    const response = await fetch(`${server.url}/newsletter/confirm?token=secret-token-value`);
    await response.arrayBuffer();
    await requestLinesFor(server, '/newsletter/confirm');
    expect(server.output()).not.toContain('secret-token-value');
  });

  it('logs no stack trace for what a client got wrong', async () => {
    const server = await start();
    const asked = [
      fetch(`${server.url}/no-such-page`),
      fetch(`${server.url}/tea-grades/no-such-grade`),
      fetch(`${server.url}/history`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'email=a%40example.com',
      }),
      fetch(`${server.url}/about?x=1&_data=root`),
      fetch(`${server.url}/api/contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{',
      }),
    ];
    const answers = await Promise.all(asked);
    for (const answer of answers) await answer.arrayBuffer();
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 405, 400, 400]);
    expect(answers[2]?.headers.get('Allow')).toBe('GET, HEAD');
    await requestLinesFor(server, '/api/contact');
    expect(server.output()).not.toMatch(/\n\s+at /);
    expect(logLines(server).filter((line) => line.level >= 50)).toEqual([]);
  });

  it('logs a 5xx with the request id its answer carries', async () => {
    const server = await start();
    // A table gone from under the running server: every product page now fails.
    const outside = new Database(server.databaseFile);
    outside.exec('drop table products');
    outside.close();
    const response = await fetch(`${server.url}/products/1`);
    await response.arrayBuffer();
    expect(response.status).toBe(500);
    const requestId = response.headers.get('X-Request-Id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const [requestLine] = await requestLinesFor(server, '/products/1');
    expect(requestLine).toMatchObject({ level: 50, requestId, response: { status: 500 } });
    const errorLine = logLines(server).find(
      (line) => line.msg === 'The app failed to answer a request',
    );
    expect(errorLine).toMatchObject({
      level: 50,
      requestId,
      err: { message: expect.stringContaining('products') },
    });
  });

  it('keeps to LOG_LEVEL', async () => {
    const server = await start({ LOG_LEVEL: 'warn', PORT: String(await freePort()) });
    const response = await fetch(`${server.url}/about`);
    await response.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(logLines(server).filter((line) => line.msg === 'request')).toEqual([]);
  });
});
