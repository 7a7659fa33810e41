// The maps as a visitor meets them, with and without JavaScript: Sri Lanka in Contact's 'Find
// Us' box and on /regions, its land shaded by elevation with a key in the sea, its regions areas
// and its places links; the world on About, its markets filled in. Labels in the page's sans face, at least 12 px on a 320 px phone, each
// nearest its own place, clear of each other; each place's link a target of 24 × 24 px or more.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { formatAddress, site } from '../../app/config/site';
import { globalNetwork } from '../../app/content/about';
import { translationFile } from '../support/translation-files';
import { teaRegions } from '../../app/content/tea-regions';
import { click, desktopViewport, settleInView, waitForHydration } from './helpers';

const smallestPhone = { width: 320, height: 640 };
const regionNames = teaRegions.map((region) => region.name);
const placeNames = ['Colombo', ...regionNames];

/**
 * The faces the map's words are checked in. The page sets text in the reader's system face, so
 * the labels and the key must fit in any of them: Chromium on Linux draws it in DejaVu Sans, the
 * widest common one, and Inter stands for the narrow end (Roboto, San Francisco, Segoe UI), where
 * a label shrinks towards its anchor and away from its place.
 */
const mapFaces = [
  { name: 'the system face', inInter: false },
  { name: 'a narrow face (Inter)', inInter: true },
] as const;

const fontsource = createRequire(import.meta.url);

/** Inter's files for the labels' weight and Colombo's, read once, by the name the page asks for. */
const interFiles = new Map(
  [400, 600].flatMap((weight) =>
    ['latin', 'cyrillic'].map((subset) => {
      const name = `inter-${subset}-${weight}-normal.woff2`;
      const body = readFileSync(fontsource.resolve(`@fontsource/inter/files/${name}`));
      return [name, { weight, body }] as const;
    }),
  ),
);

const interRules = [...interFiles]
  .map(
    ([name, { weight }]) =>
      `@font-face{font-family:'Inter';font-weight:${weight};src:url(/test-faces/${name})}`,
  )
  .join('');

/**
 * Sets the text of the page opened next in Inter: its stylesheet, as the browser fetches it,
 * gains Inter's faces (from the files the PDFs embed it from, served from the site's own address,
 * so that its policy lets them in) and sets the sans face to them. Works with scripts off too.
 */
async function setTextInInter(page: Page) {
  await page.route(/\/test-faces\//, (route) => {
    const name = new URL(route.request().url()).pathname.split('/').pop() ?? '';
    const file = interFiles.get(name);
    return file
      ? route.fulfill({ contentType: 'font/woff2', body: file.body })
      : route.fulfill({ status: 404 });
  });
  await page.route(/\/assets\/[\w-]+\.css$/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      body: `${await response.text()}${interRules}:root{--font-sans:'Inter'}`,
    });
  });
}

/** Opens a page, in Inter if asked, hydrated where scripts run. */
async function openInFace(page: Page, path: string, inInter: boolean, testInfo: TestInfo) {
  if (inInter) await setTextInInter(page);
  await page.goto(path);
  await waitForHydration(page, testInfo);
  if (inInter) {
    const loadedWeights = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts]
        .filter(
          (face) => face.family.replaceAll(/["']/g, '') === 'Inter' && face.status === 'loaded',
        )
        .map((face) => face.weight);
    });
    expect(new Set(loadedWeights), 'Inter drawn').toEqual(new Set(['400', '600']));
  }
}

function sriLankaMap(page: Page): Locator {
  return page.getByRole('group', { name: /Map of Sri Lanka/ });
}

type Box = { left: number; top: number; right: number; bottom: number };

/**
 * Every label of the Sri Lanka map as drawn on screen: its text, box, size and face, and how far
 * its box is from each place's mark (a region's area, the office's marker, and a label's leader
 * line as part of its own place), in CSS pixels.
 */
