import type { RequestHandler } from 'express';
import { refuse } from './refusal';

/** The query string of a request target, parsed as the app (and Remix) parse it. */
function searchOf(target: string): URLSearchParams {
  const start = target.indexOf('?');
  return new URLSearchParams(start === -1 ? '' : target.slice(start + 1));
}

/**
 * `_data` is Remix's data request of before single fetch: our pages never make one, and an
 * unknown route id in it fails inside Remix with a 500. Parsed, not matched with a pattern, so
 * that it is found wherever it stands in the query string, under any method.
 */
export const legacyDataRequestGuard: RequestHandler = (request, response, next) => {
  if (!searchOf(request.originalUrl).has('_data')) return next();
  refuse(request, response, 400, 'This site does not answer ?_data requests.');
};

/**
 * Remix's own parameters, which no route reads but Remix does: of a single-fetch data request
 * (`/products.data?_routes=…`) and an index route (`?index`), and of lazy route discovery
 * (`/__manifest?p=/about&version=…`, the routes a client is about to navigate to: without them
 * Remix answers 204 and the client reloads the whole document instead of navigating).
 */
const remixParameters: ReadonlySet<string> = new Set(['_routes', 'index']);
const manifestPath = '/__manifest';
const manifestParameters: ReadonlySet<string> = new Set(['p', 'version']);

function readByRemix(pathname: string, name: string): boolean {
  return remixParameters.has(name) || (pathname === manifestPath && manifestParameters.has(name));
}

const dataSuffix = '.data';

/** Whether a path is Remix's single-fetch data of a page (`/products.data`), not a document. */
export function isPageDataPath(pathname: string): boolean {
  return pathname.endsWith(dataSuffix);
}

/** The page a single-fetch data request (`/products.data`, `/_root.data`) reads the data of. */
function pagePathOf(pathname: string): string {
  if (pathname === '/_root.data') return '/';
  return isPageDataPath(pathname) ? pathname.slice(0, -dataSuffix.length) : pathname;
}

/**
 * Drops from a GET or HEAD the query parameters its page does not read (the app says which,
 * app/config/search-parameters.ts), before the kept pages and Remix see it: `/about?x=1` is
 * `/about`, answered from the same kept page, so a random query string neither makes a render
 * (or draws a PDF) nor pushes real pages out of the cache. Posts keep their query as sent.
 */
export function dropUnreadSearchParameters(
  searchParametersRead: (pathname: string) => ReadonlySet<string>,
): RequestHandler {
  return (request, _response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const target = request.originalUrl;
    const start = target.indexOf('?');
    if (start === -1) return next();
    const pathname = target.slice(0, start);
    const read = searchParametersRead(pagePathOf(pathname));
    const given = [...searchOf(target)];
    const kept = given.filter(([name]) => read.has(name) || readByRemix(pathname, name));
    if (kept.length === given.length && start < target.length - 1) return next();
    const search = new URLSearchParams(kept).toString();
    request.url = request.originalUrl = search ? `${pathname}?${search}` : pathname;
    next();
  };
}
