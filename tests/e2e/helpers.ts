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

type Box = NonNullable<Awaited<ReturnType<Locator['boundingBox']>>>;

function sameBox(a: Box | null, b: Box | null): boolean {
  return !!a && !!b && a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
}

/**
 * Brings a target into view and waits until it keeps its place. A jump brings bands painted as they
 * near the screen (decision 033) into view as their stand-ins; two frames later they are drawn at
 * their own height, and Chromium's scroll anchoring keeps the band at the top of the screen still,
 * not the target. A pointer action made in between presses on the target and lets go on whatever
 * moved under the pointer (seen: 566 px, the link under the footer's heading): Playwright checks
 * only where the press lands. So this lets Playwright's own checks before a pointer action scroll
 * the target into view and wait out two frames in which it keeps its box (`trial` does nothing
 * more, works without the page's scripts, and finds a target the page has replaced meanwhile, as
 * the newsletter form is when its checks arrive), and repeats until the box is the same twice
 * running.
 */
export async function settleInView(target: Locator): Promise<void> {
  let previous: Box | null = null;
  for (let round = 0; round < 10; round += 1) {
    await target.hover({ trial: true });
    const box = await target.boundingBox();
    if (sameBox(box, previous)) return;
    previous = box;
  }
  throw new Error(`${target} kept moving after ten scrolls into view`);
}

/** A pointer action that first waits for its target to settle (settleInView). */
function afterSettling<Options>(
  act: (target: Locator, options?: Options) => Promise<void>,
): (target: Locator, options?: Options) => Promise<void> {
  return async (target, options) => {
    await settleInView(target);
    await act(target, options);
  };
}

// The browser tests' pointer actions; eslint.config.js forbids the locator's own in tests/e2e.
export const click = afterSettling((target, options?: Parameters<Locator['click']>[0]) =>
  target.click(options),
);
export const check = afterSettling((target) => target.check());
export const hover = afterSettling((target, options?: Parameters<Locator['hover']>[0]) =>
  target.hover(options),
);

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
