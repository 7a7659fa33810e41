// Decision 031: a document names its translation files, and the browser loads them, each a script
// of its own, before it hydrates; a client-side navigation's data carries its texts instead. A
// file that cannot load leaves the page as the server sent it, which works without script.
import { expect, test, type Page } from '@playwright/test';
import { click, phoneViewport, waitForHydration } from './helpers';

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'about what the scripts load');

/** The translation files the page asks for, as `language-namespace`. */
function recordTranslationFiles(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    const name = /\/assets\/texts-(\w+-\w+)-[\w-]+\.js$/.exec(request.url())?.[1];
    if (name) files.push(name);
  });
  return files;
}

test('a page loads its own translation files, in its language, and hydrates', async ({
  page,
}, testInfo) => {
  const files = recordTranslationFiles(page);
  await page.goto('/ru');
  await waitForHydration(page, testInfo);
  expect(files.sort()).toEqual(
    ['ru-collections', 'ru-common', 'ru-csr', 'ru-forms', 'ru-home', 'ru-subscribe'].sort(),
  );
  // Hydrated in Russian: the carousel's controls are React's, named in the page's language.
  await expect(page.getByRole('button', { name: 'Следующий слайд' })).toBeVisible();
});

test('a client-side navigation brings its texts in its data, and loads no file', async ({
  page,
}, testInfo) => {
  await page.goto('/ru/trade-terms');
  await waitForHydration(page, testInfo);
  const files = recordTranslationFiles(page);
  const data = page.waitForResponse((response) => response.url().includes('/ru/request.data'));
  await click(page.getByRole('main').getByRole('link', { name: 'Запросить цену' }).first());
  expect((await data).status()).toBe(200);
  await expect(page).toHaveURL(/\/ru\/request/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\p{Script=Cyrillic}/u);
  // The country list is a translation file too: here it came with the page's data.
  await expect(page.locator('select[name="destinationCountry"] option[value="LK"]')).toHaveText(
    'Шри-Ланка',
  );
  expect(files).toEqual([]);
});

test('a page whose translation files cannot load stays as served, and works without script', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route('**/assets/texts-*.js', (route) => route.abort());
  await page.setViewportSize(phoneViewport);
  await page.goto('/ar/contact');
  await page.waitForLoadState('load');
  // The other scripts ran (they load after the load event); hydration waits for the texts.
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => entry.name.includes('/texts-ar-')),
  );
  await page.waitForTimeout(1000);
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\p{Script=Arabic}/u);
  // The phone menu is a <details> that opens without script.
  await click(page.locator('summary').first());
  await expect(page.getByRole('navigation').first()).toBeVisible();
  expect(errors).toEqual([]);
});
