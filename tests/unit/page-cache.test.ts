// The kept pages (server/page-cache.ts): what they hold, for how long, and how much memory.
import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { getDatabase } from '../../db/client';
import { pageContentGeneration } from '../../db/page-content-version';
import { createPageCache, entryOverheadBytes, type KeptAnswer } from '../../server/page-cache';

const megabyte = 1024 * 1024;

function page(body: string): KeptAnswer {
  return {
    body: Buffer.from(body),
    status: 200,
    headers: [['content-type', 'text/html; charset=utf-8']],
  };
}

/** A page of `bytes` that compresses about as badly as a page can. */
function randomPage(bytes: number): KeptAnswer {
  return page(`<!DOCTYPE html><p>${randomBytes((bytes * 3) / 4).toString('base64')}</p>`);
}

const text = (entry: { body: Buffer } | undefined) => entry?.body.toString();

describe('the page content generation', () => {
  it('changes when a product changes, an operator’s sqlite3 included', () => {
    const before = pageContentGeneration();
    expect(pageContentGeneration()).toBe(before);
    getDatabase().$client.prepare('update products set price = price where id = 1').run();
    expect(pageContentGeneration()).not.toBe(before);
  });

  it('stays when a message, a signup, a rate-limit count or a health check is written', () => {
    const before = pageContentGeneration();
    const connection = getDatabase().$client;
    connection
      .prepare(
        "insert into contact_messages (name, email, subject, message) values ('Ann', 'a@example.com', 'other', 'Hello there')",
      )
      .run();
    connection.prepare("insert into subscriptions (email) values ('generation@example.com')").run();
    connection.prepare("insert into rate_limits (key, points, expire) values ('k', 1, 0)").run();
    expect(pageContentGeneration()).toBe(before);
  });
});

describe('the kept pages', () => {
  it('serves a page while the content is as it was, with a brotli and a gzip copy', async () => {
    const cache = createPageCache({ maxBytes: megabyte });
    const html = `<!DOCTYPE html><html><body>${'Ceylon tea '.repeat(500)}</body></html>`;
    await cache.keep('/tea-grades', '1', page(html));
    const kept = cache.find('/tea-grades', '1');
    expect(text(kept)).toBe(html);
    const brotli = kept?.encoded.get('br') ?? Buffer.alloc(0);
    expect(brotliDecompressSync(brotli).toString()).toBe(html);
    expect(gunzipSync(kept?.encoded.get('gzip') ?? Buffer.alloc(0)).toString()).toBe(html);
    expect(brotli.byteLength).toBeLessThan(html.length / 10);
  });

  it('keeps the first of pages rendered together from the same content', async () => {
    const cache = createPageCache({ maxBytes: megabyte });
    await cache.keep('/about', '1', page('first'));
    await cache.keep('/about', '1', page('second'));
    expect(text(cache.find('/about', '1'))).toBe('first');
  });

  it('renders again once the content changed, and forgets the old page', async () => {
    const cache = createPageCache({ maxBytes: megabyte });
    await cache.keep('/products/2', '1', page('before'));
    expect(cache.find('/products/2', '2')).toBeUndefined();
    expect(cache.find('/products/2', '1')).toBeUndefined();
    expect(cache.keptBytes()).toBe(0);
  });

  it('forgets a page after ten minutes', async () => {
    const cache = createPageCache({ maxBytes: megabyte });
    const storedAt = 1_000_000;
    await cache.keep('/history', '1', page('history'), storedAt);
    expect(text(cache.find('/history', '1', storedAt + 599_000))).toBe('history');
    expect(cache.find('/history', '1', storedAt + 601_000)).toBeUndefined();
  });

  it('counts every byte it keeps: bodies, copies, headers and key', async () => {
    const cache = createPageCache({ maxBytes: megabyte });
    const answer = randomPage(10_000);
    await cache.keep('/csr', '1', answer);
    const kept = cache.find('/csr', '1');
    const copies = [...(kept?.encoded.values() ?? [])].reduce((sum, copy) => sum + copy.length, 0);
    const headers = answer.headers.flat().join('').length * 2;
    expect(cache.keptBytes()).toBe(
      entryOverheadBytes + '/csr'.length * 2 + answer.body.length + copies + headers,
    );
  });

  it('stays within its bound, dropping the least recently used pages', async () => {
    const cache = createPageCache({ maxBytes: 2 * megabyte });
    await cache.keep('/', '1', randomPage(100_000));
    for (let index = 0; index < 40; index += 1) {
      if (index === 5) cache.find('/', '1');
      await cache.keep(`/filler-${index}`, '1', randomPage(100_000));
      expect(cache.keptBytes()).toBeLessThanOrEqual(2 * megabyte);
    }
    expect(cache.find('/filler-0', '1')).toBeUndefined();
    expect(cache.find('/filler-39', '1')).toBeDefined();
    expect(cache.size()).toBeLessThan(10);
  });

  it('never keeps a page larger than the whole bound', async () => {
    const cache = createPageCache({ maxBytes: 100_000 });
    await cache.keep('/huge', '1', randomPage(200_000));
    expect(cache.size()).toBe(0);
  });
});
