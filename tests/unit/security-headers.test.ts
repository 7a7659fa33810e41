import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import * as entry from '~/entry.server';
import {
  baseSecurityHeaders,
  defaultSecurityHeaders,
  documentContentSecurityPolicy,
  securityHeadersMiddleware,
} from '~/lib/security-headers';

const servers: http.Server[] = [];

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  );
});

/** A real HTTP server whose every answer passes the middleware first, as in server.js. */
async function serve(handler: http.RequestListener): Promise<string> {
  const server = http.createServer((request, response) =>
    securityHeadersMiddleware(request, response, () => handler(request, response)),
  );
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function expectEveryDefaultHeader(headers: Headers) {
  for (const [name, value] of Object.entries(defaultSecurityHeaders)) {
    expect(headers.get(name), name).toBe(value);
  }
}

describe('the security policy', () => {
  it('sets nosniff, a referrer policy, a permissions policy, COOP and no framing', () => {
    expect(baseSecurityHeaders).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': expect.stringContaining('camera=()'),
      'Cross-Origin-Opener-Policy': 'same-origin',
      'X-Frame-Options': 'DENY',
    });
  });

  it('gives responses that are not pages a CSP that runs nothing and forbids framing', () => {
    expect(defaultSecurityHeaders).toMatchObject(baseSecurityHeaders);
    expect(defaultSecurityHeaders['Content-Security-Policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  });

  it("builds a page's CSP from the hashes of its inline scripts, without unsafe-inline", () => {
    const policy = documentContentSecurityPolicy('<script>window.ready=1</script>');
    expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'(;|$)/);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('is what the build entry hands server.js', () => {
    expect(entry.securityHeadersMiddleware).toBe(securityHeadersMiddleware);
  });
});

describe('the middleware of server.js', () => {
  it('adds every header to an answer that set none, written implicitly', async () => {
    const url = await serve((_request, response) => response.end('plain'));
    const response = await fetch(url);
    expect(await response.text()).toBe('plain');
    expectEveryDefaultHeader(response.headers);
  });

  it('adds them to a redirect written with writeHead', async () => {
    const url = await serve((_request, response) => {
      response.writeHead(303, { Location: '/elsewhere' });
      response.end();
    });
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/elsewhere');
    expectEveryDefaultHeader(response.headers);
  });

  it("keeps a page's own CSP, once, set before or passed to writeHead", async () => {
    const url = await serve((request, response) => {
      if (request.url === '/set') {
        response.setHeader('Content-Security-Policy', "script-src 'self'");
        response.end();
      } else {
        response.writeHead(200, { 'Content-Security-Policy': "script-src 'self'" });
        response.end();
      }
    });
    for (const path of ['/set', '/write-head']) {
      const response = await fetch(`${url}${path}`);
      expect(response.headers.get('Content-Security-Policy'), path).toBe("script-src 'self'");
      expect(response.headers.get('X-Content-Type-Options'), path).toBe('nosniff');
    }
  });

  it('never doubles a header the answer appended itself', async () => {
    const url = await serve((_request, response) => {
      response.appendHeader('X-Content-Type-Options', 'nosniff');
      response.end();
    });
    const response = await fetch(url);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });
});
