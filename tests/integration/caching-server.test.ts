// The caching policy (server/http-cache.ts), the kept pages (server/page-cache.ts) and the
// precompressed assets (server/static-files.ts) as a production server applies them, over HTTP.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { personalCacheControl, sharedCacheControl } from '../../server/http-cache';
import { sharesOneServer } from '../support/server-hooks';

const server = sharesOneServer();

type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A request as a browser sends it, read as it arrives (fetch would undo the compression). */
function request(
  path: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: http.OutgoingHttpHeaders; body?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(`${server().url}${path}`, { method, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () =>
        resolve({
          status: incoming.statusCode ?? 0,
          headers: incoming.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

describe('pages', () => {
  it('lets shared caches keep a page, keyed on its encoding, with a weak ETag', async () => {
    const page = await request('/tea-grades');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe(sharedCacheControl);
    expect(page.headers.vary).toMatch(/Accept-Encoding/);
    expect(page.headers.vary).not.toMatch(/Cookie/);
    expect(page.headers.etag).toMatch(/^W\/"/);
  });

  it('answers 304 to a client that holds the current page', async () => {
    const { headers } = await request('/history');
    const again = await request('/history', { headers: { 'If-None-Match': headers.etag } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(headers.etag);
  });

  it('answers a visitor with cookies of their own (analytics, consent) the same page', async () => {
    const anonymous = await request('/about');
    const page = await request('/about', {
      headers: { Cookie: '_ga=GA1.1.123; consent=all; flash=InN1YnNjcmliZWQi' },
    });
    expect(page.headers['cache-control']).toBe(sharedCacheControl);
    expect(page.headers.etag).toBe(anonymous.headers.etag);
    expect(page.body.equals(anonymous.body)).toBe(true);
  });

  it('sets no cookie, on pages, files, redirects or form answers', async () => {
    const answers = await Promise.all([
      request('/'),
      request('/favicon.svg'),
      request('/About/'),
      request('/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'name=Ruwan+Silva&email=ruwan%40example.com&subject=other&message=No+cookie+please',
      }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 301, 303]);
    for (const answer of answers) expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('never lets anyone keep the answer to a form', async () => {
    const answer = await request('/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'name=&email=&subject=&message=',
    });
    expect(answer.status).toBe(400);
    expect(answer.headers['cache-control']).toBe(personalCacheControl);
  });

  it('lets caches keep the 404 screen, without an ETag', async () => {
    const answer = await request('/no-such-page');
    expect(answer.status).toBe(404);
    expect(answer.headers['cache-control']).toBe(sharedCacheControl);
    expect(answer.headers.etag).toBeUndefined();
  });

  it('sends a kept page ready-compressed, the same page as uncompressed', async () => {
    const plain = await request('/csr');
    const compressed = await request('/csr', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.body).toString()).toBe(plain.body.toString());
    expect(compressed.headers.etag).toBe(plain.headers.etag);
  });

  it('sends the first answer of a page byte for byte as every later one, its ETag the same', async () => {
    // A shared cache keeps the first answer it gets and revalidates it by its ETag: were the
    // first compressed on the fly and only later ones the kept copy, the cache would serve the
    // larger first one for good (a document past the first round trip, decision 031).
    const browser = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };
    const first = await request('/products/bulk', { headers: browser });
    const later = await request('/products/bulk', { headers: browser });
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['content-length']).toBe(String(first.body.byteLength));
    expect(first.headers.etag).toBe(later.headers.etag);
    expect(first.body.equals(later.body), 'the same bytes').toBe(true);
  });

  it('shows a change in the database on the very next request', async () => {
    const before = await request('/products/1');
    await request('/products/1');
    const database = new Database(server().databaseFile);
    try {
      database
        .prepare("update products set name = 'Ceylon Orange Pekoe Reserve' where id = 1")
        .run();
    } finally {
      database.close();
    }
    const after = await request('/products/1');
    expect(after.body.toString()).toContain('Ceylon Orange Pekoe Reserve');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('ends with </html>: the streamed data scripts are inside <body>', async () => {
    const html = (await request('/products/2')).body.toString();
    expect(html.trimEnd().endsWith('</body></html>')).toBe(true);
    expect(html).toContain('streamController.close()');
  });
});

describe('the JSON API', () => {
  it('lets caches keep a read and answers 304 to a current copy', async () => {
    const list = await request('/api/products');
    expect(list.headers['cache-control']).toBe(sharedCacheControl);
    const again = await request('/api/products', {
      headers: { 'If-None-Match': list.headers.etag },
    });
    expect(again.status).toBe(304);
  });

  it('never lets anyone keep the answer to a submission', async () => {
    const answer = await request('/api/subscribe', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'cache-test@example.com' }),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe(personalCacheControl);
  });
});

describe('fingerprinted assets', () => {
  const assets = 'build/client/assets';
  const script = fs.readdirSync(assets).find((name) => /^site-libraries-[\w-]+\.js$/.test(name));

  it('go out as the build’s brotli or gzip copy, byte for byte the file, kept for a year', async () => {
    if (!script) throw new Error(`No React chunk in ${assets}: run \`npm run build\``);
    const original = fs.readFileSync(path.join(assets, script));
    const brotli = await request(`/assets/${script}`, {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(brotli.body).equals(original)).toBe(true);
    // The build's copy: smaller than the gzip one, and than what Express would make on the fly.
    expect(brotli.body.byteLength).toBeLessThan(gzipSync(original).byteLength * 0.9);

    const gzip = await request(`/assets/${script}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(original)).toBe(true);

    const plain = await request(`/assets/${script}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(original)).toBe(true);
  });

  it('answer a path outside the folder or a malformed one without a file', async () => {
    expect((await request('/assets/..%2f..%2fpackage.json')).status).toBe(404);
    expect((await request('/assets/%E0%A4%A.js')).status).toBe(400);
  });
});

describe('every kind of file the build serves', () => {
  const client = 'build/client';
  /** The media type each kind must go out as; a new kind fails until it is named here. */
  const mediaTypes: Readonly<Record<string, RegExp>> = {
    '.avif': /^image\/avif$/,
    '.css': /^text\/css$/,
    '.jpg': /^image\/jpeg$/,
    '.js': /^(text|application)\/javascript$/,
    '.mp4': /^video\/mp4$/,
    '.png': /^image\/png$/,
    '.svg': /^image\/svg\+xml$/,
    '.webm': /^video\/webm$/,
    '.webp': /^image\/webp$/,
    '.woff2': /^font\/woff2$/,
  };
  const oneFileOfEachKind = new Map<string, string>();
  for (const file of fs.readdirSync(client, { recursive: true, encoding: 'utf8' })) {
    const kind = path.extname(file);
    if (kind === '.br' || kind === '.gz' || !fs.statSync(path.join(client, file)).isFile())
      continue;
    if (!oneFileOfEachKind.has(kind)) oneFileOfEachKind.set(kind, file);
  }

  it.each([...oneFileOfEachKind])('%s goes out as its own type (%s)', async (kind, file) => {
    const answer = await request(`/${file.split(path.sep).join('/')}`);
    expect(answer.status).toBe(200);
    const mediaType = answer.headers['content-type']?.split(';')[0];
    expect(mediaType, `the media type of ${kind}`).toMatch(
      mediaTypes[kind] ?? /^named in the test$/,
    );
  });
});
