import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import fresh from 'fresh';

/**
 * The caching policy of every answer the app renders (pages, page data, API reads, sitemap),
 * applied in one place as the answer leaves the server. Static files are static-files.ts's.
 *
 * docs/architecture.md 'Caching and personal data': the site sets no cookie and nothing that
 * belongs to one visitor is ever stored by a shared cache. Pages are rendered whole with
 * hash-based CSP, so the same page always has the same bytes and can be validated with an ETag.
 */

/**
 * A shared cache (CDN) may serve the answer for a minute and, while it revalidates, for ten more;
 * browsers always revalidate, which the ETag makes a cheap 304.
 */
export const sharedCacheControl = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

/**
 * Nobody may store it: it answers a submission, or is a passing error. The app marks its own
 * such answers with the same value (app/http/json-response.server.ts; a unit test holds the two
 * equal, since server/ imports no value from the app).
 */
export const personalCacheControl = 'private, no-store';

/** 404s are as stable as pages (and as cheap to serve again); other errors must not stick. */
const shareableStatuses: ReadonlySet<number> = new Set([200, 404]);

/**
 * Whether an answer is the same for everyone who asks for its URL: a read that succeeded or
 * found nothing, setting no cookie, and not marked by the app itself (an API error, say).
 */
export function isShareable(method: string, status: number, headers: Headers): boolean {
  return (
    (method === 'GET' || method === 'HEAD') &&
    shareableStatuses.has(status) &&
    !headers.has('Set-Cookie') &&
    !headers.has('Cache-Control')
  );
}

/**
 * The entity tag of a body. Weak, because the same entity goes out gzipped or brotli-encoded
 * under one tag, which a strong tag forbids (byte-for-byte equality); If-None-Match compares
 * weakly anyway, so revalidation works the same.
 */
export function entityTag(body: Uint8Array): string {
  // 128 bits of SHA-256 keep collisions out of reach and the header short.
  const digest = createHash('sha256').update(body).digest().subarray(0, 16);
  return `W/"${digest.toString('base64url')}"`;
}

/**
 * Whether the client holds the answer already, so a 304 may stand for it: `If-None-Match` names
 * its tag. `fresh`, as Express's static files use it: weak comparison (RFC 9110 §13.1.2, `W/`
 * is ignored on either side), a list or `*`; `If-Modified-Since` alone never matches, since no
 * answer here carries `Last-Modified`. A request with `Cache-Control: no-cache` always gets the
 * whole answer (decision 015).
 */
export function isFresh(requestHeaders: IncomingHttpHeaders, tag: string | null): boolean {
  return tag !== null && tag !== '' && fresh(requestHeaders, { etag: tag });
}

/**
 * Sets the caching headers of an answer whose whole body we have: `Cache-Control` (unless the
 * app chose one) and, on a shareable 200, an ETag. Returns whether the answer is shareable.
 */
export function applyCachePolicy(
  method: string,
  status: number,
  headers: Headers,
  body: Uint8Array,
): boolean {
  const shareable = isShareable(method, status, headers);
  if (!headers.has('Cache-Control')) {
    headers.set('Cache-Control', shareable ? sharedCacheControl : personalCacheControl);
  }
  // Preconditions apply only to 2xx answers (RFC 9110 §13.2.1), so only those carry a tag.
  if (shareable && status === 200) headers.set('ETag', entityTag(body));
  return shareable;
}

/** Content codings we keep ready-made, best first (as Express's compression prefers them). */
export const contentEncodings = ['br', 'gzip'] as const;
export type ContentEncoding = (typeof contentEncodings)[number];

/**
 * The best of the `available` codings the client accepts (`Accept-Encoding`, where `q=0`
 * refuses one and `*` stands for any other), or null to send the body as it is.
 */
export function chooseEncoding(
  acceptEncoding: string | null | undefined,
  available: readonly ContentEncoding[],
): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const quality = parameters
      .map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1])
      .find(Boolean);
    weights.set(name.trim(), quality === undefined ? 1 : Number(quality));
  }
  const weightOf = (encoding: ContentEncoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  return (
    contentEncodings.find((encoding) => available.includes(encoding) && weightOf(encoding) > 0) ??
    null
  );
}
