// The production shape deploy/README.md sets up: the site over HTTPS and HTTP/2, through the TLS
// server of deploy/nginx.conf (tests/support/nginx.ts runs the file's own listen parameters and
// settings, with a certificate made for the run), in front of an origin whose SITE_URL is https.
import http2 from 'node:http2';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  nginxInstalled,
  startNginx,
  stopNginxShowingErrors,
  type NginxFront,
} from '../support/nginx';
import { stopAndRemoveTestServer, startTestServer, type TestServer } from '../support/test-server';

const runs = nginxInstalled();

let origin: TestServer | undefined;
let front: NginxFront | undefined;

type Answer = { headers: http2.IncomingHttpHeaders; body: Buffer; alpn: string | false };

/** One request over HTTP/2 through nginx, as a browser asks, on a session of its own. */
function request(path: string, headers: http2.OutgoingHttpHeaders = {}): Promise<Answer> {
  if (!front) throw new Error('nginx did not start');
  const session = http2.connect(front.url, { rejectUnauthorized: false });
  return new Promise<Answer>((resolve, reject) => {
    session.on('error', reject);
    const stream = session.request({ ':path': path, 'accept-encoding': 'br', ...headers });
    const chunks: Buffer[] = [];
    let answerHeaders: http2.IncomingHttpHeaders = {};
    stream.on('response', (received) => (answerHeaders = received));
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('error', reject);
    stream.on('end', () =>
      resolve({
        headers: answerHeaders,
        body: Buffer.concat(chunks),
        alpn: session.alpnProtocol ?? false,
      }),
    );
    stream.end();
  }).finally(() => session.close());
}

describe.skipIf(!runs)('over HTTPS and HTTP/2, behind the TLS server of deploy/nginx.conf', () => {
  beforeAll(async () => {
    // The site's address without the port nginx will take: nginx picks a free one itself, trying
    // again if another process takes it first, and a page names its site by host and scheme.
    origin = await startTestServer({
      environment: { TRUST_PROXY: '1', SITE_URL: 'https://127.0.0.1' },
    });
    front = await startNginx({ upstreamPort: Number(new URL(origin.url).port), overTls: true });
  }, 90_000);

  afterAll(async () => {
    await stopNginxShowingErrors(front);
    await stopAndRemoveTestServer(origin);
  }, 30_000);

  it('serves a page over HTTP/2, compressed, with one HSTS header and https links', async () => {
    const page = await request('/');
    expect(page.alpn).toBe('h2');
    expect(page.headers[':status']).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    // The origin sends it (its SITE_URL is https) and nginx passes it on, once.
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const html = brotliDecompressSync(page.body).toString('utf8');
    expect(html).toContain('<link rel="canonical" href="https://127.0.0.1/"');
    // A second request is the shared cache's.
    const again = await request('/');
    expect(again.headers['x-cache-status']).toBe('HIT');
  });

  it("keeps the origin's strongest compression of a page asked for the first time", async () => {
    // Through nginx first, so nginx stores the origin's first answer; then from the origin.
    const throughNginx = await request('/trade-terms');
    expect(throughNginx.headers['x-cache-status']).toBe('MISS');
    const fromOrigin = await fetch(`${origin?.url}/trade-terms`, {
      headers: { 'Accept-Encoding': 'br' },
    });
    const originBytes = Number(fromOrigin.headers.get('content-length'));
    await fromOrigin.arrayBuffer();
    expect(throughNginx.body.byteLength).toBe(originBytes);
    expect((await request('/trade-terms')).body.equals(throughNginx.body)).toBe(true);
  });

  it("serves the page's stylesheet over the same protocol, kept for a year", async () => {
    const page = brotliDecompressSync((await request('/')).body).toString('utf8');
    const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(page)?.[1];
    expect(stylesheet).toMatch(/^\/assets\/app-[\w-]+\.css$/);
    const answer = await request(stylesheet ?? '/');
    expect(answer.alpn).toBe('h2');
    expect(answer.headers[':status']).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['content-encoding']).toBe('br');
  });
});
