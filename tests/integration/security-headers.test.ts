// The headers every answer carries (server/security-headers.ts), on a real Express server.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express, { type RequestHandler } from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes } from '~/http/content-security-policy';
import {
  documentOnlyHeaders,
  obsoleteHeaders,
  permissionsPolicy,
  securityHeaders,
} from '../../server/security-headers';
import { readEnvironment } from '~/config/environment.server';
import { resourceContentSecurityPolicy } from '~/http/content-security-policy';
import { serverSettingsFrom } from '../../server/settings';

const servers: Server[] = [];

afterEach(async () => {
  vi.unstubAllEnvs();
  await Promise.all(
    servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  );
});

/** A real HTTP server whose every answer passes the headers first, as the production server's. */
async function serve(strictTransportSecurity: boolean, handler: RequestHandler): Promise<string> {
  const app = express();
  app.use(securityHeaders({ strictTransportSecurity, resourceContentSecurityPolicy }));
  app.use(handler);
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const everyAnswer: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

const documentAnswer: Record<string, string> = {
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': permissionsPolicy,
  'cross-origin-opener-policy': 'same-origin',
  'x-frame-options': 'DENY',
  'origin-agent-cluster': '?1',
};

function expectHeaders(headers: Headers, expected: Record<string, string>) {
  for (const [name, value] of Object.entries(expected)) expect(headers.get(name), name).toBe(value);
}

describe('the headers of every answer', () => {
  it("are set on a document, with a document's own, and on a redirect, with a CSP that runs nothing", async () => {
    const url = await serve(false, (request, response) => {
      if (request.path === '/moved') response.redirect(303, '/elsewhere');
      else response.type('html').send('<!doctype html><title>plain</title>');
    });
    const page = await fetch(url);
    expectHeaders(page.headers, { ...everyAnswer, ...documentAnswer });
    const redirect = await fetch(`${url}/moved`, { redirect: 'manual' });
    expect(redirect.status).toBe(303);
    expectHeaders(redirect.headers, everyAnswer);
    expect(permissionsPolicy).toContain('camera=()');
  });

  it('leave out the switches no supported browser reads, on a document too', async () => {
    const url = await serve(false, (_request, response) => {
      response.type('html').send('<!doctype html><title>plain</title>');
    });
    const { headers } = await fetch(url);
    for (const name of obsoleteHeaders) expect(headers.get(name), name).toBeNull();
    expect(headers.get('Permissions-Policy')).not.toContain('interest-cohort');
  });

  it.each([
    ['a script', 'text/javascript', 'export {}'],
    ['JSON', 'application/json', '{}'],
    ['a picture', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
  ])('leave the document-only headers off %s', async (_kind, type, body) => {
    const url = await serve(false, (_request, response) => {
      response.type(type).send(body);
    });
    const answer = await fetch(url);
    expectHeaders(answer.headers, everyAnswer);
    for (const name of documentOnlyHeaders) expect(answer.headers.get(name), name).toBeNull();
  });

  it("give way to a page's own CSP, once", async () => {
    const pagePolicy = contentSecurityPolicy(inlineScriptHashes('<script>window.ready=1</script>'));
    const url = await serve(false, (_request, response) => {
      response.setHeader('Content-Security-Policy', pagePolicy);
      response.send('<!doctype html>');
    });
    const response = await fetch(url);
    expect(response.headers.get('Content-Security-Policy')).toBe(pagePolicy);
    expect(pagePolicy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'(;|$)/);
    expect(pagePolicy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('include HSTS for a year with subdomains when the site is served over HTTPS', async () => {
    const secure = await serve(true, (_request, response) => response.send('ok'));
    expect((await fetch(secure)).headers.get('Strict-Transport-Security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const plain = await serve(false, (_request, response) => response.send('ok'));
    expect((await fetch(plain)).headers.get('Strict-Transport-Security')).toBeNull();
  });

  it('never name the framework', async () => {
    const url = await serve(false, (_request, response) => response.send('ok'));
    expect((await fetch(url)).headers.get('X-Powered-By')).toBeNull();
  });
});

describe('HSTS follows SITE_URL', () => {
  it('is on for an https SITE_URL (and the default), off for http', () => {
    const hsts = (siteUrl: string) =>
      serverSettingsFrom(readEnvironment({ SITE_URL: siteUrl })).strictTransportSecurity;
    expect(hsts('https://tea.example')).toBe(true);
    expect(hsts('')).toBe(true);
    expect(hsts('http://staging.tea.example')).toBe(false);
  });
});
