import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { contentEncodings, isShareable, type ContentEncoding } from './http-cache.server';

/**
 * Rendered pages kept in memory, so a page that is the same for every visitor is rendered by
 * React, and compressed, once rather than on every request (together most of what a page costs).
 *
 * Only pages every visitor sees alike are kept (DESIGN.md 'Caching and personal data'): answers
 * to GETs without any cookie that render a 200 and set no cookie. Entries are keyed by path and
 * query, never by the Host header, which the client chooses.
 *
 * Loaders still run on every request, and an entry is used only while they return the same data
 * it was rendered from, so a change in the database shows on the very next request without any
 * write having to remember to clear the cache.
 */

/** A finished page: its HTML and every header it was sent with (CSP, caching, ETag). */
export interface RenderedPage {
  body: string;
  status: number;
  headers: [string, string][];
}

/** A kept page and the compressed copies made of it so far. */
export interface KeptPage {
  page: RenderedPage;
  encoded: ReadonlyMap<ContentEncoding, Uint8Array<ArrayBuffer>>;
}

interface Entry extends KeptPage {
  encoded: Map<ContentEncoding, Uint8Array<ArrayBuffer>>;
  loaderData: string;
  storedAt: number;
}

/** About 100 KB a page with its compressed copies: 20 MB at most, however many URLs a crawler invents. */
export const pageCacheCapacity = 200;
/** What a page shows besides loader data (the year in the footer) catches up within ten minutes. */
const maxAgeMilliseconds = 10 * 60_000;

/**
 * Made once per page, so stronger than Express's on-the-fly brotli (quality 4): quality 6 makes
 * pages about a tenth smaller for a few milliseconds; 11 would save another tenth for a
 * hundred times the work, on the thread pool that also reads static files. Until the copies
 * are ready, Express compresses on the fly as usual.
 */
const compressors: Record<ContentEncoding, (raw: Buffer) => Promise<Buffer>> = {
  br: (raw) =>
    promisify(brotliCompress)(raw, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 6,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
  gzip: (raw) => promisify(gzip)(raw, { level: constants.Z_BEST_COMPRESSION }),
};

/** Least recently used first: a Map keeps insertion order and a hit moves its entry to the end. */
const entries = new Map<string, Entry>();

/** The cache key of a request whose rendered page may be kept, or null. */
export function pageCacheKey(request: Request, status: number, headers: Headers): string | null {
  if (status !== 200 || !isShareable(request, status, headers)) return null;
  const url = new URL(request.url);
  return url.pathname + url.search;
}

/** Loader data is JSON here, so its serialisation tells whether a page would render the same. */
function serialise(loaderData: unknown): string {
  return JSON.stringify(loaderData);
}

function isExpired(entry: Entry, now: number): boolean {
  return now - entry.storedAt > maxAgeMilliseconds;
}

export function findRenderedPage(
  key: string,
  loaderData: unknown,
  now = Date.now(),
): KeptPage | undefined {
  const entry = entries.get(key);
  if (!entry) return undefined;
  entries.delete(key);
  if (isExpired(entry, now) || entry.loaderData !== serialise(loaderData)) {
    return undefined;
  }
  entries.set(key, entry);
  return entry;
}

/** Keeps a page; the returned promise settles once its compressed copies are made. */
export async function keepRenderedPage(
  key: string,
  loaderData: unknown,
  page: RenderedPage,
  now = Date.now(),
): Promise<void> {
  const serialised = serialise(loaderData);
  const current = entries.get(key);
  // Requests that missed together render together: the first to finish keeps the page.
  if (current && current.loaderData === serialised && !isExpired(current, now)) return;
  const entry: Entry = { page, encoded: new Map(), loaderData: serialised, storedAt: now };
  entries.delete(key);
  entries.set(key, entry);
  if (entries.size > pageCacheCapacity) {
    const oldest = entries.keys().next();
    if (!oldest.done) entries.delete(oldest.value);
  }
  const raw = Buffer.from(page.body, 'utf8');
  await Promise.all(
    contentEncodings.map(async (encoding) => {
      // A copy of its own, so the body does not share zlib's buffer pool.
      entry.encoded.set(encoding, Uint8Array.from(await compressors[encoding](raw)));
    }),
  );
}
