import { expect, test, type Page } from '@playwright/test';
import { translationFile } from '../support/translation-files';
import { site } from '../../app/config/site';
import {
  click,
  javaScriptEnabled,
  queryTestDatabase,
  uniqueMarker,
  waitForHydration,
} from './helpers';

const confirmationEmailNotice = translationFile('en', 'forms').notices.subscribed.detail;

/** The pages that close with 'Stay Connected' (docs/architecture.md 'Forms and the newsletter block'). */
const pagesWithNewsletter = ['/', '/about', '/products', '/health'] as const;

function newsletter(page: Page) {
  return page.locator('#stay-connected');
}

for (const path of pagesWithNewsletter) {
  test.describe(`Stay Connected on ${path}`, () => {
    test('shows the spec texts', async ({ page }) => {
      await page.goto(path);
      const block = newsletter(page);
      await expect(block.getByRole('heading', { name: 'Stay Connected' })).toBeVisible();
      await expect(block.getByPlaceholder('Your email address')).toBeVisible();
      await expect(block.getByRole('button', { name: 'Subscribe Now' })).toBeVisible();
      await expect(block).toContainText(
        `By subscribing, you agree to our Privacy Policy and consent to receive updates from ${site.brand}.`,
      );
    });

    test('subscribes an address once, stored lower-cased, and says to confirm', async ({
      page,
    }, testInfo) => {
      const address = `Buyer-${uniqueMarker(testInfo).replace(/[^a-zA-Z0-9-]/g, '')}@Example.com`;
      await page.goto(path);
      await waitForHydration(page, testInfo);
      const block = newsletter(page);
      await block.getByPlaceholder('Your email address').fill(`  ${address} `);
      await click(block.getByRole('button', { name: 'Subscribe Now' }));
      // The toast with script, the page's status block after the redirect without: same words.
      const notice = javaScriptEnabled(testInfo)
        ? page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem')
        : page.getByRole('status').filter({ hasText: 'Subscription Successful' });
      const words = [
        'Subscription Successful',
        'Thank you for subscribing to our newsletter!',
        confirmationEmailNotice,
      ];
      await expect(notice).toHaveText(words.join(' '), { useInnerText: true });
      expect(confirmationEmailNotice).toContain('which works for seven days.');
      if (javaScriptEnabled(testInfo)) {
        await expect(block.getByPlaceholder('Your email address')).toHaveValue('');
        await expect(page).toHaveURL(path);
      } else {
        await expect(page).toHaveURL(`${path}?sent=newsletter#main`);
      }
      await expect
        .poll(() =>
          queryTestDatabase(
            'select email from subscriptions where email = ?',
            address.toLowerCase(),
          ),
        )
        .toHaveLength(1);
    });

    test('shows the spec message under the field and keeps the value', async ({
      page,
    }, testInfo) => {
      await page.goto(path);
      await waitForHydration(page, testInfo);
      const block = newsletter(page);
      await block.getByPlaceholder('Your email address').fill('not-an-address');
      await click(block.getByRole('button', { name: 'Subscribe Now' }));
      await expect(block.getByText('Please enter a valid email address')).toBeVisible();
      await expect(block.getByPlaceholder('Your email address')).toHaveValue('not-an-address');
    });
  });
}

test('a second signup answers the same and keeps one row', async ({ page }, testInfo) => {
  const address = `repeat-${uniqueMarker(testInfo).replace(/[^a-zA-Z0-9-]/g, '')}@example.com`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    await page.goto('/about');
    await waitForHydration(page, testInfo);
    await newsletter(page).getByPlaceholder('Your email address').fill(address);
    await click(newsletter(page).getByRole('button', { name: 'Subscribe Now' }));
    await expect(
      page.getByRole('status').filter({ hasText: 'Subscription Successful' }),
    ).toBeVisible();
  }
  expect(
    queryTestDatabase('select email from subscriptions where email = ?', address),
  ).toHaveLength(1);
});

