import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { contentEncodings, type ContentEncoding } from './http-cache';

/**
 * Rendered pages (and API reads) kept in memory and served ahead of Remix (remix-handler.ts), so
 * a page that is the same for every visitor costs neither routing, loaders, React nor
 * compression on each request. Decision 005.
 *
 * Only shareable 200 answers to GET are kept, keyed by path and query (never by Host, which the
 * client chooses), and an entry is served only while the site's content is as it was when the
 * page's loaders read it (`generation`, db/page-content-version.ts).
 *
 * The cache is bounded by bytes, not entries: every kept byte (the body, its compressed copies,
 * the headers, the key) is counted, and the least recently used pages leave once the sum would
 * pass the bound, however many URLs a crawler invents. The bookkeeping is `lru-cache`'s
 * (`maxSize` with our `sizeCalculation`, decision 015); freshness (content generation and age)
 * is ours, checked on every read.
 */

/** A finished answer: its body and every header it was made with (CSP, caching, ETag). */
export type KeptAnswer = {
  status: number;
  headers: [string, string][];
  body: Buffer;
};

export type KeptPage = KeptAnswer & {
  /** The compressed copies of the body, made when the page was kept. */
  encoded: ReadonlyMap<ContentEncoding, Buffer>;
  generation: string;
  storedAt: number;
};

/** What a page shows besides data (the year in the footer) catches up within ten minutes. */
const maxAgeMilliseconds = 10 * 60_000;

/**
 * What an entry costs beyond its buffers and strings: the cache's slot, the objects and arrays
 * holding them, and each Buffer's own header. Measured with --expose-gc
 * (tests/unit/page-cache-memory.test.ts).
 */
export const entryOverheadBytes = 1024;

/**
 * Made once per page and content generation, so as strong as brotli goes: quality 11 makes home
 * 12.1 KB where Express's on-the-fly quality 4 makes 14.6 and quality 6 13.5, which with the
 * headers puts the document inside a connection's first round trip (14.6 KB, decision 031). It
 * costs about 100 ms of one thread-pool thread per page, once, which the page's first visitor
 * waits for: every answer, the first too, is the kept copy (remix-handler.ts).
 */
const compressors: Record<ContentEncoding, (raw: Buffer) => Promise<Buffer>> = {
  br: (raw) =>
    promisify(brotliCompress)(raw, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
  gzip: (raw) => promisify(gzip)(raw, { level: constants.Z_BEST_COMPRESSION }),
};

/** Strings are counted at two bytes a character, as V8 holds any that is not pure Latin-1. */
function stringBytes(text: string): number {
  return text.length * 2;
}

/** What an entry holds in memory, as counted against the bound. */
function entryBytes(key: string, entry: KeptPage): number {
  let bytes = entryOverheadBytes + stringBytes(key) + entry.body.byteLength;
  for (const copy of entry.encoded.values()) bytes += copy.byteLength;
  for (const [name, value] of entry.headers) bytes += stringBytes(name) + stringBytes(value);
  return bytes;
}

export type PageCache = ReturnType<typeof createPageCache>;

export function createPageCache({ maxBytes }: { maxBytes: number }) {
  // Least recently used out first; an entry larger than the whole bound is never kept.
  const entries = new LRUCache<string, KeptPage>({
    maxSize: maxBytes,
    sizeCalculation: (entry, key) => entryBytes(key, entry),
  });

  const isCurrent = (entry: KeptPage, generation: string, now: number) =>
    entry.generation === generation && now - entry.storedAt <= maxAgeMilliseconds;

  return {
    /** The page kept under `key` for this generation of the content, if any. */
    find(key: string, generation: string, now = Date.now()): KeptPage | undefined {
      // A hit becomes the most recently used; a page of other content, or too old, leaves.
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (isCurrent(entry, generation, now)) return entry;
      entries.delete(key);
      return undefined;
    },

    /**
     * Keeps an answer made from the content as it was at `generation`, with its compressed
     * copies; settles once it is kept (or found too large to keep).
     */
    async keep(key: string, generation: string, answer: KeptAnswer, now = Date.now()) {
      // Requests that missed together render together: the first to finish is kept.
      const keptAlready = () => {
        const current = entries.peek(key);
        return current !== undefined && isCurrent(current, generation, now);
      };
      if (keptAlready()) return;
      const encoded = new Map<ContentEncoding, Buffer>();
      for (const encoding of contentEncodings) {
        encoded.set(encoding, await compressors[encoding](answer.body));
      }
      if (keptAlready()) return;
      entries.set(key, { ...answer, encoded, generation, storedAt: now });
    },

    /** The bytes held, as counted against `maxBytes`. */
    keptBytes: () => entries.calculatedSize,
    size: () => entries.size,
  };
}
