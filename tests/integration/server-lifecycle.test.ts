// The production server's life and death: a graceful SIGTERM, and a SIGKILL in the middle
// of a flood that must lose no acknowledged message.
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { expect, it } from 'vitest';
import { crashTestSize, runCrash } from '../support/flood';
import {
  queryDatabaseFile,
  removeTemporaryDatabase,
  startTestServer,
} from '../support/test-server';

function connectionRefused(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

it('on SIGTERM finishes the request in flight, refuses new connections, closes the database, exits 0', async () => {
  const server = await startTestServer();
  try {
    const message = `Sent slowly across a shutdown ${Date.now()}`;
    const body = JSON.stringify({
      name: 'Malini Gunawardena',
      email: 'malini@example.com',
      subject: 'other',
      message,
    });
    const half = Math.floor(body.length / 2);
    const request = http.request(`${server.url}/api/contact`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': Buffer.byteLength(body),
        // The server's 100 Continue proves it has taken the request before the signal.
        Expect: '100-continue',
      },
    });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      request.on('response', (response) => {
        let text = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      });
      request.on('error', reject);
    });
    await new Promise<void>((resolve) => request.once('continue', resolve));
    request.write(body.slice(0, half));

    server.signal('SIGTERM');
    await server.waitForOutput('SIGTERM: finishing requests in flight');
    expect(await connectionRefused(server.url)).toBe(true);

    request.end(body.slice(half));
    const { status, body: answerBody } = await answer;
    expect(status).toBe(201);
    const { id } = JSON.parse(answerBody) as { id: number };
    const answeredAt = Date.now();

    expect(await server.exited).toEqual({ code: 0, signal: null });
    // Its keep-alive connection was closed after the answer, not left to time out (5 s).
    expect(Date.now() - answeredAt).toBeLessThan(3_000);
    expect(server.output()).toContain('Database closed; exiting');
    // Closing the last connection checkpoints the WAL into the database and removes it.
    expect(fs.existsSync(`${server.databaseFile}-wal`)).toBe(false);
    expect(
      queryDatabaseFile(
        server.databaseFile,
        'select message from contact_messages where id = ?',
        id,
      ),
    ).toEqual([{ message }]);
  } finally {
    await server.kill();
    removeTemporaryDatabase(server.databaseFile);
  }
}, 90_000);

it('loses no acknowledged message when SIGKILLed in the middle of a flood', async () => {
  const report = await runCrash(crashTestSize);
  expect(report.killedMidFlood).toBe(true);
  expect(report.acknowledged).toBeGreaterThanOrEqual(crashTestSize.killAfterAcknowledged);
  expect(report.unanswered).toBeGreaterThan(0);
  expect(report.lost).toBe(0);
  expect(report.serverErrors).toBe(0);
  expect(report.stored).toBeGreaterThanOrEqual(report.acknowledged);
}, 180_000);

it('under WEB_CONCURRENCY, passes SIGTERM to every worker and exits 0 once they have finished', async () => {
  const server = await startTestServer({ environment: { WEB_CONCURRENCY: '2' } });
  try {
    // Both workers listening (the test server resolves once the first answers).
    await expect
      .poll(() => server.output().match(/Serving http/g)?.length ?? 0, { timeout: 30_000 })
      .toBe(2);
    expect((await fetch(`${server.url}/api/products`)).status).toBe(200);
    server.signal('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain('SIGTERM: stopping 2 workers');
    expect(server.output().match(/Database closed; exiting/g)).toHaveLength(2);
    expect(server.output()).toContain('All workers stopped; exiting');
    expect(fs.existsSync(`${server.databaseFile}-wal`)).toBe(false);
  } finally {
    await server.kill();
    removeTemporaryDatabase(server.databaseFile);
  }
}, 90_000);
