// The production server behind the reference front, deploy/nginx.conf, as an operator runs
// them (tests/support/nginx.ts runs the real file): the shared cache follows the origin's
// headers (warm pages are HITs, 304s, nothing personal or posted is ever kept, a notice only
// at its own URL), the rate limits count the address nginx saw (a forged X-Forwarded-For
// changes nothing; two real clients have two budgets), and no answer sets a cookie.
import fs from 'node:fs';
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  nginxInstalled,
  startNginx,
  stopNginxShowingErrors,
  type NginxFront,
} from '../support/nginx';
import {
  countRows,
  stopAndRemoveTestServer,
  startTestServer,
  type TestServer,
} from '../support/test-server';
import { sampleContactMessage } from '../support/sample-inquiries';
import { shownMarkup } from '../support/shown-text';

const contactLimit = 3;
const runs = nginxInstalled();

let origin: TestServer | undefined;
let front: NginxFront | undefined;

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; text: string };

/** Every answer nginx gave in this file, to check that none sets a cookie. */
const answers: { request: string; headers: http.IncomingHttpHeaders }[] = [];

/**
 * One request through nginx, read as it arrives (fetch would undo the compression), on a
 * connection of its own from `from`: every 127.x address is this machine on Linux, and nginx
 * sees each as a different client.
 */
function request(
  path: string,
  {
    method = 'GET',
    headers = {},
    body,
    from = '127.0.0.1',
  }: { method?: string; headers?: http.OutgoingHttpHeaders; body?: string; from?: string } = {},
): Promise<Answer> {
  if (!front) throw new Error('nginx did not start');
  const url = `${front.url}${path}`;
  const sent = body === undefined ? {} : { 'Content-Length': Buffer.byteLength(body) };
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      url,
      { method, headers: { ...sent, ...headers }, localAddress: from, agent: false },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          answers.push({ request: `${method} ${path}`, headers: incoming.headers });
          const whole = Buffer.concat(chunks);
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: whole,
            text: whole.toString('utf8'),
          });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** The body as sent before the origin's Content-Encoding, undone exactly once. */
function decoded(answer: Answer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === undefined) return answer.text;
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(answer.body).toString('utf8');
  throw new Error(`unexpected Content-Encoding: ${encoding}`);
}

const emailError = 'Please enter a valid email address';

let messageNumber = 0;

function postContact({ from, forwardedFor }: { from: string; forwardedFor?: string }) {
  messageNumber += 1;
  return request('/api/contact', {
    method: 'POST',
    from,
    headers: {
      'Content-Type': 'application/json',
      ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}),
    },
    body: JSON.stringify(
      sampleContactMessage({ message: `A message through nginx, number ${messageNumber}` }),
    ),
  });
}

/**
 * The contact form sent without script. `asBrowser` adds what a browser sends with it: its
 * page's Origin, whose port nginx's `Host: $host` does not carry.
 */