test('shows Subscribing... and the failure toast when the request fails (script)', async ({
  page,
}, testInfo) => {
  test.skip(!javaScriptEnabled(testInfo), 'toasts and the pending state are script enhancements');
  await page.goto('/health');
  await waitForHydration(page, testInfo);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/subscribe', async (route) => {
    await held;
    await route.abort('connectionrefused');
  });
  const block = newsletter(page);
  await block.getByPlaceholder('Your email address').fill('offline@example.com');
  await click(block.getByRole('button', { name: 'Subscribe Now' }));
  await expect(block.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();
  release();
  const toast = page.getByRole('status').filter({ hasText: 'Subscription Failed' });
  await expect(toast).toContainText(
    'There was an error subscribing to the newsletter. Please try again.',
  );
  await expect(block.getByPlaceholder('Your email address')).toHaveValue('offline@example.com');
});

// The form's checks (Conform and zod) come with a script of their own, fetched only when a
// visitor comes near the form, points at it or focuses it (app/components/newsletter/newsletter-form.tsx).
test.describe('the newsletter checks, fetched when wanted', () => {
  const checksScript = /\/assets\/(checked-newsletter-form|use-inquiry-form)-[\w-]+\.js$/;

  /** Holds the checks' scripts back until `release` is called, so a test can act before them. */
  async function holdChecks(page: Page) {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(checksScript, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'the checks are a script enhancement');

  test('are not fetched with the page, and are once the visitor focuses the field', async ({
    page,
  }, testInfo) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (checksScript.test(new URL(request.url()).pathname)) fetched.push(request.url());
    });
    await page.goto('/');
    await waitForHydration(page, testInfo);
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual([]);
    await expect(newsletter(page).locator('form')).not.toHaveAttribute('data-checked');

    await newsletter(page).getByPlaceholder('Your email address').focus();
    await expect(newsletter(page).locator('form')).toHaveAttribute('data-checked');
    expect(fetched).toHaveLength(2);
  });

  test('keep what the visitor typed, and the focus, when they arrive', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    await waitForHydration(page, testInfo);
    const release = await holdChecks(page);
    const field = newsletter(page).getByPlaceholder('Your email address');
    await field.focus();
    await page.keyboard.type('buyer@');
    release();
    await expect(newsletter(page).locator('form')).toHaveAttribute('data-checked');
    await expect(field).toBeFocused();
    await page.keyboard.type('example');
    await expect(field).toHaveValue('buyer@example');
    // The checks run: an address without a domain's ending is refused under the field.
    await click(newsletter(page).getByRole('button', { name: 'Subscribe Now' }));
    await expect(newsletter(page).getByText('Please enter a valid email address')).toBeVisible();
    await expect(page).toHaveURL('/');
  });

  test('send a subscription asked for before they arrived, without a reload', async ({
    page,
  }, testInfo) => {
    const address = `early-${uniqueMarker(testInfo).replace(/[^a-zA-Z0-9-]/g, '')}@example.com`;
    await page.goto('/');
    await waitForHydration(page, testInfo);
    const release = await holdChecks(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await newsletter(page).getByPlaceholder('Your email address').fill(address);
    await click(newsletter(page).getByRole('button', { name: 'Subscribe Now' }));
    release();
    await expect(
      page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem'),
    ).toContainText('Subscription Successful');
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    await expect
      .poll(() => queryTestDatabase('select email from subscriptions where email = ?', address))
      .toHaveLength(1);
  });

  test('leave the form to the page when they cannot be fetched', async ({ page }, testInfo) => {
    const address = `offline-${uniqueMarker(testInfo).replace(/[^a-zA-Z0-9-]/g, '')}@example.com`;
    await page.goto('/');
    await waitForHydration(page, testInfo);
    await page.route(checksScript, (route) => route.abort('internetdisconnected'));
    await newsletter(page).getByPlaceholder('Your email address').fill(address);
    await click(newsletter(page).getByRole('button', { name: 'Subscribe Now' }));
    await expect(page).toHaveURL('/?sent=newsletter#main');
    await expect(
      page.getByRole('status').filter({ hasText: 'Subscription Successful' }),
    ).toBeVisible();
    await expect
      .poll(() => queryTestDatabase('select email from subscriptions where email = ?', address))
      .toHaveLength(1);
  });
});
