// The caching policy of the app's answers (server/http-cache.ts).
import { describe, expect, it } from 'vitest';
import {
  applyCachePolicy,
  chooseEncoding,
  entityTag,
  isFresh,
  isShareable,
  personalCacheControl,
  sharedCacheControl,
} from '../../server/http-cache';

const body = Buffer.from('<!DOCTYPE html><html><body>Tea grades</body></html>');

/** The headers an answer leaves with. */
function policyFor(method: string, status: number, headers = new Headers()): Headers {
  applyCachePolicy(method, status, headers, body);
  return headers;
}

describe('who may store an answer', () => {
  it('lets shared caches keep a 200 or 404 read, with no Vary on cookies', () => {
    for (const method of ['GET', 'HEAD']) {
      for (const status of [200, 404]) {
        const headers = policyFor(method, status);
        expect(headers.get('Cache-Control')).toBe(sharedCacheControl);
        expect(headers.get('Vary')).toBeNull();
      }
    }
    expect(sharedCacheControl).toMatch(/s-maxage=\d+/);
    expect(sharedCacheControl).toMatch(/stale-while-revalidate=\d+/);
  });

  it('never stores an answer that sets a cookie', () => {
    const headers = policyFor('GET', 200, new Headers({ 'Set-Cookie': 'session=1' }));
    expect(headers.get('Cache-Control')).toBe(personalCacheControl);
    expect(headers.get('ETag')).toBeNull();
  });

  it('never stores the answer to a submission, whatever its status', () => {
    for (const status of [200, 303, 400, 429, 503]) {
      expect(isShareable('POST', status, new Headers())).toBe(false);
      expect(policyFor('POST', status).get('Cache-Control')).toBe(personalCacheControl);
    }
  });

  it('never stores an error other than 404', () => {
    for (const status of [400, 405, 429, 500, 503]) {
      expect(policyFor('GET', status).get('Cache-Control')).toBe(personalCacheControl);
    }
  });

  it('keeps what the app chose itself (an API error is private)', () => {
    const headers = policyFor('GET', 404, new Headers({ 'Cache-Control': personalCacheControl }));
    expect(headers.get('Cache-Control')).toBe(personalCacheControl);
    expect(headers.get('ETag')).toBeNull();
  });
});

describe('entity tags', () => {
  it('derives a weak tag from the body: same page, same tag; other page, other tag', () => {
    expect(entityTag(body)).toMatch(/^W\/"[A-Za-z0-9_-]{22}"$/);
    expect(entityTag(body)).toBe(entityTag(Buffer.from(body)));
    expect(entityTag(body)).not.toBe(entityTag(Buffer.concat([body, Buffer.from(' ')])));
  });

  it('tags a shareable 200, and not a 404', () => {
    expect(policyFor('GET', 200).get('ETag')).toBe(entityTag(body));
    expect(policyFor('GET', 404).get('ETag')).toBeNull();
  });

  it('compares weakly, in lists, and with *', () => {
    const tag = entityTag(body);
    const strong = tag.replace(/^W\//, '');
    const holds = (ifNoneMatch: string) => isFresh({ 'if-none-match': ifNoneMatch }, tag);
    expect(holds(tag)).toBe(true);
    expect(holds(strong)).toBe(true);
    expect(holds(`"other", ${tag}`)).toBe(true);
    expect(holds(`"other",${strong}`)).toBe(true);
    expect(holds('*')).toBe(true);
    expect(holds('"other"')).toBe(false);
    expect(holds(strong.replace(/.."$/, '"'))).toBe(false);
    expect(isFresh({}, tag)).toBe(false);
    expect(isFresh({ 'if-none-match': tag }, null)).toBe(false);
  });

  it('sends the whole answer for If-Modified-Since alone, or with Cache-Control: no-cache', () => {
    const tag = entityTag(body);
    const date = new Date().toUTCString();
    expect(isFresh({ 'if-modified-since': date }, tag)).toBe(false);
    expect(isFresh({ 'if-none-match': tag, 'if-modified-since': date }, tag)).toBe(true);
    expect(isFresh({ 'if-none-match': tag, 'cache-control': 'no-cache' }, tag)).toBe(false);
    expect(isFresh({ 'if-none-match': tag, 'cache-control': 'max-age=0' }, tag)).toBe(true);
  });
});

describe('ready-made compressed copies', () => {
  const both = ['br', 'gzip'] as const;

  it('prefers brotli, then gzip, as the client allows', () => {
    expect(chooseEncoding('gzip, deflate, br', both)).toBe('br');
    expect(chooseEncoding('gzip, deflate', both)).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5', both)).toBe('gzip');
    expect(chooseEncoding('*', both)).toBe('br');
    expect(chooseEncoding('*, br;q=0', both)).toBe('gzip');
  });

  it('sends the body as it is when nothing fits', () => {
    expect(chooseEncoding(null, both)).toBeNull();
    expect(chooseEncoding('identity', both)).toBeNull();
    expect(chooseEncoding('deflate', both)).toBeNull();
    expect(chooseEncoding('gzip;q=0', ['gzip'])).toBeNull();
    expect(chooseEncoding('br', [])).toBeNull();
  });
});
