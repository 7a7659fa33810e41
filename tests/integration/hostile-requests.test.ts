// Requests anyone can send, against a real production server: odd hosts, forwarded headers,
// methods, legacy data requests, oversized bodies, cross-site posts and URL spellings. Each
// answers a clear 4xx (or a redirect to the one canonical URL), never a 5xx, and stores nothing.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicPages } from '~/config/public-routes';
import {
  countRows,
  removeTemporaryDatabase,
  startTestServer,
  type TestServer,
} from '../support/test-server';

let server: TestServer;
/** Behind one proxy: X-Forwarded-Host and X-Forwarded-For count, from loopback. */
let proxiedServer: TestServer;

beforeAll(async () => {
  [server, proxiedServer] = await Promise.all([
    startTestServer(),
    startTestServer({ environment: { TRUST_PROXY: '1' } }),
  ]);
}, 90_000);

afterAll(async () => {
  for (const running of [server, proxiedServer]) {
    if (!running) continue;
    await running.stop();
    removeTemporaryDatabase(running.databaseFile);
  }
});

type RawAnswer = { status: number; headers: string; body: string; closed: boolean };

/**
 * Sends bytes exactly as given (fetch would fix the Host, the method or the framing) and reads
 * the answer until the server closes the connection.
 */
function sendRaw(target: TestServer, chunks: (string | Buffer)[]): Promise<RawAnswer> {
  const { port } = new URL(target.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(received).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      resolve({
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0),
        headers: head,
        body: rest.join('\r\n\r\n'),
        closed: true,
      });
    });
    socket.on('connect', () => {
      for (const chunk of chunks) socket.write(chunk);
    });
  });
}

const rawGet = (target: TestServer, path: string, headerLines: string[]) =>
  sendRaw(target, [
    `GET ${path} HTTP/1.1\r\n${headerLines.join('\r\n')}\r\nConnection: close\r\n\r\n`,
  ]);

const contactFields = {
  name: 'Nadeesha Perera',
  email: 'nadeesha@example.com',
  subject: 'wholesale',
  message: 'Please send your price list for BOPF.',
};

describe('hosts', () => {
  it('answers 400 to a host that is not ours, or not a host at all, a cookie or not', async () => {
    for (const host of ['evil.example', 'bad host!', 'x:99999', 'localhost:0', '[::1', '']) {
      const answer = await rawGet(server, '/', [`Host: ${host}`, 'Cookie: consent=yes']);
      expect(answer.status, host).toBe(400);
      expect(answer.body, host).toContain('Unknown host');
      expect(answer.headers.toLowerCase(), host).toContain('cache-control: private, no-store');
    }
  });

  it('answers its own names: SITE_URL’s host, localhost and loopback, any port', async () => {
    for (const host of [
      'www.lankahillstea.lk',
      'WWW.LankaHillsTea.lk.',
      'localhost:3000',
      '127.0.0.1',
    ]) {
      expect((await rawGet(server, '/privacy', [`Host: ${host}`])).status, host).toBe(200);
    }
  });

  it('takes a request without a Host (HTTP/1.0) as addressed to the site', async () => {
    const answer = await sendRaw(server, ['GET /terms HTTP/1.0\r\n\r\n']);
    expect(answer.status).toBe(200);
  });

  it('ignores X-Forwarded-Host from a client it does not trust', async () => {
    const answer = await rawGet(server, '/', ['Host: localhost', 'X-Forwarded-Host: x:99999']);
    expect(answer.status).toBe(200);
  });

  it('checks X-Forwarded-Host from a trusted proxy as it checks Host', async () => {
    const bad = await rawGet(proxiedServer, '/', ['Host: localhost', 'X-Forwarded-Host: x:99999']);
    expect(bad.status).toBe(400);
    const foreign = await rawGet(proxiedServer, '/', [
      'Host: localhost',
      'X-Forwarded-Host: evil.example',
    ]);
    expect(foreign.status).toBe(400);
    const ours = await rawGet(proxiedServer, '/', [
      'Host: 127.0.0.1',
      'X-Forwarded-Host: www.lankahillstea.lk',
    ]);
    expect(ours.status).toBe(200);
  });
});

