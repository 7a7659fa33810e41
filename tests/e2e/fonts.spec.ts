// Each script's font files are fetched only by a page that shows its characters (decision 028):
// English pages load the Latin files alone; Arabic text is drawn in the Arabic faces, Russian in
// the Cyrillic ones. The text of another script is put into an English page, with the page's
// language set as the Arabic and Russian pages will set it, so the check needs no translation.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { waitForHydration } from './helpers';

/** Records the font files the page asks for from now on, by their names in app/fonts/. */
function fontRequests(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    // The build names a file `inter-latin-400-600-D1CRZhys.woff2`: the source's name and a hash.
    const built = /\/([^/]+)-[\w-]{8}\.woff2$/.exec(new URL(request.url()).pathname);
    if (built) files.push(`${built[1]}.woff2`);
  });
  return files;
}

/** The status of every face of the family, once each has either loaded or is left unused. */
function statusOf(page: Page, family: string): Promise<string[]> {
  return page.evaluate(async (name) => {
    await document.fonts.ready;
    return [...document.fonts].filter((face) => face.family === name).map((face) => face.status);
  }, family);
}

/**
 * Sets the page's language and adds a heading and a paragraph in it, once the page is hydrated:
 * React, hydrating later, would find nodes it did not render and render the page anew without them.
 */
async function addText(
  page: Page,
  testInfo: TestInfo,
  language: string,
  heading: string,
  text: string,
) {
  await waitForHydration(page, testInfo);
  await page.evaluate(
    ([lang, headingText, paragraphText]) => {
      document.documentElement.lang = lang;
      const main = document.querySelector('main') ?? document.body;
      const h2 = document.createElement('h2');
      h2.textContent = headingText;
      const p = document.createElement('p');
      p.textContent = paragraphText;
      main.prepend(h2, p);
      // Laid out now, so the faces the text needs start loading before `document.fonts.ready`.
      return p.offsetWidth + h2.offsetWidth;
    },
    [language, heading, text] as const,
  );
}

test.describe('fonts by script', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'the same fonts either way');

  test('an English page fetches only the Latin files', async ({ page }) => {
    const files = fontRequests(page);
    await page.goto('/');
    await page.evaluate(() => document.fonts.ready);
    expect(files.sort()).toEqual(['inter-latin-400-600.woff2', 'playfair-display-latin-600.woff2']);
  });

  test('Arabic text is drawn in the Arabic faces', async ({ page }, testInfo) => {
    const files = fontRequests(page);
    await page.goto('/tea-grades');
    await addText(
      page,
      testInfo,
      'ar',
      'شاي سيلاني',
      'شاي أسود من مرتفعات سريلانكا، درجة OP و BOP، ١٢٣٤٥',
    );
    await expect.poll(() => statusOf(page, 'Noto Sans Arabic Variable')).toEqual(['loaded']);
    await expect.poll(() => statusOf(page, 'Noto Naskh Arabic')).toEqual(['loaded']);
    expect(files).toContain('noto-sans-arabic-400-600.woff2');
    expect(files).toContain('noto-naskh-arabic-600.woff2');
    expect(files).not.toContain('inter-cyrillic-400-600.woff2');
    const [bodyFace, headingFace] = await page.evaluate(() =>
      [
        getComputedStyle(document.querySelector('main p')!),
        getComputedStyle(document.querySelector('main h2')!),
      ].map((style) => style.fontFamily.split(',')[0]?.trim()),
    );
    expect(bodyFace).toBe('"Noto Sans Arabic Variable"');
    expect(headingFace).toBe('"Noto Naskh Arabic"');
  });

  test('Russian text brings the Cyrillic files and no Arabic one', async ({ page }, testInfo) => {
    const files = fontRequests(page);
    await page.goto('/tea-grades');
    await addText(
      page,
      testInfo,
      'ru',
      'Цейлонский чай',
      'Чёрный чай с высокогорных плантаций, сорт OP.',
    );
    await expect.poll(() => statusOf(page, 'Inter Variable')).toEqual(['loaded', 'loaded']);
    await expect.poll(() => statusOf(page, 'Playfair Display')).toEqual(['loaded', 'loaded']);
    expect(files).toContain('inter-cyrillic-400-600.woff2');
    expect(files).toContain('playfair-display-cyrillic-600.woff2');
    expect(files.filter((file) => file.includes('arabic'))).toEqual([]);
  });
});
