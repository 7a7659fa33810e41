import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { gradePages } from '../../app/config/grade-pages';
import { gradePath } from '../../app/config/public-routes';
import { teaGrades } from '../../app/content/tea-grades';
import { readPdf } from '../support/pdf-text';
import { productPagePath } from './audited-pages';
import { click, waitForHydration } from './helpers';

type ApiProduct = { id: number; name: string };

/** Prints the page as a browser's 'Print' does, to A4, and reads the PDF back. */
async function printToA4(page: Page) {
  await page.emulateMedia({ media: 'print' });
  try {
    return await readPdf(await page.pdf({ format: 'A4' }));
  } finally {
    await page.emulateMedia({ media: null });
  }
}

/** An A4 sheet's printable area (210 × 297 mm less app.css's 12 mm margins) in CSS pixels. */
const printableA4 = { width: Math.round((186 / 25.4) * 96), height: Math.round((273 / 25.4) * 96) };

/**
 * The elements that paint a colour other than white below the sheet's last line when printed:
 * before, the page's cream ground (body, `min-h-screen`) filled the A4's lower quarter.
 */
async function colouredBelowSheet(page: Page): Promise<string[]> {
  const viewport = page.viewportSize();
  await page.setViewportSize(printableA4);
  await page.emulateMedia({ media: 'print' });
  try {
    return await page.evaluate(() => {
      const sheet = document.querySelector('.spec-sheet');
      const content = [...(sheet?.querySelectorAll('*') ?? [])].filter(
        (element) => getComputedStyle(element).display !== 'none',
      );
      const contentBottom = Math.max(
        ...content.map((element) => element.getBoundingClientRect().bottom),
      );
      const plain = ['rgba(0, 0, 0, 0)', 'rgb(255, 255, 255)'];
      return [...document.querySelectorAll('*')].flatMap((element) => {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        const paints = style.display !== 'none' && box.width > 0 && box.height > 0;
        return paints && !plain.includes(style.backgroundColor) && box.bottom > contentBottom + 1
          ? [
              `${element.tagName.toLowerCase()} (${style.backgroundColor}) to ${Math.round(box.bottom)} px, the sheet to ${Math.round(contentBottom)}`,
            ]
          : [];
      });
    });
  } finally {
    await page.emulateMedia({ media: null });
    if (viewport) await page.setViewportSize(viewport);
  }
}

/**
 * Every spec sheet prints on one A4 page as the sheet alone: no menus, header or footer, and
 * nothing coloured below it.
 */
async function expectPrintsAlone(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const printed = await printToA4(page);
  expect(printed.pageCount, `${path} prints on one page`).toBe(1);
  expect(printed.text).toContain('Certifications');
  expect(printed.text).not.toContain('Download PDF');
  // The request links and the grade's picture are for the screen: the sheet prints its facts.
  expect(printed.text).not.toContain('Request a Quote');
  expect(printed.text).not.toContain('Request Samples');
  expect(printed.text).not.toContain('Quick Links');
  expect(printed.text).not.toContain('Health & Wellness');
  expect(await colouredBelowSheet(page), `${path} prints nothing coloured below the sheet`).toEqual(
    [],
  );
  await page.emulateMedia({ media: 'print' });
  for (const landmark of ['banner', 'contentinfo'] as const) {
    await expect(page.getByRole(landmark)).toBeHidden();
  }
  await expect(page.getByRole('navigation').first()).toBeHidden();
  await expect(page.getByRole('figure')).toHaveCount(0);
  await page.emulateMedia({ media: null });
}

