// A page keeps its scroll position across a reload and comes back to it after a client-side
// navigation and the browser's back button (app/components/layout/scroll-positions.tsx): the
// router's hook saves and restores positions, and hands a reloaded page back to the browser,
// since the documents carry no scroll script of Remix's (decision 031, update of 28 November).
import { expect, test, type Page } from '@playwright/test';
import { desktopViewport, waitForHydration } from './helpers';

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'the router restores positions');
test.use({ viewport: desktopViewport });

const scrolledTo = 1200;

async function scrollDown(page: Page): Promise<void> {
  await page.evaluate((y) => window.scrollTo(0, y), scrolledTo);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolledTo);
}

test('a reloaded page is where it was', async ({ page }, testInfo) => {
  await page.goto('/about');
  await waitForHydration(page, testInfo);
  await scrollDown(page);
  await page.reload();
  await waitForHydration(page, testInfo);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolledTo);
});

test('a client-side navigation opens the next page at its top, and back returns to the position left', async ({
  page,
}, testInfo) => {
  await page.goto('/about');
  await waitForHydration(page, testInfo);
  await scrollDown(page);
  // Clicked where it is, without scrolling it into view first, as a visitor's link in view would be.
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Privacy Policy', exact: true })
    .dispatchEvent('click');
  await expect(page).toHaveURL(/\/privacy$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolledTo);
});
