import { productPath, publicPages } from '~/config/public-routes';
import { listProductsByCategory } from '~/lib/products.server';
import { siteUrl } from '~/lib/site-url.server';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Every public page and every product in the database, for search engines. */
export function loader() {
  const base = siteUrl();
  const paths = [
    ...publicPages.map((page) => page.path),
    ...listProductsByCategory().map((product) => productPath(product.id)),
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