test.describe('spec sheets', () => {
  for (const { path } of gradePages) {
    test(`${path} prints on one A4 page with no menu`, async ({ page }) => {
      await expectPrintsAlone(page, path);
    });
  }

  test('every product sheet prints on one A4 page with no menu', async ({ page, request }) => {
    test.setTimeout(90_000);
    const products = (await (await request.get('/api/products')).json()) as ApiProduct[];
    for (const product of products) {
      await expectPrintsAlone(page, `/products/${product.id}/spec-sheet`);
    }
  });

  // Issue 22: a grade's own page shows its leaf and offers it, as its card does.
  for (const grade of teaGrades) {
    const path = gradePath(grade.slug);
    test(`${path} shows the leaf of ${grade.name} and offers a quote and samples of it`, async ({
      page,
    }) => {
      await page.goto(path);
      const figure = page.getByRole('figure', { name: `Dry leaf of ${grade.name},` });
      await expect(figure).toContainText('10 mm rule');
      // The caption names the picture, so the image itself is silent (alt="").
      const picture = figure.locator('img');
      await expect(picture).toHaveAttribute('src', `/images/grades/${grade.slug}.jpg`);
      await expect
        .poll(() =>
          picture.evaluate((image: HTMLImageElement) =>
            image.complete && image.naturalWidth > 0 ? new URL(image.currentSrc).pathname : '',
          ),
        )
        .toMatch(/\.(avif|webp)$/);
      for (const [kind, name] of [
        ['quote', 'Request a Quote'],
        ['samples', 'Request Samples'],
      ] as const) {
        await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute(
          'href',
          `/request?kind=${kind}&tea=grade:${grade.slug}`,
        );
      }
      await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
        'href',
        `${path}/spec-sheet.pdf`,
      );
    });
  }

  test('the grade card names its regions and opens its sheet', async ({ page }, testInfo) => {
    await page.goto('/tea-grades');
    await waitForHydration(page, testInfo);
    const card = page
      .getByTestId('grade-card')
      .filter({ has: page.getByRole('heading', { name: 'OPA', exact: true }) });
    await expect(card.getByRole('link', { name: 'Ruhuna' })).toHaveAttribute(
      'href',
      '/regions#ruhuna',
    );
    await expect(card.getByRole('link', { name: 'Sabaragamuwa' })).toHaveAttribute(
      'href',
      '/regions#sabaragamuwa',
    );
    await click(card.getByRole('link', { name: 'OPA spec sheet' }));
    await expect(page).toHaveURL(/\/tea-grades\/opa$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('OPA');
    await expect(page.getByRole('region', { name: 'Packing and net weights' })).toContainText(
      'Multiwall paper sacks',
    );
  });

  test('the product page names its region and opens its sheet', async ({ page }, testInfo) => {
    await page.goto(productPagePath);
    await waitForHydration(page, testInfo);
    const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    await expect(page.getByRole('link', { name: 'Dimbula' })).toHaveAttribute(
      'href',
      '/regions#dimbula',
    );
    await click(page.getByRole('link', { name: `${name} spec sheet` }));
    await expect(page).toHaveURL(`${productPagePath}/spec-sheet`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test('Download PDF gives the sheet as a PDF file', async ({ page }) => {
    await page.goto('/tea-grades/bop');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      click(page.getByRole('link', { name: 'Download PDF' })),
    ]);
    expect(download.suggestedFilename()).toBe('lanka-hills-tea-spec-sheet-bop.pdf');
    const pdf = await readPdf(fs.readFileSync(await download.path()));
    expect(pdf.pageCount).toBe(1);
    expect(pdf.text).toContain('ISO 3720:2011');
  });

  test('a twin’s Download PDF gives the sheet in its own language', async ({ page, request }) => {
    for (const [language, label] of [
      ['ar', 'تنزيل ملف PDF'],
      ['ru', 'Скачать PDF'],
    ] as const) {
      await page.goto(`/${language}/tea-grades/bop`);
      const link = page.getByRole('link', { name: label, exact: true });
      const address = `/${language}/tea-grades/bop/spec-sheet.pdf`;
      await expect(link).toHaveAttribute('href', address);
      await expect(link).toHaveAttribute(
        'download',
        `lanka-hills-tea-spec-sheet-bop-${language}.pdf`,
      );
      // The PDF is in the page's language: no hreflang pointing elsewhere.
      expect(await link.getAttribute('hreflang')).toBeNull();
      const response = await request.get(address);
      expect(response.status(), address).toBe(200);
      expect(response.headers()['content-language']).toBe(language);
      expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
    }
  });

  test('a PDF is served as a cacheable attachment', async ({ request }) => {
    const response = await request.get(`${productPagePath}/spec-sheet.pdf`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.headers()['content-disposition']).toMatch(
      /^attachment; filename="lanka-hills-tea-spec-sheet-[a-z0-9-]+\.pdf"$/,
    );
    expect(response.headers()['cache-control']).toContain('public');
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('unknown grades and products have no sheet', async ({ page, request }) => {
    for (const path of ['/tea-grades/no-such-grade', '/products/999999/spec-sheet']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
    }
    for (const path of [
      '/tea-grades/no-such-grade/spec-sheet.pdf',
      '/products/999999/spec-sheet.pdf',
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});
