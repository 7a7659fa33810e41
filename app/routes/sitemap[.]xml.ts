import { gradePages } from '~/config/grade-pages';
import { productPath, productSpecSheetPath, publicPages } from '~/config/public-routes';
import { listProductsByCategory } from '~/features/catalogue/products.server';
import { productSpecSheetLinks } from '~/features/spec-sheets/sheets.server';
import { siteUrl } from '~/config/site-url.server';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Every public page, grade spec sheet, and product in the database with its spec sheet. */
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
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map((path) => `  <url><loc>${escapeXml(`${base}${path}`)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
}
