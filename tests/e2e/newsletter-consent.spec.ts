// The newsletter with consent (decision 012), in a real browser with and without JavaScript:
// the confirmation e-mail's link and its button, the unsubscribe link and its button, a mail
// program's one-click unsubscribe, and links that change nothing when they are only opened.
import { expect, test, type APIRequestContext, type TestInfo } from '@playwright/test';
import {
  click,
  javaScriptEnabled,
  queryTestDatabase,
  signUpThroughStayConnected,
  uniqueMarker,
  waitForHydration,
} from './helpers';

function addressFor(testInfo: TestInfo): string {
  return `consent-${uniqueMarker(testInfo).replace(/[^a-zA-Z0-9-]/g, '')}@example.com`.toLowerCase();
}

async function signUpThroughApi(request: APIRequestContext, address: string): Promise<void> {
  const answer = await request.post('/api/subscribe', { data: { email: address } });
  expect(await answer.json()).toEqual({ ok: true });
}

/**
 * The path and query of the link to `path` in the confirmation e-mail queued for `address`
 * (the e-mail names the public SITE_URL; the test server answers the same path).
 */
async function linkInConfirmationEmail(address: string, path: string): Promise<string> {
  const bodies = () =>
    queryTestDatabase<{ body: string }>(
      "select body from outbox where kind = 'newsletter-confirmation' and about_email = ?",
      address,
    );
  await expect.poll(() => bodies().length).toBe(1);
  const line = bodies()[0]
    ?.body.split('\n')
    .find((text) => /^https?:\/\/\S+\?token=/.test(text) && new URL(text).pathname === path);
  if (!line) throw new Error(`no ${path} link in the confirmation e-mail to ${address}`);
  const link = new URL(line);
  return `${link.pathname}${link.search}`;
}

const signupsOf = (address: string) =>
  queryTestDatabase<{ confirmed_at: string | null }>(
    'select confirmed_at from subscriptions where email = ?',
    address,
  );

test('the confirmation link’s button subscribes the address', async ({ page }, testInfo) => {
  const address = addressFor(testInfo);
  await signUpThroughStayConnected(page, testInfo, '/about', address);
  expect(signupsOf(address)).toEqual([{ confirmed_at: null }]);

  await page.goto(await linkInConfirmationEmail(address, '/newsletter/confirm'));
  await waitForHydration(page, testInfo);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm Your Subscription');
  await expect(page.getByRole('status')).toContainText('One step left');
  const submission = page.waitForRequest((request) => request.method() === 'POST');
  await click(page.getByRole('button', { name: 'Confirm subscription' }));
  await expect(page.getByRole('status')).toContainText('Subscription confirmed');
  // With script, Remix posts the form without a reload and moves the focus to the answer.
  if (javaScriptEnabled(testInfo)) {
    expect(new URL((await submission).url()).pathname).toBe('/newsletter/confirm.data');
    await expect(page.getByRole('status')).toBeFocused();
  } else {
    expect(new URL((await submission).url()).pathname).toBe('/newsletter/confirm');
  }
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
  await expect.poll(() => signupsOf(address)[0]?.confirmed_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
});

test('the unsubscribe link’s button deletes the address', async ({ page }, testInfo) => {
  const address = addressFor(testInfo);
  await signUpThroughStayConnected(page, testInfo, '/about', address);

  await page.goto(await linkInConfirmationEmail(address, '/unsubscribe'));
  await waitForHydration(page, testInfo);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsubscribe');
  await click(page.getByRole('button', { name: 'Unsubscribe' }));
  await expect(page.getByRole('status')).toContainText('You have been unsubscribed');
  await expect(page.getByRole('link', { name: 'Sign up again' })).toHaveAttribute(
    'href',
    '/#stay-connected',
  );
  await expect.poll(() => signupsOf(address)).toEqual([]);
  expect(queryTestDatabase('select id from outbox where about_email = ?', address)).toEqual([]);
});

test('opening either link changes nothing', async ({ request }, testInfo) => {
  const address = addressFor(testInfo);
  await signUpThroughApi(request, address);
  for (const path of ['/newsletter/confirm', '/unsubscribe']) {
    const answer = await request.get(await linkInConfirmationEmail(address, path));
    expect(answer.status(), path).toBe(200);
    expect(await answer.text(), path).toContain('<meta name="robots" content="noindex"/>');
  }
  expect(signupsOf(address)).toEqual([{ confirmed_at: null }]);
});

test('a mail program’s one-click POST unsubscribes; another site’s POST does not', async ({
  request,
}, testInfo) => {
  const address = addressFor(testInfo);
  await signUpThroughApi(request, address);
  const link = await linkInConfirmationEmail(address, '/unsubscribe');
  const oneClick = { form: { 'List-Unsubscribe': 'One-Click' } };

  const forged = await request.post(link, {
    ...oneClick,
    headers: { Origin: 'https://evil.example' },
  });
  expect(forged.status()).toBe(403);
  expect(signupsOf(address)).toHaveLength(1);

  // As RFC 8058 has the mail provider send it: form-encoded, from its server, with no Origin.
  const answer = await request.post(link, oneClick);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['cache-control']).toBe('private, no-store');
  expect(signupsOf(address)).toEqual([]);
});

test('a broken link says so and offers to sign up again', async ({ page }, testInfo) => {
  await page.goto('/newsletter/confirm?token=cut-short');
  await waitForHydration(page, testInfo);
  await expect(page.getByRole('status')).toContainText('This link does not work');
  await expect(page.getByRole('button', { name: 'Confirm subscription' })).toHaveCount(0);
  await click(page.getByRole('link', { name: 'Sign up again' }));
  await expect(page.locator('#stay-connected')).toBeVisible();
  await expect(page).toHaveURL('/#stay-connected');
});
