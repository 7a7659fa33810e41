// Damage to one table of a running server's database (a bad sector under contact_messages):
// pages keep being served, a post to the damaged table answers 503 and is logged as fatal,
// and /healthz turns 503 without telling a client anything but `unavailable`; the scheduled
// quick_check finds damage no request met. /healthz itself reads and never writes.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { damagePage, rootPageOf } from '../support/migrations';
import { type TestServer } from '../support/test-server';
import { startsServersForEachTest } from '../support/server-hooks';

const start = startsServersForEachTest();

const postMessage = (server: TestServer) =>
  fetch(`${server.url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'Sanjeewa Fernando',
      email: 'sanjeewa@example.com',
      subject: 'product',
      message: 'Do you ship Uva BOP to Hamburg?',
    }),
  });

/** The log lines at `level` (pino's numbers: 40 warn, 50 error, 60 fatal). */
const logLines = (server: TestServer, level: number) =>
  server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string })
    .filter((line) => line.level === level);

/** Garbage over contact_messages' first page, as a bad disk would leave it. */
function damageContactMessages(server: TestServer): void {
  damagePage(server.databaseFile, rootPageOf(server.databaseFile, 'contact_messages'));
}

describe('damage to contact_messages alone', () => {
  it('answers posts 503, says so once as fatal, and turns /healthz 503 without details', async () => {
    const server = await start();
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    damageContactMessages(server);

    const page = await fetch(`${server.url}/products`);
    expect(page.status).toBe(200);
    const answer = await postMessage(server);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('Retry-After')).toBe('5');
    expect((await postMessage(server)).status).toBe(503);

    const fatal = logLines(server, 60);
    expect(fatal).toHaveLength(1);
    expect(fatal[0]?.msg).toMatch(/damaged/);

    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(503);
    expect(health.headers.get('Cache-Control')).toBe('no-store');
    const body = await health.text();
    expect(JSON.parse(body)).toEqual({ status: 'unavailable' });
    expect(body).not.toContain(path.dirname(server.databaseFile));
    // Pages are still served, from what is not damaged.
    expect((await fetch(`${server.url}/about`)).status).toBe(200);
  }, 60_000);

  it('is found by the scheduled check when no request meets it', async () => {
    const server = await start({ DATABASE_CHECK_INTERVAL_MS: '200' });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    damageContactMessages(server);
    // Any write (a page's rate-limit count) makes SQLite read the file afresh.
    expect((await fetch(`${server.url}/about`)).status).toBe(200);
    await server.waitForOutput('The database is damaged');
    expect(logLines(server, 60)).toHaveLength(1);
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'unavailable' });
  }, 60_000);
});

describe('/healthz', () => {
  it('writes nothing, probed 50 times', async () => {
    // No lease renewal by the outbox worker during the test.
    const server = await start({ OUTBOX_LEASE_MS: '3600000' });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    // Let the start's own writes (the outbox lease, retention) settle.
    await new Promise((resolve) => setTimeout(resolve, 500));

    const observer = new Database(server.databaseFile, { readonly: true, fileMustExist: true });
    const files = [server.databaseFile, `${server.databaseFile}-wal`];
    const stateOfFiles = () =>
      files.map((file) => {
        const stat = fs.statSync(file, { throwIfNoEntry: false });
        return stat ? `${stat.size} ${stat.mtimeMs}` : 'absent';
      });
    try {
      const dataVersion = () => observer.pragma('data_version', { simple: true }) as number;
      const versionBefore = dataVersion();
      const filesBefore = stateOfFiles();
      for (let probe = 0; probe < 50; probe += 1) {
        const response = await fetch(`${server.url}/healthz`);
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ status: 'ok' });
      }
      expect(dataVersion()).toBe(versionBefore);
      expect(stateOfFiles()).toEqual(filesBefore);
    } finally {
      observer.close();
    }
  }, 60_000);
});
