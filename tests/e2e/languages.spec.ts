// The site in Arabic and Russian (issue 23): each translated page's twin answers in its own
// language and direction, names every language it is in (hreflang, canonical, the switch),
// leaves no English sentence outside names and codes, and its forms speak the visitor's
// language with and without script. Pages not yet translated have no twin.
import fs from 'node:fs';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { companyFacts } from '../../app/content/company-facts';
import { sampleProducts } from '../../db/sample-products';
import { sheetAddress, sheetWebsite } from '../../app/features/spec-sheets/spec-sheet';
import { sriLankaMap } from '../../app/components/maps/sri-lanka-map.generated';
import { publicPages } from '../../app/config/public-routes';
import { formatAddress } from '../../app/config/site';
import { languages, localizedPath, prefixedLanguages } from '../../app/i18n/languages';
import type { Resources } from '../../app/i18n/resources';
import { brokenGradeTerms, leafGradeTerms, teaGrades } from '../../app/content/tea-grades';
import { translatedPathPatterns, translatedPaths } from '../../app/i18n/translated-pages';
import { translationFile } from '../support/translation-files';
import { checkedWithoutScript, newsletterLinkQuery } from './audited-pages';
import {
  click,
  javaScriptEnabled,
  queryTestDatabase,
  uniqueMarker,
  waitForHydration,
} from './helpers';

const texts = Object.fromEntries(
  prefixedLanguages.map((language) => [
    language,
    {
      common: translationFile(language, 'common'),
      contact: translationFile(language, 'contact'),
      forms: translationFile(language, 'forms'),
      products: translationFile(language, 'products'),
      request: translationFile(language, 'request'),
    },
  ]),
) as Record<
  (typeof prefixedLanguages)[number],
  Pick<Resources, 'common' | 'contact' | 'forms' | 'products' | 'request'>
>;

/**
 * What may stay in Latin letters on an Arabic or Russian page: the company's names, addresses,
 * mailboxes and people, the places on the map, and the codes and names the issue keeps as they
 * are (the brand, Adra, OEM, CTC, OpenStreetMap, the Incoterms' codes).
 */
const namesAndCodes: readonly string[] = [
  formatAddress(companyFacts.headOffice),
  formatAddress(companyFacts.factory),
  companyFacts.identity.legalName,
  companyFacts.identity.brand,
  ...Object.values(companyFacts.mailboxes).map((mailbox) => mailbox.address),
  ...companyFacts.people.flatMap((person) => [person.name, person.email]),
  ...companyFacts.testimonials.map((testimonial) => testimonial.name),
  ...companyFacts.social.map((network) => network.name),
  sriLankaMap.headOffice.name,
  ...sriLankaMap.teaRegions.map((region) => region.name),
  'OpenStreetMap',
  'Adra',
  'OEM',
  'CTC',
  'FOB',
  'CFR',
  'CIF',
  // Grade names and codes, standards and their references, as the trade writes them.
  ...teaGrades.map((grade) => grade.name),
  ...[...leafGradeTerms, ...brokenGradeTerms].map((term) => term.abbreviation),
  // A spec sheet's products keep their names; its contact lines, the address as sheets write it.
  ...sampleProducts.map((product) => product.name),
  sheetAddress,
  sheetWebsite,
  'EC',
  'HACCP',
  'HALAL',
  'ISO',
  'KOH',
  'PDF',
  'ADRA',
  'Silver Tips',
  'Golden Tips',
  'FCL',
  'LCL',
  'FCA',
  'USD',
  'UCP',
  'URC',
  'CAD',
  'GMP',
].sort((a, b) => b.length - a.length);

/**
 * The page's words a reader meets, on screen or read aloud: its text and the names given in
 * attributes, leaving out what is marked as another language (the switch's 'English').
 */
async function wordsOf(page: Page): Promise<string> {
  return page.evaluate(() => {
    const pageLanguage = document.documentElement.lang;
    const inOtherLanguage = (element: Element | null) => {
      const marked = element?.closest('[lang]');
      return (
        marked !== null && marked !== undefined && marked.getAttribute('lang') !== pageLanguage
      );
    };
    const words: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || inOtherLanguage(parent) || parent.closest('script, style')) continue;
      words.push(node.textContent ?? '');
    }
    for (const element of document.querySelectorAll(
      '[aria-label], [alt], [title], [placeholder]',
    )) {
      if (inOtherLanguage(element)) continue;
      for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
        words.push(element.getAttribute(name) ?? '');
      }
    }
    const description = document.querySelector('meta[name="description"]');
    words.push(description?.getAttribute('content') ?? '');
    return words.join(' ');
  });
}

