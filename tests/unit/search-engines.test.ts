// What search engines read: sitemap.xml, robots.txt, the web app manifest and the JSON-LD.
import { afterEach, describe, expect, it } from 'vitest';
import { publicPages } from '~/config/public-routes';
import { teaGrades } from '~/content/tea-grades';
import { site } from '~/config/site';
import { listProductsByCategory } from '~/features/catalogue/products.server';
import { siteUrl } from '~/config/site-url.server';
import {
  breadcrumbListNode,
  breadcrumbTrail,
  jsonLdDocument,
  organizationNode,
  productNode,
} from '~/seo/structured-data';
import { loader as robotsLoader } from '~/routes/robots[.]txt';
import { loader as manifestLoader } from '~/routes/site[.]webmanifest';
import { loader as sitemapLoader } from '~/routes/sitemap[.]xml';
import { localizedPath, prefixedLanguages } from '~/i18n/languages';
import { hasTwin } from '~/i18n/translated-pages';

const originalSiteUrl = process.env.SITE_URL;
afterEach(() => {
  if (originalSiteUrl === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = originalSiteUrl;
});

describe('the site address', () => {
  it('is SITE_URL without a trailing slash, else the company address', () => {
    process.env.SITE_URL = 'https://staging.example.com/';
    expect(siteUrl()).toBe('https://staging.example.com');
    delete process.env.SITE_URL;
    expect(siteUrl()).toBe(site.url);
  });

  it('refuses a SITE_URL that is not an http(s) address, rather than publishing the default', () => {
    for (const value of ['staging.example.com', 'javascript:alert(1)', 'ftp://tea.example']) {
      process.env.SITE_URL = value;
      expect(() => siteUrl()).toThrow(/^SITE_URL=.* is not an http:\/\/ or https:\/\/ address$/);
    }
    process.env.SITE_URL = ' ';
    expect(siteUrl()).toBe(site.url);
  });
});

describe('sitemap.xml', () => {
  it('lists every public page, the six collections, the grade spec sheets and every product with its spec sheet', async () => {
    process.env.SITE_URL = 'https://tea.example';
    const response = sitemapLoader();
    expect(response.headers.get('Content-Type')).toContain('application/xml');
    const xml = await response.text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const products = listProductsByCategory();
    expect(products.length).toBeGreaterThan(0);
    // A page with twins is listed in English and then in each of its languages.
    const inEveryLanguage = (path: string) =>
      hasTwin(path, prefixedLanguages[0]!)
        ? prefixedLanguages.reduce(
            (entries, language) => [
              ...entries,
              `https://tea.example${localizedPath(path as `/${string}`, language)}`,
            ],
            [`https://tea.example${path}`],
          )
        : [`https://tea.example${path}`];
    expect(locations).toEqual([
      ...publicPages.flatMap((page) => inEveryLanguage(page.path)),
      ...teaGrades.flatMap((grade) => inEveryLanguage(`/tea-grades/${grade.slug}`)),
      ...products.flatMap((product) => inEveryLanguage(`/products/${product.id}`)),
      // Every seeded product has spec facts, so every one has a spec sheet.
      ...products.flatMap((product) => inEveryLanguage(`/products/${product.id}/spec-sheet`)),
    ]);
    // Six collections in English; their translated twins follow each (translatedPaths).
    expect(
      locations.filter((location) => location?.startsWith('https://tea.example/products/premium/')),
    ).toHaveLength(6);
  });
});

describe('sitemap.xml in several languages', () => {
  it('names, on each language of a translated page, all of them and English as the default', async () => {
    process.env.SITE_URL = 'https://tea.example';
    const xml = await sitemapLoader().text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? '');
    const contact = entries.filter((entry) =>
      /<loc>https:\/\/tea\.example(\/\w\w)?\/contact<\/loc>/.test(entry),
    );
    expect(contact).toHaveLength(3);
    for (const entry of contact) {
      const alternates = [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(
        (match) => `${match[1]} ${match[2]}`,
      );
      expect(alternates).toEqual([
        'en https://tea.example/contact',
        'ar https://tea.example/ar/contact',
        'ru https://tea.example/ru/contact',
        'x-default https://tea.example/contact',
      ]);
    }
    // A page not yet translated is named once, in English, with no alternates.
    const untranslated = publicPages.find((page) => page.path !== '/' && !hasTwin(page.path, 'ar'));
    if (untranslated) {
      const entry = entries.filter((candidate) => candidate.includes(`${untranslated.path}</loc>`));
      expect(entry).toEqual([`<loc>https://tea.example${untranslated.path}</loc>`]);
    }
  });
});

describe('robots.txt', () => {
  it('allows crawling the pages and names the sitemap', async () => {
    process.env.SITE_URL = 'https://tea.example';
    const text = await robotsLoader().text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).not.toMatch(/^Disallow: \/$/m);
    expect(text).toMatch(/^Sitemap: https:\/\/tea\.example\/sitemap\.xml$/m);
  });
});

describe('site.webmanifest', () => {
  it('names the company and lists PNG icons of 192 and 512 pixels', async () => {
    const manifest = (await manifestLoader().json()) as {
      name: string;
      icons: { src: string; sizes: string }[];
    };
    expect(manifest.name).toBe(site.brand);
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['any', '192x192', '512x512']);
  });
});

describe('JSON-LD', () => {
  const base = 'https://tea.example';

  it('breadcrumbs a product under Products, skipping levels that are not pages', () => {
    expect(breadcrumbTrail('/products/3', 'Nuwara Eliya Green').map((page) => page.name)).toEqual([
      'Home',
      'Products',
      'Nuwara Eliya Green',
    ]);
    expect(breadcrumbTrail('/products/premium/black-tea').map((page) => page.path)).toEqual([
      '/',
      '/products',
      '/products/premium/black-tea',
    ]);
    const list = breadcrumbListNode(base, breadcrumbTrail('/tea-grades'));
    expect(list).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: `${base}/` },
        { position: 2, name: 'Tea Grades', item: `${base}/tea-grades` },
      ],
    });
  });

  it('describes the company and a product with absolute addresses', () => {
    expect(organizationNode(base)).toMatchObject({
      '@type': 'Organization',
      name: site.brand,
      url: `${base}/`,
      logo: expect.stringMatching(/^https:\/\/tea\.example\/.+\.png$/),
    });
    const product = {
      id: 4,
      name: 'Tea',
      description: 'A cup.',
      category: 'Black Tea',
      imageUrl: '/images/p.svg',
    };
    expect(productNode(base, product)).toMatchObject({
      '@type': 'Product',
      url: `${base}/products/4`,
      image: `${base}/images/p.svg`,
    });
  });

  it('cannot close its own script element', () => {
    const text = jsonLdDocument([{ name: '</script><script>alert(1)</script>' }]);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({
      '@context': 'https://schema.org',
      '@graph': [{ name: '</script><script>alert(1)</script>' }],
    });
  });
});
