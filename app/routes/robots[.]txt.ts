import type { LoaderFunctionArgs } from '@remix-run/node';
import { respondAndKeep } from '~/lib/page-cache.server';
import { siteUrl } from '~/lib/site-url.server';

/** Crawl every page; the JSON API is for the site's own scripts and integrations. */
export function loader({ request }: LoaderFunctionArgs) {
  const text = [
    'User-agent: *',
    'Disallow: /api/',
    '',
    `Sitemap: ${siteUrl()}/sitemap.xml`,
    '',
  ].join('\n');
  const headers = new Headers({ 'Content-Type': 'text/plain; charset=utf-8' });
  return respondAndKeep(request, text, 200, headers);
}
