// No request shape gets a 5xx from the production server, nor a stack trace in its log: legacy
// `?_data` requests wherever the parameter stands, posts to pages that take none, and a fuzz of
// methods, paths, query strings and bodies. Every answer the app gives is logged on one line.
import type http from 'node:http';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { publicPages } from '~/config/public-routes';
import {
  logLines,
  sendRequest,
  stackOrErrorLines,
  type Answer,
  type RequestOptions,
} from '../support/http-request';
import { hasAction, isPageModule, routeModules, routePath } from '../support/route-modules';
import { sharesOneServer } from '../support/server-hooks';

/** The request id of every answer the app gave in this file, for the one-line-each check. */
const answeredIds: string[] = [];

const server = sharesOneServer();

/** One request on a connection of its own (so no answer's closing affects the next). */
async function send(target: string, options: RequestOptions = {}): Promise<Answer> {
  const answer = await sendRequest(server().url, target, options);
  const id = answer.headers['x-request-id'];
  if (typeof id === 'string') answeredIds.push(id);
  return answer;
}

/** The server's log gains no stack and no error while `run` sends its requests. */
async function expectQuietLog(run: () => Promise<void>): Promise<void> {
  const before = server().output().length;
  await run();
  // The last answers' log lines may still be on their way through the pipe.
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(stackOrErrorLines(server().output().slice(before))).toEqual([]);
}

const form = { 'Content-Type': 'application/x-www-form-urlencoded' };
const json = { 'Content-Type': 'application/json' };

describe('legacy ?_data requests', () => {
  const queries = [
    '?_data',
    '?_data=',
    '?_data=routes%2Fabout',
    '?_data=root&tab=bulk',
    '?tab=bulk&_data=routes%2Fproducts._index&category=Black',
    '?tab=bulk&_data',
    '?_data=1&_data=2',
    '?%5Fdata=routes%2Fabout',
    '?x=1&%5fdata',
    '?_dat%61=x',
    '?&&_data&&',
  ];
  const paths = [
    '/',
    '/about',
    '/products',
    '/tea-grades/opa',
    '/about.data',
    '/_root.data',
    '/products.data',
    '/api/products',
    '/api/contact',
    '/tea-grades/opa/spec-sheet.pdf',
    '/no-such-page',
  ];

  it('answer 400, on any method, page, page data or the API, wherever _data stands', async () => {
    await expectQuietLog(async () => {
      for (const path of paths) {
        for (const query of queries) {
          for (const method of ['GET', 'HEAD', 'POST']) {
            const answer = await send(`${path}${query}`, {
              method,
              headers: method === 'POST' ? form : {},
              body: method === 'POST' ? 'email=a%40example.com' : undefined,
            });
            expect(answer.status, `${method} ${path}${query}`).toBe(400);
            if (method === 'HEAD') continue;
            if (path.startsWith('/api/') || path.endsWith('.data')) {
              expect(JSON.parse(answer.body.toString())).toEqual({
                message: 'This site does not answer ?_data requests.',
              });
            } else {
              expect(answer.body.toString()).toContain('does not answer ?_data requests');
            }
          }
        }
      }
    });
  }, 120_000);

  it('leave a parameter that only looks like it alone', async () => {
    for (const query of ['?_data%3D1', '?data=1', '?__data=1', '?x=_data']) {
      expect((await send(`/about${query}`)).status, query).toBe(200);
    }
  });
});

