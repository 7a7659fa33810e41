import { beforeEach, describe, expect, it } from 'vitest';
import { getDatabase } from '../../db/client';
import { action as contactAction, loader as contactLoader } from '~/routes/api.contact';
import { action as subscribeAction } from '~/routes/api.subscribe';
import { postJson, postRaw } from './request-helpers';

const sqlite = () => getDatabase().$client;
const count = (table: string) =>
  (sqlite().prepare(`select count(*) as total from ${table}`).get() as { total: number }).total;

const validMessage = {
  name: 'Nimal Fernando',
  email: 'Nimal@Example.com',
  subject: 'product',
  message: 'Please quote 500 kg of Uva BOP, CIF Hamburg.',
};

beforeEach(() => {
  sqlite().exec('delete from contact_messages; delete from subscriptions;');
});

describe('POST /api/contact', () => {
  it('stores one row with what was typed and answers 201 {ok, id}', async () => {
    const response = await postJson(contactAction, '/api/contact', validMessage);
    expect(response.status).toBe(201);
    const body = (await response.json()) as { ok: boolean; id: number };
    expect(body).toEqual({ ok: true, id: expect.any(Number) });
    const row = sqlite().prepare('select * from contact_messages where id = ?').get(body.id);
    expect(row).toMatchObject({
      name: 'Nimal Fernando',
      email: 'Nimal@Example.com',
      subject: 'product',
      message: 'Please quote 500 kg of Uva BOP, CIF Hamburg.',
    });
  });

  it('accepts a form-encoded body', async () => {
    const response = await postRaw(
      contactAction,
      '/api/contact',
      new URLSearchParams(validMessage).toString(),
      'application/x-www-form-urlencoded',
    );
    expect(response.status).toBe(201);
    expect(count('contact_messages')).toBe(1);
  });

  it('answers 400 with every field error and stores nothing', async () => {
    const response = await postJson(contactAction, '/api/contact', {
      name: 'A',
      email: 'x',
      subject: '',
      message: 'hi',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: expect.any(String),
      errors: {
        name: ['Name must be at least 2 characters'],
        email: ['Please enter a valid email address'],
        subject: ['Please select a subject'],
        message: ['Message must be at least 10 characters'],
      },
    });
    expect(count('contact_messages')).toBe(0);
  });

  it.each([
    ['malformed JSON', '{"name": ', 'application/json', 400],
    ['a JSON array', '[1,2]', 'application/json', 400],
    ['a JSON string', '"hello"', 'application/json', 400],
    ['plain text', 'hello', 'text/plain', 415],
    ['a prototype key', '{"__proto__": {"admin": true}, "name": "Ann"}', 'application/json', 400],
    ['a repeated form field', 'name=Ann&name=Bob', 'application/x-www-form-urlencoded', 400],
  ])(
    'answers 4xx {message} to %s and stores nothing',
    async (_label, body, contentType, status) => {
      const response = await postRaw(contactAction, '/api/contact', body, contentType);
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual({ message: expect.any(String) });
      expect(count('contact_messages')).toBe(0);
    },
  );

  it('answers 413 to a body over 16 KiB', async () => {
    const response = await postJson(contactAction, '/api/contact', {
      ...validMessage,
      message: 'x'.repeat(17 * 1024),
    });
    expect(response.status).toBe(413);
    expect(count('contact_messages')).toBe(0);
  });

  it('answers 400 to invalid UTF-8', async () => {
    const bytes = new Uint8Array([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]);
    const response = await postRaw(contactAction, '/api/contact', bytes, 'application/json');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Request body is not valid UTF-8.' });
  });

  it('answers 405 JSON to a GET', async () => {
    const response = contactLoader();
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('POST');
  });

  it('answers a filled honeypot as accepted and stores nothing', async () => {
    const response = await postJson(contactAction, '/api/contact', {
      ...validMessage,
      website: 'http://spam.example',
    });
    expect(response.status).toBe(201);
    expect(count('contact_messages')).toBe(0);
  });

  // Each message is a durable commit (an fsync), so a few dozen keep the test quick on a busy disk.
  it('stores exactly 50 rows for 50 concurrent messages', async () => {
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        postJson(contactAction, '/api/contact', {
          ...validMessage,
          message: `Concurrent message number ${index}`,
        }),
      ),
    );
    expect(responses.every((response) => response.status === 201)).toBe(true);
    expect(count('contact_messages')).toBe(50);
  });
});

describe('POST /api/subscribe', () => {
  it('stores the address trimmed and lower-cased and answers 200 {ok: true}', async () => {
    const response = await postJson(subscribeAction, '/api/subscribe', {
      email: '  Buyer@Tea-Imports.DE ',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(sqlite().prepare('select email from subscriptions').all()).toEqual([
      { email: 'buyer@tea-imports.de' },
    ]);
  });

  it('keeps one row for a second signup and answers exactly the same', async () => {
    const first = await postJson(subscribeAction, '/api/subscribe', { email: 'buyer@example.com' });
    const second = await postJson(subscribeAction, '/api/subscribe', {
      email: 'BUYER@example.com',
    });
    expect(second.status).toBe(first.status);
    expect(await second.json()).toEqual(await first.json());
    expect(count('subscriptions')).toBe(1);
  });

  it('answers 400 with the spec message for an invalid address', async () => {
    const response = await postJson(subscribeAction, '/api/subscribe', { email: 5 });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      errors: { email: ['Please enter a valid email address'] },
    });
    expect(count('subscriptions')).toBe(0);
  });
});
