// The maps as a visitor meets them, with and without JavaScript: Sri Lanka in Contact's 'Find
// Us' box and the world on About, each with its text alternative; labels in the page's sans
// face, at least 12 px on a 320 px phone, clear of each other and of the dots.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { formatAddress, site } from '../../app/config/site';
import { globalNetwork } from '../../app/content/about';
import { teaRegions } from '../../app/content/tea-regions';
import { desktopViewport, waitForHydration } from './helpers';

const smallestPhone = { width: 320, height: 640 };
const regionNames = teaRegions.map((region) => region.name);

function sriLankaMap(page: Page): Locator {
  return page.getByTestId('map-box').getByRole('img', { name: /Map of Sri Lanka/ });
}

/** Every label of the Sri Lanka map as drawn on screen: its text, box, size and face. */
async function drawnLabels(map: Locator) {
  return map.evaluate((svg: SVGSVGElement) => {
    const box = (element: Element) => {
      const { left, top, right, bottom } = element.getBoundingClientRect();
      return { left, top, right, bottom };
    };
    return {
      map: box(svg),
      bodyFont: getComputedStyle(document.body).fontFamily,
      dots: [...svg.querySelectorAll('[data-testid="map-dots"] circle')].map(box),
      labels: [...svg.querySelectorAll('text')].map((text) => ({
        text: text.textContent ?? '',
        ...box(text),
        font: getComputedStyle(text).fontFamily,
        // The size the eye sees: the font size in viewBox units times the map's scale.
        renderedSize:
          Number.parseFloat(getComputedStyle(text).fontSize) * (text.getScreenCTM()?.a ?? 0),
      })),
    };
  });
}

type Box = { left: number; top: number; right: number; bottom: number };

function overlap(one: Box, other: Box): boolean {
  return (
    one.left < other.right &&
    other.left < one.right &&
    one.top < other.bottom &&
    other.top < one.bottom
  );
}

function inside(inner: Box, outer: Box): boolean {
  return (
    inner.left >= outer.left &&
    inner.right <= outer.right &&
    inner.top >= outer.top &&
    inner.bottom <= outer.bottom
  );
}

test.describe('Find Us: the map of Sri Lanka', () => {
  test('shows Colombo and the seven regions, with the spec’s words and the address', async ({
    page,
  }, testInfo) => {
    await page.goto('/contact');
    await waitForHydration(page, testInfo);
    const box = page.getByTestId('map-box');
    await box.scrollIntoViewIfNeeded();
    await expect(box).toContainText('Interactive Map');
    await expect(box).toContainText(formatAddress(site.headOffice));
    expect((await box.boundingBox())?.height).toBe(500);
    const map = sriLankaMap(page);
    await expect(map).toBeVisible();
    await expect(map).toHaveAccessibleName(/head office in Colombo.*seven tea-growing regions/);
    await expect(map.locator('text')).toHaveText(['Colombo', ...regionNames]);
    const places = box.getByRole('list', { name: 'Places on the map' }).getByRole('listitem');
    await expect(places).toHaveText([
      'Colombo: our head office',
      ...regionNames.map((name) => `${name} tea region`),
    ]);
  });

  for (const viewport of [smallestPhone, desktopViewport]) {
    test(`labels at ${viewport.width} px: the sans face, 12 px or more, clear of each other`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(viewport);
      await page.goto('/contact');
      await waitForHydration(page, testInfo);
      const map = sriLankaMap(page);
      await map.scrollIntoViewIfNeeded();
      const drawn = await drawnLabels(map);
      expect(drawn.labels).toHaveLength(regionNames.length + 1);
      for (const label of drawn.labels) {
        expect(label.font, label.text).toBe(drawn.bodyFont);
        expect(label.renderedSize, label.text).toBeGreaterThanOrEqual(12);
        expect(inside(label, drawn.map), `${label.text} inside the map`).toBe(true);
        for (const other of drawn.labels) {
          if (other !== label) {
            expect(overlap(label, other), `${label.text} clear of ${other.text}`).toBe(false);
          }
        }
        for (const dot of drawn.dots) {
          expect(overlap(label, dot), `${label.text} clear of every dot`).toBe(false);
        }
      }
    });
  }
});

test.describe('Our Global Network: the world map', () => {
  test('shows the markets on a world map with its text alternative', async ({ page }, testInfo) => {
    await page.goto('/about');
    await waitForHydration(page, testInfo);
    const network = page.locator('section[aria-labelledby="network-title"]');
    const map = network.getByRole('img', { name: /world map/ });
    await map.scrollIntoViewIfNeeded();
    await expect(map).toBeVisible();
    await expect(map).toHaveAttribute('alt', globalNetwork.mapAlt);
    await expect(map).toHaveAttribute('alt', /Colombo/);
    // Loaded lazily, so only now that it is on screen.
    await expect
      .poll(() => map.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await expect(network.getByRole('list', { name: 'Some of our markets' })).toHaveText(
      globalNetwork.markets.map((market) => market.name).join(''),
    );
  });
});

test.describe('at 320 px', () => {
  test.use({ viewport: smallestPhone });

  for (const path of ['/contact', '/about']) {
    test(`${path} has no horizontal scroll with its map`, async ({ page }, testInfo) => {
      await page.goto(path);
      await waitForHydration(page, testInfo);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});
