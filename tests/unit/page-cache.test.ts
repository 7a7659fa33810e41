import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  findRenderedPage,
  keepRenderedPage,
  pageCacheCapacity,
  pageCacheKey,
  type RenderedPage,
} from '~/lib/page-cache.server';

function page(body: string): RenderedPage {
  return { body, status: 200, headers: [['Content-Type', 'text/html; charset=utf-8']] };
}

const products = [{ id: 1, name: 'Ceylon Orange Pekoe' }];

describe('which pages are kept', () => {
  it('keys an anonymous GET by path and query, whatever the Host', () => {
    const request = new Request('http://evil.example/products?tab=bulk');
    expect(pageCacheKey(request, 200, new Headers())).toBe('/products?tab=bulk');
  });

  it('keeps nothing personal, nothing posted and no error', () => {
    const url = 'http://localhost/contact';
    expect(
      pageCacheKey(new Request(url, { headers: { Cookie: 'flash=x' } }), 200, new Headers()),
    ).toBeNull();
    expect(pageCacheKey(new Request(url), 200, new Headers({ 'Set-Cookie': 'flash=' }))).toBeNull();
    expect(
      pageCacheKey(new Request(url, { method: 'POST', body: 'a=1' }), 200, new Headers()),
    ).toBeNull();
    expect(pageCacheKey(new Request(url), 404, new Headers())).toBeNull();
    expect(pageCacheKey(new Request(url), 500, new Headers())).toBeNull();
  });
});

describe('the kept pages', () => {
  it('serves a page while its loader data is unchanged', () => {
    void keepRenderedPage('/products/1', products, page('first'));
    expect(findRenderedPage('/products/1', structuredClone(products))?.page.body).toBe('first');
  });

  it('makes a brotli and a gzip copy of each kept page', async () => {
    const html = `<!DOCTYPE html><html><body>${'Ceylon tea '.repeat(500)}</body></html>`;
    await keepRenderedPage('/tea-grades', null, page(html));
    const kept = findRenderedPage('/tea-grades', null);
    const brotli = kept?.encoded.get('br');
    const gzipped = kept?.encoded.get('gzip');
    expect(brotliDecompressSync(brotli ?? new Uint8Array()).toString()).toBe(html);
    expect(gunzipSync(gzipped ?? new Uint8Array()).toString()).toBe(html);
    expect(brotli?.byteLength).toBeLessThan(html.length / 10);
  });

  it('keeps the first of pages rendered together from the same data', () => {
    void keepRenderedPage('/about', null, page('first'));
    void keepRenderedPage('/about', null, page('second'));
    expect(findRenderedPage('/about', null)?.page.body).toBe('first');
  });

  it('renders again once the data differs (the database changed)', () => {
    void keepRenderedPage('/products/2', products, page('before'));
    const renamed = [{ id: 1, name: 'Ceylon Orange Pekoe, Dimbula' }];
    expect(findRenderedPage('/products/2', renamed)).toBeUndefined();
    // The stale entry is gone, not just skipped.
    expect(findRenderedPage('/products/2', products)).toBeUndefined();
  });

  it('forgets a page after ten minutes', () => {
    const storedAt = 1_000_000;
    void keepRenderedPage('/history', null, page('history'), storedAt);
    expect(findRenderedPage('/history', null, storedAt + 599_000)?.page.body).toBe('history');
    expect(findRenderedPage('/history', null, storedAt + 601_000)).toBeUndefined();
  });

  it('holds at most its capacity, dropping the least recently used', () => {
    void keepRenderedPage('/', null, page('home'));
    for (let index = 0; index < pageCacheCapacity; index += 1) {
      if (index === 1) findRenderedPage('/', null);
      void keepRenderedPage(`/filler-${index}`, null, page('filler'));
    }
    expect(findRenderedPage('/', null)?.page.body).toBe('home');
    expect(findRenderedPage('/filler-0', null)).toBeUndefined();
    expect(findRenderedPage(`/filler-${pageCacheCapacity - 1}`, null)?.page.body).toBe('filler');
  });
});
