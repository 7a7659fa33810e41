// Rate limits on a real production server of this test's own, limits set low by the
// environment: 429 JSON with Retry-After, budgets per client, the client address read from
// X-Forwarded-For only as far as TRUST_PROXY's hop count reaches, and budgets shared by the
// worker processes of WEB_CONCURRENCY.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitMessage } from '~/http/rate-limit';
import {
  countRows,
  removeTemporaryDatabase,
  startTestServer,
  type TestServer,
} from '../support/test-server';
import { sampleContactMessage } from '../support/sample-inquiries';

const lowLimits = { RATE_LIMIT_CONTACT_PER_MINUTE: '2', RATE_LIMIT_SUBSCRIBE_PER_MINUTE: '2' };

let trustingServer: TestServer;
let directServer: TestServer;
let workersServer: TestServer;

beforeAll(async () => {
  [trustingServer, directServer, workersServer] = await Promise.all([
    startTestServer({ environment: { ...lowLimits, TRUST_PROXY: '1' } }),
    startTestServer({ environment: lowLimits }),
    startTestServer({ environment: { RATE_LIMIT_CONTACT_PER_MINUTE: '4', WEB_CONCURRENCY: '2' } }),
  ]);
}, 90_000);

afterAll(async () => {
  for (const server of [trustingServer, directServer, workersServer]) {
    if (!server) continue;
    await server.stop();
    removeTemporaryDatabase(server.databaseFile);
  }
});

let messageNumber = 0;

function postContact(server: TestServer, forwardedFor?: string) {
  messageNumber += 1;
  return fetch(`${server.url}/api/contact`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}),
    },
    body: JSON.stringify(
      sampleContactMessage({ message: `Rate limit test message ${messageNumber}` }),
    ),
  });
}

function postSubscribe(server: TestServer, forwardedFor: string) {
  return fetch(`${server.url}/api/subscribe`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
    body: JSON.stringify({ email: `reader-${forwardedFor}@example.com` }),
  });
}

async function expectRateLimited(response: Response) {
  expect(response.status).toBe(429);
  expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
  const retryAfter = Number(response.headers.get('Retry-After'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(await response.json()).toEqual({ message: rateLimitMessage });
}

describe('with TRUST_PROXY=1 (one proxy in front, which appends the address it saw)', () => {
  it('answers the third message of a minute 429 {message} with Retry-After, storing two', async () => {
    const rowsBefore = countRows(trustingServer.databaseFile, 'contact_messages');
    expect((await postContact(trustingServer, '203.0.113.1')).status).toBe(201);
    expect((await postContact(trustingServer, '203.0.113.1')).status).toBe(201);
    await expectRateLimited(await postContact(trustingServer, '203.0.113.1'));
    expect(countRows(trustingServer.databaseFile, 'contact_messages')).toBe(rowsBefore + 2);
  });

  it('limits signups on their own budget', async () => {
    expect((await postSubscribe(trustingServer, '203.0.113.2')).status).toBe(200);
    expect((await postSubscribe(trustingServer, '203.0.113.2')).status).toBe(200);
    await expectRateLimited(await postSubscribe(trustingServer, '203.0.113.2'));
    // Messages from the same client still have their budget.
    expect((await postContact(trustingServer, '203.0.113.2')).status).toBe(201);
  });

  it('reads the address the proxy appended, so a forged one on the left changes nothing', async () => {
    await postContact(trustingServer, '203.0.113.3');
    await postContact(trustingServer, '10.0.0.1, 203.0.113.3');
    await expectRateLimited(await postContact(trustingServer, '10.0.0.2, 203.0.113.3'));
    for (let forged = 0; forged < 5; forged += 1) {
      await expectRateLimited(await postContact(trustingServer, `198.18.0.${forged}, 203.0.113.3`));
    }
    expect((await postContact(trustingServer, '203.0.113.4')).status).toBe(201);
  });

  it('counts an IPv6 client by its /56 network, whatever its low bits', async () => {
    expect((await postContact(trustingServer, '2001:db8:7:1::1')).status).toBe(201);
    expect((await postContact(trustingServer, '2001:db8:7:2::99')).status).toBe(201);
    await expectRateLimited(await postContact(trustingServer, '2001:db8:7:ff::1234'));
    expect((await postContact(trustingServer, '2001:db8:8:1::1')).status).toBe(201);
  });

  it('shows the message on the no-script form, answered 429 with the values kept', async () => {
    const fields = sampleContactMessage({
      subject: 'other',
      message: 'A message sent once too often',
    });
    const post = () =>
      fetch(`${trustingServer.url}/contact`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'X-Forwarded-For': '203.0.113.5',
        },
        body: new URLSearchParams(fields),
      });
    expect((await post()).status).toBe(303);
    expect((await post()).status).toBe(303);
    const limited = await post();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toMatch(/^[1-9][0-9]?$/);
    const page = await limited.text();
    expect(page).toContain(rateLimitMessage);
    expect(page).toContain('value="Ruwan Silva"');
    expect(page).toContain('>A message sent once too often</textarea>');
  });
});

/** A contact message on a connection of its own, so node:cluster may hand it to any worker. */
function postContactOnNewConnection(server: TestServer): Promise<number> {
  const body = JSON.stringify(
    sampleContactMessage({ message: 'A message to one of several worker processes' }),
  );
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${server.url}/api/contact`,
      { method: 'POST', agent: false, headers: { 'Content-Type': 'application/json' } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

describe('with WEB_CONCURRENCY=2', () => {
  it('shares one budget between the worker processes', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      statuses.push(await postContactOnNewConnection(workersServer));
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(6);
    expect(countRows(workersServer.databaseFile, 'contact_messages')).toBe(4);
  });
});

describe('without TRUST_PROXY', () => {
  it('ignores X-Forwarded-For: every address a client claims shares its socket budget', async () => {
    expect((await postContact(directServer, '198.51.100.1')).status).toBe(201);
    expect((await postContact(directServer, '198.51.100.2')).status).toBe(201);
    await expectRateLimited(await postContact(directServer, '198.51.100.3'));
    await expectRateLimited(await postContact(directServer));
  });
});
