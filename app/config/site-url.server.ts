import { site } from '~/config/site';

/**
 * The public address of the site, without a trailing slash: `SITE_URL` (a staging host, say),
 * else the company's own address. Canonical links, Open Graph, the sitemap and robots.txt are
 * built on it, never on the Host header a client sends. A value that is not an http(s) URL
 * falls back to the default rather than publishing broken links.
 */
export function siteUrl(): string {
  const configured = process.env.SITE_URL?.trim() ?? '';
  return (isHttpUrl(configured) ? configured : site.url).replace(/\/+$/, '');
}

function isHttpUrl(text: string): boolean {
  try {
    const { protocol } = new URL(text);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