/** A twin's checks run without script only where tests/e2e/audited-pages.ts asks for it. */
const checkedInThisProject = (path: string, testInfo: TestInfo) =>
  javaScriptEnabled(testInfo) || checkedWithoutScript(path);

/**
 * Codes written in capitals (standards such as ISO and HACCP, grade codes, certificate numbers)
 * stay as written in every language, as the glossary says, except those it has each language
 * write its own way (CIS, UAE, PDF…).
 */
const translatedCodes = new Set<string>(
  (
    JSON.parse(
      fs.readFileSync(new URL('../../app/locales/glossary.json', import.meta.url), 'utf8'),
    ) as { codes: { translated: string[] } }
  ).codes.translated,
);

function englishLeftIn(words: string): string[] {
  // Names first, whole ('BOP Fannings'), then the codes left ('BOP' alone).
  let rest = words;
  for (const name of namesAndCodes) rest = rest.split(name).join(' ');
  rest = rest.replace(/\b[A-Z][A-Z0-9]+\b/g, (code) => (translatedCodes.has(code) ? code : ' '));
  return [...rest.matchAll(/[A-Za-z]{2,}(?:[\s,.:;'-]+[A-Za-z]{2,})*/g)].map((match) => match[0]);
}

/** The translated pages, and one page standing for each translated dynamic route. */
const twinPaths = [...translatedPaths, ...translatedPathPatterns.map(({ example }) => example)];

test.describe('pages in Arabic and Russian', () => {
  for (const englishPath of twinPaths) {
    for (const language of prefixedLanguages) {
      const path = localizedPath(englishPath as `/${string}`, language);
      const query = newsletterLinkQuery(englishPath);

      test(`${path} is in ${language}, with its direction, no English left, and names each language's page`, async ({
        page,
      }, testInfo) => {
        test.skip(!checkedInThisProject(path, testInfo), 'a twin: with script');
        const response = await page.goto(`${path}${query}`);
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.locator('html')).toHaveAttribute('dir', languages[language].direction);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        expect(englishLeftIn(await wordsOf(page))).toEqual([]);
        // What search engines show of the page: its breadcrumbs' names and the share picture's.
        const breadcrumbNames = await page.evaluate(() =>
          [...document.querySelectorAll('script[type="application/ld+json"]')]
            .flatMap((script) => {
              const graph = (JSON.parse(script.textContent ?? '{}') as { '@graph'?: unknown[] })[
                '@graph'
              ];
              return Array.isArray(graph) ? graph : [];
            })
            .flatMap((node) => {
              const list = node as { '@type'?: string; itemListElement?: { name: string }[] };
              return list['@type'] === 'BreadcrumbList' ? (list.itemListElement ?? []) : [];
            })
            .map((item) => item.name),
        );
        // A newsletter link's page is no public page: it has no breadcrumbs.
        if (englishPath !== '/' && !query) expect(breadcrumbNames).not.toEqual([]);
        const imageAlt = await page
          .locator('meta[property="og:image:alt"]')
          .getAttribute('content');
        expect(englishLeftIn([...breadcrumbNames, imageAlt].join(' '))).toEqual([]);
        // It names each language's page, to search engines and in its switch.
        if (query) {
          // One address's link: no search engine is told of it, in any language.
          await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
          await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
        } else {
          const alternates = await page
            .locator('link[rel="alternate"][hreflang]')
            .evaluateAll((links) =>
              links.map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`),
            );
          const site = new URL(
            (await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '',
          ).origin;
          expect(alternates).toEqual([
            `en ${site}${englishPath}`,
            ...prefixedLanguages.map(
              (code) => `${code} ${site}${localizedPath(englishPath as `/${string}`, code)}`,
            ),
            `x-default ${site}${englishPath}`,
          ]);
          await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
            'href',
            `${site}${path}`,
          );
        }
        const switcher = page.getByRole('navigation', {
          name: texts[language].common.language.label,
        });
        const english = switcher.getByRole('link', { name: 'English' });
        await expect(english).toHaveAttribute('hreflang', 'en');
        await expect(english).toHaveAttribute('href', `${englishPath}${query}`);
        for (const other of prefixedLanguages.filter((code) => code !== language)) {
          await expect(switcher.getByRole('link', { name: languages[other].name })).toHaveAttribute(
            'href',
            `${localizedPath(englishPath as `/${string}`, other)}${query}`,
          );
        }
      });

      if (checkedWithoutScript(path)) {
        // Following the switch, with and without script, once: every page's switch is the same.
        test(`${path}: the switch leads to English and back`, async ({ page, baseURL }) => {
          await page.goto(`${path}${query}`);
          const english = page
            .getByRole('navigation', { name: texts[language].common.language.label })
            .getByRole('link', { name: 'English' });
          await click(english);
          await expect(page).toHaveURL(`${baseURL}${englishPath}${query}`);
          await expect(page.locator('html')).toHaveAttribute('lang', 'en');
          await click(
            page
              .getByRole('navigation', { name: 'Language' })
              .getByRole('link', { name: languages[language].name }),
          );
          await expect(page).toHaveURL(`${baseURL}${path}${query}`);
          await expect(page.locator('html')).toHaveAttribute('dir', languages[language].direction);
        });
      }
    }
  }

  test('a page not yet translated has no twin, and no link or alternate names one', async ({
    page,
  }) => {
    // A public page not yet in the list (the home page aside, whose twin is /ar).
    const untranslated = publicPages.find(
      (candidate) => candidate.path !== '/' && !translatedPaths.includes(candidate.path),
    )?.path as `/${string}` | undefined;
    test.skip(untranslated === undefined, 'every page is translated');
    if (untranslated === undefined) return;
    for (const language of prefixedLanguages) {
      const response = await page.goto(localizedPath(untranslated, language));
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        texts[language].common.notFound.title,
      );
    }
    await page.goto(untranslated);
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Language' })).toHaveCount(0);
  });

  for (const path of ['/xx/contact', '/en/contact']) {
    test(`${path} is not a page`, async ({ page }) => {
      expect((await page.goto(path))?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });
  }
});

test.describe('the contact form in Arabic and Russian', () => {
  for (const language of prefixedLanguages) {
    const { contact, forms, products } = texts[language];
    const labels = forms.contactForm;

    test(`${language}: starts with the product or the collection's tea asked about, in ${language}`, async ({
      page,
    }) => {
      // Product 2 is the seeded Uva Highland BOP, a black tea.
      await page.goto(`/${language}/contact?product=2`);
      await expect(page.getByLabel(labels.message, { exact: true })).toHaveValue(
        contact.prefill.product
          .replace('{{name}}', 'Uva Highland BOP')
          .replace('{{category}}', products.categories['black-tea']),
      );
      await page.goto(`/${language}/contact?item=green-tea/green-tea-gp`);
      const message = await page.getByLabel(labels.message, { exact: true }).inputValue();
      expect(message).toContain('GREEN TEA GP');
      expect(message).not.toMatch(/would like|collection/i);
    });

    test(`${language}: says what is wrong with each field in ${language}`, async ({
      page,
    }, testInfo) => {
      await page.goto(`/${language}/contact`);
      await waitForHydration(page, testInfo);
      await page.getByLabel(labels.name).fill('A');
      await page.getByLabel(labels.email).fill('not-an-email');
      await page.getByLabel(labels.message, { exact: true }).fill('short');
      await click(page.getByRole('button', { name: labels.submit }));
      for (const message of [
        forms.form.validation.name,
        forms.form.validation.email,
        forms.form.validation.subject,
        forms.form.validation.message,
      ]) {
        await expect(page.getByText(message)).toBeVisible();
      }
      await expect(page.locator('html')).toHaveAttribute('lang', language);
    });

    test(`${language}: sends a message and says so in ${language}`, async ({ page }, testInfo) => {
      const marker = uniqueMarker(testInfo);
      const message = `${language === 'ar' ? 'نرجو عرض سعر لطنين من شاي BOP' : 'Просим прислать цену на 2 тонны BOP'} ${marker}`;
      await page.goto(`/${language}/contact`);
      await waitForHydration(page, testInfo);
      await page.getByLabel(labels.name).fill(language === 'ar' ? 'أحمد الكعبي' : 'Иван Петров');
      await page.getByLabel(labels.email).fill('buyer@example.com');
      await page.getByLabel(labels.subject).selectOption('wholesale');
      await page.getByLabel(labels.message, { exact: true }).fill(message);
      await click(page.getByRole('button', { name: labels.submit }));
      const notice = page.getByRole('status').filter({ hasText: forms.notices.contactSent.title });
      await expect(notice).toContainText(forms.notices.contactSent.description);
      await expect(page).toHaveURL(
        javaScriptEnabled(testInfo)
          ? `/${language}/contact`
          : `/${language}/contact?sent=contact#main`,
      );
      // Stored once, with the page's language: from the URL without script, sent with the JSON
      // with it.
      await expect
        .poll(() =>
          queryTestDatabase<{ message: string; language: string }>(
            'select message, language from contact_messages where message = ?',
            message,
          ),
        )
        .toEqual([{ message, language }]);
    });
  }
});

test.describe('the request form in Arabic and Russian', () => {
  for (const language of prefixedLanguages) {
    const { forms, request } = texts[language];
    const labels = request.form;
    const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

    test(`${language}: says what is wrong with each field in ${language}`, async ({
      page,
    }, testInfo) => {
      await page.goto(`/${language}/request?kind=quote&tea=grade:bop`);
      await waitForHydration(page, testInfo);
      await field(page, labels.quantity).fill('1e3');
      await field(page, labels.company).fill('A');
      await field(page, labels.email).fill('not-an-email');
      await click(page.getByRole('button', { name: labels.submit }));
      for (const message of [
        request.validation.quantityFormat,
        request.validation.packing,
        request.validation.incoterm,
        request.validation.destinationPort,
        request.validation.destinationCountry,
        request.validation.company,
        forms.form.validation.email,
        forms.form.validation.message,
      ]) {
        await expect(page.getByText(message, { exact: true })).toBeVisible();
      }
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(field(page, labels.quantity)).toHaveValue('1e3');
    });

    test(`${language}: sends a request and says so in ${language}`, async ({ page }, testInfo) => {
      const company = `${language === 'ar' ? 'شركة الخليج للشاي' : 'ООО Чайный дом'} ${uniqueMarker(testInfo)}`;
      await page.goto(`/${language}/request?kind=quote&tea=grade:bop`);
      await waitForHydration(page, testInfo);
      await field(page, labels.quantity).fill('2.5');
      await field(page, labels.unit).selectOption('tonnes');
      await field(page, labels.packing).selectOption('paper-sacks');
      await field(page, labels.incoterm).selectOption('cif');
      await field(page, labels.destinationPort).fill(
        language === 'ar' ? 'جبل علي' : 'Новороссийск',
      );
      await field(page, labels.destinationCountry).selectOption(language === 'ar' ? 'AE' : 'RU');
      await field(page, labels.company).fill(company);
      await field(page, labels.name).fill(language === 'ar' ? 'أحمد الكعبي' : 'Иван Петров');
      await field(page, labels.email).fill('buyer@example.com');
      await field(page, labels.message).fill(
        language === 'ar'
          ? 'نرجو عرض سعر لشاي BOP مع مواعيد التسليم.'
          : 'Просим коммерческое предложение на BOP со сроками поставки.',
      );
      await click(page.getByRole('button', { name: labels.submit }));
      const notice = page.getByRole('status').filter({ hasText: forms.notices.requestSent.title });
      await expect(notice).toContainText(forms.notices.requestSent.description);
      await expect(page).toHaveURL(
        javaScriptEnabled(testInfo)
          ? `/${language}/request?kind=quote&tea=grade:bop`
          : `/${language}/request?sent=request#main`,
      );
      await expect
        .poll(() =>
          queryTestDatabase<{ quantity: number; unit: string; destination_country: string }>(
            'select quantity, unit, destination_country from buyer_requests where company = ?',
            company,
          ),
        )
        .toEqual([
          { quantity: 2.5, unit: 'tonnes', destination_country: language === 'ar' ? 'AE' : 'RU' },
        ]);
    });
  }
});

test.describe('numbers and addresses in Arabic', () => {
  // Written left to right inside right-to-left lines: '+94 11 234 5678' would otherwise show its
  // groups backwards ('5678 234 11 94+'), and an e-mail address typed into a form would jumble.
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'the same layout either way');

  test('phone numbers in the header, footer and contact details, and the e-mail and phone fields, run left to right', async ({
    page,
  }) => {
    for (const path of ['/ar/contact', '/ar/request']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const directions = await page.evaluate(() => {
        const phoneTexts = [...document.querySelectorAll('a[href^="tel:"]')].flatMap((link) =>
          [...link.querySelectorAll('*'), link].filter((element) =>
            [...element.childNodes].some(
              (node) => node.nodeType === Node.TEXT_NODE && /\d/.test(node.textContent ?? ''),
            ),
          ),
        );
        const fields = [...document.querySelectorAll('input[type="email"], input[type="tel"]')];
        return [...phoneTexts, ...fields].map((element) => ({
          what: element.outerHTML.slice(0, 80),
          direction: getComputedStyle(element).direction,
        }));
      });
      expect(directions.length, path).toBeGreaterThan(2);
      for (const { what, direction } of directions)
        expect(direction, `${path}: ${what}`).toBe('ltr');
    }
  });
});
