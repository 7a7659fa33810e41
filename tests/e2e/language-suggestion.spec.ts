// The home page offers itself in the language the visitor's browser asks for first, when that is
// another of the site's languages (issue 23): chosen in the browser, so the page's HTML is the
// same for every visitor; a bar over the foot of the screen that shifts nothing, follows or
// dismisses for good, and meets WCAG 2.2 AA.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { languages, localizedPath, type Language } from '../../app/i18n/languages';
import { translationFile } from '../support/translation-files';
import { click, waitForHydration } from './helpers';

const offerOf = (language: Language) => translationFile(language, 'home').languageSuggestion;

function offerBar(page: Page, language: Language) {
  return page.getByRole('complementary', { name: offerOf(language).text });
}

for (const [locale, pageLanguage, offered] of [
  ['ar-IQ', 'en', 'ar'],
  ['ru-RU', 'ar', 'ru'],
  ['en-US', 'ru', 'en'],
] as const) {
  test.describe(`a ${locale} browser on the ${languages[pageLanguage].englishName} home page`, () => {
    test.use({ locale });

    test(`is offered ${languages[offered].englishName} with script, nothing without`, async ({
      page,
    }, testInfo) => {
      await page.goto(localizedPath('/', pageLanguage));
      await waitForHydration(page, testInfo);
      if (testInfo.project.name === 'js-off') {
        // The page as served: the same for everyone who asks for its URL.
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('complementary')).toHaveCount(0);
        return;
      }
      const bar = offerBar(page, offered);
      await expect(bar).toBeVisible();
      await expect(bar).toHaveAttribute('lang', offered);
      await expect(bar).toHaveAttribute('dir', languages[offered].direction);
      // A landmark of its own, not inside the page's main content.
      await expect(page.locator('main').getByRole('complementary')).toHaveCount(0);
      const link = bar.getByRole('link', { name: offerOf(offered).link });
      await expect(link).toHaveAttribute('href', localizedPath('/', offered));
      await click(link);
      await expect(page).toHaveURL(localizedPath('/', offered));
      await waitForHydration(page, testInfo);
      // The page in the browser's language offers nothing.
      await expect(page.getByRole('complementary')).toHaveCount(0);
    });
  });
}

for (const [locale, path] of [
  ['en-GB', '/'],
  ['ar-EG', '/ar'],
  ['de-DE', '/'],
  ['tr-TR', '/ru'],
] as const) {
  test.describe(`a ${locale} browser on ${path}`, () => {
    test.use({ locale });

    test('is offered nothing: the page is in its language, or the site has none of its', async ({
      page,
    }, testInfo) => {
      test.skip(testInfo.project.name === 'js-off', 'nothing is ever offered without script');
      await page.goto(path);
      await waitForHydration(page, testInfo);
      await expect(page.getByRole('complementary')).toHaveCount(0);
    });
  });
}

test.describe('the offer', () => {
  test.use({ locale: 'ar-SA' });
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'made by script');

  test('moves nothing on the page, meets WCAG 2.2 AA, and is dismissed for good', async ({
    page,
  }, testInfo) => {
    // Every layout shift, and when the offer came: a shift the offer caused would follow it.
    await page.addInitScript(() => {
      const record = { shifts: [] as number[], offeredAt: Number.POSITIVE_INFINITY };
      Object.assign(window, { layoutRecord: record });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) record.shifts.push(entry.startTime);
      }).observe({ type: 'layout-shift', buffered: true });
      new MutationObserver(() => {
        if (document.querySelector('body > aside'))
          record.offeredAt = Math.min(record.offeredAt, performance.now());
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    await waitForHydration(page, testInfo);
    const bar = offerBar(page, 'ar');
    await expect(bar).toBeVisible();
    await expect(bar).toHaveCSS('position', 'fixed');
    // Two frames, for a shift to be reported.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const { shifts, offeredAt } = await page.evaluate(
      () =>
        (window as unknown as { layoutRecord: { shifts: number[]; offeredAt: number } })
          .layoutRecord,
    );
    expect(shifts.filter((startTime) => startTime >= offeredAt)).toEqual([]);

    const { violations } = await new AxeBuilder({ page })
      .include('body > aside')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);

    await click(bar.getByRole('button', { name: offerOf('ar').dismiss }));
    await expect(bar).toHaveCount(0);
    await page.reload();
    await waitForHydration(page, testInfo);
    await expect(page.getByRole('complementary')).toHaveCount(0);
  });
});
