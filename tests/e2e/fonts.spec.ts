// Only the headings have web faces; text is drawn in the system's face (decision 032). Each
// script's heading file is fetched only by a page that shows its characters (decision 028):
// English pages load the Latin core file alone; Arabic headings are drawn in the Arabic face,
// Russian ones in the Cyrillic core, and a Latin character outside the core (no heading of the site
// has one, tests/e2e/layout-guards.spec.ts) in the Latin rest file, fetched for it. The text
// of another script is put into an English page, with the page's language set as the Arabic and
// Russian pages will set it, so the check needs no translation.
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { waitForHydration } from './helpers';
import { fontFaces } from '../../scripts/font-faces';

/** Records the font files the page asks for from now on, by their names in app/fonts/. */
function fontRequests(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    // The build names a file `playfair-display-latin-core-600-DIxkFcDV.woff2`: the source's name
    // and a hash.
    const built = /\/([^/]+)-[\w-]{8}\.woff2$/.exec(new URL(request.url()).pathname);
    if (built) files.push(`${built[1]}.woff2`);
  });
  return files;
}

/**
 * The status of every face of the family, once each has either loaded or is left unused, sorted
 * ('loaded' before 'unloaded').
 */
function statusOf(page: Page, family: string): Promise<string[]> {
  return page.evaluate(async (name) => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => face.family === name)
      .map((face) => face.status)
      .sort();
  }, family);
}

/** Waits until Playfair's faces have `statuses` (sorted, as statusOf gives them). */
async function expectPlayfairFaces(page: Page, statuses: string[]): Promise<void> {
  await expect.poll(() => statusOf(page, 'Playfair Display')).toEqual(statuses);
}

/**
 * The fonts Chromium drew an element's text in (DevTools' 'Rendered fonts'), by the family name
 * in each file, with whether it is a web font: a character the web font lacks shows here as a
 * system font.
 */
