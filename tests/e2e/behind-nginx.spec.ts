// Both forms through the reference front, deploy/nginx.conf (tests/support/nginx.ts runs the
// real file), with and without JavaScript: a visitor sends them and sees the notice, the row is
// stored, the site sets no cookie, and the shared cache never shows one visitor's notice to
// the next.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { nginxInstalled, startNginx, type NginxFront } from '../support/nginx';
import {
  queryDatabaseFile,
  stopAndRemoveTestServer,
  startTestServer,
  type TestServer,
} from '../support/test-server';
import { click, signUpThroughStayConnected, uniqueMarker, waitForHydration } from './helpers';
import { shownMarkup } from '../support/shown-text';

test.skip(!nginxInstalled(), 'nginx is not installed (apt-get install -y nginx-light)');

// This file's own production server (rate limits out of the way) and nginx in front of it.
let origin: TestServer | undefined;
let front: NginxFront | undefined;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  origin = await startTestServer({ environment: { TRUST_PROXY: '1' } });
  front = await startNginx({ upstreamPort: Number(new URL(origin.url).port) });
});

test.afterAll(async () => {
  test.setTimeout(30_000);
  await front?.stop();
  await stopAndRemoveTestServer(origin);
});

function throughNginx(path: string): string {
  if (!front) throw new Error('nginx did not start');
  return `${front.url}${path}`;
}

function storedRows<Row>(sql: string, ...parameters: unknown[]): Row[] {
  if (!origin) throw new Error('the server did not start');
  return queryDatabaseFile<Row>(origin.databaseFile, sql, ...parameters);
}

/**
 * Watches every answer the page receives; the returned function lists those that set a cookie
 * (one set and cleared again would leave the browser's jar empty at the end).
 */
function watchSetCookie(page: Page): () => Promise<string[]> {
  const seen: Promise<string | null>[] = [];
  page.on('response', (response) => {
    seen.push(
      response
        .headerValue('set-cookie')
        .then((value) => (value === null ? null : `${response.url()}: ${value}`)),
    );
  });
  return async () => (await Promise.all(seen)).filter((entry) => entry !== null);
}

/** The page as a new visitor gets it through the same cache (no cookie, no history). */
async function pageForAStranger(request: APIRequestContext, path: string): Promise<string> {
  const answer = await request.get(throughNginx(path));
  expect(answer.status()).toBe(200);
  return shownMarkup(await answer.text());
}

test('sends the contact form through nginx and says Message Sent', async ({
  page,
  context,
  request,
}, testInfo) => {
  const cookiesSet = watchSetCookie(page);
  const message = `Please quote 500 kg of Nuwara Eliya OP1.\nReference ${uniqueMarker(testInfo)}`;
  await page.goto(throughNginx('/contact'));
  await waitForHydration(page, testInfo);
  await page.getByLabel('Name').fill('Nadeesha Perera');
  await page.getByLabel('Email').fill('nadeesha@example.com');
  await page.getByLabel('Subject').selectOption('product');
  await page.getByLabel('Message').fill(message);
  await click(page.getByRole('button', { name: 'Send Message' }));

  const notice = page.getByRole('status').filter({ hasText: 'Message Sent' });
  await expect(notice).toContainText("Thank you for your message. We'll get back to you soon!");
  await expect
    .poll(() => storedRows('select name from contact_messages where message = ?', message))
    .toEqual([{ name: 'Nadeesha Perera' }]);
  expect(await cookiesSet(), 'the site sets no cookie').toEqual([]);
  expect(await context.cookies()).toEqual([]);

  // The shared cache never shows one visitor's notice to the next.
  expect(await pageForAStranger(request, '/contact')).not.toContain('Message Sent');
});

test('subscribes through nginx from Stay Connected and says Subscription Successful', async ({
  page,
  context,
  request,
}, testInfo) => {
  const cookiesSet = watchSetCookie(page);
  const address =
    `nginx-${uniqueMarker(testInfo).replace(/[^a-zA-Z0-9-]/g, '')}@example.com`.toLowerCase();
  await signUpThroughStayConnected(page, testInfo, throughNginx('/about'), address);
  await expect
    .poll(() => storedRows('select email from subscriptions where email = ?', address))
    .toHaveLength(1);
  expect(await cookiesSet(), 'the site sets no cookie').toEqual([]);
  expect(await context.cookies()).toEqual([]);

  // The shared cache never shows one visitor's notice to the next.
  expect(await pageForAStranger(request, '/about')).not.toContain('Subscription Successful');
});
