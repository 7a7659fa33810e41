import type { Page, TestInfo } from '@playwright/test';

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
