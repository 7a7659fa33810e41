// The scripts start after the page's load event and largest paint (decision 006): seconds
// after the page shows, on a slow line. Whatever a visitor opened or chose before then must
// stay as they left it when React takes the controls over: the phone menu and its submenus,
// the desktop dropdowns, collapsible sections (<details>) and the product-line tabs.
import { expect, test, type Page, type Route } from '@playwright/test';
import { click, desktopViewport, phoneViewport, waitForHydration } from './helpers';

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'about the moment the scripts start');

/** Holds the page's scripts back until `release`; requests after it pass at once. */
async function holdScripts(page: Page): Promise<{ release: () => Promise<void> }> {
  const held: Route[] = [];
  let released = false;
  await page.route('**/assets/**/*.js', async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return {
    async release() {
      await expect(page.locator('html'), 'the scripts started early').not.toHaveAttribute(
        'data-hydrated',
      );
      released = true;
      // A request of a page the visitor has since left is gone; only the current page's matter.
      await Promise.all(held.splice(0).map((route) => route.continue().catch(() => undefined)));
    },
  };
}

function mainNavigation(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

test('keeps the phone menu and a submenu open', async ({ page }, testInfo) => {
  await page.setViewportSize(phoneViewport);
  const scripts = await holdScripts(page);
  await page.goto('/contact');
  await click(page.locator('summary').filter({ hasText: /^Menu$/ }));
  await click(mainNavigation(page).getByLabel('Products submenu', { exact: true }));
  await expect(mainNavigation(page).getByRole('link', { name: 'Bulk Tea' })).toBeVisible();

  await scripts.release();
  await waitForHydration(page, testInfo);
  await expect(page.getByRole('button', { name: 'Menu', exact: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(
    mainNavigation(page).getByRole('button', { name: 'Products submenu' }),
  ).toHaveAttribute('aria-expanded', 'true');
  await expect(mainNavigation(page).getByRole('link', { name: 'Bulk Tea' })).toBeVisible();
});

test('keeps a desktop dropdown open', async ({ page }, testInfo) => {
  await page.setViewportSize(desktopViewport);
  const scripts = await holdScripts(page);
  await page.goto('/contact');
  await click(mainNavigation(page).getByLabel('Tea submenu', { exact: true }));
  await expect(mainNavigation(page).getByRole('link', { name: 'Tea Process' })).toBeVisible();

  await scripts.release();
  await waitForHydration(page, testInfo);
  await expect(mainNavigation(page).getByRole('button', { name: 'Tea submenu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(mainNavigation(page).getByRole('link', { name: 'Tea Process' })).toBeVisible();
});

test('keeps a collapsible section open', async ({ page }, testInfo) => {
  const scripts = await holdScripts(page);
  await page.goto('/products/premium/green-tea');
  const section = page.getByTestId('collection-item').first().locator('details').first();
  await click(section.locator('summary'));
  await expect(section).toHaveAttribute('open', '');

  await scripts.release();
  await waitForHydration(page, testInfo);
  await expect(section).toHaveAttribute('open', '');
  await expect(section.locator('summary + *')).toBeVisible();
});

test('keeps the product-line tab chosen', async ({ page }, testInfo) => {
  const scripts = await holdScripts(page);
  await page.goto('/products');
  const tabs = page.getByRole('navigation', { name: 'Product lines' });
  await click(tabs.getByRole('link', { name: 'Bulk Tea' }));
  await expect(page).toHaveURL(/[?&]tab=bulk\b/);

  await scripts.release();
  await waitForHydration(page, testInfo);
  await expect(tabs.getByRole('link', { name: 'Bulk Tea' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(page.getByTestId('product-line-panel')).toContainText('Bulk Tea');
});

// A control whose plain form is another element than its script form is built again, with all it
// holds, in the one task that puts hydration's changes on the page. The menu's submenus and home's
// testimonial list are the same elements in both forms; only their toggles and classes change.
test("hydration keeps the menu's submenus and the testimonial list as the page parsed them", async ({
  page,
}, testInfo) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const kept = document.querySelectorAll(
        '[id^="submenu-"], [id^="submenu-"] *, [data-testid="testimonials"] ul, [data-testid="testimonials"] ul *',
      );
      Object.assign(window, { parsedElements: [...kept] });
    });
  });
  await page.goto('/');
  await waitForHydration(page, testInfo);
  const kept = await page.evaluate(() => {
    const parsed = (window as unknown as { parsedElements: Element[] }).parsedElements;
    return {
      parsed: parsed.length,
      connected: parsed.filter((element) => element.isConnected).length,
    };
  });
  // The submenus' lists of links and the testimonial cards, with all they hold.
  expect(kept.parsed).toBeGreaterThan(30);
  expect(kept.connected).toBe(kept.parsed);
});