describe('methods and data requests', () => {
  it('answers 405 with Allow to methods the site does not use', async () => {
    for (const method of ['TRACE', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND']) {
      const answer = await sendRaw(server, [
        `${method} / HTTP/1.1\r\nHost: localhost\r\nCookie: a=b\r\nConnection: close\r\n\r\n`,
      ]);
      expect(answer.status, method).toBe(405);
      expect(answer.headers, method).toContain('Allow: GET, HEAD, POST');
    }
    const api = await fetch(`${server.url}/api/contact`, { method: 'PUT' });
    expect(api.status).toBe(405);
    expect(await api.json()).toEqual({ message: 'Method not allowed. Use GET, HEAD, POST.' });
  });

  it('answers 400 to ?_data, a route id that exists or not, with any body', async () => {
    const missing = await fetch(`${server.url}/nope?_data=routes%2F%24`);
    expect(missing.status).toBe(400);
    const rows = countRows(server.databaseFile, 'contact_messages');
    const posted = await fetch(`${server.url}/contact?_data=routes%2Fcontact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: '%%%',
    });
    expect(posted.status).toBe(400);
    expect(countRows(server.databaseFile, 'contact_messages')).toBe(rows);
  });

  it('answers odd page-data and path requests without a 5xx', async () => {
    const paths = [
      '/nope.data',
      '/contact.data?_routes=routes%2Fnope',
      '/_root.data?_routes=%00',
      '/__manifest?version=x&p=%2F',
      '/products/%E0%A4%A',
      '/%',
      '/products/99999999999999999999999',
    ];
    for (const path of paths) {
      const response = await fetch(`${server.url}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBeLessThan(500);
    }
  });
});

describe('request targets', () => {
  it('answers an absolute-form target by its path, and odd ones without a 5xx', async () => {
    const absolute = await sendRaw(server, [
      'GET http://www.lankahillstea.lk/privacy HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    ]);
    expect(absolute.status).toBe(200);
    expect(absolute.body).toContain('Privacy Policy');
    for (const target of ['http://[oops/', 'mailto:x', '/%E0%A4%A', '//contact', '/a\\b']) {
      for (const method of ['GET', 'POST']) {
        const answer = await sendRaw(server, [
          `${method} ${target} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
            'Content-Length: 7\r\nConnection: close\r\n\r\nemail=x',
        ]);
        expect(answer.status, `${method} ${target}`).toBeGreaterThanOrEqual(200);
        expect(answer.status, `${method} ${target}`).toBeLessThan(500);
      }
    }
  });
});

describe('bodies over 16 KiB', () => {
  const big = JSON.stringify({ ...contactFields, message: 'x'.repeat(20_000) });

  it('answers a chunked body with a 413 JSON the client reads, then closes', async () => {
    const response = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: new ReadableStream({
        start(controller) {
          for (let offset = 0; offset < big.length; offset += 4096) {
            controller.enqueue(new TextEncoder().encode(big.slice(offset, offset + 4096)));
          }
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      message: 'Request body is too large. The limit is 16 KiB.',
    });
    expect(response.headers.get('Connection')).toBe('close');
  });

  it('does the same for a declared length, on the wire, and for the no-script form', async () => {
    const rows = countRows(server.databaseFile, 'contact_messages');
    for (const path of ['/api/contact', '/contact']) {
      const answer = await sendRaw(server, [
        `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${big.length}\r\n\r\n`,
        big,
      ]);
      expect(answer.status, path).toBe(413);
      expect(answer.headers.toLowerCase()).toContain('connection: close');
      expect(answer.body).toContain('The limit is 16 KiB');
    }
    const chunked = await sendRaw(server, [
      'POST /api/subscribe HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Transfer-Encoding: chunked\r\n\r\n',
      ...Array.from({ length: 8 }, () => `1000\r\n${'y'.repeat(4096)}\r\n`),
      '0\r\n\r\n',
    ]);
    expect(chunked.status).toBe(413);
    expect(JSON.parse(chunked.body.replace(/^[0-9a-f]+\r\n|\r\n0\r\n\r\n$/g, ''))).toEqual({
      message: 'Request body is too large. The limit is 16 KiB.',
    });
    expect(countRows(server.databaseFile, 'contact_messages')).toBe(rows);
  });
});

describe('posts from another website', () => {
  const postFrom = (path: string, headers: Record<string, string>, body: string, type: string) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': type, ...headers },
      body,
    });
  const form = new URLSearchParams(contactFields).toString();
  const json = JSON.stringify(contactFields);

  it('answers 403 to the API and to page forms, by Origin or Sec-Fetch-Site, storing nothing', async () => {
    const rows = countRows(server.databaseFile, 'contact_messages');
    const signups = countRows(server.databaseFile, 'subscriptions');
    const forged: Record<string, string>[] = [
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { 'Sec-Fetch-Site': 'same-site', Origin: 'https://shop.lankahillstea.lk' },
    ];
    for (const headers of forged) {
      const api = await postFrom(
        '/api/contact',
        headers,
        form,
        'application/x-www-form-urlencoded',
      );
      expect(api.status).toBe(403);
      expect((await api.json()) as unknown).toEqual({
        message: expect.stringContaining('own pages'),
      });
      const signup = await postFrom(
        '/api/subscribe',
        headers,
        'email=victim%40example.com',
        'application/x-www-form-urlencoded',
      );
      expect(signup.status).toBe(403);
      const page = await postFrom('/contact', headers, form, 'application/x-www-form-urlencoded');
      expect(page.status).toBe(403);
      expect(page.headers.get('Content-Type')).toMatch(/^text\/html/);
      expect(await page.text()).toContain('own pages');
    }
    expect(countRows(server.databaseFile, 'contact_messages')).toBe(rows);
    expect(countRows(server.databaseFile, 'subscriptions')).toBe(signups);
  });

  it('takes posts from its own pages, from SITE_URL behind a proxy, and from clients without an Origin', async () => {
    const own = { Origin: server.url, 'Sec-Fetch-Site': 'same-origin' };
    expect(
      (await postFrom('/contact', own, form, 'application/x-www-form-urlencoded')).status,
    ).toBe(303);
    // A proxy that passes its own Host: the browser's Origin is the public site.
    const viaProxy = { Origin: 'https://www.lankahillstea.lk' };
    expect(
      (await postFrom('/contact', viaProxy, form, 'application/x-www-form-urlencoded')).status,
    ).toBe(303);
    expect((await postFrom('/api/contact', {}, json, 'application/json')).status).toBe(201);
  });
});

describe('canonical URLs', () => {
  it('answers 301 to the one spelling of a path, keeping the query', async () => {
    const cases: [string, string][] = [
      ['/about/', '/about'],
      ['/About', '/about'],
      ['/contact/?subject=wholesale', '/contact?subject=wholesale'],
      ['/products/1/', '/products/1'],
      ['/PRODUCTS/1', '/products/1'],
      ['/Products//Bulk/', '/products/bulk'],
      ['//evil.example/', '/evil.example'],
    ];
    for (const [from, to] of cases) {
      const response = await fetch(`${server.url}${from}`, { redirect: 'manual' });
      expect(response.status, from).toBe(301);
      expect(response.headers.get('Location'), from).toBe(to);
    }
  });

  it('gives every page its canonical link, and a ?sent= notice page noindex with the plain canonical', async () => {
    for (const { path } of [...publicPages, { path: '/products/1' }]) {
      const html = await (await fetch(`${server.url}${path}`)).text();
      expect(html, path).toContain(
        `<link rel="canonical" href="https://www.lankahillstea.lk${path === '/' ? '/' : path}"/>`,
      );
      expect(html, path).not.toContain('noindex');
    }
    const sent = await (await fetch(`${server.url}/contact?sent=contact`)).text();
    expect(sent).toContain('Message Sent');
    expect(sent).toContain('<meta name="robots" content="noindex"/>');
    expect(sent).toContain('<link rel="canonical" href="https://www.lankahillstea.lk/contact"/>');
  });
});

describe('text that cannot be stored', () => {
  it('answers 400 over HTTP to lone surrogates and invalid percent-encoded UTF-8', async () => {
    const rows = countRows(server.databaseFile, 'contact_messages');
    const surrogate = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(contactFields).replace('BOPF.', 'hello \\ud800 world'),
    });
    expect(surrogate.status).toBe(400);
    const latin1 = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(contactFields).toString().replace('Nadeesha', 'J%F6rg'),
    });
    expect(latin1.status).toBe(400);
    expect(countRows(server.databaseFile, 'contact_messages')).toBe(rows);
  });
});
