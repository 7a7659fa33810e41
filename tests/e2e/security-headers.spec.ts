import { expect, test, type APIResponse } from '@playwright/test';
import { resourceContentSecurityPolicy } from '../../app/http/content-security-policy';
import { documentOnlyHeaders, permissionsPolicy } from '../../server/security-headers';

/** What every answer carries (server/security-headers.ts); HSTS since SITE_URL's default is https. */
const baseSecurityHeaders: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
};

/** What an HTML answer carries besides: the headers only a document obeys. */
const documentSecurityHeaders: Record<string, string> = {
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': permissionsPolicy,
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
};

test.describe('security headers on every kind of answer', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'headers do not depend on page script');

  function expectBaseHeaders(response: APIResponse) {
    const headers = response.headers();
    for (const [name, value] of Object.entries(baseSecurityHeaders)) {
      expect(headers[name.toLowerCase()], `${name} on ${response.url()}`).toBe(value);
    }
    expect(headers['x-powered-by'], response.url()).toBeUndefined();
  }

  /** An HTML answer: the headers only a document obeys. */
  function expectDocumentOnlyHeaders(response: APIResponse) {
    for (const [name, value] of Object.entries(documentSecurityHeaders)) {
      expect(response.headers()[name.toLowerCase()], `${name} on ${response.url()}`).toBe(value);
    }
  }

  /** A page: the document-only headers, and its own CSP, listing its inline scripts by hash. */
  function expectDocumentHeaders(response: APIResponse) {
    expectBaseHeaders(response);
    expectDocumentOnlyHeaders(response);
    const policy = response.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'none'");
  }

  /** Anything else: the policy that runs nothing and allows no framing, and no document-only header. */
  function expectResourceHeaders(response: APIResponse) {
    expectBaseHeaders(response);
    for (const name of documentOnlyHeaders) {
      expect(
        response.headers()[name.toLowerCase()],
        `${name} on ${response.url()}`,
      ).toBeUndefined();
    }
    expect(response.headers()['content-security-policy'], response.url()).toBe(
      resourceContentSecurityPolicy,
    );
  }

  test('a page and its 404', async ({ request }) => {
    const page = await request.get('/');
    expect(page.status()).toBe(200);
    expectDocumentHeaders(page);
    const missing = await request.get('/no-such-page');
    expect(missing.status()).toBe(404);
    expectDocumentHeaders(missing);
  });

  test('API answers, errors included', async ({ request }) => {
    const list = await request.get('/api/products');
    expect(list.status()).toBe(200);
    expectResourceHeaders(list);
    const missing = await request.get('/api/products/abc');
    expect(missing.status()).toBe(404);
    expectResourceHeaders(missing);
    const wrongMethod = await request.delete('/api/products/1');
    expect(wrongMethod.status()).toBe(405);
    expectResourceHeaders(wrongMethod);
  });

  test('static files: the favicon and a fingerprinted script', async ({ request }) => {
    const favicon = await request.get('/favicon.svg');
    expect(favicon.status()).toBe(200);
    expectResourceHeaders(favicon);
    const script = /\/assets\/[\w.-]+\.js/.exec(await (await request.get('/')).text())?.[0];
    expect(script).toBeDefined();
    const asset = await request.get(script ?? '');
    expect(asset.status()).toBe(200);
    expect(asset.headers()['content-type']).toMatch(/javascript/);
    expectResourceHeaders(asset);
  });

  test("a form action's redirect and single-fetch page data", async ({ request }) => {
    const redirect = await request.post('/about', {
      form: { email: `headers-${Date.now()}@example.com` },
      maxRedirects: 0,
    });
    expect(redirect.status()).toBe(303);
    expect(redirect.headers()['location']).toBe('/about?sent=newsletter#main');
    expect(redirect.headers()['set-cookie']).toBeUndefined();
    expectResourceHeaders(redirect);
    const data = await request.get('/contact.data');
    expect(data.status()).toBe(200);
    expectResourceHeaders(data);
  });

  test('a refused request (a malformed URL)', async ({ request }) => {
    const response = await request.get('/assets/%');
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain('Malformed address.');
    // A short HTML page of its own: a document, under the policy that runs nothing.
    expectBaseHeaders(response);
    expectDocumentOnlyHeaders(response);
    expect(response.headers()['content-security-policy']).toBe(resourceContentSecurityPolicy);
  });
});