async function renderedFonts(page: Page, element: Locator): Promise<string[]> {
  await element.evaluate((node) => node.getBoundingClientRect());
  const session = await page.context().newCDPSession(page);
  await session.send('DOM.enable');
  await session.send('CSS.enable');
  const { root } = await session.send('DOM.getDocument', { depth: -1 });
  const id = await element.evaluate((node) => node.id);
  const { nodeId } = await session.send('DOM.querySelector', {
    nodeId: root.nodeId,
    selector: `#${id}`,
  });
  const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
  await session.detach();
  return fonts.map((font) => `${font.familyName}${font.isCustomFont ? '' : ' (system)'}`).sort();
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
      h2.id = 'added-heading';
      h2.textContent = headingText;
      const p = document.createElement('p');
      p.id = 'added-text';
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

  test('an English page fetches only the Latin heading file, its core alone', async ({ page }) => {
    const files = fontRequests(page);
    await page.goto('/');
    await page.evaluate(() => document.fonts.ready);
    expect(files).toEqual(['playfair-display-latin-core-600.woff2']);
    expect(await statusOf(page, 'Playfair Display')).toEqual([
      'loaded',
      'unloaded',
      'unloaded',
      'unloaded',
    ]);
  });

  test('every declared face loads from its file, the rest files too', async ({ page }) => {
    // A face the CSP blocks (a file written into the stylesheet as a data: URL) or a broken cut
    // would only show in a heading with one of its characters: every face is loaded here.
    const files = fontRequests(page);
    await page.goto('/');
    const statuses = await page.evaluate(() =>
      Promise.all(
        [...document.fonts].map((face) =>
          face.load().then(
            () => `${face.family} ${face.unicodeRange}: ${face.status}`,
            () => `${face.family} ${face.unicodeRange}: error`,
          ),
        ),
      ),
    );
    expect(statuses).toHaveLength(fontFaces.length);
    for (const status of statuses) expect(status).toMatch(/: loaded$/);
    expect(files.sort()).toEqual(fontFaces.map((face) => face.output).sort());
  });

  test("text is drawn in the system's face, headings in the brand's", async ({ page }) => {
    await page.goto('/about');
    await page.evaluate(() => document.fonts.ready);
    const [textFace, headingFace] = await page.evaluate(() => {
      const text = document.querySelector('main p')!;
      const heading = document.querySelector('main h1')!;
      // renderedFonts finds an element by its id.
      text.id ||= 'checked-text';
      heading.id ||= 'checked-heading';
      return [text, heading].map((element) => getComputedStyle(element).fontFamily);
    });
    expect(textFace).toBe('system-ui, sans-serif');
    expect(headingFace?.split(',')[0]).toBe('"Playfair Display"');
    const textFonts = await renderedFonts(page, page.locator('main p').first());
    expect(textFonts.length).toBeGreaterThan(0);
    for (const font of textFonts) expect(font).toMatch(/ \(system\)$/);
    expect(await renderedFonts(page, page.locator('main h1'))).toEqual([
      'Playfair Display SemiBold',
    ]);
  });

  test('a Latin character outside the core fetches the rest file and is drawn in it', async ({
    page,
  }, testInfo) => {
    const files = fontRequests(page);
    await page.goto('/tea-grades');
    await page.evaluate(() => document.fonts.ready);
    expect(files.filter((file) => file.includes('-rest-'))).toEqual([]);
    // è, û and Œ are in Fontsource's 'latin' subset but in none of the site's headings.
    await addText(page, testInfo, 'en', 'Œuvre: crème brûlée', 'Crème brûlée, 5 € the cup');
    await expectPlayfairFaces(page, ['loaded', 'loaded', 'unloaded', 'unloaded']);
    expect(files).toContain('playfair-display-latin-rest-600.woff2');
    expect(files.filter((file) => file.includes('cyrillic') || file.includes('arabic'))).toEqual(
      [],
    );
    // Drawn in the heading face, every letter: no system font stands in for one.
    expect(await renderedFonts(page, page.locator('#added-heading'))).toEqual([
      'Playfair Display SemiBold',
    ]);
  });

  test('a word broken at a soft hyphen while the fonts load fetches no rest file', async ({
    browser,
  }) => {
    // The Latin core file held back, so the heading is laid out in the system's fallback, which
    // has the hyphen U+2010: Chromium draws that hyphen where a word breaks at a soft hyphen, as
    // the Russian headings break. The core file has it too; were it in the rest file only, it
    // would load. Without scripts, so that the page's load waits for nothing of ours.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/-latin-core-/, async (route) => {
      await released;
      await route.continue();
    });
    const files = fontRequests(page);
    await page.goto('/tea-grades', { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => {
      const main = document.querySelector('main') ?? document.body;
      for (const tag of ['h2', 'p']) {
        const element = document.createElement(tag);
        element.lang = 'ru';
        element.style.width = '4ch';
        element.textContent = 'Ответ\u00adствен\u00adность';
        main.prepend(element);
      }
      return main.offsetWidth;
    });
    await expect.poll(() => files.filter((file) => file.includes('-latin-core-')).length).toBe(1);
    release();
    await page.evaluate(() => document.fonts.ready);
    expect(files.filter((file) => file.includes('-rest-'))).toEqual([]);
    await context.close();
  });

  test("Arabic headings are drawn in the Arabic face, text in the system's", async ({
    page,
  }, testInfo) => {
    const files = fontRequests(page);
    await page.goto('/tea-grades');
    await addText(
      page,
      testInfo,
      'ar',
      'شاي سيلاني',
      'شاي أسود من مرتفعات سريلانكا، درجة OP و BOP، ١٢٣٤٥',
    );
    await expect.poll(() => statusOf(page, 'Noto Naskh Arabic')).toEqual(['loaded', 'unloaded']);
    expect(files).toContain('noto-naskh-arabic-core-600.woff2');
    expect(files.filter((file) => file.includes('cyrillic'))).toEqual([]);
    expect(files.filter((file) => file.includes('-rest-'))).toEqual([]);
    const [bodyFace, headingFace] = await page.evaluate(() =>
      [
        getComputedStyle(document.querySelector('main p')!),
        getComputedStyle(document.querySelector('main h2')!),
      ].map((style) => style.fontFamily.split(',')[0]?.trim()),
    );
    expect(bodyFace).toBe('system-ui');
    expect(headingFace).toBe('"Noto Naskh Arabic"');
  });

  test('Russian headings bring the Cyrillic core file and no Arabic one', async ({
    page,
  }, testInfo) => {
    const files = fontRequests(page);
    await page.goto('/tea-grades');
    await addText(
      page,
      testInfo,
      'ru',
      'Цейлонский чай',
      'Чёрный чай с высокогорных плантаций, сорт OP.',
    );
    // The Latin and Cyrillic cores; no character of either rest file.
    await expectPlayfairFaces(page, ['loaded', 'loaded', 'unloaded', 'unloaded']);
    expect(files.filter((file) => file.includes('-rest-'))).toEqual([]);
    expect(files).toContain('playfair-display-cyrillic-core-600.woff2');
    expect(files.filter((file) => file.includes('arabic'))).toEqual([]);
  });
});

test('an Arabic page keeps its lines where they are when the Latin faces arrive', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === 'js-off', 'the same fonts either way; frames wait on script');
  // Playfair's Latin core may come after the Arabic face on an Arabic page (only the brand is drawn
  // in it). Held back here until the page has been laid out in its Arabic faces, its arrival must
  // move nothing: a line is measured with the Arabic face, which holds the space
  // (scripts/font-faces.ts).
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/playfair-display-latin-core-[\w-]+\.woff2$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.setViewportSize({ width: 412, height: 823 });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // Not to the load event, which waits for the held font too.
  await page.goto('/ar', { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => document.fonts.load('600 16px "Noto Naskh Arabic"', 'شاي'));
  release();
  await page.waitForLoadState('load');
  await waitForHydration(page, testInfo);
  await page.evaluate(async () => {
    await document.fonts.load('600 16px "Playfair Display"', 'Lanka');
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  expect(await statusOf(page, 'Playfair Display')).toContain('loaded');
  expect(
    await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts),
  ).toEqual([]);
});
