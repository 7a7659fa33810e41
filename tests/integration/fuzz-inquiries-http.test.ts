// The bad bodies of tests/unit/fuzz-inquiries.test.ts, a smaller run over HTTP against a real
// production server: each answered with the 4xx its kind calls for, never a 5xx, no row stored.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badBody, type InquiryForm } from '../support/bad-bodies';
import {
  countRows,
  removeTemporaryDatabase,
  startTestServer,
  type TestServer,
} from '../support/test-server';

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
