// axe-core's WCAG 2.2 AA rules on every public page, at desktop and phone widths, with
// JavaScript (js-on) and without the app's scripts (js-off). axe checks the page as served,
// unscrolled, with nothing injected: what an auditor's own run of axe would find.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { languageOfPath } from '../../app/i18n/languages';
import { auditedPaths, markupCheckedIn, standsForItsLanguage } from './audited-pages';
import { desktopViewport, javaScriptEnabled, phoneViewport, waitForHydration } from './helpers';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** What a failing check prints: the rule, how bad, and where (a few elements). */
type Finding = { rule: string; impact: string; help: string; elements: string[] };

async function findViolations(page: Page): Promise<Finding[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(wcagTags)
    // Details of passing checks are not wanted, and skipping them saves time.
    .options({ resultTypes: ['violations'] })
    // axe.run() in the page itself, instead of axe.runPartial() in each frame and axe.finishRun()
    // in a blank page that the builder opens for each run: that page cost about 0.6 s of each
    // run's 1.1 s. What the partial runs add is cross-origin frames, which the site's CSP
    // (default-src 'self') never lets a page hold.
    .setLegacyMode(true)
    .analyze();
  return violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    elements: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
  }));
}

// Two full axe runs on a long page take seconds, many more on a busy two-core machine.
test.describe.configure({ timeout: 120_000 });

// Russian twins other than those standing for all (audited-pages.ts) are left to the English
// page's findings; every Arabic twin is checked, laid out right to left.
const axeAuditedPaths = auditedPaths.filter(
  (path) => languageOfPath(path) !== 'ru' || standsForItsLanguage(path),
);

for (const path of axeAuditedPaths) {
  test(`${path} meets WCAG 2.2 AA on desktop and phone`, async ({ browser }, testInfo) => {
    test.skip(!markupCheckedIn(path, javaScriptEnabled(testInfo)), 'a twin: once, without script');
    // axe is itself a script, so the js-off project cannot run it in a page without script:
    // it runs in a page whose own scripts are blocked instead.
    const context = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      javaScriptEnabled: true,
      viewport: desktopViewport,
    });
    if (!javaScriptEnabled(testInfo)) {
      await context.route('**/assets/*.js', (route) => route.abort());
    }
    const page = await context.newPage();
    await page.goto(path);
    await waitForHydration(page, testInfo);
    // A band painted only as it nears the screen (content-visibility: auto) is as tall as its
    // stand-in until then, and its text is laid out past it: unless the band clips with
    // `overflow: hidden`, axe measures that text against the next band's ground (decision 033).
    // Clipping would make the band the scroller of a sticky column, so it must hold none.
    const unclippedOrSticky = await page.evaluate(() =>
      [...document.querySelectorAll('*')]
        .filter((element) => getComputedStyle(element).contentVisibility === 'auto')
        .filter(
          (band) =>
            getComputedStyle(band).overflow !== 'hidden' ||
            [...band.querySelectorAll('*')].some(
              (inside) => getComputedStyle(inside).position === 'sticky',
            ),
        )
        .map((band) => band.outerHTML.slice(0, 120)),
    );
    expect(unclippedOrSticky).toEqual([]);
    const violations: Record<string, Finding[]> = {};
    for (const viewport of [desktopViewport, phoneViewport]) {
      await page.setViewportSize(viewport);
      violations[`${viewport.width} px`] = await findViolations(page);
    }
    await context.close();
    expect(violations).toEqual({
      [`${desktopViewport.width} px`]: [],
      [`${phoneViewport.width} px`]: [],
    });
  });
}
