import { environment } from './environment.server';

/**
 * The public address of the site, without a trailing slash: `SITE_URL` (a staging host, say),
 * else the company's own address. Canonical links, Open Graph, the sitemap and robots.txt are
 * built on it, never on the Host header a client sends. A value that is not an http(s) URL
 * stops the server at start (app/config/environment.server.ts) rather than publishing the
 * production domain from a staging host.
 */
export function siteUrl(): string {
  return environment().SITE_URL;
}
