// Thousands of generated bad bodies against both POST endpoints and the form actions:
// each is answered with the 4xx its kind calls for, never a 5xx or a throw, and no row is
// stored. In-process for numbers, then a smaller run over HTTP against a real server.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDatabase } from '../../db/client';
import { action as aboutPageAction } from '~/routes/about';
import { action as contactApiAction } from '~/routes/api.contact';
import { action as subscribeApiAction } from '~/routes/api.subscribe';
import { action as contactPageAction } from '~/routes/contact';
import { badBody, type BadBody, type InquiryForm } from '../support/bad-bodies';
import {
  countRows,
  removeTemporaryDatabase,
  startTestServer,
  type TestServer,
} from '../support/test-server';
import { postRaw } from './request-helpers';

const storedRows = () =>
  getDatabase()
    .$client.prepare(
      'select (select count(*) from contact_messages) + (select count(*) from subscriptions) as total',
    )
    .pluck()
    .get() as number;

/** The status an action answered: a Response's, or that of the data a page re-renders with. */
function statusOf(answer: Response | { init: ResponseInit | null }): number | undefined {
  return answer instanceof Response ? answer.status : (answer.init?.status ?? undefined);
}

const inProcessRuns = 1_000;

describe.each([
  { path: '/api/contact', form: 'contact', action: contactApiAction },
  { path: '/api/subscribe', form: 'newsletter', action: subscribeApiAction },
  { path: '/contact', form: 'contact', action: contactPageAction },
  { path: '/about', form: 'newsletter', action: aboutPageAction },
] as const)('POST $path in-process', ({ path, form, action }) => {
  it(`answers ${inProcessRuns} bad bodies with their 4xx and stores nothing`, async () => {
    const rowsBefore = storedRows();
    await fc.assert(
      fc.asyncProperty(badBody(form as InquiryForm), async (body: BadBody) => {
        const answer = await postRaw(action, path, body.bytes, body.contentType);
        expect(statusOf(answer), body.kind).toBe(body.status);
        expect(storedRows(), body.kind).toBe(rowsBefore);
      }),
      { numRuns: inProcessRuns },
    );
  }, 120_000);
});

describe('over HTTP, against a production server', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  }, 90_000);

  afterAll(async () => {
    await server?.stop();
    if (server) removeTemporaryDatabase(server.databaseFile);
  });

  it.each(['/api/contact', '/api/subscribe', '/contact'] as const)(
    'answers bad bodies to %s without a 5xx and stores nothing',
    async (path) => {
      const form: InquiryForm = path === '/api/subscribe' ? 'newsletter' : 'contact';
      await fc.assert(
        fc.asyncProperty(badBody(form), async (body) => {
          const response = await fetch(`${server.url}${path}`, {
            method: 'POST',
            headers: { 'Content-Type': body.contentType },
            body: body.bytes,
          });
          await response.arrayBuffer();
          expect(response.status, body.kind).toBe(body.status);
        }),
        { numRuns: 150 },
      );
      expect(countRows(server.databaseFile, 'contact_messages')).toBe(0);
      expect(countRows(server.databaseFile, 'subscriptions')).toBe(0);
    },
    120_000,
  );
});
