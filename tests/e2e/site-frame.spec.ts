import { expect, test, type Locator, type Page } from '@playwright/test';
import { mainMenu } from '../../app/config/navigation';
import { site } from '../../app/config/site';
import {
  click,
  desktopViewport,
  hover,
  javaScriptEnabled,
  phoneViewport,
  waitForHydration,
} from './helpers';

const framePage = '/contact';
const menusWithSubmenu = mainMenu.filter((item) => item.submenu);
const teaMenu = mainMenu.find((item) => item.label === 'Tea');

function mainNavigation(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' });
}

/** The disclosure toggle of a submenu (a <summary> without script, a <button> with), named by its aria-label. */
function submenuToggle(scope: Locator, label: string): Locator {
  return scope.getByLabel(`${label} submenu`, { exact: true });
}

async function openPhoneMenu(page: Page): Promise<Locator> {
  await click(page.locator('summary, button').filter({ hasText: /^Menu$/ }));
  const navigation = mainNavigation(page);
  await expect(navigation).toBeVisible();
  return navigation;
}

test.describe('desktop menu', () => {
  test.use({ viewport: desktopViewport });

  test('lists the spec menu, with the external Adra Tea link in a new tab', async ({
    page,
  }, testInfo) => {
    await page.goto(framePage);
    await waitForHydration(page, testInfo);
    const navigation = mainNavigation(page);
    for (const item of mainMenu) {
      await expect(
        navigation.getByRole('link', { name: item.label, exact: false }).first(),
      ).toBeVisible();
    }
    const adra = navigation.getByRole('link', { name: /Adra Tea/ });
    await expect(adra).toHaveAttribute('href', site.adraTeaUrl);
    await expect(adra).toHaveAttribute('target', '_blank');
    await expect(adra).toHaveAttribute('rel', 'noopener noreferrer');
  });

  for (const menu of menusWithSubmenu) {
    for (const child of menu.submenu ?? []) {
      test(`reaches ${menu.label} › ${child.label}`, async ({ page }, testInfo) => {
        await page.goto(framePage);
        await waitForHydration(page, testInfo);
        const navigation = mainNavigation(page);
        const link = navigation.getByRole('link', { name: child.label, exact: true });
        await expect(link).toBeHidden();
        await click(submenuToggle(navigation, menu.label));
        await expect(link).toBeVisible();
        await click(link);
        await expect(page).toHaveURL(child.path);
        if (javaScriptEnabled(testInfo)) await expect(link).toBeHidden();
      });
    }
  }

  test('keeps one dropdown open at a time', async ({ page }, testInfo) => {
    await page.goto(framePage);
    await waitForHydration(page, testInfo);
    const navigation = mainNavigation(page);
    await click(submenuToggle(navigation, 'Tea'));
    await expect(navigation.getByRole('link', { name: 'Tea Process' })).toBeVisible();
    await click(submenuToggle(navigation, 'Products'));
    await expect(navigation.getByRole('link', { name: 'Bulk Tea' })).toBeVisible();
    await expect(navigation.getByRole('link', { name: 'Tea Process' })).toBeHidden();
  });

  test('closes on Escape and on an outside click (script)', async ({ page }, testInfo) => {
    test.skip(!javaScriptEnabled(testInfo), 'Escape and outside click are script enhancements');
    await page.goto(framePage);
    await waitForHydration(page, testInfo);
    const navigation = mainNavigation(page);
    const toggle = submenuToggle(navigation, 'Products');
    await click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await click(toggle);
    await expect(navigation.getByRole('link', { name: 'OEM' })).toBeVisible();
    await page.mouse.click(640, 600);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(navigation.getByRole('link', { name: 'OEM' })).toBeHidden();
  });

  test('closes a dropdown when keyboard focus moves on past it (script)', async ({
    page,
  }, testInfo) => {
    test.skip(
      !javaScriptEnabled(testInfo),
      'without script the dropdown is a <details>, which only a script closes on focus leaving',
    );
    await page.goto(framePage);
    await waitForHydration(page, testInfo);
    const navigation = mainNavigation(page);
    const toggle = submenuToggle(navigation, 'Tea');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const child of teaMenu?.submenu ?? []) {
      await page.keyboard.press('Tab');
      await expect(navigation.getByRole('link', { name: child.label, exact: true })).toBeFocused();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    }
    await page.keyboard.press('Tab');
    await expect(navigation.getByRole('link', { name: 'Products', exact: true })).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(navigation.getByRole('link', { name: 'Tea Process' })).toBeHidden();
  });
});