function postContactForm(
  fields: Record<string, string>,
  { from, asBrowser = false }: { from: string; asBrowser?: boolean },
) {
  const browserHeaders = { Origin: front?.url ?? '', 'Sec-Fetch-Site': 'same-origin' };
  return request('/contact', {
    method: 'POST',
    from,
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      ...(asBrowser ? browserHeaders : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

function storedMessages(): number {
  if (!origin) throw new Error('the server did not start');
  return countRows(origin.databaseFile, 'contact_messages');
}

describe.skipIf(!runs)('behind deploy/nginx.conf', () => {
  beforeAll(async () => {
    origin = await startTestServer({
      environment: {
        TRUST_PROXY: '1',
        RATE_LIMIT_CONTACT_PER_MINUTE: String(contactLimit),
        RATE_LIMIT_SUBSCRIBE_PER_MINUTE: String(contactLimit),
      },
    });
    front = await startNginx({ upstreamPort: Number(new URL(origin.url).port) });
  }, 90_000);

  afterAll(async () => {
    await stopNginxShowingErrors(front);
    await stopAndRemoveTestServer(origin);
  }, 30_000);

  describe('the cache', () => {
    it('serves a warm page from the cache and answers 304 to its ETag', async () => {
      const first = await request('/');
      expect(first.status).toBe(200);
      expect(first.headers['cache-control']).toMatch(/\bs-maxage=60\b/);
      const second = await request('/');
      expect(second.status).toBe(200);
      expect(second.headers['x-cache-status']).toBe('HIT');
      expect(second.text === first.text, 'the same page').toBe(true);
      const tag = second.headers.etag;
      expect(tag).toMatch(/^W\/"/);

      const revalidated = await request('/', { headers: { 'If-None-Match': tag } });
      expect(revalidated.status).toBe(304);
      expect(revalidated.body.length).toBe(0);
      expect(revalidated.headers.etag).toBe(tag);
    });

    it('passes the origin’s compression through, compressing nothing twice', async () => {
      const plain = await request('/history');
      expect(plain.headers['content-encoding']).toBeUndefined();
      // The origin sends brotli from its kept copy, or gzip while it is still making it.
      const compressed = await request('/history', {
        headers: { 'Accept-Encoding': 'gzip, deflate, br' },
      });
      expect(['br', 'gzip']).toContain(compressed.headers['content-encoding']);
      expect(decoded(compressed) === plain.text, 'decoded once, it is the page').toBe(true);
      const gzip = await request('/history', { headers: { 'Accept-Encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(decoded(gzip) === plain.text, 'decoded once, it is the page').toBe(true);
    });

    it('keeps fingerprinted assets as the origin says: immutable, for a year', async () => {
      const script = fs
        .readdirSync('build/client/assets')
        .find((name) => /^site-libraries-[\w-]+\.js$/.test(name));
      if (!script) throw new Error('No React chunk in build/client/assets: run `npm run build`');
      const headers = { 'Accept-Encoding': 'br' };
      const first = await request(`/assets/${script}`, { headers });
      expect(first.status).toBe(200);
      expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(first.headers['content-encoding']).toBe('br');
      const second = await request(`/assets/${script}`, { headers });
      expect(second.headers['x-cache-status']).toBe('HIT');
      expect(second.body.equals(first.body)).toBe(true);
    });
  });

  describe('the rate limits', () => {
    it('count the address nginx saw: a forged X-Forwarded-For dodges nothing', async () => {
      const rowsBefore = storedMessages();
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= contactLimit + 1; attempt += 1) {
        // A different forged address every time, as a flooder would send.
        const forged = await postContact({ from: '127.0.0.11', forwardedFor: `1.2.3.${attempt}` });
        statuses.push(forged.status);
      }
      expect(statuses).toEqual([...Array<number>(contactLimit).fill(201), 429]);
      expect(storedMessages()).toBe(rowsBefore + contactLimit);
    });

    it('give two real clients a budget each', async () => {
      const rowsBefore = storedMessages();
      for (let attempt = 1; attempt <= contactLimit; attempt += 1) {
        expect((await postContact({ from: '127.0.0.1' })).status).toBe(201);
        expect((await postContact({ from: '127.0.0.2' })).status).toBe(201);
      }
      expect((await postContact({ from: '127.0.0.1' })).status).toBe(429);
      expect((await postContact({ from: '127.0.0.2' })).status).toBe(429);
      expect(storedMessages()).toBe(rowsBefore + 2 * contactLimit);
    });
  });

  describe('the no-script contact form', () => {
    const message = 'Please quote 2 tonnes of Dimbula BOP, sent through nginx.';

    it('answers 303 to /contact?sent=contact#main; only that URL shows the notice', async () => {
      // Warm /contact in the cache first: the notice must never end up in it.
      for (const attempt of [1, 2]) {
        const page = await request('/contact');
        expect(page.status, `GET /contact #${attempt}`).toBe(200);
        expect(
          shownMarkup(page.text).includes('Message Sent'),
          'GET /contact shows Message Sent',
        ).toBe(false);
      }
      const rowsBefore = storedMessages();
      const sent = await postContactForm(sampleContactMessage({ message }), { from: '127.0.0.21' });
      expect(sent.status).toBe(303);
      // Soft: the checks below still run and show whether the notice page works.
      expect.soft(sent.headers['set-cookie'], 'no cookie carries the notice').toBeUndefined();
      expect.soft(sent.headers['cache-control']).toBe('private, no-store');
      const location = new URL(sent.headers.location ?? '', `${front?.url}/contact`);
      expect
        .soft(`${location.pathname}${location.search}${location.hash}`)
        .toBe('/contact?sent=contact#main');
      expect.soft(location.origin).toBe(front?.url);
      expect(storedMessages()).toBe(rowsBefore + 1);

      // The notice travels in the URL (the browser follows without the fragment), so the
      // page at that URL may be cached: it shows the notice to whoever opens it, and only it.
      for (const attempt of [1, 2]) {
        const notice = await request('/contact?sent=contact');
        expect(notice.status, `GET /contact?sent=contact #${attempt}`).toBe(200);
        expect(notice.text.includes('Message Sent'), 'the page shows Message Sent').toBe(true);
      }

      for (const attempt of [1, 2]) {
        const page = await request('/contact');
        expect(page.status, `GET /contact #${attempt} after`).toBe(200);
        expect(
          shownMarkup(page.text).includes('Message Sent'),
          'GET /contact shows Message Sent',
        ).toBe(false);
      }
    });

    it('keeps no 400 page: private, no-store, never a HIT, no row, no error on GET', async () => {
      const invalid = sampleContactMessage({
        email: 'not-an-email',
        message: 'A message with an address that is not one',
      });
      const rowsBefore = storedMessages();
      for (const attempt of [1, 2]) {
        const answer = await postContactForm(invalid, { from: '127.0.0.31' });
        expect(answer.status, `POST #${attempt}`).toBe(400);
        expect(answer.headers['cache-control']).toBe('private, no-store');
        expect(answer.headers['x-cache-status']).not.toBe('HIT');
        expect(answer.text.includes(emailError), 'the 400 page shows the error').toBe(true);
      }
      expect(storedMessages()).toBe(rowsBefore);

      const page = await request('/contact');
      expect(page.status).toBe(200);
      expect(shownMarkup(page.text).includes(emailError), 'GET /contact shows the error').toBe(
        false,
      );
      expect(page.text.includes('not-an-email'), 'GET /contact shows the value').toBe(false);
    });
  });

  it('takes a browser’s form post although Host lacks the port of its Origin', async () => {
    // nginx listens on a port of its own here, so the browser's Origin names one and the
    // Host nginx passes on does not: the origin must compare host names, not fail with a 500.
    const rowsBefore = storedMessages();
    const answer = await postContactForm(
      sampleContactMessage({
        email: 'not-an-email',
        message: 'A message sent from the page, without script',
      }),
      { from: '127.0.0.51', asBrowser: true },
    );
    expect(answer.status).toBe(400);
    expect(answer.text.includes(emailError), 'the 400 page shows the error').toBe(true);
    expect(storedMessages()).toBe(rowsBefore);
  });

  it('lets the origin answer its own JSON 413 to a body over 16 KiB', async () => {
    const answer = await request('/api/contact', {
      method: 'POST',
      from: '127.0.0.41',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(
        sampleContactMessage({ subject: 'other', message: 'x'.repeat(20 * 1024) }),
      ),
    });
    expect(answer.status).toBe(413);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(answer.text)).toEqual({ message: expect.any(String) });
  });

  // Last: looks back at every answer the tests above received.
  it('never sets a cookie', () => {
    expect(answers.length).toBeGreaterThan(20);
    const withCookie = answers
      .filter(({ headers }) => headers['set-cookie'] !== undefined)
      .map(({ request: sent, headers }) => `${sent}: ${String(headers['set-cookie'])}`);
    expect(withCookie).toEqual([]);
  });
});