describe('posts to pages that take none', () => {
  const premiumCollection = publicPages.find((page) => page.path.startsWith('/products/premium/'));
  const samples = {
    id: '1',
    grade: 'opa',
    collection: premiumCollection?.path.split('/').pop() ?? 'black-tea',
    '*': 'no-such-page',
  };
  const withoutAction = routeModules().filter((file) => !hasAction(file));
  const targets = withoutAction.flatMap((file) => {
    const path = routePath(file, samples);
    // A page's data (single fetch) is posted to as `{path}.data`.
    return isPageModule(file) ? [path, `${path}.data`] : [path];
  });

  it('are found in app/routes: every page without an action, and only those', () => {
    expect(targets).toEqual(expect.arrayContaining(['/csr', '/tea-grades/opa', '/robots.txt']));
    expect(targets).toContain('/tea-grades/opa/spec-sheet.pdf');
    expect(targets).toContain('/no-such-page');
    // The newsletter form's pages take a post.
    for (const path of ['/', '/about', '/contact', '/products'])
      expect(targets).not.toContain(path);
  });

  it('answer 405 with Allow: GET, HEAD, form or JSON, and log no stack', async () => {
    await expectQuietLog(async () => {
      for (const target of targets) {
        for (const [headers, body] of [
          [form, 'email=reader%40example.com&name=Ann'],
          [json, '{"email":"reader@example.com"}'],
        ] as const) {
          const answer = await send(target, { method: 'POST', headers, body });
          expect(answer.status, `POST ${target} ${headers['Content-Type']}`).toBe(405);
          expect(answer.headers.allow, target).toBe('GET, HEAD');
          expect(answer.body.toString(), target).not.toContain('    at ');
          // Never 'Unexpected Server Error' for a method the route does not take.
          const text = answer.body.toString();
          if (String(answer.headers['content-type']).startsWith('application/json')) {
            expect(JSON.parse(text), target).toEqual({
              message: 'Method not allowed. Use GET or HEAD.',
            });
          } else if (String(answer.headers['content-type']).startsWith('text/html')) {
            expect(text, target).toContain('This page takes no form');
          }
        }
      }
    });
  }, 120_000);
});

