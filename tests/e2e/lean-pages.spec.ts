// Each page's critical path is its HTML, one stylesheet, the heading font files its language
// preloads (one in English; decisions 028 and 032) and its first image; the scripts follow the load event
// (decision 006), and every other image waits until it is near the screen.
import { expect, test } from '@playwright/test';
import { auditedPaths, standsForItsLanguage } from './audited-pages';
import { waitForHydration } from './helpers';
import { startFallbackMilliseconds } from '../../app/http/hydration-start';
import { languageOfPath, type Language } from '../../app/i18n/languages';

/**
 * The font files each language preloads (app/components/layout/font-preloads.tsx), all for
 * headings, as text is in the system's face: English Playfair's Latin; Arabic its heading face and
 * Playfair's Latin, for the brand; Russian Playfair in Latin and Cyrillic. Core files only.
 */
const preloadedFontCount: Record<Language, number> = { en: 1, ar: 2, ru: 2 };

test.describe('lean pages', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'what scripts load, and when');

  // A language's pages load the same scripts and fonts: one twin stands for its language's others.
  for (const pagePath of auditedPaths.filter(standsForItsLanguage)) {
    test(`${pagePath}: scripts start after the load event and the first paint; its fonts preloaded`, async ({
      page,
    }, testInfo) => {
      // On Lighthouse's phone, where a page's largest paint may be a paragraph rather than its
      // first picture. The starter's fallback timer is made to never fire, so the page hydrates
      // only if the starter saw its first picture painted (app/http/hydration-starter.browser.ts).
      await page.setViewportSize({ width: 412, height: 823 });
      await page.addInitScript((fallback) => {
        const setTimeoutOfThePage = window.setTimeout;
        window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) =>
          delay === fallback
            ? 0
            : setTimeoutOfThePage(handler, delay, ...rest)) as typeof window.setTimeout;
      }, startFallbackMilliseconds);
      await page.goto(pagePath);
      await waitForHydration(page, testInfo);
      const timing = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType(
          'navigation',
        ) as PerformanceNavigationTiming[];
        const resources = performance.getEntriesByType('resource');
        return {
          loadEventStart: navigation?.loadEventStart ?? Number.NaN,
          scriptStarts: resources
            .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
            .map((entry) => entry.startTime),
          fonts: resources
            .filter((entry) => new URL(entry.name).pathname.endsWith('.woff2'))
            .map((entry) => new URL(entry.name).pathname),
          preloadedFonts: [
            ...document.querySelectorAll<HTMLLinkElement>('head link[rel="preload"][as="font"]'),
          ].map((link) => new URL(link.href).pathname),
          fontDisplays: [...document.fonts].map((face) => face.display),
          stylesheets: document.querySelectorAll('link[rel="stylesheet"]').length,
        };
      });
      expect(timing.scriptStarts.length).toBeGreaterThan(0);
      for (const start of timing.scriptStarts) {
        expect(start).toBeGreaterThanOrEqual(timing.loadEventStart);
      }
      const language = languageOfPath(pagePath);
      expect(timing.preloadedFonts).toHaveLength(preloadedFontCount[language]);
      expect(timing.fonts.length).toBeGreaterThan(0);
      // No preload is wasted; in English, nothing is fetched that was not preloaded.
      for (const font of timing.preloadedFonts) expect(timing.fonts).toContain(font);
      if (language === 'en') {
        for (const font of timing.fonts) expect(timing.preloadedFonts).toContain(font);
      }
      expect(new Set(timing.fontDisplays)).toEqual(new Set(['swap']));
      expect(timing.stylesheets).toBe(1);
    });
  }

  test('every image has its size; only the first is fetched eagerly, with high priority', async ({
    request,
  }) => {
    for (const pagePath of auditedPaths) {
      const html = await (await request.get(pagePath)).text();
      const images = [...html.matchAll(/<img\b[^>]*>/g)].map((match) => match[0]);
      images.forEach((image, index) => {
        expect(image, `${pagePath}: ${image}`).toMatch(/\swidth="\d+"/);
        expect(image, `${pagePath}: ${image}`).toMatch(/\sheight="\d+"/);
        if (index === 0) {
          expect(image, `${pagePath}: ${image}`).toMatch(/\sfetchPriority="high"/i);
        } else {
          expect(image, `${pagePath}: ${image}`).toContain('loading="lazy"');
          expect(image, `${pagePath}: ${image}`).not.toMatch(/fetchPriority/i);
        }
      });
    }
  });
});
