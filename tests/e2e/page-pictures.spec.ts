// Every page its own picture (issue 22): no hero drawing opens two pages, no page shows one
// picture twice, and a picture drawn for a page (a hero, a story figure, a process step, a map)
// is shown on that page only.
//
// The one exemption is a subject's own picture (a grade's, a product's, a product line's or a
// collection's: the folders `grades/`, `products/` and `catalogue/`), which stands for its
// subject wherever it is listed: the same product on its card in a listing and on its own page is
// one product, not a repeated illustration. As a hero it follows the heroes' rule: it opens one
// page at most.
//
// The picture a page opens with (fetched first, its largest paint) is encoded with more effort
// for fewer bytes (scripts/pictures/render.ts): every page's first picture must be one the build
// knows as such.
import { expect, test, type Page } from '@playwright/test';
import { publicPages } from '../../app/config/public-routes';
import { pictureNameAt } from '../../app/features/pictures/picture-entry';
import { closerSettings, encoderSettingsFor } from '../../scripts/pictures/render';
import { productPagePath } from './audited-pages';

const pagePaths = [...publicPages.map((page) => page.path), productPagePath];

/** Where a subject's own picture lives: shown on each card of that subject, on any page. */
const subjectPicture = /^(grades|products|catalogue)\//;

type PagePicture = { name: string; hero: boolean; first: boolean };

/**
 * The pictures a page shows, by the name of their drawing (`/images/<name>.jpg`, the `src` every
 * `Picture` writes): those in the page's hero (an inner page's banner, the home page's carousel)
 * and the rest of the page. Logos and icons are line art, not pictures, and have no such name.
 */
async function picturesOf(page: Page, path: string): Promise<PagePicture[]> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  const shown = await page.evaluate(() =>
    [...document.images].map((image) => ({
      src: image.getAttribute('src') ?? '',
      hero: image.closest('[data-testid="page-hero"], [aria-roledescription="carousel"]') !== null,
      first: image.fetchPriority === 'high',
    })),
  );
  return shown.flatMap(({ src, hero, first }) => {
    const name = pictureNameAt(src);
    return name ? [{ name, hero, first }] : [];
  });
}

test('every page has its own hero and shows each picture once', async ({ page }) => {
  test.setTimeout(120_000);
  const picturesByPage = new Map<string, PagePicture[]>();
  for (const path of pagePaths) picturesByPage.set(path, await picturesOf(page, path));

  const shownTwiceOnOnePage: string[] = [];
  const pagesShowing = new Map<string, Set<string>>();
  const pagesOpenedBy = new Map<string, Set<string>>();
  const firstPicturesEncodedAsAnyOther: string[] = [];
  for (const [path, pictures] of picturesByPage) {
    const seen = new Set<string>();
    for (const { name, hero, first } of pictures) {
      if (first && encoderSettingsFor(name) !== closerSettings)
        firstPicturesEncodedAsAnyOther.push(`${name} on ${path}`);
      if (seen.has(name)) shownTwiceOnOnePage.push(`${name} on ${path}`);
      seen.add(name);
      pagesShowing.set(name, (pagesShowing.get(name) ?? new Set()).add(path));
      if (hero) pagesOpenedBy.set(name, (pagesOpenedBy.get(name) ?? new Set()).add(path));
    }
  }
  const describe = (name: string, paths: Set<string>) => `${name} on ${[...paths].join(', ')}`;
  const heroesOfTwoPages = [...pagesOpenedBy]
    .filter(([, paths]) => paths.size > 1)
    .map(([name, paths]) => describe(name, paths));
  // A page's own drawing, hero or figure, on any other page, in any role.
  const pagePicturesOnTwoPages = [...pagesShowing]
    .filter(([name, paths]) => paths.size > 1 && !subjectPicture.test(name))
    .map(([name, paths]) => describe(name, paths));

  expect(picturesByPage.get('/')?.length, 'the home page shows pictures').toBeGreaterThan(0);
  expect.soft(shownTwiceOnOnePage, 'pictures shown twice on one page').toEqual([]);
  expect.soft(heroesOfTwoPages, 'hero pictures opening two pages').toEqual([]);
  expect
    .soft(firstPicturesEncodedAsAnyOther, 'first pictures the build encodes as any other')
    .toEqual([]);
  expect(pagePicturesOnTwoPages, 'page pictures shown on two pages').toEqual([]);
});