test.describe('the menu bar in every language', () => {
  // Scripts do not change the layout: one project measures it.
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'the same layout either way');

  // Each side of both breakpoints (1024 px for English, 1280 px for Arabic and Russian).
  const widths = [1023, 1024, 1150, 1279, 1280, 1440];

  for (const home of ['/', '/ar', '/ru']) {
    test(`${home}: where the bar shows, its names stand apart, on one line, clear of the logo (${widths.join(', ')} px)`, async ({
      page,
    }) => {
      for (const width of widths) {
        await page.setViewportSize({ width, height: 740 });
        await page.goto(home);
        const at = `${home} at ${width} px`;
        const bar = await page.evaluate(() => {
          const box = (element: Element) => {
            const { left, right, top, bottom } = element.getBoundingClientRect();
            return { left, right, top, bottom };
          };
          // The panel is fixed over the page, and hidden until its toggle opens it.
          const menu = document.getElementById('site-menu')!;
          const items = [...document.querySelectorAll('#site-menu > ul > li')];
          return {
            shown: menu.getClientRects().length > 0 && getComputedStyle(menu).position !== 'fixed',
            logo: box(document.querySelector('header a[href]')!),
            items: items.map(box),
            // A name squeezed below its text's width spills over its neighbour or wraps.
            squeezed: [...document.querySelectorAll('#site-menu > ul > li > a')]
              .filter((link) => link.scrollWidth > link.clientWidth + 1)
              .map((link) => link.textContent),
            lines: [...document.querySelectorAll('#site-menu > ul > li > a')]
              .filter((link) => link.getClientRects().length > 1 || link.clientHeight > 40)
              .map((link) => link.textContent),
          };
        });
        const shouldShow = home === '/' ? width >= 1024 : width >= 1280;
        expect(bar.shown, `${at}: the bar, not the Menu toggle`).toBe(shouldShow);
        if (!bar.shown) continue;
        expect(bar.squeezed, `${at}: names narrower than their text`).toEqual([]);
        expect(bar.lines, `${at}: names on two lines`).toEqual([]);
        const inLine = [...bar.items].sort((a, b) => a.left - b.left);
        for (const [index, item] of inLine.entries()) {
          const next = inLine[index + 1];
          if (next)
            expect(next.left, `${at}: item ${index + 1} runs into the next`).toBeGreaterThanOrEqual(
              item.right - 0.5,
            );
          const clearOfLogo = item.right <= bar.logo.left || item.left >= bar.logo.right;
          expect(clearOfLogo, `${at}: item ${index + 1} over the logo`).toBe(true);
        }
      }
    });
  }
});

