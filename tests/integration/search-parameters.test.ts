// Query parameters a page does not read are dropped before it is rendered or kept
// (server/search-parameters.ts, app/config/search-parameters.ts): a tracking tag or a
// cache-buster is the same kept page, not a new render; the parameters a page reads, and
// Remix's own (single-fetch data, lazy route discovery), still reach it.
import { describe, expect, it } from 'vitest';
import { cameFromKeptPages, sendRequest, type Answer } from '../support/http-request';
import { sharesOneServer } from '../support/server-hooks';

const server = sharesOneServer();

/** As a browser asks: brotli accepted, so a kept page shows as its ready-made copy. */
const get = (target: string): Promise<Answer> =>
  sendRequest(server().url, target, { headers: { 'Accept-Encoding': 'br' } });

/** Whether the server sent `answer` from its kept pages, as its log says. */
const fromKeptPages = (answer: Answer) => cameFromKeptPages(server(), answer);

/**
 * Renders `target`, which keeps it (its first answer is the kept copy), and checks that the next
 * request finds it kept; resolves with the first answer, the rendered one.
 */
async function renderAndKeep(target: string): Promise<Answer> {
  const rendered = await get(target);
  expect(rendered.status, target).toBe(200);
  expect(await fromKeptPages(rendered), `${target} was kept before this test`).toBe(false);
  expect(await fromKeptPages(await get(target)), `${target} kept`).toBe(true);
  return rendered;
}

function expectSameAnswer(answer: Answer, reference: Answer, label: string) {
  expect(answer.status, label).toBe(200);
  expect(answer.headers.etag, label).toBe(reference.headers.etag);
  expect(answer.headers['content-type'], label).toBe(reference.headers['content-type']);
}

describe('parameters no page reads', () => {
  it('answer /about?utm_source=x&r=123 with the kept /about, byte for byte', async () => {
    const about = await renderAndKeep('/about');
    const kept = await get('/about');
    for (const query of ['?utm_source=x&r=123', '?r=1', '?fbclid=abc&utm_medium=mail', '?']) {
      const answer = await get(`/about${query}`);
      expectSameAnswer(answer, about, query);
      expect(await fromKeptPages(answer), query).toBe(true);
      expect(answer.body.equals(kept.body), query).toBe(true);
    }
  });

  it('draw a spec sheet PDF once, whatever cache-buster comes with it', async () => {
    const pdf = await renderAndKeep('/tea-grades/opa/spec-sheet.pdf');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    for (let buster = 1; buster <= 50; buster += 1) {
      const answer = await get(`/tea-grades/opa/spec-sheet.pdf?r=${buster}`);
      expectSameAnswer(answer, pdf, `?r=${buster}`);
      // From the one kept copy: no new drawing, and no new entry pushing real pages out.
      expect(await fromKeptPages(answer), `?r=${buster}`).toBe(true);
    }
  });

  it('leave the parameters a page reads: /products?tab=bulk&junk=1 is /products?tab=bulk', async () => {
    const bulk = await renderAndKeep('/products?tab=bulk');
    const withJunk = await get('/products?tab=bulk&junk=1&utm_source=x');
    expectSameAnswer(withJunk, bulk, 'tab=bulk with junk');
    expect(await fromKeptPages(withJunk)).toBe(true);
    const special = await get('/products?tab=special&junk=1');
    expect(special.status).toBe(200);
    expect(special.headers.etag).not.toBe(bulk.headers.etag);
    const contactPrefill = await get('/contact?product=1&utm_campaign=x');
    expect(contactPrefill.headers.etag).toBe((await get('/contact?product=1')).headers.etag);
    expect(contactPrefill.headers.etag).not.toBe((await get('/contact')).headers.etag);
  });
});

describe("Remix's own parameters", () => {
  const routes = `_routes=${encodeURIComponent('routes/($lang).products._index')}`;

  it('reach single-fetch data requests with the page’s own', async () => {
    const bulk = await get(`/products.data?tab=bulk&${routes}`);
    expect(bulk.status).toBe(200);
    const special = await get(`/products.data?tab=special&${routes}`);
    expect(special.status).toBe(200);
    expect(special.headers.etag).not.toBe(bulk.headers.etag);
    const withJunk = await get(`/products.data?tab=bulk&${routes}&junk=1`);
    expect(withJunk.headers.etag).toBe(bulk.headers.etag);
    const all = await get('/products.data?tab=bulk');
    expect(all.status).toBe(200);
    expect(all.headers.etag).not.toBe(bulk.headers.etag);
  });

  it('reach lazy route discovery, so a client navigates instead of reloading', async () => {
    const html = (await sendRequest(server().url, '/')).body.toString();
    const version = /"version":\s*"([^"]+)"/.exec(html)?.[1];
    expect(version, 'the manifest version on the home page').toBeDefined();
    const manifest = await sendRequest(
      server().url,
      `/__manifest?p=%2Fabout&p=%2Ftea-grades%2Fopa&version=${version}&utm_source=x`,
    );
    expect(manifest.status).toBe(200);
    expect(manifest.headers['x-remix-reload-document']).toBeUndefined();
    const patches = JSON.parse(manifest.body.toString()) as Record<string, unknown>;
    expect(Object.keys(patches)).toEqual(
      expect.arrayContaining(['routes/($lang).about', 'routes/($lang).tea-grades_.$grade']),
    );
  });
});
