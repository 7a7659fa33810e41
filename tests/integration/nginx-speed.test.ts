// deploy/nginx.conf must cost a visitor nothing on what it caches. A HIT through nginx on a
// kept-alive connection is compared with the same page straight from the origin (its kept
// pages), in interleaved rounds, so whatever else loads the machine slows both alike; the
// medians of many samples are compared, never single times. A stale page must come from the
// cache at once while nginx fetches it again in the background: the link to the origin is made
// slow for that, and the stale answer must come well before the origin could have answered.
// Figures are printed; the bound only says "no slower than direct, within a small tolerance".
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cameFromKeptPages, logLines, sendRequest, type Answer } from '../support/http-request';
import { nginxInstalled, startNginx, type NginxFront } from '../support/nginx';
import { startSlowLink, type SlowLink } from '../support/slow-link';
import { stopAndRemoveTestServer, startTestServer, type TestServer } from '../support/test-server';

const runs = nginxInstalled();
const compressed = { 'Accept-Encoding': 'gzip, deflate, br' };
/** Interleaved rounds of one request each way: enough for steady medians in a few seconds. */
const rounds = 300;
/**
 * What nginx may add to a direct answer's median: a quarter plus 5 ms. The defect this guards
 * against (TCP_CORK waiting for a delayed ACK) adds 40 ms; nginx's own cost is far below 1 ms.
 */
const tolerance = (directMedian: number) => directMedian * 0.25 + 5;
/** The origin says `s-maxage=60`: a page fetched now is stale a minute later. */
const freshMilliseconds = 60_000;
/** How long the slow link holds each chunk of the origin's answers in the stale test. */
const originDelayMilliseconds = 3_000;
const stalePath = '/history';

let origin: TestServer | undefined;
let link: SlowLink | undefined;
let front: NginxFront | undefined;
/** When the page at `stalePath` entered nginx's cache. */
let staleCachedAt = 0;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function timed(baseUrl: string, path: string, agent: http.Agent | false) {
  const started = performance.now();
  const answer = await sendRequest(baseUrl, path, { agent, headers: compressed });
  return { answer, milliseconds: performance.now() - started };
}

/** How many times the origin has logged an answer to GET `path`. */
function originRequests(path: string): number {
  return logLines(origin?.output() ?? '').filter((line) => {
    const request = line.request as { method?: string; path?: string } | undefined;
    return line.msg === 'request' && request?.method === 'GET' && request.path === path;
  }).length;
}

describe.skipIf(!runs)('deploy/nginx.conf against direct access', () => {
  beforeAll(async () => {
    origin = await startTestServer({ environment: { TRUST_PROXY: '1' } });
    link = await startSlowLink(Number(new URL(origin.url).port));
    front = await startNginx({ upstreamPort: link.port });
    // Cached now, so that it is stale by the last test; the tests in between use that minute.
    expect((await sendRequest(front.url, stalePath, { headers: compressed })).status).toBe(200);
    staleCachedAt = Date.now();
  }, 90_000);

  afterAll(async () => {
    await front?.stop();
    await link?.close();
    await stopAndRemoveTestServer(origin);
  }, 30_000);

  it('answers a cached page on a kept-alive connection no slower than the origin itself', async () => {
    if (!front || !origin) throw new Error('nginx or the server did not start');
    const server = origin;
    // One connection each way, kept alive for every request, as a browser does.
    const throughNginx = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const direct = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      // Warm: nginx holds the page, the origin keeps it ready-compressed, connections are open.
      for (let warm = 0; warm < 20; warm += 1) {
        await timed(front.url, '/', throughNginx);
        await timed(origin.url, '/', direct);
      }
      const nginxTimes: number[] = [];
      const directTimes: number[] = [];
      const cacheStatuses = new Set<string>();
      const directAnswers: Answer[] = [];
      for (let round = 0; round < rounds; round += 1) {
        // Alternate which goes first, so neither always follows the other's work.
        for (const way of round % 2 === 0 ? ['nginx', 'direct'] : ['direct', 'nginx']) {
          if (way === 'nginx') {
            const { answer, milliseconds } = await timed(front.url, '/', throughNginx);
            cacheStatuses.add(String(answer.headers['x-cache-status']));
            nginxTimes.push(milliseconds);
          } else {
            const { answer, milliseconds } = await timed(origin.url, '/', direct);
            directAnswers.push(answer);
            directTimes.push(milliseconds);
          }
        }
      }
      const nginxMedian = median(nginxTimes);
      const directMedian = median(directTimes);
      console.info(
        `GET / on a kept-alive connection, median of ${rounds}: ` +
          `nginx HIT ${nginxMedian.toFixed(2)} ms, direct ${directMedian.toFixed(2)} ms`,
      );
      // The comparison means something only if every answer came from a cache.
      expect([...cacheStatuses]).toEqual(['HIT']);
      const fromKeptPages = await Promise.all(
        directAnswers.map((answer) => cameFromKeptPages(server, answer)),
      );
      expect(
        fromKeptPages.every((kept) => kept),
        'every direct answer came from the kept pages',
      ).toBe(true);
      expect(nginxMedian).toBeLessThanOrEqual(directMedian + tolerance(directMedian));
    } finally {
      throughNginx.destroy();
      direct.destroy();
    }
  });

  it('answers a stale page from the cache without waiting for the origin', async () => {
    if (!front || !link) throw new Error('nginx or the link did not start');
    const wait = staleCachedAt + freshMilliseconds + 1_000 - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const fetchedBefore = originRequests(stalePath);
    link.setDelay(originDelayMilliseconds);

    const visitor = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const stale = await timed(front.url, stalePath, visitor);
      console.info(
        `A stale page with the origin ${originDelayMilliseconds} ms away: ` +
          `${stale.milliseconds.toFixed(2)} ms`,
      );
      expect(stale.answer.status).toBe(200);
      expect(stale.answer.headers['x-cache-status']).toBe('STALE');
      // Any answer that waited for the origin would take the link's delay at least.
      expect(stale.milliseconds).toBeLessThan(originDelayMilliseconds / 2);

      // Meanwhile another visitor gets the old copy too, as the fetch is under way.
      const meanwhile = await timed(front.url, stalePath, false);
      expect(meanwhile.answer.headers['x-cache-status']).toBe('UPDATING');
      expect(meanwhile.milliseconds).toBeLessThan(originDelayMilliseconds / 2);
    } finally {
      visitor.destroy();
    }

    // The fetch in the background reached the origin, and once it is in, the page is fresh.
    link.setDelay(0);
    const deadline = Date.now() + 10_000;
    let status = '';
    while (Date.now() < deadline && status !== 'HIT') {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const answer = await sendRequest(front.url, stalePath, { headers: compressed });
      status = String(answer.headers['x-cache-status']);
    }
    expect(status).toBe('HIT');
    // The origin's log line comes through a pipe a moment after its answer has ended.
    await expect.poll(() => originRequests(stalePath), { timeout: 10_000 }).toBe(fetchedBefore + 1);
  });
});