test.describe('phone menu', () => {
  test.use({ viewport: phoneViewport });

  test('hides the desktop menu behind the Menu toggle', async ({ page }, testInfo) => {
    await page.goto(framePage);
    await waitForHydration(page, testInfo);
    await expect(mainNavigation(page)).toBeHidden();
    const navigation = await openPhoneMenu(page);
    await expect(navigation.getByRole('link', { name: 'Contact Us' })).toBeVisible();
  });

  for (const menu of menusWithSubmenu) {
    for (const child of menu.submenu ?? []) {
      test(`reaches ${menu.label} › ${child.label}`, async ({ page }, testInfo) => {
        await page.goto(framePage);
        await waitForHydration(page, testInfo);
        const navigation = await openPhoneMenu(page);
        const link = navigation.getByRole('link', { name: child.label, exact: true });
        await expect(link).toBeHidden();
        await click(submenuToggle(navigation, menu.label));
        await click(link);
        await expect(page).toHaveURL(child.path);
      });
    }
  }

  test('expands one submenu at a time', async ({ page }, testInfo) => {
    await page.goto(framePage);
    await waitForHydration(page, testInfo);
    const navigation = await openPhoneMenu(page);
    await click(submenuToggle(navigation, 'Tea'));
    await expect(navigation.getByRole('link', { name: 'Tea Grades', exact: true })).toBeVisible();
    await click(submenuToggle(navigation, 'Products'));
    await expect(navigation.getByRole('link', { name: 'Private Label' })).toBeVisible();
    await expect(navigation.getByRole('link', { name: 'Tea Grades', exact: true })).toBeHidden();
  });

  test('closes on Escape and returns focus to the toggle (script)', async ({ page }, testInfo) => {
    test.skip(!javaScriptEnabled(testInfo), 'Escape is a script enhancement');
    await page.goto(framePage);
    await waitForHydration(page, testInfo);
    await openPhoneMenu(page);
    await page.keyboard.press('Escape');
    await expect(mainNavigation(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
  });
});

test.describe('frame', () => {
  test('offers a skip link to the main content', async ({ page }) => {
    await page.goto(framePage);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toHaveAttribute('href', '#main');
    await expect(page.locator('main#main')).toHaveCount(1);
  });

  test('shows the contact details and hours in the footer', async ({ page }) => {
    await page.goto(framePage);
    const footer = page.getByRole('contentinfo');
    for (const phone of site.phones) await expect(footer).toContainText(phone.display);
    await expect(footer).toContainText(site.emails.general);
    await expect(footer).toContainText('Monday to Friday 9:00 AM to 5:00 PM');
    await expect(footer).toContainText(site.headOffice.street);
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
  });

  for (const width of [320, 375, 1280]) {
    test(`shows the phone, e-mail and social links in the header at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 740 });
      await page.goto(framePage);
      const header = page.getByRole('banner');
      for (const name of [site.phones[0].display, site.emails.general]) {
        await expect(header.getByRole('link', { name })).toBeInViewport({ ratio: 1 });
      }
      for (const network of site.social) {
        const link = header.getByRole('link', { name: new RegExp(network.name) });
        await expect(link).toHaveAttribute('href', network.href);
        await expect(link).toBeInViewport({ ratio: 1 });
      }
    });
  }

  for (const viewport of [{ width: 320, height: 740 }, desktopViewport]) {
    test(`gives every header and footer link and button a 24 px target at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(framePage);
      // WCAG 2.5.8 (AA): a target is at least 24 by 24 CSS pixels.
      const smallTargets = await page.evaluate(() =>
        [...document.querySelectorAll('header a, header button, header summary, footer a')]
          .filter((target) => target.checkVisibility())
          .map((target) => {
            const { width, height } = target.getBoundingClientRect();
            const name = target.getAttribute('aria-label') ?? target.textContent?.trim();
            return {
              name,
              width: Math.round(width * 10) / 10,
              height: Math.round(height * 10) / 10,
            };
          })
          // The skip link is one pixel until it is focused, when it is a large button.
          .filter(({ width, height }) => width > 1 && (width < 24 || height < 24)),
      );
      expect(smallTargets).toEqual([]);
    });
  }

  test('names the icon-only social links with a tooltip (script)', async ({ page }, testInfo) => {
    test.skip(!javaScriptEnabled(testInfo), 'tooltips need script');
    await page.goto(framePage);
    await waitForHydration(page, testInfo);
    const overlaysFetched = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((entry) => entry.name.includes('site-overlays')),
      );
    // Radix's chunk waits for a visitor's interest in the links (decision 018).
    expect(await overlaysFetched()).toBe(false);
    const linkedIn = page.getByRole('banner').getByRole('link', { name: /LinkedIn/ });
    await hover(linkedIn);
    await expect.poll(overlaysFetched).toBe(true);
    // The pointer moves on over the link, as a hand does, once the tooltips have hydrated: within
    // the round link (its corners are its list item's, since a rounded box is hit in its round).
    await expect(async () => {
      await hover(linkedIn, { position: { x: 12, y: 12 } });
      await hover(linkedIn, { position: { x: 18, y: 18 } });
      await expect(page.getByRole('tooltip')).toHaveText('LinkedIn', { timeout: 1000 });
    }).toPass();
  });

  test('shows the top of the page after a route change', async ({ page }, testInfo) => {
    test.skip(!javaScriptEnabled(testInfo), 'without script every page load starts at the top');
    await page.goto(framePage);
    await waitForHydration(page, testInfo);
    await click(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }));
    await expect(page).toHaveURL('/privacy');
    // The address changes before the new page's first paint, when Remix scrolls to the top.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('not found', () => {
  test('answers an unknown path with 404 and the spec texts inside the frame', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
});
