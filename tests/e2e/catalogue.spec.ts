import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { productLines } from '../../app/content/catalogue/product-lines';
import { categoryFilters } from '../../app/content/product-categories';
import { lineTerms } from '../../app/content/line-terms';
import { translationFile } from '../support/translation-files';
import { click, javaScriptEnabled, waitForHydration } from './helpers';

type ApiProduct = { id: number; name: string; description: string; category: string };

async function apiProducts(request: APIRequestContext, category?: string): Promise<ApiProduct[]> {
  const query = category && category !== 'All' ? `?category=${encodeURIComponent(category)}` : '';
  return (await (await request.get(`/api/products${query}`)).json()) as ApiProduct[];
}

/** Every picture on the page is a local file that the server answers. */
async function expectImagesServed(page: Page, request: APIRequestContext): Promise<void> {
  const sources = await page.locator('main img').evaluateAll((images) =>
    images.map((image) => ({
      src: image.getAttribute('src') ?? '',
      alt: image.getAttribute('alt'),
      width: image.getAttribute('width'),
      height: image.getAttribute('height'),
    })),
  );
  expect(sources.length).toBeGreaterThan(0);
  for (const image of sources) {
    expect(image.src, 'images are local files').toMatch(/^\/images\//);
    expect(image.alt, `${image.src} has alt text`).not.toBeNull();
    expect(image.width && image.height, `${image.src} has width and height`).toBeTruthy();
    expect((await request.get(image.src)).status(), image.src).toBe(200);
  }
}

function productLineTabs(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Product lines' });
}

function categoryFilterLinks(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Filter products by category' });
}

function productCards(page: Page): Locator {
  return page.locator('#featured-products').getByTestId('product-card');
}

test.describe('products page', () => {
  test('opens on the Adra tab with its description and Learn more link', async ({ page }) => {
    await page.goto('/products');
    const active = productLineTabs(page).locator('[aria-current="true"]');
    await expect(active).toHaveText('Adra Product');
    const panel = page.getByTestId('product-line-panel');
    await expect(panel.getByRole('link', { name: /Learn more/ })).toHaveAttribute(
      'href',
      '/products/adra',
    );
  });

  test('walks the five tabs, each with its own Learn more link', async ({ page }, testInfo) => {
    await page.goto('/products');
    await waitForHydration(page, testInfo);
    const tabs = productLineTabs(page);
    await expect(tabs.getByRole('link')).toHaveText(productLines.map((line) => line.tabLabel));
    for (const line of productLines) {
      await click(tabs.getByRole('link', { name: line.tabLabel, exact: true }));
      if (line.slug === 'adra') await expect(page).toHaveURL(/\/products(#product-lines)?$/);
      else await expect(page).toHaveURL(new RegExp(`\\?tab=${line.slug}`));
      await expect(tabs.locator('[aria-current="true"]')).toHaveText(line.tabLabel);
      const panel = page.getByTestId('product-line-panel');
      await expect(panel.getByRole('heading', { level: 3 })).toHaveText(
        translationFile('en', 'catalogue').headings[line.slug],
      );
      await expect(panel.getByRole('link', { name: /Learn more/ })).toHaveAttribute(
        'href',
        line.path,
      );
    }
  });

  test('filters by each of the six categories, as the API does', async ({
    page,
    request,
  }, testInfo) => {
    await page.goto('/products');
    await waitForHydration(page, testInfo);
    const filters = categoryFilterLinks(page);
    await expect(filters.getByRole('link')).toHaveText([...categoryFilters]);
    await expect(filters.locator('[aria-current="true"]')).toHaveText('All');
    await expect(productCards(page)).toHaveCount(8);
    for (const category of [...categoryFilters.slice(1), 'All']) {
      await click(filters.getByRole('link', { name: category, exact: true }));
      await expect(filters.locator('[aria-current="true"]')).toHaveText(category);
      const expected = await apiProducts(request, category);
      await expect(productCards(page)).toHaveCount(expected.length);
      await expect(productCards(page).getByRole('heading')).toHaveText(
        expected.map((product) => product.name),
      );
    }
  });

  test('keeps the open tab when filtering and the filter when changing tab', async ({
    page,
  }, testInfo) => {
    await page.goto('/products?tab=oem');
    await waitForHydration(page, testInfo);
    await click(categoryFilterLinks(page).getByRole('link', { name: 'Green Tea' }));
    await expect(page).toHaveURL(/tab=oem&category=Green\+Tea/);
    await click(productLineTabs(page).getByRole('link', { name: 'Bulk Tea' }));
    await expect(page).toHaveURL(/tab=bulk&category=Green\+Tea/);
    await expect(categoryFilterLinks(page).locator('[aria-current="true"]')).toHaveText(
      'Green Tea',
    );
  });

  test('says so when a category has no products', async ({ page }) => {
    await page.goto('/products?category=Oolong');
    await expect(page.getByText('No products found in this category.')).toBeVisible();
    await expect(productCards(page)).toHaveCount(0);
  });

  test('keeps its place: a fragment without script, no scroll reset with it', async ({
    page,
  }, testInfo) => {
    await page.goto('/products');
    await waitForHydration(page, testInfo);
    const greenTea = categoryFilterLinks(page).getByRole('link', { name: 'Green Tea' });
    if (!javaScriptEnabled(testInfo)) {
      await expect(greenTea).toHaveAttribute(
        'href',
        '/products?category=Green+Tea#featured-products',
      );
      await expect(productLineTabs(page).getByRole('link', { name: 'OEM' })).toHaveAttribute(
        'href',
        '/products?tab=oem#product-lines',
      );
      return;
    }
    await expect(greenTea).toHaveAttribute('href', '/products?category=Green+Tea');
    await greenTea.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(0);
    await click(greenTea);
    await expect(page).toHaveURL(/category=Green\+Tea/);
    await expect(productCards(page)).toHaveCount(2);
    const after = await page.evaluate(() => window.scrollY);
    expect(Math.abs(after - before)).toBeLessThan(2);
  });

  test('shows Loading products... while a filter is being answered (script)', async ({
    page,
  }, testInfo) => {
    test.skip(!javaScriptEnabled(testInfo), 'the pending state exists only with script');
    await page.goto('/products');
    await waitForHydration(page, testInfo);
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/products\.data\?/, async (route) => {
      await answered;
      await route.continue();
    });
    await click(categoryFilterLinks(page).getByRole('link', { name: 'Black Tea' }));
    await expect(page.getByRole('status').filter({ hasText: 'Loading products...' })).toBeVisible();
    release();
    await expect(page.getByText('Loading products...')).toBeHidden();
    await expect(productCards(page)).toHaveCount(2);
  });

  test('links the six premium collections, the business team and Stay Connected', async ({
    page,
    request,
  }) => {
    await page.goto('/products');
    const cards = page.getByTestId('premium-collection-card').getByRole('link');
    await expect(cards).toHaveCount(6);
    const hrefs = await cards.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    );
    expect(hrefs).toEqual([
      '/products/premium/herbal-tea',
      '/products/premium/black-tea',
      '/products/premium/green-tea',
      '/products/premium/special-tea',
      '/products/premium/flavoured-tea',
      '/products/premium/adra-tea',
    ]);
    await expect(page.getByRole('heading', { name: 'Contact Our Business Team' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact Our Business Team' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(page.getByRole('heading', { name: 'Stay Connected' })).toBeVisible();
    await expect(page.getByPlaceholder('Your email address')).toBeVisible();
    await expectImagesServed(page, request);
  });

  test('opens a product from its card', async ({ page }) => {
    await page.goto('/products');
    await click(
      productCards(page)
        .first()
        .getByRole('link', { name: /View Details/ }),
    );
    await expect(page).toHaveURL('/products/1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ceylon Orange Pekoe');
  });
});

test.describe('product detail', () => {
  test('shows the product, its fixed details and related products', async ({ page, request }) => {
    const response = await page.goto('/products/1');
    expect(response?.status()).toBe(200);
    const [product] = (await apiProducts(request)).filter((candidate) => candidate.id === 1);
    if (!product) throw new Error('sample product 1 is missing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    const main = page.locator('main');
    await expect(main.getByText(product.category, { exact: true }).first()).toBeVisible();
    await expect(main.getByText('Contact for pricing').first()).toBeVisible();
    await expect(main.getByText(product.description)).toBeVisible();
    for (const detail of [
      'Ceylon (Sri Lanka)',
      'Bulk or retail',
      'Please contact for details',
      'International shipping available',
    ]) {
      await expect(main.getByText(detail, { exact: true })).toBeVisible();
    }
    // The minimum order and lead time are those the Trade Terms page states for bulk and for
    // retail packs (Adra), read from the same module.
    await expect(main.getByTestId('line-term')).toHaveText([
      `Bulk: ${lineTerms.bulk.minimumOrder}`,
      `Retail packs: ${lineTerms.adra.minimumOrder}`,
      `Bulk: ${lineTerms.bulk.leadTime}`,
      `Retail packs: ${lineTerms.adra.leadTime}`,
    ]);
    await expect(main.getByRole('link', { name: 'Trade Terms', exact: true })).toHaveAttribute(
      'href',
      '/trade-terms',
    );
    await expect(page.getByRole('link', { name: 'Request Pricing Information' })).toHaveAttribute(
      'href',
      '/contact?product=1',
    );

    const expectedRelated = (await apiProducts(request, product.category))
      .filter((candidate) => candidate.id !== product.id)
      .slice(0, 4);
    expect(expectedRelated.length).toBeGreaterThan(0);
    const related = page.getByTestId('related-product');
    await expect(related).toHaveCount(expectedRelated.length);
    for (const [index, other] of expectedRelated.entries()) {
      const card = related.nth(index);
      await expect(card.getByRole('heading')).toHaveText(other.name);
      await expect(card.getByRole('link', { name: /View Details/ })).toHaveAttribute(
        'href',
        `/products/${other.id}`,
      );
      const preview = (await card.locator('p').nth(1).textContent()) ?? '';
      expect(preview.endsWith('...')).toBe(true);
      expect(preview.length).toBeLessThanOrEqual(63);
      expect(other.description.startsWith(preview.slice(0, -3))).toBe(true);
    }
    await expect(related.filter({ hasText: product.name })).toHaveCount(0);
    await expectImagesServed(page, request);
  });

  test('moves to a related product, showing Loading product details... meanwhile', async ({
    page,
  }, testInfo) => {
    await page.goto('/products/1');
    await waitForHydration(page, testInfo);
    let release: () => void = () => {};
    if (javaScriptEnabled(testInfo)) {
      const answered = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/products\/2\.data/, async (route) => {
        await answered;
        await route.continue();
      });
    }
    await click(page.getByTestId('related-product').first().getByRole('link'));
    if (javaScriptEnabled(testInfo)) {
      await expect(
        page.getByRole('status').filter({ hasText: 'Loading product details...' }),
      ).toBeVisible();
      release();
    }
    await expect(page).toHaveURL('/products/2');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Uva Highland BOP');
  });

  test('answers an unknown product with Product Not Found and status 404', async ({ page }) => {
    const response = await page.goto('/products/9999');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product Not Found');
    await expect(
      page.getByText("The product you're looking for could not be found."),
    ).toBeVisible();
    await click(page.getByRole('link', { name: 'Return to Products' }));
    await expect(page).toHaveURL('/products');
  });

  test('answers a non-numeric id with the 404 screen', async ({ page }) => {
    const response = await page.goto('/products/not-a-number');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  });
});

const premiumCollections = [
  { slug: 'herbal-tea', title: 'Herbal Tea Collection', items: 11 },
  { slug: 'black-tea', title: 'Black Tea Collection', items: 10 },
  { slug: 'green-tea', title: 'Green Tea Collection', items: 2 },
  { slug: 'special-tea', title: 'Special Tea Collection', items: 1 },
  { slug: 'flavoured-tea', title: 'Flavoured Tea Collection', items: 12 },
  { slug: 'adra-tea', title: 'ADRA Tea Collection', items: 6 },
] as const;

test.describe('premium collections', () => {
  for (const collection of premiumCollections) {
    test(`${collection.title}: ${collection.items} items, each with closed Product Info`, async ({
      page,
      request,
    }) => {
      const response = await page.goto(`/products/premium/${collection.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(collection.title);
      await expect(page.getByRole('link', { name: 'Back to Collections' })).toHaveAttribute(
        'href',
        '/products',
      );
      const items = page.getByTestId('collection-item');
      await expect(items).toHaveCount(collection.items);

      for (const item of await items.all()) {
        const link = item.getByRole('link', { name: /Request Information/ });
        await expect(link).toHaveAttribute(
          'href',
          new RegExp(`^/contact\\?item=${collection.slug}/[a-z0-9-]+$`),
        );
        const info = item.locator('details').filter({ hasText: 'Product Info' });
        await expect(info).toHaveCount(1);
        await expect(info).not.toHaveAttribute('open');
      }

      const first = items.first();
      const info = first.locator('details').filter({ hasText: 'Product Info' });
      const paragraph = info.locator('p').first();
      await expect(paragraph).toBeHidden();
      await click(info.locator('summary'));
      await expect(info).toHaveAttribute('open');
      await expect(paragraph).toBeVisible();
      await click(info.locator('summary'));
      await expect(info).not.toHaveAttribute('open');
      await expectImagesServed(page, request);
    });
  }

  test('Black Tea lists the ten grades of the spec', async ({ page }) => {
    await page.goto('/products/premium/black-tea');
    await expect(page.getByTestId('collection-item').getByRole('heading')).toHaveText([
      'PEKOE',
      'PEKOE 1',
      'FBOP',
      'BOPA',
      'FBOPF 1',
      'FBOPF',
      'FBOPSP',
      'BOP1A',
      'BOP',
      'BOP Fannings',
    ]);
  });

  test('Green Tea has its two grades and the brewing guide', async ({ page }) => {
    await page.goto('/products/premium/green-tea');
    await expect(page.getByTestId('collection-item').getByRole('heading')).toHaveText([
      'GREEN TEA GP',
      'GREEN TEA FANNINGS',
    ]);
    await expect(page.getByText('80-85°C (175-185°F)')).toBeVisible();
    await expect(page.getByText('2-3 minutes', { exact: true })).toBeVisible();
  });

  test('Special Tea adds a closed Ingredients section', async ({ page }) => {
    await page.goto('/products/premium/special-tea');
    const ingredients = page.locator('details').filter({ hasText: 'Ingredients' });
    await expect(ingredients).toHaveCount(1);
    await expect(ingredients).not.toHaveAttribute('open');
    await click(ingredients.locator('summary'));
    await expect(ingredients.getByRole('listitem').first()).toBeVisible();
  });

  test('Flavoured Tea shows each tea’s info on its card', async ({ page }) => {
    await page.goto('/products/premium/flavoured-tea');
    const earlGrey = page.getByTestId('collection-item').filter({ hasText: 'Earl Grey' });
    await expect(earlGrey.getByText(/bergamot/).first()).toBeVisible();
  });

  test('an unknown collection is a 404', async ({ page }) => {
    const response = await page.goto('/products/premium/oolong-tea');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  });
});

const productLinePages = [
  { path: '/products/adra', slug: 'adra', title: 'Adra Products' },
  { path: '/products/bulk', slug: 'bulk', title: 'Bulk Tea' },
  { path: '/products/special', slug: 'special', title: 'Special Tea' },
  { path: '/products/private-label', slug: 'private-label', title: 'Private Label' },
  { path: '/products/oem', slug: 'oem', title: 'OEM' },
] as const;

test.describe('product-line pages', () => {
  for (const line of productLinePages) {
    test(`${line.path} links back to the products and on to contact`, async ({ page, request }) => {
      const response = await page.goto(line.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(line.title);
      await expect(page.getByRole('link', { name: 'Back to Products' })).toHaveAttribute(
        'href',
        '/products',
      );
      await expect(page.locator('main a[href="/contact"]').first()).toBeVisible();
      await expect(page.locator('main')).toContainText(lineTerms[line.slug].minimumOrder);
      await expectImagesServed(page, request);
    });
  }

  test('Adra shows its seven collections and brews in 3-5 minutes', async ({ page }) => {
    await page.goto('/products/adra');
    await expect(page.getByTestId('adra-collection').getByRole('heading')).toHaveText([
      'Fruit',
      'Leaf of Island',
      'Herbal',
      'Color',
      'Regional',
      '100 & 25 Bag',
      'Gift',
    ]);
    await expect(page.getByText('3-5 minutes', { exact: true })).toBeVisible();
  });

  test('Private Label has three steps', async ({ page }) => {
    await page.goto('/products/private-label');
    await expect(page.getByTestId('service-step').getByRole('heading')).toHaveText([
      'Consultation',
      'Development',
      'Production',
    ]);
    await expect(page.getByTestId('service-step')).toContainText(['01', '02', '03']);
  });

  test('OEM has four steps', async ({ page }) => {
    await page.goto('/products/oem');
    await expect(page.getByTestId('service-step').getByRole('heading')).toHaveText([
      'Initial Consultation',
      'Product Development',
      'Production Planning',
      'Manufacturing & Delivery',
    ]);
    await expect(page.getByTestId('service-step')).toContainText(['01', '02', '03', '04']);
  });
});
