import { siteUrl } from '~/config/site-url.server';

/** Crawl every page; the JSON API is for the site's own scripts and integrations. */
export function loader() {
  const text = [
    'User-agent: *',
    'Disallow: /api/',
    '',
    `Sitemap: ${siteUrl()}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(text, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
