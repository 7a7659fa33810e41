// The contact form when the server says no: too many messages (429) or a locked database
// (503). A production server of this file's own, with contact limited to 2 a minute and
// TRUST_PROXY=1, so each test is its own client through the X-Forwarded-For entry a proxy adds.
import Database from 'better-sqlite3';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { translationFile } from '../support/translation-files';
import { removeTemporaryDatabase, startTestServer, type TestServer } from '../support/test-server';
import { click, javaScriptEnabled, waitForHydration } from './helpers';

const { notices, form } = translationFile('en', 'forms');
const rateLimitMessage = form.formErrors.rateLimited;

const storageUnavailableMessage =
  'We cannot take your request just now. Please try again in a moment.';

const values = {
  name: 'Sanduni Wickramasinghe',
  email: 'sanduni@example.com',
  subject: 'wholesale',
  message: 'Monthly supply of 800 kg Kandy BOP, please.',
};

// One server for the whole file: its tests run in order in one worker.
test.describe.configure({ mode: 'serial' });

let server: TestServer;

test.beforeAll(async () => {
  server = await startTestServer({
    environment: {
      RATE_LIMIT_CONTACT_PER_MINUTE: '2',
      TRUST_PROXY: '1',
      DATABASE_BUSY_TIMEOUT_MS: '200',
    },
  });
});

test.afterAll(async () => {
  if (!server) return;
  await server.stop();
  removeTemporaryDatabase(server.databaseFile);
});

/** Opens /contact as a client of its own, filled in and ready to send. */
async function openFilledForm(page: Page, testInfo: TestInfo, client: string) {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': client });
  await page.goto(`${server.url}/contact`);
  await waitForHydration(page, testInfo);
  await page.getByLabel('Name').fill(values.name);
  await page.getByLabel('Email').fill(values.email);
  await page.getByLabel('Subject').selectOption(values.subject);
  await page.getByLabel('Message').fill(values.message);
}

/** Sends the form and returns the status of the server's answer. */
async function send(page: Page): Promise<number> {
  const answer = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().includes('contact'),
  );
  await click(page.getByRole('button', { name: 'Send Message' }));
  return (await answer).status();
}

async function expectValuesKept(page: Page) {
  await expect(page.getByLabel('Name')).toHaveValue(values.name);
  await expect(page.getByLabel('Email')).toHaveValue(values.email);
  await expect(page.getByLabel('Subject')).toHaveValue(values.subject);
  await expect(page.getByLabel('Message')).toHaveValue(values.message);
}

/** Without script: the error above the form. With it: the failure toast, "STATUS: message". */
async function expectFailureShown(
  page: Page,
  testInfo: TestInfo,
  status: number,
  formText: string,
  apiMessage: string,
) {
  if (javaScriptEnabled(testInfo)) {
    const toast = page.getByRole('status').filter({ hasText: notices.contactFailed.title });
    await expect(toast).toContainText(`${status}: ${apiMessage}`);
  } else {
    await expect(page.getByRole('alert')).toHaveText(formText);
  }
  await expectValuesKept(page);
}

test('a client over the contact limit is told to wait, and keeps what it typed', async ({
  page,
  request,
}, testInfo) => {
  const client = `203.0.113.${testInfo.project.name === 'js-on' ? 21 : 22}`;
  // The client's first two messages of the minute, sent through the API.
  for (let sent = 0; sent < 2; sent += 1) {
    const response = await request.post(`${server.url}/api/contact`, {
      headers: { 'X-Forwarded-For': client },
      data: { ...values, message: `${values.message} (${sent})` },
    });
    expect(response.status()).toBe(201);
  }
  await openFilledForm(page, testInfo, client);
  expect(await send(page)).toBe(429);
  await expectFailureShown(page, testInfo, 429, rateLimitMessage, rateLimitMessage);
});

test('a locked database fails the message with 503, and keeps what was typed', async ({
  page,
}, testInfo) => {
  const client = `203.0.113.${testInfo.project.name === 'js-on' ? 31 : 32}`;
  await openFilledForm(page, testInfo, client);
  const lockHolder = new Database(server.databaseFile);
  lockHolder.exec('BEGIN EXCLUSIVE');
  try {
    expect(await send(page)).toBe(503);
    await expectFailureShown(
      page,
      testInfo,
      503,
      notices.contactFailed.description,
      storageUnavailableMessage,
    );
  } finally {
    lockHolder.exec('ROLLBACK');
    lockHolder.close();
  }
});
