import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { runOperatorCommand } from '../support/operator-command';
import {
  check,
  click,
  javaScriptEnabled,
  queryTestDatabase,
  uniqueMarker,
  waitForHydration,
} from './helpers';

type StoredRequest = {
  id: number;
  kind: string;
  tea: string;
  quantity: number | null;
  unit: string | null;
  sample_count: number | null;
  company: string;
};
type StoredEmail = { kind: string; recipient: string; reply_to: string };

/** Where a buyer starts, and the link there that opens the form with its tea. */
const sources = [
  { name: 'a grade card', path: '/tea-grades', teaLabel: 'OPA', tea: 'grade:opa', teaName: 'OPA' },
  {
    name: 'a grade page',
    path: '/tea-grades/bop1a',
    teaLabel: 'BOP1A',
    tea: 'grade:bop1a',
    teaName: null,
  },
  {
    name: 'a product page',
    path: '/products/2',
    teaLabel: 'Uva Highland BOP',
    tea: 'product:2',
    teaName: null,
  },
  {
    name: 'a collection item',
    path: '/products/premium/green-tea',
    teaLabel: 'GREEN TEA GP',
    tea: 'collection:green-tea/green-tea-gp',
    teaName: 'GREEN TEA GP',
  },
] as const;

const kinds = [
  { kind: 'quote', link: 'Request a Quote' },
  { kind: 'samples', link: 'Request Samples' },
] as const;

async function fillCommonFields(page: Page, company: string) {
  await page.getByLabel('Packing').selectOption('Bulk: paper sacks');
  await page.getByLabel('Incoterm').selectOption('CIF');
  await page.getByLabel('Destination port').fill('Hamburg');
  await page.getByLabel('Destination country').selectOption('Germany');
  await page.getByLabel('Company').fill(company);
  await page.getByLabel('Name', { exact: true }).fill('Anna Schmidt');
  await page.getByLabel('Email').fill('anna@example.de');
  await page.getByLabel('Message').fill('For our autumn blend: please include lead times.');
}

async function expectSentNotice(page: Page, testInfo: TestInfo) {
  if (!javaScriptEnabled(testInfo)) {
    await expect(page).toHaveURL('/request?sent=request#main');
  }
  await expect(page.getByRole('status').filter({ hasText: 'Request Sent' })).toContainText(
    'Our export team will reply within one business day.',
  );
}

