// The quantity of a quote request over HTTP on a real server: the request form without script
// (a form-encoded POST to /request) and POST /api/requests give every input the same verdict,
// and what they take is stored and e-mailed as the buyer wrote it, read from the raw e-mail as a
// mail program reads it. Each rule in-process: tests/unit/request-quantities.test.ts.
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestValidationMessages as messages } from '~/features/inquiries/buyer-request-schema';
import { sampleQuoteRequest } from '../support/sample-inquiries';
import { shownMarkup } from '../support/shown-text';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp-server';
import {
  queryDatabaseFile,
  removeTemporaryDatabase,
  startTestServer,
  type TestServer,
} from '../support/test-server';

let smtp: TestSmtpServer;
let server: TestServer;

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({ environment: { SMTP_URL: smtp.url, OUTBOX_POLL_MS: '50' } });
}, 90_000);

afterAll(async () => {
  await server.stop();
  removeTemporaryDatabase(server.databaseFile);
  await smtp.stop();
});

/** Taken, or refused with the one message shown under the field. */
type Verdict = 'taken' | string;

/** The page's action: 303 to the notice when taken; else the page again, the message in it. */
async function formVerdict(quantity: string): Promise<Verdict> {
  const answer = await fetch(`${server.url}/request`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(sampleQuoteRequest({ quantity })).toString(),
    redirect: 'manual',
  });
  if (answer.status === 303) return 'taken';
  expect(answer.status).toBe(400);
  // What the page shows; its loader data carries every message the form may show.
  const page = shownMarkup(await answer.text());
  const shown = Object.values(messages).filter((message) => page.includes(message));
  expect(shown).toHaveLength(1);
  return shown[0] ?? '';
}

/** The API, with the JSON body as written (a quantity may be a JSON number or a string). */
async function apiVerdict(body: string): Promise<Verdict> {
  const answer = await fetch(`${server.url}/api/requests`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
  });
  if (answer.status === 201) return 'taken';
  expect(answer.status).toBe(400);
  const { errors } = (await answer.json()) as { errors: Record<string, string[]> };
  expect(Object.keys(errors)).toEqual(['quantity']);
  return errors.quantity?.join(' ') ?? '';
}

/** A request's JSON with `quantity` written into it as is: `"2.5"`, or `1e-300` bare. */
const jsonWithQuantity = (quantity: string) =>
  JSON.stringify(sampleQuoteRequest({ quantity: 'QUANTITY' })).replace('"QUANTITY"', quantity);

const storedRequests = () =>
  queryDatabaseFile<{ total: number }>(
    server.databaseFile,
    'select count(*) as total from buyer_requests',
  )[0]?.total;

describe('a quantity, by the form without script and by the API', () => {
  it.each<[string, Verdict]>([
    ['1e3', messages.quantityFormat],
    ['0x10', messages.quantityFormat],
    ['0.0001', messages.quantityPrecision],
    ['1e-300', messages.quantityFormat],
    [' 12 ', 'taken'],
    ['1,000', messages.quantityFormat],
    ['.5', messages.quantityFormat],
    ['5.', messages.quantityFormat],
    ['Infinity', messages.quantityFormat],
    ['NaN', messages.quantityFormat],
    ['-1', messages.quantity],
    ['2.50', 'taken'],
    ['1000000.001', messages.quantityTooLarge],
  ])('%j: %s', async (quantity, verdict) => {
    const before = storedRequests() ?? 0;
    expect(await formVerdict(quantity)).toBe(verdict);
    expect(await apiVerdict(jsonWithQuantity(JSON.stringify(quantity)))).toBe(verdict);
    expect(storedRequests()).toBe(before + (verdict === 'taken' ? 2 : 0));
  });

  it.each<[string, Verdict]>([
    ['1e-300', messages.quantityFormat],
    ['0.0001', messages.quantityPrecision],
    ['0.30000000000000004', messages.quantityPrecision],
    ['-1', messages.quantity],
    ['2.5', 'taken'],
  ])('as a JSON number, %s: %s', async (quantity, verdict) => {
    expect(await apiVerdict(jsonWithQuantity(quantity))).toBe(verdict);
  });

  it('stores and e-mails what it took as the buyer wrote it', async () => {
    expect(await formVerdict('2.50')).toBe('taken');
    const [formRow] = queryDatabaseFile<{ id: number }>(
      server.databaseFile,
      'select max(id) as id from buyer_requests',
    );
    const apiAnswer = await fetch(`${server.url}/api/requests`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(sampleQuoteRequest({ quantity: ' 0.3 ', unit: 'kg' })),
    });
    expect(apiAnswer.status).toBe(201);
    const { id: apiId } = (await apiAnswer.json()) as { id: number };

    for (const [id, stored, amount] of [
      [formRow?.id, 2.5, '2.5 tonnes'],
      [apiId, 0.3, '0.3 kg'],
    ] as const) {
      expect(
        queryDatabaseFile(
          server.databaseFile,
          'select quantity from buyer_requests where id = ?',
          id,
        ),
      ).toEqual([{ quantity: stored }]);
      const subjectEnd = `(request #${id})`;
      await expect
        .poll(() => smtp.received.filter(({ subject }) => subject.endsWith(subjectEnd)).length, {
          timeout: 30_000,
        })
        .toBe(1);
      const email = smtp.received.find(({ subject }) => subject.endsWith(subjectEnd));
      const parsed = await simpleParser(email?.raw ?? '');
      expect(parsed.text?.split('\n')).toContain(`Amount:    ${amount}`);
    }
  });
});
