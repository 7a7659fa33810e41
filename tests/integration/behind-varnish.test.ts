// The production server behind the reference Varnish cache, deploy/varnish.vcl, as
// deploy/README.md sets it up (tests/support/varnish.ts runs the real file): nginx
// (deploy/nginx.conf) in front of Varnish in front of the server with TRUST_PROXY=2. Varnish
// keeps a page whatever cookies the browser sends (the site sets none), keeps brotli for the
// clients that take it and gzip for the others, and the rate limits count each visitor, not
// the proxies.
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logLines, sendRequest, type Answer } from '../support/http-request';
import { nginxInstalled, startNginx, type NginxFront } from '../support/nginx';
import { sampleContactMessage } from '../support/sample-inquiries';
import { stopAndRemoveTestServer, startTestServer, type TestServer } from '../support/test-server';
import { startVarnish, varnishInstalled, type VarnishCache } from '../support/varnish';

const runs = varnishInstalled() && nginxInstalled();
const contactLimit = 3;
/**
 * deploy/README.md 'Varnish (or any second proxy)': two proxies append to X-Forwarded-For,
 * nginx and Varnish.
 */
const documentedTrustProxy = '2';

let origin: TestServer | undefined;
let varnish: VarnishCache | undefined;
let front: NginxFront | undefined;

/** The body as the origin sent it before its Content-Encoding, undone exactly once. */
function decoded(answer: Answer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === undefined) return answer.body.toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(answer.body).toString('utf8');
  throw new Error(`unexpected Content-Encoding: ${encoding}`);
}

/**
 * The origin's request log lines for `method` `path`. A line is written once its answer has
 * ended, and reaches the test through a pipe a moment later: a check on them polls
 * (`expect.poll(..., logWritten)`) rather than reading once, which a busy machine can outrun.
 */
function originLog(method: string, path: string) {
  return logLines(origin?.output() ?? '')
    .map((line) => line.request as { method?: string; path?: string; client?: string } | undefined)
    .filter((request) => request?.method === method && request.path === path);
}

/** How long the log lines of answers already received may take to arrive. */
const logWritten = { timeout: 10_000 };

/** A contact message through nginx, Varnish and the server, from the local address `from`. */
function postContact(from: string, forwardedFor?: string): Promise<number> {
  const body = JSON.stringify(sampleContactMessage({ message: `Sent from ${from}, via Varnish` }));
  return new Promise((resolve, reject) => {
    if (!front) throw new Error('nginx did not start');
    const outgoing = http.request(
      `${front.url}/api/contact`,
      {
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}),
        },
      },
      (incoming) => {
        incoming.resume();
        incoming.on('end', () => resolve(incoming.statusCode ?? 0));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

describe.skipIf(!runs)('behind deploy/varnish.vcl', () => {
  beforeAll(async () => {
    origin = await startTestServer({
      environment: {
        TRUST_PROXY: documentedTrustProxy,
        RATE_LIMIT_CONTACT_PER_MINUTE: String(contactLimit),
      },
    });
    varnish = await startVarnish({ backendPort: Number(new URL(origin.url).port) });
    front = await startNginx({ upstreamPort: varnish.port });
  }, 90_000);

  afterAll(async () => {
    await front?.stop();
    await varnish?.stop();
    await stopAndRemoveTestServer(origin);
  }, 30_000);

  it('keeps a page although the browser sends analytics cookies', async () => {
    if (!varnish) throw new Error('Varnish did not start');
    const asked = (cookie: string) =>
      sendRequest(varnish?.url ?? '', '/history', {
        headers: { 'Accept-Encoding': 'gzip, deflate, br', Cookie: cookie },
      });
    const first = await asked('_ga=GA1.2.1111111111.1764100000; _gid=GA1.2.2222222222.1764100000');
    expect(first.status).toBe(200);
    expect(first.headers['x-varnish-cache']).toBe('MISS');
    const second = await asked('_ga=GA1.2.3333333333.1764100001; consent=analytics');
    expect(second.status).toBe(200);
    expect(second.headers['x-varnish-cache']).toBe('HIT');
    expect(second.headers['set-cookie']).toBeUndefined();
    await expect.poll(() => originLog('GET', '/history').length, logWritten).toBe(1);
  });

  it('keeps the brotli copy for clients that take it, gzip and plain for the others', async () => {
    if (!varnish || !origin) throw new Error('Varnish or the server did not start');
    const miss = ['MISS', 'HIT'];
    const cases = [
      { acceptEncoding: 'gzip, deflate, br, zstd', expected: 'br', cacheStatuses: miss },
      { acceptEncoding: 'gzip, deflate', expected: 'gzip', cacheStatuses: miss },
      // Refusing brotli is taking gzip: the object just stored.
      { acceptEncoding: 'br;q=0, gzip', expected: 'gzip', cacheStatuses: ['HIT'] },
      { acceptEncoding: undefined, expected: undefined, cacheStatuses: miss },
    ];
    // The page itself, straight from the server.
    const plain = await sendRequest(origin.url, '/process');
    for (const { acceptEncoding, expected, cacheStatuses } of cases) {
      const headers = acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {};
      // A HIT is what Varnish stored for this client's encoding.
      for (const cacheStatus of cacheStatuses) {
        const answer = await sendRequest(varnish.url, '/process', { headers });
        const seen = `${acceptEncoding ?? 'no Accept-Encoding'}, ${cacheStatus}`;
        expect(answer.headers['x-varnish-cache'], seen).toBe(cacheStatus);
        expect(answer.headers['content-encoding'], seen).toBe(expected);
        expect(answer.headers.vary, seen).toMatch(/Accept-Encoding/i);
        expect(decoded(answer) === decoded(plain), `${seen}: decoded once, the page`).toBe(true);
      }
    }
    // Ours, then one fetch through Varnish per encoding: br, gzip and none.
    await expect.poll(() => originLog('GET', '/process').length, logWritten).toBe(4);
  });

  it(`counts each visitor, not the proxies, with TRUST_PROXY=${documentedTrustProxy}`, async () => {
    const visitors = ['127.0.0.21', '127.0.0.22'];
    for (let attempt = 1; attempt <= contactLimit; attempt += 1) {
      for (const visitor of visitors) expect(await postContact(visitor)).toBe(201);
    }
    for (const visitor of visitors) expect(await postContact(visitor)).toBe(429);
    const clients = () =>
      [...new Set(originLog('POST', '/api/contact').map((request) => request?.client))].sort();
    await expect.poll(clients, logWritten).toEqual(visitors);

    // A forged X-Forwarded-For stays on the left of what nginx and Varnish append.
    const forged: number[] = [];
    for (let attempt = 1; attempt <= contactLimit + 1; attempt += 1) {
      forged.push(await postContact('127.0.0.23', `198.51.100.${attempt}`));
    }
    expect(forged).toEqual([...Array<number>(contactLimit).fill(201), 429]);
  });
});
