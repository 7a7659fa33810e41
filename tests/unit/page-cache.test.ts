import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { getDatabase } from '../../db/client';
import {
  databaseGeneration,
  findKeptAnswer,
  keepAnswer,
  pageCacheCapacity,
  pageCacheKey,
  type KeptAnswer,
} from '~/lib/page-cache.server';

function page(body: string): KeptAnswer {
  return { body, status: 200, headers: [['Content-Type', 'text/html; charset=utf-8']] };
}

const body = (entry: ReturnType<typeof findKeptAnswer>) => entry?.answer.body;

describe('which pages are kept', () => {
  it('keys an anonymous GET by path and query, whatever the Host', () => {
    const request = new Request('http://evil.example/products?tab=bulk');
    expect(pageCacheKey(request, 200, new Headers())).toBe('/products?tab=bulk');
  });

  it('keeps nothing personal, nothing posted and no error', () => {
    const url = 'http://localhost/contact';
    const withCookie = new Request(url, { headers: { Cookie: 'flash=x' } });
    const post = new Request(url, { method: 'POST', body: 'a=1' });
    expect(pageCacheKey(withCookie, 200, new Headers())).toBeNull();
    expect(pageCacheKey(new Request(url), 200, new Headers({ 'Set-Cookie': 'flash=' }))).toBeNull();
    expect(pageCacheKey(post, 200, new Headers())).toBeNull();
    expect(pageCacheKey(new Request(url), 404, new Headers())).toBeNull();
    expect(pageCacheKey(new Request(url), 500, new Headers())).toBeNull();
  });
});

describe('the database generation', () => {
  it('changes with every write to the database, and only then', () => {
    const before = databaseGeneration();
    expect(databaseGeneration()).toBe(before);
    getDatabase().$client.prepare('update products set price = price where id = 1').run();
    expect(databaseGeneration()).not.toBe(before);
  });
});

describe('the kept pages', () => {
  it('serves a page while the database is as it was', () => {
    void keepAnswer('/products/1', '1:0', page('first'));
    expect(body(findKeptAnswer('/products/1', '1:0'))).toBe('first');
  });

  it('makes a brotli and a gzip copy of each kept page', async () => {
    const html = `<!DOCTYPE html><html><body>${'Ceylon tea '.repeat(500)}</body></html>`;
    await keepAnswer('/tea-grades', '1:0', page(html));
    const bodies = findKeptAnswer('/tea-grades', '1:0')?.bodies;
    const brotli = bodies?.get('br') ?? Buffer.alloc(0);
    expect(brotliDecompressSync(brotli).toString()).toBe(html);
    expect(gunzipSync(bodies?.get('gzip') ?? Buffer.alloc(0)).toString()).toBe(html);
    expect(brotli.byteLength).toBeLessThan(html.length / 10);
  });

  it('keeps the first of pages rendered together from the same data', () => {
    void keepAnswer('/about', '1:0', page('first'));
    void keepAnswer('/about', '1:0', page('second'));
    expect(body(findKeptAnswer('/about', '1:0'))).toBe('first');
  });

  it('renders again once the database changed', () => {
    void keepAnswer('/products/2', '1:0', page('before'));
    expect(findKeptAnswer('/products/2', '1:1')).toBeUndefined();
    // The stale entry is gone, not just skipped.
    expect(findKeptAnswer('/products/2', '1:0')).toBeUndefined();
  });

  it('forgets a page after ten minutes', () => {
    const storedAt = 1_000_000;
    void keepAnswer('/history', '1:0', page('history'), storedAt);
    expect(body(findKeptAnswer('/history', '1:0', storedAt + 599_000))).toBe('history');
    expect(findKeptAnswer('/history', '1:0', storedAt + 601_000)).toBeUndefined();
  });

  it('holds at most its capacity, dropping the least recently used', () => {
    void keepAnswer('/', '1:0', page('home'));
    for (let index = 0; index < pageCacheCapacity; index += 1) {
      if (index === 1) findKeptAnswer('/', '1:0');
      void keepAnswer(`/filler-${index}`, '1:0', page('filler'));
    }
    expect(body(findKeptAnswer('/', '1:0'))).toBe('home');
    expect(findKeptAnswer('/filler-0', '1:0')).toBeUndefined();
    expect(body(findKeptAnswer(`/filler-${pageCacheCapacity - 1}`, '1:0'))).toBe('filler');
  });
});