test.describe('quote and sample requests', () => {
  for (const source of sources) {
    for (const { kind, link } of kinds) {
      test(`sends a ${kind} request from ${source.name}: a row, one e-mail, the CLI`, async ({
        page,
      }, testInfo) => {
        const company = `Teehaus ${uniqueMarker(testInfo)}`;
        await page.goto(source.path);
        // The card's links name their tea to screen readers ('Request Samples : OPA').
        const name = source.teaName ? new RegExp(`^${link} ?: ${source.teaName}$`) : link;
        await click(page.getByRole('link', { name, exact: true }).first());
        await expect(page).toHaveURL(`/request?kind=${kind}&tea=${source.tea}`);
        await waitForHydration(page, testInfo);
        await expect(
          page.getByRole('radio', { name: kind === 'quote' ? 'Quote' : 'Samples' }),
        ).toBeChecked();
        await expect(page.getByLabel('Tea', { exact: true }).locator('option:checked')).toHaveText(
          source.teaLabel,
        );
        if (kind === 'quote') {
          await page.getByLabel('Quantity').fill('2.5');
          await page.getByLabel('Unit').selectOption('tonnes');
        } else {
          await page.getByLabel('Number of 100 g samples').fill('3');
        }
        await fillCommonFields(page, company);
        await click(page.getByRole('button', { name: 'Send Request' }));
        await expectSentNotice(page, testInfo);

        await expect
          .poll(() =>
            queryTestDatabase<StoredRequest>(
              'select * from buyer_requests where company = ?',
              company,
            ),
          )
          .toEqual([
            expect.objectContaining(
              kind === 'quote'
                ? { kind, tea: source.tea, quantity: 2.5, unit: 'tonnes', sample_count: null }
                : { kind, tea: source.tea, quantity: null, unit: null, sample_count: 3 },
            ),
          ]);
        const [stored] = queryTestDatabase<StoredRequest>(
          'select * from buyer_requests where company = ?',
          company,
        );
        expect(
          queryTestDatabase<StoredEmail>(
            'select kind, recipient, reply_to from outbox where buyer_request_id = ?',
            stored?.id,
          ),
        ).toEqual([
          {
            kind: 'request-notification',
            recipient: 'wholesale@lankahillstea.lk',
            reply_to: 'anna@example.de',
          },
        ]);
        const databaseFile = process.env.E2E_DATABASE_URL ?? '';
        const shown = await runOperatorCommand(
          'inbox',
          ['show-request', String(stored?.id)],
          databaseFile,
        );
        expect(shown.status).toBe(0);
        expect(shown.stdout).toContain(company);
        expect(shown.stdout).toMatch(/request-notification +\w+ +wholesale@lankahillstea\.lk/);
      });
    }
  }

  test('opens on one h1, says what happens next and offers the teas in groups', async ({
    page,
  }) => {
    await page.goto('/request');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request a quote or samples');
    await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    await expect(page.getByText('international courier')).toBeVisible();
    const groups = page.getByLabel('Tea', { exact: true }).locator('optgroup');
    await expect(groups.first()).toHaveAttribute('label', 'Our products');
    await expect(groups.nth(1)).toHaveAttribute('label', 'Tea grades');
    await expect(
      page.getByLabel('Tea', { exact: true }).locator('optgroup[label="Tea grades"] option'),
    ).toHaveCount(16);
    await expect(page.getByRole('radio', { name: 'Quote' })).toBeChecked();
  });

  test('ignores an unknown or malformed prefill', async ({ page }) => {
    const response = await page.goto('/request?kind=wholesale&tea=product:999');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('radio', { name: 'Quote' })).toBeChecked();
    await expect(page.getByLabel('Tea', { exact: true })).toHaveValue('');
  });

  test('shows both kinds without script, and only the chosen one with it', async ({
    page,
  }, testInfo) => {
    await page.goto('/request?kind=quote');
    await waitForHydration(page, testInfo);
    const quantity = page.getByLabel('Quantity');
    const samples = page.getByLabel('Number of 100 g samples');
    await expect(quantity).toBeVisible();
    if (javaScriptEnabled(testInfo)) {
      await expect(samples).toBeHidden();
      await check(page.getByRole('radio', { name: 'Samples' }));
      await expect(samples).toBeVisible();
      await expect(quantity).toBeHidden();
    } else {
      await expect(samples).toBeVisible();
      await expect(page.getByText('The other part is ignored.')).toBeVisible();
    }
  });

  test('shows each message under its field and keeps the values', async ({ page }, testInfo) => {
    await page.goto('/request?kind=quote&tea=grade:bop');
    await waitForHydration(page, testInfo);
    // Number() would read '1e3' as 1000; the form, with script or without, reads what it shows.
    await page.getByLabel('Quantity').fill('1e3');
    await page.getByLabel('Company').fill('A');
    await page.getByLabel('Email').fill('not-an-email');
    await click(page.getByRole('button', { name: 'Send Request' }));
    for (const message of [
      'Please write the quantity in digits, with a decimal point if needed, such as 1000 or 0.5: no commas, spaces or letters',
      'Please choose a packing',
      'Please choose an Incoterm',
      'Please enter the destination port',
      'Please choose the destination country',
      'Company must be at least 2 characters',
      'Please enter a valid email address',
      'Message must be at least 10 characters',
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByLabel('Quantity')).toHaveValue('1e3');
    await expect(page.getByLabel('Quantity')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Company')).toHaveValue('A');
    await expect(page.getByLabel('Tea', { exact: true })).toHaveValue('grade:bop');
  });

  test('links every product line to the form', async ({ page }) => {
    for (const [path, tea] of [
      ['/products/bulk', '&tea=grade:bop'],
      ['/products/oem', ''],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('link', { name: 'Request Samples' })).toHaveAttribute(
        'href',
        `/request?kind=samples${tea}`,
      );
    }
  });
});
