// Every public page laid out right to left, as Arabic pages will be (issue 23): nothing wider
// than the screen, and the header mirrored, its logo at the right edge where it is at the left
// in English. The utilities themselves are checked in tests/unit/logical-direction.test.ts; this
// sees the result in a browser. The direction is set on the English pages, so the check needs
// no translation.
import { expect, test as base, type Page } from '@playwright/test';
import { publicPages } from '../../app/config/public-routes';
import { desktopViewport, phoneViewport } from './helpers';

const viewports = [phoneViewport, desktopViewport] as const;

/** How far from its side of the screen the logo may start: the page's side padding, and some. */
const edgeAllowance = 48;

type Viewport = (typeof viewports)[number];

interface Layout {
  sidewaysScroll: number;
  logo: { left: number; right: number } | null;
  width: number;
}

/** Sets the page's direction and measures it; the layout follows at once, with no script. */
function measure(page: Page, direction: 'ltr' | 'rtl'): Promise<Layout> {
  return page.evaluate((dir) => {
    document.documentElement.dir = dir;
    const logo = document.querySelector('header a[href="/"]')?.getBoundingClientRect();
    return {
      sidewaysScroll: Math.max(0, document.documentElement.scrollWidth - window.innerWidth),
      logo: logo ? { left: logo.left, right: logo.right } : null,
      width: window.innerWidth,
    };
  }, direction);
}

/**
 * One page for each width, opened once per worker and kept across the pages: a new browser
 * context for each cost more than the check. Scripts are off: the layout is the same, and each
 * load is quicker without hydration.
 */
const test = base.extend<object, { widthPages: ReadonlyMap<Viewport, Page> }>({
  widthPages: [
    async ({ browser }, use, workerInfo) => {
      const contexts = await Promise.all(
        viewports.map((viewport) =>
          browser.newContext({
            baseURL: workerInfo.project.use.baseURL,
            viewport,
            javaScriptEnabled: false,
          }),
        ),
      );
      const pages = new Map<Viewport, Page>();
      for (const [index, context] of contexts.entries()) {
        pages.set(viewports[index]!, await context.newPage());
      }
      await use(pages);
      await Promise.all(contexts.map((context) => context.close()));
    },
    { scope: 'worker' },
  ],
});

test.describe('right-to-left layout', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'the same layout either way');

  for (const { path } of publicPages) {
    test(`${path}: mirrors, logo on the right, no sideways scroll (${viewports.map((viewport) => viewport.width).join(', ')} px)`, async ({
      widthPages,
    }) => {
      for (const [viewport, page] of widthPages) {
        await page.goto(path);
        const leftToRight = await measure(page, 'ltr');
        const rightToLeft = await measure(page, 'rtl');
        const at = `${path} at ${viewport.width} px`;

        expect(leftToRight.logo, `${at}: the header's logo`).not.toBeNull();
        expect(leftToRight.logo!.left, `${at}, left to right: logo at the left`).toBeLessThan(
          edgeAllowance,
        );
        expect(
          rightToLeft.width - rightToLeft.logo!.right,
          `${at}, right to left: logo at the right`,
        ).toBeLessThan(edgeAllowance);
        expect(rightToLeft.sidewaysScroll, `${at}, right to left: sideways scroll`).toBe(0);
      }
    });
  }
});