describe('any request', () => {
  const methods = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'TRACE'];
  const pagePaths = [
    ...publicPages.map((page) => page.path),
    '/products/1',
    '/products/1/spec-sheet',
    '/tea-grades/opa',
    '/newsletter/confirm',
    '/unsubscribe',
  ];
  const paths = [
    ...pagePaths,
    ...pagePaths.map((path) => (path === '/' ? '/_root.data' : `${path}.data`)),
    '/api/products',
    '/api/products/1',
    '/api/products/abc',
    '/api/contact',
    '/api/subscribe',
    '/api/requests',
    '/api/nope',
    '/tea-grades/opa/spec-sheet.pdf',
    '/tea-grades/nope/spec-sheet.pdf',
    '/products/1/spec-sheet.pdf',
    '/products/99999/spec-sheet.pdf',
    '/sitemap.xml',
    '/robots.txt',
    '/site.webmanifest',
    '/healthz',
    '/favicon.svg',
    '/favicon.ico',
    '/assets/nope.js',
    '/__manifest',
    '/no-such-page',
    '/products/99999999999999999999999',
    '/%',
    '/%E0%A4%A',
    '/About/',
    '//about',
    '/..%2f..%2fpackage.json',
    '/tea-grades/%00',
  ];

  /** Characters a request target may carry as they are; anything else goes %-encoded. */
  const encodeTargetText = (text: string) =>
    [...text]
      .map((character) =>
        /^[\x21-\x7e]$/.test(character) && character !== '#'
          ? character
          : [...Buffer.from(character)]
              .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
              .join(''),
      )
      .join('');

  const names = fc.oneof(
    fc.constantFrom(
      '_data',
      '%5Fdata',
      'index',
      '_routes',
      'tab',
      'category',
      'sent',
      'token',
      'product',
      'item',
      'kind',
      'tea',
      'utm_source',
      'p',
      'version',
      '',
      '%',
      '%zz',
      '%E0%A4%A',
      '__proto__',
    ),
    fc.string({ maxLength: 12, unit: 'binary' }).map(encodeTargetText),
  );
  const values = fc.oneof(
    fc.constantFrom(
      '',
      'bulk',
      'routes/($lang).products._index',
      'root',
      '%',
      '%%',
      '%00',
      '=',
      '&',
    ),
    fc.string({ maxLength: 40, unit: 'binary' }).map(encodeTargetText),
    fc.integer({ min: 1_000, max: 8_000 }).map((length) => 'x'.repeat(length)),
  );
  const query = fc.oneof(
    fc.constant(''),
    fc.constantFrom('?', '?&&', '?=', '?==&', '?%', '?&=&'),
    fc
      .array(
        fc.tuple(names, fc.option(values, { nil: undefined }), fc.constantFrom('&', '&&', ';')),
        { maxLength: 6 },
      )
      .map(
        (pairs) =>
          `?${pairs
            .map(
              ([name, value, separator]) =>
                `${name}${value === undefined ? '' : `=${value}`}${separator}`,
            )
            .join('')}`,
      ),
  );

  const contentTypes = fc.constantFrom(
    undefined,
    'application/json',
    'application/json; charset=latin1',
    'application/x-www-form-urlencoded',
    'application/x-www-form-urlencoded; charset=utf-16',
    'multipart/form-data; boundary=x',
    'multipart/form-data',
    'text/plain',
    'text/html',
    'application/octet-stream',
    'application/xml',
    '',
    'x/y;;;=',
  );
  const multipart = fc
    .array(fc.tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 40 })), { maxLength: 4 })
    .map(
      (parts) =>
        parts
          .map(
            ([name, value]) =>
              `--x\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
          )
          .join('') + '--x--\r\n',
    );
  const body = fc.oneof(
    fc.constant(undefined),
    fc.uint8Array({ maxLength: 2048 }),
    fc
      .integer({ min: 16 * 1024 - 16, max: 40 * 1024 })
      .map((size) => new Uint8Array(size).fill(0x61)),
    fc.json({ maxDepth: 2 }),
    fc
      .dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 30 }), { maxKeys: 5 })
      .map((fields) => new URLSearchParams(fields).toString()),
    multipart,
    fc.string({ maxLength: 200, unit: 'binary' }),
  );
  const accept = fc.constantFrom(undefined, 'text/html', 'application/json', '*/*');

  const requestShape = fc.record({
    method: fc.constantFrom(...methods),
    path: fc.constantFrom(...paths),
    query,
    contentType: contentTypes,
    body,
    accept,
  });

  it('is answered below 500, each logged on one line, with no stack in the log', async () => {
    const statuses = new Set<number>();
    await expectQuietLog(async () => {
      const result = await fc.check(
        fc.asyncProperty(
          requestShape,
          async ({ method, path, query, contentType, body, accept }) => {
            // Within Node's 16 KiB of request head; past it Node itself refuses (checked apart).
            const target = `${path}${query}`.slice(0, 12_000);
            const shape = `${method} ${target.slice(0, 200)}${target.length > 200 ? '…' : ''}`;
            const headers: http.OutgoingHttpHeaders = {};
            if (contentType !== undefined) headers['Content-Type'] = contentType;
            if (accept !== undefined) headers.Accept = accept;
            const answer = await send(target, { method, headers, body }).catch((error: unknown) => {
              throw new Error(`${shape}: ${String(error)}`);
            });
            statuses.add(answer.status);
            if (answer.status < 100 || answer.status >= 500) {
              throw new Error(`${shape} answered ${answer.status}`);
            }
            // Only Node's own parser answers without our headers.
            if (answer.headers['x-request-id'] === undefined) {
              expect([400, 431], shape).toContain(answer.status);
            }
          },
        ),
        // Fixed, so a failure is the same on every run; bounded, so a busy machine ends in time.
        { seed: 20261125, numRuns: 1000, interruptAfterTimeLimit: 45_000 },
      );
      if (result.failed) {
        // The counterexample can be kilobytes of query string: the error names the request.
        throw new Error(
          `failed after ${result.numRuns} runs (seed ${result.seed}, path ` +
            `${result.counterexamplePath}): ${String(result.errorInstance).slice(0, 2_000)}`,
        );
      }
      // Enough ran to mean something, however busy the machine.
      expect(result.numRuns).toBeGreaterThanOrEqual(200);
    });
    expect(statuses.size).toBeGreaterThan(4);
  }, 90_000);
});

describe('a request head past what Node reads', () => {
  it('is refused by Node with 431 (or the connection cut), never a 5xx', async () => {
    const answer = await send(`/about?q=${'x'.repeat(20_000)}`).catch(() => undefined);
    if (answer) expect(answer.status).toBe(431);
  });
});

describe('the request log', () => {
  it('has exactly one line for every answer the app gave', async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const counts = new Map<string, number>();
    for (const line of logLines(server().output())) {
      const id = line.requestId;
      if (typeof id === 'string' && /^request( failed)?$/.test(String(line.msg))) {
        counts.set(id, (counts.get(id) ?? 0) + 1);
      }
    }
    expect(answeredIds.length).toBeGreaterThan(500);
    const notOnce = answeredIds.filter((id) => counts.get(id) !== 1);
    expect(notOnce).toEqual([]);
  });
});
