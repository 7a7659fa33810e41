// A production server whose database another connection holds locked (BEGIN EXCLUSIVE):
// writes answer 503 with Retry-After, pages and reads keep being served, nothing is
// half-stored, and writes succeed again once the lock is gone.
import Database from 'better-sqlite3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { notices } from '~/config/messages';
import {
  countRows,
  removeTemporaryDatabase,
  startTestServer,
  type TestServer,
} from '../support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ environment: { DATABASE_BUSY_TIMEOUT_MS: '200' } });
}, 90_000);

afterAll(async () => {
  if (!server) return;
  await server.stop();
  removeTemporaryDatabase(server.databaseFile);
});

const fields = {
  name: 'Tharindu Bandara',
  email: 'tharindu@example.com',
  subject: 'product',
  message: 'Samples of your Ruhuna FBOP, please.',
};

const postApi = () =>
  fetch(`${server.url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fields),
  });

const postForm = () =>
  fetch(`${server.url}/contact`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });

it('answers 503 while the database is locked, serves pages meanwhile, and recovers', async () => {
  const lockHolder = new Database(server.databaseFile);
  lockHolder.exec('BEGIN EXCLUSIVE');
  try {
    const api = await postApi();
    expect(api.status).toBe(503);
    expect(api.headers.get('Retry-After')).toBe('5');
    expect(await api.json()).toEqual({
      message: 'We cannot take your request just now. Please try again in a moment.',
    });

    const form = await postForm();
    expect(form.status).toBe(503);
    expect(form.headers.get('Retry-After')).toBe('5');
    const page = await form.text();
    expect(page).toContain(notices.contactFailed.description);
    expect(page).toContain(`value="${fields.name}"`);
    expect(page).toContain(`>${fields.message}</textarea>`);

    const products = await fetch(`${server.url}/api/products`);
    expect(products.status).toBe(200);
    expect(await products.json()).toHaveLength(8);
    const contactPage = await fetch(`${server.url}/contact`);
    expect(contactPage.status).toBe(200);
    expect(await contactPage.text()).toContain('Get In Touch');
  } finally {
    lockHolder.exec('ROLLBACK');
    lockHolder.close();
  }
  expect(countRows(server.databaseFile, 'contact_messages')).toBe(0);

  expect((await postApi()).status).toBe(201);
  expect((await postForm()).status).toBe(303);
  expect(countRows(server.databaseFile, 'contact_messages')).toBe(2);
}, 60_000);