async function drawnLabels(map: Locator) {
  return map.evaluate((svg: SVGSVGElement) => {
    const box = (element: Element) => {
      const { left, top, right, bottom } = element.getBoundingClientRect();
      return { left, top, right, bottom };
    };
    const toScreen = (element: SVGGraphicsElement, x: number, y: number) => {
      const point = new DOMPoint(x, y).matrixTransform(element.getScreenCTM() ?? undefined);
      return [point.x, point.y] as const;
    };
    /** A shape's outline as screen points, one about every viewBox unit. */
    const outline = (shape: SVGGeometryElement) => {
      const length = shape.getTotalLength();
      return Array.from({ length: Math.ceil(length) + 1 }, (_, step) => {
        const point = shape.getPointAtLength(Math.min(step, length));
        return toScreen(shape, point.x, point.y);
      });
    };
    const insideOutline = (
      point: readonly [number, number],
      ring: (readonly [number, number])[],
    ) => {
      let inside = false;
      ring.forEach(([x1, y1], index) => {
        const [x2, y2] = ring[(index + 1) % ring.length] ?? [x1, y1];
        if (
          y1 > point[1] !== y2 > point[1] &&
          point[0] < ((x2 - x1) * (point[1] - y1)) / (y2 - y1) + x1
        ) {
          inside = !inside;
        }
      });
      return inside;
    };
    const distanceToBox = ([x, y]: readonly [number, number], { left, top, right, bottom }: Box) =>
      Math.hypot(Math.max(left - x, 0, x - right), Math.max(top - y, 0, y - bottom));
    const marks = [...svg.querySelectorAll<SVGAElement>('a[data-place]')].map((link) => {
      const name = link.dataset.place ?? '';
      const shapes = [
        ...link.querySelectorAll<SVGGeometryElement>(
          '[data-testid="region-area"], [data-testid="office-marker"]',
        ),
        ...svg.querySelectorAll<SVGGeometryElement>(`line[data-place="${name}"]`),
      ];
      return {
        name,
        outlines: shapes.map(outline),
        closed: shapes.map((shape) => shape.tagName !== 'line'),
      };
    });
    const distance = (label: Box, mark: (typeof marks)[number]) =>
      Math.min(
        ...mark.outlines.map((ring, index) => {
          const corners = [
            [label.left, label.top],
            [label.right, label.top],
            [label.left, label.bottom],
            [label.right, label.bottom],
          ] as const;
          if (mark.closed[index] && corners.some((corner) => insideOutline(corner, ring))) return 0;
          return Math.min(...ring.map((point) => distanceToBox(point, label)));
        }),
      );
    return {
      map: box(svg),
      markBoxes: Object.fromEntries(
        [...svg.querySelectorAll<SVGAElement>('a[data-place]')].map((link) => [
          link.dataset.place ?? '',
          box(
            link.querySelector('[data-testid="region-area"], [data-testid="office-marker"]') ??
              link,
          ),
        ]),
      ),
      bodyFont: getComputedStyle(document.body).fontFamily,
      labels: [...svg.querySelectorAll<SVGTextElement>('[data-testid="place-label"]')].map(
        (text) => {
          const labelBox = box(text);
          return {
            text: text.textContent ?? '',
            ...labelBox,
            font: getComputedStyle(text).fontFamily,
            // The size the eye sees: the font size in viewBox units times the map's scale.
            renderedSize:
              Number.parseFloat(getComputedStyle(text).fontSize) * (text.getScreenCTM()?.a ?? 0),
            distances: Object.fromEntries(
              marks.map((mark) => [mark.name, distance(labelBox, mark)]),
            ),
          };
        },
      ),
    };
  });
}

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
  test('shows the spec’s words and the address, the regions and the office as links', async ({
    page,
  }, testInfo) => {
    await page.goto('/contact');
    await waitForHydration(page, testInfo);
    const box = page.getByTestId('map-box');
    await settleInView(box);
    await expect(box).toContainText('Interactive Map');
    await expect(box).toContainText(formatAddress(site.headOffice));
    expect((await box.boundingBox())?.height).toBe(500);
    const map = sriLankaMap(page);
    await expect(map).toBeVisible();
    await expect(map).toHaveAccessibleName(/head office in Colombo.*seven tea-growing regions/);
    await expect(map.getByTestId('place-label')).toHaveText([...regionNames, 'Colombo']);
    for (const region of teaRegions) {
      const link = map.getByRole('link', {
        name: new RegExp(`^${region.name} tea region, ${region.elevation}`, 'i'),
      });
      await expect(link).toHaveAttribute('href', `/regions#${region.slug}`);
    }
    const office = map.getByRole('link', { name: /^Colombo: our head office/ });
    await expect(office).toHaveAttribute('href', '/contact#head-office');
    await expect(page.locator('#head-office')).toHaveText(formatAddress(site.headOffice));
  });

  test('opens the address in the visitor’s map app or on OpenStreetMap, without scripts', async ({
    page,
  }) => {
    await page.goto('/contact');
    const { latitude, longitude } = site.headOffice.coordinates;
    const box = page.getByTestId('map-box');
    await expect(box.getByRole('link', { name: 'your map app' })).toHaveAttribute(
      'href',
      `geo:${latitude},${longitude}?q=${latitude},${longitude}(Lanka%20Hills%20Tea)`,
    );
    await expect(box.getByRole('link', { name: 'OpenStreetMap' })).toHaveAttribute(
      'href',
      `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`,
    );
  });

  test('the office link lands on the address', async ({ page }, testInfo) => {
    await page.goto('/regions');
    await waitForHydration(page, testInfo);
    await click(sriLankaMap(page).getByRole('link', { name: /^Colombo: our head office/ }));
    await expect(page).toHaveURL(/\/contact#head-office$/);
    await expect(page.locator('#head-office')).toBeInViewport();
  });

  test('its links are reached by keyboard and show where focus is', async ({ page }, testInfo) => {
    await page.goto('/contact');
    await waitForHydration(page, testInfo);
    const links = sriLankaMap(page).getByRole('link');
    await expect(links).toHaveCount(placeNames.length);
    await links.first().focus();
    await page.keyboard.press('Tab');
    await expect(links.nth(1)).toBeFocused();
    const focused = await links.nth(1).evaluate((link) => ({
      outline: getComputedStyle(link).outlineStyle,
      outlineWidth: getComputedStyle(link).outlineWidth,
      areaStroke: getComputedStyle(link.querySelector('[data-testid="region-area"]') as Element)
        .strokeWidth,
      underline: getComputedStyle(link.querySelector('[data-testid="place-label"]') as Element)
        .textDecorationLine,
    }));
    expect(focused).toEqual({
      outline: 'solid',
      outlineWidth: '3px',
      areaStroke: '2.5px',
      underline: 'underline',
    });
  });

  for (const face of mapFaces) {
    test.describe(`in ${face.name}`, () => {
      for (const [path, viewport] of [
        ['/contact', smallestPhone],
        ['/contact', desktopViewport],
        ['/regions', smallestPhone],
      ] as const) {
        test(`${path} at ${viewport.width} px: labels of 12 px or more, each nearest its own place`, async ({
          page,
        }, testInfo) => {
          await page.setViewportSize(viewport);
          await openInFace(page, path, face.inInter, testInfo);
          const map = sriLankaMap(page);
          await settleInView(map);
          const drawn = await drawnLabels(map);
          expect(drawn.labels.map((label) => label.text).sort()).toEqual([...placeNames].sort());
          for (const label of drawn.labels) {
            expect(label.font, label.text).toBe(drawn.bodyFont);
            expect(label.renderedSize, label.text).toBeGreaterThanOrEqual(12);
            expect(inside(label, drawn.map), `${label.text} inside the map`).toBe(true);
            for (const other of drawn.labels) {
              if (other !== label) {
                expect(overlap(label, other), `${label.text} clear of ${other.text}`).toBe(false);
              }
            }
            const own = label.distances[label.text] ?? Number.POSITIVE_INFINITY;
            for (const [place, distance] of Object.entries(label.distances)) {
              if (place !== label.text) {
                expect(
                  distance,
                  `${label.text}'s label nearer its own place than ${place}`,
                ).toBeGreaterThan(own);
                expect(distance, `${label.text}'s label clear of ${place}`).toBeGreaterThan(0);
              }
            }
          }
          // The defect this guards: Dimbula's label west of its area, between Colombo and the hills.
          const dimbula = drawn.labels.find((label) => label.text === 'Dimbula');
          expect(dimbula?.left).toBeGreaterThanOrEqual(drawn.markBoxes.Dimbula?.left ?? Infinity);
        });
      }

      for (const { language, path, key } of [
        {
          language: 'en',
          path: '/regions',
          key: ['High-grown', '1,200 m', 'Mid-grown', '600 m', 'Low-grown'],
        },
        // Russian groups thousands with a no-break space; Arabic writes Latin digits, as its texts do.
        {
          language: 'ru',
          path: '/ru/regions',
          key: ['Высокогорье', '1\u00a0200 м', 'Среднегорье', '600 м', 'Низкогорье'],
        },
        {
          language: 'ar',
          path: '/ar/contact',
          key: ['مرتفعة', '1,200 م', 'متوسطة', '600 م', 'منخفضة'],
        },
      ] as const) {
        test(`${path}: the land shaded by elevation, its key in the sea with the metres`, async ({
          page,
        }, testInfo) => {
          await page.setViewportSize(smallestPhone);
          await openInFace(page, path, face.inInter, testInfo);
          const map = page.getByRole('group', {
            name: translationFile(language, 'places').mapLabel,
          });
          await settleInView(map);
          await expect(map.getByTestId('elevation-band')).toHaveCount(2);
          const drawnKey = await map.evaluate((svg: SVGSVGElement) => {
            // The island is the map's first shape, under everything else.
            const island = svg.querySelector<SVGPathElement>(':scope > path');
            const { width, height } = svg.viewBox.baseVal;
            return [
              ...svg.querySelectorAll<SVGTextElement>(':scope > g[aria-hidden="true"] text'),
            ].map((text) => {
              // The letters' extent: the box's width, and from cap height to below the baseline
              // (getBBox's height is the font's line, twice the letters' in the Arabic face).
              const { x, width: textWidth } = text.getBBox();
              const fontSize = Number.parseFloat(getComputedStyle(text).fontSize);
              const baseline = text.y.baseVal.getItem(0).value;
              const [top, bottom] = [baseline - 0.75 * fontSize, baseline + 0.25 * fontSize];
              const corners = [
                [x, top],
                [x + textWidth, top],
                [x, bottom],
                [x + textWidth, bottom],
              ];
              return {
                text: text.textContent,
                inFrame: x >= 0 && top >= 0 && x + textWidth <= width && bottom <= height,
                overLand: corners.some(
                  ([cornerX = 0, cornerY = 0]) =>
                    island?.isPointInFill(new DOMPoint(cornerX, cornerY)) ?? true,
                ),
              };
            });
          });
          expect(drawnKey.map((line) => line.text)).toEqual(key);
          for (const line of drawnKey) {
            expect(line, `${line.text} in the sea, within the map`).toEqual({
              text: line.text,
              inFrame: true,
              overLand: false,
            });
          }
        });
      }
    });
  }

  test('at 320 px each place’s link is a target of 24 × 24 px that no other covers', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(smallestPhone);
    await page.goto('/contact');
    await waitForHydration(page, testInfo);
    const map = sriLankaMap(page);
    await settleInView(map);
    const targets = await map.evaluate((svg) =>
      [...svg.querySelectorAll<SVGAElement>('a[data-place]')].map((link) => {
        const target = link.querySelector('[data-testid="place-target"]') as Element;
        const { left, top, width, height } = target.getBoundingClientRect();
        const [centreX, centreY] = [left + width / 2, top + height / 2];
        // The centre and the corners of the 24 px square round it: all this link's.
        const probes = [
          [0, 0],
          [-11, -11],
          [11, -11],
          [-11, 11],
          [11, 11],
        ].map(
          ([dx = 0, dy = 0]) =>
            (document.elementFromPoint(centreX + dx, centreY + dy)?.closest('a') as
              Element | null | undefined) === link,
        );
        return { place: link.dataset.place, width, height, probes };
      }),
    );
    expect(targets).toHaveLength(placeNames.length);
    for (const target of targets) {
      expect(target.width, target.place).toBeGreaterThanOrEqual(24);
      expect(target.height, target.place).toBeGreaterThanOrEqual(24);
      expect(target.probes, target.place).toEqual([true, true, true, true, true]);
    }
  });
});

test.describe('Our Global Network: the world map', () => {
  test('shows the markets on a world map with its text alternative and their names as text', async ({
    page,
  }, testInfo) => {
    await page.goto('/about');
    await waitForHydration(page, testInfo);
    const network = page.locator('section[aria-labelledby="network-title"]');
    const map = network.getByRole('img', { name: /world map/ });
    await map.scrollIntoViewIfNeeded();
    await expect(map).toBeVisible();
    await expect(map).toHaveAttribute(
      'alt',
      translationFile('en', 'about').network.map.alt_other.replace(
        '{{count}}',
        String(globalNetwork.markets.length),
      ),
    );
    await expect(map).toHaveAttribute('alt', /export markets filled in.*Colombo/);
    await expect(network).not.toContainText('line');
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

  for (const path of ['/contact', '/about', '/regions']) {
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
