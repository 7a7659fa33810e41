// The Trade Terms page as a buyer reads it, with and without JavaScript: every part present
// with the figures of app/content/trade-terms.ts, and each product line's 'Terms at a glance'
// showing only its own minimum order and lead time, with a link here for the rest.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { productLines } from '../../app/content/catalogue/product-lines';
import {
  containerLoads,
  documentsOnRequest,
  documentsWithEveryShipment,
  incoterms,
  paymentTerms,
  sackFills,
  samplePolicy,
} from '../../app/content/trade-terms';
import { lineTerms } from '../../app/content/line-terms';
import { click, waitForHydration } from './helpers';

function part(page: Page, id: string): Locator {
  return page.locator(`section#${id}`);
}

test.describe('the Trade Terms page', () => {
  test('lists its parts and reaches each from the contents', async ({ page }, testInfo) => {
    await page.goto('/trade-terms');
    await waitForHydration(page, testInfo);
    await expect(page).toHaveTitle(/^Trade Terms \| /);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trade Terms');
    const contents = page.getByRole('navigation', { name: 'On this page' });
    await expect(contents.getByRole('link')).toHaveText([
      'Packing and Net Weights',
      'Container Loads',
      'Minimum Orders and Lead Times',
      'Incoterms',
      'Payment Terms',
      'Export Documents',
      'Samples',
    ]);
    await click(contents.getByRole('link', { name: 'Export Documents' }));
    await expect(page).toHaveURL(/#documents$/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Export Documents' }),
    ).toBeInViewport();
  });

  test('gives the sack weight of every grade group and the container loads', async ({ page }) => {
    await page.goto('/trade-terms');
    const table = part(page, 'packing').getByRole('table');
    await expect(table.getByRole('rowheader')).toHaveCount(sackFills.length);
    await expect(table.getByRole('row', { name: /^Leaf grades/ })).toContainText('25–42 kg');
    await expect(table.getByRole('row', { name: /^Fannings and green tea/ })).toContainText(
      '40–60 kg',
    );
    const loads = part(page, 'container-loads');
    for (const load of containerLoads) {
      await expect(loads.getByRole('heading', { level: 3, name: load.name })).toBeVisible();
    }
    await expect(loads.getByRole('article').first()).toContainText('5–8.4 tonnes net');
    await expect(loads.getByRole('article').last()).toContainText('16–24 tonnes net');
    await expect(loads).toContainText('less than container load (LCL)');
  });

  test('gives each line’s minimum order and lead time, the Incoterms and payment terms', async ({
    page,
  }) => {
    await page.goto('/trade-terms');
    const orders = part(page, 'minimum-orders');
    for (const line of productLines) {
      const card = orders.getByRole('article').filter({ hasText: line.tabLabel });
      await expect(card.getByRole('link', { name: line.tabLabel })).toHaveAttribute(
        'href',
        line.path,
      );
      await expect(card).toContainText(lineTerms[line.slug].minimumOrder);
      await expect(card).toContainText(lineTerms[line.slug].leadTime);
    }
    const terms = part(page, 'incoterms');
    await expect(terms.getByRole('heading', { level: 3 })).toHaveText(
      incoterms.map((term) => term.quotedAs),
    );
    await expect(terms).toContainText('Incoterms 2020');
    for (const term of paymentTerms) await expect(part(page, 'payment')).toContainText(term.name);
  });

  test('names the export documents and the sample policy', async ({ page }) => {
    await page.goto('/trade-terms');
    const documents = part(page, 'documents');
    for (const document of [...documentsWithEveryShipment, ...documentsOnRequest]) {
      await expect(documents.getByRole('term').filter({ hasText: document.name })).toHaveCount(1);
    }
    await expect(documents).toContainText('lion logo');
    for (const rule of samplePolicy) {
      await expect(
        part(page, 'samples').getByRole('term').filter({ hasText: rule.name }),
      ).toHaveCount(1);
    }
    await click(page.getByRole('main').getByRole('link', { name: 'Request Samples' }));
    await expect(page).toHaveURL('/request?kind=samples');
    await expect(page.getByRole('radio', { name: 'Samples' })).toBeChecked();
  });

  test('describes itself to search engines as a WebPage, with no offers', async ({ page }) => {
    await page.goto('/trade-terms');
    const text = (await page.locator('script[type="application/ld+json"]').textContent()) ?? '';
    const types = (JSON.parse(text) as { '@graph': { '@type': string }[] })['@graph'].map(
      (node) => node['@type'],
    );
    expect(types).toEqual(['Organization', 'BreadcrumbList', 'WebPage']);
    expect(text).not.toContain('Offer');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/trade-terms$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Incoterms/);
  });
});

test.describe('the product lines’ terms at a glance', () => {
  for (const line of productLines) {
    test(`${line.path} shows its own terms and links to the trade terms`, async ({
      page,
    }, testInfo) => {
      await page.goto(line.path);
      await waitForHydration(page, testInfo);
      const panel = page.locator('section[aria-labelledby="ordering-terms-title"]');
      const facts = panel.locator('dl');
      await expect(facts).toContainText(lineTerms[line.slug].minimumOrder);
      await expect(facts).toContainText(lineTerms[line.slug].leadTime);
      await expect(facts).not.toContainText(/\b(FOB|CIF)\b|phytosanitary/);
      await click(panel.getByRole('link', { name: 'Trade Terms' }));
      await expect(page).toHaveURL(/\/trade-terms$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trade Terms');
    });
  }
});
