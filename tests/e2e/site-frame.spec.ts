import { expect, test, type Locator, type Page } from '@playwright/test';
import { mainMenu } from '../../app/config/navigation';
import { site } from '../../app/config/site';
import { desktopViewport, javaScriptEnabled, phoneViewport, waitForHydration } from './helpers';

const framePage = '/contact';
const menusWithSubmenu = mainMenu.filter((item) => item.submenu);

function mainNavigation(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' });
}

/** The disclosure toggle of a submenu: a <summary> without script, a <button> with. */
function submenuToggle(scope: Locator, label: string): Locator {
  return scope.locator('summary, button').filter({ hasText: `${label} submenu` });
}

async function openPhoneMenu(page: Page): Promise<Locator> {
  await page
    .locator('summary, button')
    .filter({ hasText: /^Menu$/ })
    .click();
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
        await submenuToggle(navigation, menu.label).click();
        await expect(link).toBeVisible();
        await link.click();
        await expect(page).toHaveURL(child.path);
        if (javaScriptEnabled(testInfo)) await expect(link).toBeHidden();
      });
    }
  }

  test('keeps one dropdown open at a time', async ({ page }, testInfo) => {
    await page.goto(framePage);
    await waitForHydration(page, testInfo);
    const navigation = mainNavigation(page);
    await submenuToggle(navigation, 'Tea').click();
    await expect(navigation.getByRole('link', { name: 'Tea Process' })).toBeVisible();
    await submenuToggle(navigation, 'Products').click();
    await expect(navigation.getByRole('link', { name: 'Bulk Tea' })).toBeVisible();
    await expect(navigation.getByRole('link', { name: 'Tea Process' })).toBeHidden();
  });

  test('closes on Escape and on an outside click (script)', async ({ page }, testInfo) => {
    test.skip(!javaScriptEnabled(testInfo), 'Escape and outside click are script enhancements');
    await page.goto(framePage);
    await waitForHydration(page, testInfo);
    const navigation = mainNavigation(page);
    const toggle = submenuToggle(navigation, 'Products');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await toggle.click();
    await expect(navigation.getByRole('link', { name: 'OEM' })).toBeVisible();
    await page.mouse.click(640, 600);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(navigation.getByRole('link', { name: 'OEM' })).toBeHidden();
  });
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
        await submenuToggle(navigation, menu.label).click();
        await link.click();
        await expect(page).toHaveURL(child.path);
      });
    }
  }

  test('expands one submenu at a time', async ({ page }, testInfo) => {
    await page.goto(framePage);
    await waitForHydration(page, testInfo);
    const navigation = await openPhoneMenu(page);
    await submenuToggle(navigation, 'Tea').click();
    await expect(navigation.getByRole('link', { name: 'Tea Grades', exact: true })).toBeVisible();
    await submenuToggle(navigation, 'Products').click();
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

  test('shows the phone, e-mail and social links in the header', async ({ page }) => {
    await page.goto(framePage);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: site.phones[0].display })).toBeVisible();
    for (const network of site.social) {
      await expect(header.getByRole('link', { name: new RegExp(network.name) })).toHaveAttribute(
        'href',
        network.href,
      );
    }
  });

  test('names the icon-only social links with a tooltip (script)', async ({ page }, testInfo) => {
    test.skip(!javaScriptEnabled(testInfo), 'tooltips need script');
    await page.goto(framePage);
    await waitForHydration(page, testInfo);
    await page
      .getByRole('banner')
      .getByRole('link', { name: /LinkedIn/ })
      .hover();
    await expect(page.getByRole('tooltip')).toHaveText('LinkedIn');
  });

  test('shows the top of the page after a route change', async ({ page }, testInfo) => {
    test.skip(!javaScriptEnabled(testInfo), 'without script every page load starts at the top');
    await page.goto(framePage);
    await waitForHydration(page, testInfo);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL('/privacy');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
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
