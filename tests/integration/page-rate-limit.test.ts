// The general rate limit (server/rate-limit.ts requestRateLimit): every request the app answers
// (pages, page data, the API, spec sheet PDFs) counts against RATE_LIMIT_PAGES_PER_MINUTE per
// client, here 5; the static files and /healthz do not. The sixth gets 429 with Retry-After,
// JSON to the API and page data, a short page to a browser; the count is kept in SQLite, so
// the worker processes of WEB_CONCURRENCY share it.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalCacheControl } from '../../server/http-cache';
import { requestLimitMessage } from '../../server/rate-limit';
import { logLines, sendRequest, type Answer } from '../support/http-request';
import { removeTemporaryDatabase, startTestServer, type TestServer } from '../support/test-server';

const lowLimit = {
  RATE_LIMIT_PAGES_PER_MINUTE: '5',
  // Behind one proxy: each test is its own client through X-Forwarded-For, and the server's
  // own readiness check (from loopback, without one) is another.
  TRUST_PROXY: '1',
};

let server: TestServer;
let workersServer: TestServer;

beforeAll(async () => {
  [server, workersServer] = await Promise.all([
    startTestServer({ environment: lowLimit }),
    startTestServer({ environment: { ...lowLimit, WEB_CONCURRENCY: '2' } }),
  ]);
  // Both workers listening, so node:cluster hands connections to each in turn.
  const deadline = Date.now() + 60_000;
  while (workersServer.output().split('Serving http').length - 1 < 2) {
    if (Date.now() > deadline)
      throw new Error(`one worker never served:\n${workersServer.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}, 90_000);

afterAll(async () => {
  for (const running of [server, workersServer]) {
    if (!running) continue;
    await running.stop();
    removeTemporaryDatabase(running.databaseFile);
  }
});

function requestAs(
  target: TestServer,
  client: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return sendRequest(target.url, path, { headers: { 'X-Forwarded-For': client, ...headers } });
}

/** Five requests the app answers, of every kind the limit counts. */
const countedPaths = [
  '/about',
  '/products.data?tab=bulk',
  '/api/products',
  '/tea-grades/opa/spec-sheet.pdf',
  '/no-such-page',
];

async function spendBudget(target: TestServer, client: string): Promise<void> {
  for (const path of countedPaths) {
    const answer = await requestAs(target, client, path);
    expect(answer.status, `${path} within the budget`).not.toBe(429);
    expect(answer.status).toBeLessThan(500);
  }
}

function expectLimited(answer: Answer): void {
  expect(answer.status).toBe(429);
  const retryAfter = Number(answer.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(answer.headers['cache-control']).toBe(personalCacheControl);
}

describe('with RATE_LIMIT_PAGES_PER_MINUTE=5', () => {
  it('answers the sixth request of a minute 429 with Retry-After, JSON to the API', async () => {
    const client = '203.0.113.10';
    await spendBudget(server, client);
    const api = await requestAs(server, client, '/api/products');
    expectLimited(api);
    expect(api.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(api.body.toString())).toEqual({ message: requestLimitMessage });
    const data = await requestAs(server, client, '/products.data?tab=special');
    expectLimited(data);
    expect(JSON.parse(data.body.toString())).toEqual({ message: requestLimitMessage });
  });

  it('answers a browser a short page with the message', async () => {
    const client = '203.0.113.11';
    await spendBudget(server, client);
    const page = await requestAs(server, client, '/about', {
      Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    });
    expectLimited(page);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const html = page.body.toString();
    expect(html).toContain(requestLimitMessage);
    expect(html.length).toBeLessThan(1_000);
  });

  it('counts neither static files nor /healthz', async () => {
    const client = '203.0.113.12';
    const script = fs.readdirSync('build/client/assets').find((name) => name.endsWith('.js'));
    const uncounted = [
      '/favicon.svg',
      '/apple-touch-icon.png',
      '/icons/icon-192.png',
      `/assets/${script}`,
      '/healthz',
    ];
    for (let round = 0; round < 3; round += 1) {
      for (const path of uncounted) {
        expect((await requestAs(server, client, path)).status, path).toBe(200);
      }
    }
    await spendBudget(server, client);
    expectLimited(await requestAs(server, client, '/about'));
    // Files and the health check still answer once the budget is spent.
    for (const path of uncounted) {
      expect((await requestAs(server, client, path)).status, path).toBe(200);
    }
  });

  it('keeps a budget per client', async () => {
    await spendBudget(server, '203.0.113.13');
    expectLimited(await requestAs(server, '203.0.113.13', '/'));
    expect((await requestAs(server, '203.0.113.14', '/')).status).toBe(200);
  });
});

describe('with WEB_CONCURRENCY=2', () => {
  it('shares one count between the worker processes', async () => {
    const client = '203.0.113.20';
    const answers: Answer[] = [];
    // Each on a connection of its own, so node:cluster hands them to the workers in turn.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      answers.push(await requestAs(workersServer, client, '/api/products'));
    }
    expect(answers.map((answer) => answer.status)).toEqual([
      ...Array<number>(5).fill(200),
      ...Array<number>(5).fill(429),
    ]);

    // Both processes answered, and both refused. Each answer's log line is written once it has
    // ended and comes through a pipe, so the check polls until every answer's line is there.
    const pidOf = () =>
      new Map<unknown, unknown>(
        logLines(workersServer.output()).map((line) => [line.requestId, line.pid]),
      );
    await expect
      .poll(() => answers.filter((answer) => !pidOf().has(answer.headers['x-request-id'])).length, {
        timeout: 10_000,
      })
      .toBe(0);
    const logged = pidOf();
    const pids = (status: number) =>
      new Set(
        answers
          .filter((answer) => answer.status === status)
          .map((answer) => logged.get(answer.headers['x-request-id'])),
      );
    expect(pids(200).size).toBe(2);
    expect(pids(429).size).toBe(2);
  });
});
