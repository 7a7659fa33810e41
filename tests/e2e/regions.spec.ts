// The Regions page as a visitor meets it, with and without JavaScript: the seven regions with
// their facts, each in its own #section, an area on the map of Sri Lanka that links to it;
// reached from the Tea menu, the footer and About's list of regions; described to search engines
// as Places.
import { expect, test, type Page } from '@playwright/test';
import { gradesGrownIn } from '../../app/content/spec-sheets/grade-spec-sheets';
import { formatElevationBand, teaRegions } from '../../app/content/tea-regions';
import { click, desktopViewport, waitForHydration } from './helpers';

const regionNames = teaRegions.map((region) => region.name);

/** The nodes of the page's JSON-LD graph. */
async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const text = await page.locator('script[type="application/ld+json"]').textContent();
  return (JSON.parse(text ?? '{}') as { '@graph': Record<string, unknown>[] })['@graph'];
}

test.describe('the Regions page', () => {
  test('shows the seven regions, each with its elevation, season, cup and teas', async ({
    page,
  }, testInfo) => {
    await page.goto('/regions');
    await waitForHydration(page, testInfo);
    await expect(page).toHaveTitle(/^Ceylon Tea Regions \| /);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'The Seven Tea Regions of Ceylon',
    );
    await expect(page.getByTestId('tea-region')).toHaveCount(7);
    for (const region of teaRegions) {
      const section = page.locator(`section#${region.slug}`);
      await expect(section.getByRole('heading', { level: 3 })).toHaveText(region.name);
      for (const fact of [
        formatElevationBand(region.elevationMetres),
        region.qualitySeason,
        region.cupCharacter,
        region.description,
      ]) {
        await expect(section).toContainText(fact);
      }
      const gradeLinks = section.getByRole('list', {
        name: `Spec sheets of our ${region.name} grades`,
      });
      await expect(gradeLinks.getByRole('link')).toHaveText(
        gradesGrownIn(region.slug).map((grade) => grade.name),
      );
      await expect(gradeLinks.getByRole('link').first()).toHaveAttribute(
        'href',
        `/tea-grades/${gradesGrownIn(region.slug)[0]?.slug}`,
      );
    }
  });

  test('groups the regions under their elevation class', async ({ page }) => {
    await page.goto('/regions');
    for (const region of teaRegions) {
      const group = page
        .locator('section')
        .filter({ has: page.getByRole('heading', { level: 2, name: `${region.elevation} Teas` }) });
      await expect(group.locator(`section#${region.slug}`)).toHaveCount(1);
    }
  });

  test('draws the seven regions as areas on the map of Sri Lanka, each linking to its section', async ({
    page,
  }, testInfo) => {
    await page.goto('/regions');
    await waitForHydration(page, testInfo);
    const map = page.getByRole('group', { name: /Map of Sri Lanka/ });
    await expect(map).toBeVisible();
    const regionLinks = map.locator('a[href^="/regions#"]');
    await expect(regionLinks).toHaveCount(teaRegions.length);
    // Areas, not dots: a path each whose outline encloses room (in square CSS pixels).
    await expect(regionLinks.locator('circle')).toHaveCount(0);
    const areas = await regionLinks.evaluateAll((links) =>
      links.map((link) => {
        const shape = link.querySelector('[data-testid="region-area"]') as SVGGeometryElement;
        const length = shape.getTotalLength();
        const points = Array.from({ length: 100 }, (_, step) => {
          const point = shape.getPointAtLength((length * step) / 100);
          const onScreen = new DOMPoint(point.x, point.y).matrixTransform(
            shape.getScreenCTM() ?? undefined,
          );
          return [onScreen.x, onScreen.y] as const;
        });
        const twiceArea = points.reduce((sum, [x, y], index) => {
          const [nextX, nextY] = points[(index + 1) % points.length] ?? [x, y];
          return sum + x * nextY - nextX * y;
        }, 0);
        return { tag: shape.tagName, area: Math.abs(twiceArea) / 2 };
      }),
    );
    for (const [index, area] of areas.entries()) {
      expect(area.tag, regionNames[index]).toBe('path');
      expect(area.area, regionNames[index]).toBeGreaterThan(60);
    }
    for (const region of teaRegions) {
      await expect(
        map.getByRole('link', { name: new RegExp(`^${region.name} tea region`) }),
      ).toHaveAttribute('href', `/regions#${region.slug}`);
    }
    // A visitor clicks the region's area (the link's whole box also spans its far-off label).
    await click(map.getByRole('link', { name: /^Dimbula tea region/ }).getByTestId('region-area'));
    await expect(page).toHaveURL(/\/regions#dimbula$/);
    await expect(page.getByRole('heading', { level: 3, name: 'Dimbula' })).toBeInViewport();
  });

  test('jumps from the list of regions to a region’s section', async ({ page }, testInfo) => {
    await page.setViewportSize(desktopViewport);
    await page.goto('/regions');
    await waitForHydration(page, testInfo);
    const index = page.getByRole('navigation', { name: 'The seven regions' });
    await expect(index.getByRole('link')).toHaveCount(7);
    await click(index.getByRole('link', { name: /^Ruhuna/ }));
    await expect(page).toHaveURL(/\/regions#ruhuna$/);
    await expect(page.getByRole('heading', { level: 3, name: 'Ruhuna' })).toBeInViewport();
  });

  test('describes each region to search engines as a Place in Sri Lanka', async ({ page }) => {
    await page.goto('/regions');
    const nodes = await structuredData(page);
    const places = nodes.filter((node) => node['@type'] === 'Place');
    expect(places.map((place) => place.name)).toEqual(
      regionNames.map((name) => `${name} tea region`),
    );
    for (const place of places) {
      expect(place).toMatchObject({
        geo: { '@type': 'GeoCoordinates' },
        containedInPlace: { name: 'Sri Lanka' },
      });
    }
    expect(nodes.map((node) => node['@type'])).toEqual(
      expect.arrayContaining(['Organization', 'BreadcrumbList', 'WebPage']),
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/regions$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Ceylon Tea Regions',
    );
  });
});

test.describe('ways to the Regions page', () => {
  test('About links each of its regions to that region’s section', async ({ page }, testInfo) => {
    await page.goto('/about');
    await waitForHydration(page, testInfo);
    const list = page.getByRole('heading', { name: 'The Seven Tea Regions' }).locator('..');
    for (const region of teaRegions) {
      await expect(list.getByRole('link', { name: new RegExp(`^${region.name}`) })).toHaveAttribute(
        'href',
        `/regions#${region.slug}`,
      );
    }
    await click(list.getByRole('link', { name: /^Uva/ }));
    await expect(page).toHaveURL(/\/regions#uva$/);
    await expect(page.getByRole('heading', { level: 3, name: 'Uva' })).toBeInViewport();
  });

  test('the footer’s quick links name Regions and Trade Terms', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Regions', exact: true })).toHaveAttribute(
      'href',
      '/regions',
    );
    await expect(footer.getByRole('link', { name: 'Trade Terms', exact: true })).toHaveAttribute(
      'href',
      '/trade-terms',
    );
  });
});
