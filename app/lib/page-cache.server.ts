import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type BetterSqlite3 from 'better-sqlite3';
import { getDatabase } from '../../db/client';
import {
  applyCachePolicy,
  chooseEncoding,
  conditionalResponse,
  contentEncodings,
  isShareable,
  matchesIfNoneMatch,
  type ContentEncoding,
} from './http-cache.server';

/**
 * Rendered pages (and API reads) kept in memory and served by server.js ahead of Remix, so a page
 * that is the same for every visitor costs neither routing, loaders, React nor compression on
 * each request.
 *
 * Only pages every visitor sees alike are kept (DESIGN.md 'Caching and personal data'): answers
 * to GETs without any cookie that render a 200 and set no cookie; and only such requests are
 * answered from it. Entries are keyed by path and query, never by the Host header, which the
 * client chooses.
 *
 * A page is served only while the database is as it was when the page's loaders read it: any
 * commit, by this server or by another connection (an operator's sqlite3), makes every page
 * render afresh on its next request, with no write having to remember to clear the cache.
 */

/** A finished page or API read: its body and every header it was made with (CSP, caching, ETag). */
export interface KeptAnswer {
  body: string;
  status: number;
  headers: [string, string][];
}

interface Entry {
  answer: KeptAnswer;
  /** The body as sent without compression, and the compressed copies made so far. */
  bodies: Map<ContentEncoding | 'identity', Buffer>;
  generation: string;
  storedAt: number;
}

/** About 100 KB a page with its compressed copies: 20 MB at most, however many URLs a crawler invents. */
export const pageCacheCapacity = 200;
/** What a page shows besides data (the year in the footer) catches up within ten minutes. */
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

const generationStatements = new WeakMap<
  BetterSqlite3.Database,
  BetterSqlite3.Statement<[], string>
>();

/**
 * Changes with every commit to the database: `data_version` counts other connections' commits,
 * `total_changes()` this connection's rows written. One cheap query.
 */
export function databaseGeneration(): string {
  const connection = getDatabase().$client;
  let statement = generationStatements.get(connection);
  if (!statement) {
    statement = connection
      .prepare<[], string>(
        "select (select data_version from pragma_data_version) || ':' || total_changes()",
      )
      .pluck();
    generationStatements.set(connection, statement);
  }
  return statement.get() ?? '';
}

/**
 * The generation read when the request came in, before its loaders read the database, so a
 * commit landing while the page renders leaves the page marked as older than that commit.
 */
const generationAtRequest = new AsyncLocalStorage<string>();

function isExpired(entry: Entry, now: number): boolean {
  return now - entry.storedAt > maxAgeMilliseconds;
}

/** The key of a page: its path and query (a request's URL may be absolute or not). */
function pathAndQuery(url: string): string {
  const { pathname, search } = new URL(url, 'http://localhost');
  return pathname + search;
}

/** The cache key under which an answer may be kept, or null. */
export function pageCacheKey(request: Request, status: number, headers: Headers): string | null {
  if (status !== 200 || !isShareable(request, status, headers)) return null;
  return pathAndQuery(request.url);
}

export function findKeptAnswer(
  key: string,
  generation: string,
  now = Date.now(),
): Entry | undefined {
  const entry = entries.get(key);
  if (!entry) return undefined;
  entries.delete(key);
  if (isExpired(entry, now) || entry.generation !== generation) return undefined;
  entries.set(key, entry);
  return entry;
}

/**
 * Keeps an answer made from the database as it was at `generation`; the returned promise
 * settles once its compressed copies are made.
 */
export async function keepAnswer(
  key: string,
  generation: string,
  answer: KeptAnswer,
  now = Date.now(),
): Promise<void> {
  const current = entries.get(key);
  // Requests that missed together render together: the first to finish is kept.
  if (current && current.generation === generation && !isExpired(current, now)) return;
  const raw = Buffer.from(answer.body, 'utf8');
  const entry: Entry = { answer, bodies: new Map([['identity', raw]]), generation, storedAt: now };
  entries.delete(key);
  entries.set(key, entry);
  if (entries.size > pageCacheCapacity) {
    const oldest = entries.keys().next();
    if (!oldest.done) entries.delete(oldest.value);
  }
  await Promise.all(
    contentEncodings.map(async (encoding) => {
      entry.bodies.set(encoding, await compressors[encoding](raw));
    }),
  );
}

/**
 * Answers with the caching policy applied (app/lib/http-cache.server.ts) and, when every visitor
 * would get the same, keeps the answer for keptPagesMiddleware to give the next request. It is
 * kept only when the request came through that middleware, which read the database generation
 * before the loaders ran.
 */
export function respondAndKeep(
  request: Request,
  body: string,
  status: number,
  headers: Headers,
): Response {
  applyCachePolicy(request, body, status, headers);
  const generation = generationAtRequest.getStore();
  const key = pageCacheKey(request, status, headers);
  if (generation !== undefined && key !== null) {
    keepAnswer(key, generation, { body, status, headers: [...headers] }).catch((error: unknown) => {
      console.error('Could not compress a kept answer; it is compressed on the fly instead', error);
    });
  }
  return conditionalResponse(request, body, status, headers);
}

function send(request: IncomingMessage, response: ServerResponse, entry: Entry): void {
  const headers = new Headers(entry.answer.headers);
  if (matchesIfNoneMatch(request.headers['if-none-match'] ?? null, headers.get('ETag') ?? '')) {
    headers.delete('Content-Type');
    response.writeHead(304, Object.fromEntries(headers));
    response.end();
    return;
  }
  const ready = contentEncodings.filter((encoding) => entry.bodies.has(encoding));
  const encoding = chooseEncoding(request.headers['accept-encoding'] ?? null, ready);
  const body = entry.bodies.get(encoding ?? 'identity');
  // Express's compression passes a body that already has a Content-Encoding through as it is.
  if (encoding) headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(body?.byteLength ?? 0));
  response.writeHead(entry.answer.status, Object.fromEntries(headers));
  response.end(body);
}

/**
 * Express middleware of server.js, after static files and before Remix: answers an anonymous
 * GET from a kept page while the database is unchanged, else hands the request on with the
 * database generation its page will be kept under.
 */
export function keptPagesMiddleware(
  request: IncomingMessage,
  response: ServerResponse,
  next: () => void,
): void {
  const anonymousRead =
    (request.method === 'GET' || request.method === 'HEAD') && request.headers.cookie === undefined;
  if (!anonymousRead) return next();
  const generation = databaseGeneration();
  const entry = findKeptAnswer(pathAndQuery(request.url ?? '/'), generation);
  if (entry) send(request, response, entry);
  else generationAtRequest.run(generation, next);
}
