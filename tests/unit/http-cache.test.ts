import { describe, expect, it } from 'vitest';
import {
  applyCachePolicy,
  chooseEncoding,
  conditionalResponse,
  entityTag,
  isShareable,
  matchesIfNoneMatch,
  personalCacheControl,
  sharedCacheControl,
} from '~/lib/http-cache.server';

function get(headers: HeadersInit = {}): Request {
  return new Request('http://localhost/tea-grades', { headers });
}

const body = '<!DOCTYPE html><html><body>Tea grades</body></html>';

/** The policy applied and the answer made, as the app's responses do it. */
function respondWithCachePolicy(request: Request, text: string, status: number, headers: Headers) {
  applyCachePolicy(request, text, status, headers);
  return conditionalResponse(request, text, status, headers);
}

describe('who may store an answer', () => {
  it('lets shared caches keep an anonymous 200 or 404 GET, keyed on the cookie', () => {
    for (const status of [200, 404]) {
      const response = respondWithCachePolicy(get(), body, status, new Headers());
      expect(response.headers.get('Cache-Control')).toBe(sharedCacheControl);
      expect(response.headers.get('Vary')).toContain('Cookie');
    }
    expect(sharedCacheControl).toMatch(/s-maxage=\d+/);
    expect(sharedCacheControl).toMatch(/stale-while-revalidate=\d+/);
  });

  it('keeps the Vary values already set', () => {
    const headers = new Headers({ Vary: 'Accept-Encoding' });
    respondWithCachePolicy(get(), body, 200, headers);
    expect(headers.get('Vary')).toBe('Accept-Encoding, Cookie');
  });

  it('never stores an answer that sets a cookie (a flash notice being cleared)', () => {
    const headers = new Headers({ 'Set-Cookie': 'flash=; Max-Age=0' });
    const response = respondWithCachePolicy(get(), body, 200, headers);
    expect(response.headers.get('Cache-Control')).toBe(personalCacheControl);
    expect(response.headers.get('ETag')).toBeNull();
  });

  it('never stores an answer to a request that carries a cookie', () => {
    const response = respondWithCachePolicy(get({ Cookie: 'flash=abc' }), body, 200, new Headers());
    expect(response.headers.get('Cache-Control')).toBe(personalCacheControl);
  });

  it('never stores the answer to a submission', () => {
    const post = new Request('http://localhost/contact', { method: 'POST', body: 'name=A' });
    for (const status of [200, 400]) {
      expect(isShareable(post, status, new Headers())).toBe(false);
      const response = respondWithCachePolicy(post, body, status, new Headers());
      expect(response.headers.get('Cache-Control')).toBe(personalCacheControl);
    }
  });

  it('never stores an error other than 404', () => {
    for (const status of [400, 405, 429, 500, 503]) {
      const response = respondWithCachePolicy(get(), body, status, new Headers());
      expect(response.headers.get('Cache-Control')).toBe(personalCacheControl);
    }
  });
});

describe('entity tags', () => {
  it('derives a weak tag from the body: same page, same tag; other page, other tag', () => {
    expect(entityTag(body)).toMatch(/^W\/"[A-Za-z0-9_-]{22}"$/);
    expect(entityTag(body)).toBe(entityTag(body));
    expect(entityTag(body)).not.toBe(entityTag(`${body} `));
  });

  it('tags a shareable 200, and not a 404', () => {
    expect(respondWithCachePolicy(get(), body, 200, new Headers()).headers.get('ETag')).toBe(
      entityTag(body),
    );
    expect(respondWithCachePolicy(get(), body, 404, new Headers()).headers.get('ETag')).toBeNull();
  });

  it('compares weakly, in lists, and with *', () => {
    const tag = entityTag(body);
    const strong = tag.replace(/^W\//, '');
    expect(matchesIfNoneMatch(tag, tag)).toBe(true);
    expect(matchesIfNoneMatch(strong, tag)).toBe(true);
    expect(matchesIfNoneMatch(`"other", ${tag}`, tag)).toBe(true);
    expect(matchesIfNoneMatch('*', tag)).toBe(true);
    expect(matchesIfNoneMatch('"other"', tag)).toBe(false);
    expect(matchesIfNoneMatch(null, tag)).toBe(false);
  });
});

describe('conditional GET', () => {
  it('answers 304 without a body when the client holds the current version', async () => {
    const headers = new Headers({ 'Content-Type': 'text/html; charset=utf-8' });
    const request = get({ 'If-None-Match': entityTag(body) });
    const response = respondWithCachePolicy(request, body, 200, headers);
    expect(response.status).toBe(304);
    expect(await response.text()).toBe('');
    expect(response.headers.get('ETag')).toBe(entityTag(body));
    expect(response.headers.get('Cache-Control')).toBe(sharedCacheControl);
    expect(response.headers.get('Content-Type')).toBeNull();
  });

  it('answers the page when the client holds an older version', async () => {
    const request = get({ 'If-None-Match': entityTag('an older page') });
    const response = respondWithCachePolicy(request, body, 200, new Headers());
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(body);
  });

  it('ignores If-None-Match on a 404 and on personal answers', () => {
    const tag = entityTag(body);
    expect(
      respondWithCachePolicy(get({ 'If-None-Match': tag }), body, 404, new Headers()).status,
    ).toBe(404);
    const personal = get({ 'If-None-Match': tag, Cookie: 'flash=x' });
    expect(respondWithCachePolicy(personal, body, 200, new Headers()).status).toBe(200);
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
