import { gradePages } from '~/config/grade-pages';
import { productPath, productSpecSheetPath, publicPages } from '~/config/public-routes';
import { listProductsByCategory } from '~/features/catalogue/products.server';
import { productSpecSheetLinks } from '~/features/spec-sheets/sheets.server';
import { siteUrl } from '~/config/site-url.server';
import { defaultLanguage, languageCodes, localizedPath, type Language } from '~/i18n/languages';
import { hasTwin } from '~/i18n/translated-pages';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * A page's entry in each of its languages, each naming all of them and English as the default
 * (hreflang in a sitemap, as search engines read it): a page in English only is one plain entry.
 */
function entriesOf(base: string, englishPath: `/${string}`): string[] {
  const pageLanguages = languageCodes.filter((language) => hasTwin(englishPath, language));
  const address = (language: Language) =>
    escapeXml(`${base}${localizedPath(englishPath, language)}`);
  if (pageLanguages.length === 1) return [`  <url><loc>${address(defaultLanguage)}</loc></url>`];
  const alternates = [
    ...pageLanguages.map(
      (language) =>
        `    <xhtml:link rel="alternate" hreflang="${language}" href="${address(language)}"/>`,
    ),
    `    <xhtml:link rel="alternate" hreflang="x-default" href="${address(defaultLanguage)}"/>`,
  ];
  return pageLanguages.map((language) =>
    [`  <url>`, `    <loc>${address(language)}</loc>`, ...alternates, `  </url>`].join('\n'),
  );
}

/**
 * Every public page, grade spec sheet, and product in the database with its spec sheet, each
 * in every language it is translated into.
 */
export function loader() {
  const base = siteUrl();
  const products = listProductsByCategory();
  const paths = [
    ...publicPages.map((page) => page.path),
    ...gradePages.map((page) => page.path),
    ...products.map((product) => productPath(product.id)),
    ...products
      .filter((product) => productSpecSheetLinks(product) !== undefined)
      .map((product) => productSpecSheetPath(product.id)),
  ];
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...paths.flatMap((path) => entriesOf(base, path)),
    '</urlset>',
    '',
  ].join('\n');
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
