import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { queryDatabaseFile } from '../support/test-server';

export const phoneViewport = { width: 375, height: 740 };
export const desktopViewport = { width: 1280, height: 800 };

export function javaScriptEnabled(testInfo: TestInfo): boolean {
  return testInfo.project.name === 'js-on';
}

/** Waits until React has hydrated the page, so script-driven controls are live. */
export async function waitForHydration(page: Page, testInfo: TestInfo): Promise<void> {
  if (!javaScriptEnabled(testInfo)) return;
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/**
 * Scrolls an element into view and waits until the bands round it are drawn. A band painted as it
 * nears the screen (decision 033) is drawn in the frame after a jump brings it near, and its
 * contents are hit only then; a visitor's eye takes longer than that frame, a test's click does
 * not. Playwright's checks before a pointer action wait for the element to keep its box over two
 * frames (with or without the page's scripts), and do nothing more when `trial` is set.
 */
export async function scrollIntoViewAndDraw(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await target.hover({ trial: true });
  await expect(target).toBeInViewport();
}

/** Reads the test server's database (read-only), to check what a form stored. */
export function queryTestDatabase<Row>(sql: string, ...parameters: unknown[]): Row[] {
  const file = process.env.E2E_DATABASE_URL;
  if (!file) throw new Error('E2E_DATABASE_URL is not set (see playwright.config.ts)');
  return queryDatabaseFile<Row>(file, sql, ...parameters);
}

/** A value no other test uses, to find this test's own row. */
export function uniqueMarker(testInfo: TestInfo): string {
  return `${testInfo.project.name}-${testInfo.testId}-${Date.now()}`;
}

/** Signs up through 'Stay Connected' on the page at `url` and sees the spec's notice, as a visitor does. */
export async function signUpThroughStayConnected(
  page: Page,
  testInfo: TestInfo,
  url: string,
  address: string,
): Promise<void> {
  await page.goto(url);
  await waitForHydration(page, testInfo);
  const block = page.locator('#stay-connected');
  await block.getByPlaceholder('Your email address').fill(address);
  await block.getByRole('button', { name: 'Subscribe Now' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Subscription Successful' }),
  ).toContainText('Thank you for subscribing to our newsletter!');
}
