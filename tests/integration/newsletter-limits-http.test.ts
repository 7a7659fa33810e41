// The newsletter's daily limits on confirmation e-mails (decision 017) over HTTP, on a real
// production server with its own database: one e-mail a day per mailbox however its address is
// spelt, a cap per client (told apart by X-Forwarded-For under TRUST_PROXY=1), and answers,
// API and no-script form alike, that are the same bytes whether or not an e-mail went.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  queryDatabaseFile,
  removeTemporaryDatabase,
  startTestServer,
  type TestServer,
} from '../support/test-server';

const perClient = 3;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    environment: { TRUST_PROXY: '1', RATE_LIMIT_SIGNUP_MAILS_PER_DAY: String(perClient) },
  });
});

afterAll(async () => {
  if (!server) return;
  await server.stop();
  removeTemporaryDatabase(server.databaseFile);
});

let clientNumber = 0;

/** A client no other signup in this file came from. */
function freshClient(): string {
  clientNumber += 1;
  return `203.0.113.${clientNumber}`;
}

/** Everything of an answer but the headers that differ on every request by design. */
async function bytesOf(response: Response) {
  const headers = [...response.headers].filter(
    ([name]) => !['date', 'x-request-id'].includes(name),
  );
  return { status: response.status, headers, body: await response.text() };
}

/** A signup of `email` by `client` through the API, then through the no-script form on /about. */
async function signUpBothWays(email: string, client: string) {
  const api = await fetch(`${server.url}/api/subscribe`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': client },
    body: JSON.stringify({ email }),
  });
  const form = await fetch(`${server.url}/about`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': client },
    body: new URLSearchParams({ email }).toString(),
    redirect: 'manual',
  });
  return { api: await bytesOf(api), form: await bytesOf(form) };
}

const confirmationRecipients = (pattern: string) =>
  queryDatabaseFile<{ recipient: string }>(
    server.databaseFile,
    "select recipient from outbox where kind = 'newsletter-confirmation' and recipient like ? order by id",
    pattern,
  ).map((row) => row.recipient);

describe('confirmation e-mails over HTTP', () => {
  it('answers every signup with the same bytes, e-mail or not', async () => {
    const expected = await signUpBothWays('stranger@example.net', freshClient());
    expect(expected.api.status).toBe(200);
    expect(expected.api.body).toBe('{"ok":true}');
    expect(expected.form.status).toBe(303);
    expect(expected.form.headers).toContainEqual(['location', '/about?sent=newsletter#main']);

    // One mailbox, ten spellings, ten clients: one e-mail.
    for (let tag = 0; tag < 10; tag += 1) {
      const email = `victim+${tag}@example.com`;
      expect(await signUpBothWays(email, freshClient()), email).toEqual(expected);
    }
    expect(confirmationRecipients('%victim%@example.com')).toEqual(['victim+0@example.com']);

    // Gmail's dots and googlemail.com are one mailbox; another domain's dots are not.
    for (const email of ['v.i.c.t.i.m@gmail.com', 'victim@googlemail.com', 'v.ictim@example.org']) {
      expect(await signUpBothWays(email, freshClient()), email).toEqual(expected);
    }
    expect(confirmationRecipients('%@g%mail.com')).toEqual(['v.i.c.t.i.m@gmail.com']);
    expect(confirmationRecipients('%@example.org')).toEqual(['v.ictim@example.org']);

    // One client, many mailboxes: answered up to its limit, then nothing sent.
    const client = freshClient();
    for (let reader = 0; reader < perClient + 2; reader += 1) {
      const email = `reader-${reader}@example.com`;
      expect(await signUpBothWays(email, client), email).toEqual(expected);
    }
    expect(confirmationRecipients('reader-%')).toEqual(
      Array.from({ length: perClient }, (_, reader) => `reader-${reader}@example.com`),
    );
  });
});
