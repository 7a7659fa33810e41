import type { RequestHandler } from 'express';

/**
 * The one path of a page: lower case, no trailing slash, no repeated slash. Every route of the
 * site is spelled so (app/routes), and one URL a page keeps search engines and caches from
 * splitting it in two.
 */
export function canonicalPath(path: string): string {
  const single = path
    .replace(/\/{2,}/g, '/')
    // Letters, not percent escapes: `%C3%A9` and `%c3%a9` are the same, and browsers send the first.
    .replace(/%[0-9A-Fa-f]{2}|[A-Z]+/g, (match) =>
      match.startsWith('%') ? match : match.toLowerCase(),
    );
  return single.length > 1 ? single.replace(/\/+$/, '') : single;
}

/**
 * A GET or HEAD of a path spelled otherwise (`/About`, `/contact/`, `/products/1/`) answers 301
 * to the canonical path with the query kept. Static files are answered before this runs, so
 * fingerprinted names with capitals are never touched.
 */
export const canonicalRedirect: RequestHandler = (request, response, next) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return next();
  const url = request.originalUrl;
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const canonical = canonicalPath(path);
  // A backslash after the first slash reads as `//` to browsers: never a redirect target.
  if (canonical === path || path.includes('\\')) return next();
  const query = queryStart === -1 ? '' : url.slice(queryStart);
  response.set('Cache-Control', 'public, max-age=3600').redirect(301, canonical + query);
};
