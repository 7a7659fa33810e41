import { createHash } from 'node:crypto';

/**
 * The caching policy of every answer the app builds itself (pages, page data, API reads,
 * sitemap), in one place. Static files are Express's business (server.js).
 *
 * DESIGN.md 'Caching and personal data': nothing that belongs to one visitor is ever stored by a
 * shared cache. Pages are rendered whole with hash-based CSP, so the same page always has the
 * same bytes and can be validated with an ETag.
 */

/**
 * A shared cache (CDN) may serve the answer for a minute and, while it revalidates, for ten more;
 * browsers always revalidate, which the ETag makes a cheap 304.
 */
export const sharedCacheControl = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

/** Nobody may store it: it belongs to one visitor, answers a submission, or is a passing error. */
export const personalCacheControl = 'private, no-store';

/** 404s are as stable as pages (and as cheap to serve again); other errors must not stick. */
const shareableStatuses: ReadonlySet<number> = new Set([200, 404]);

/**
 * Whether an answer is the same for every visitor. A request with any cookie counts as
 * personal: the flash notice is the only cookie today, and a future one (a session) stays safe.
 */
export function isShareable(request: Request, status: number, headers: Headers): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    shareableStatuses.has(status) &&
    !request.headers.has('Cookie') &&
    !headers.has('Set-Cookie')
  );
}

function setCacheControl(headers: Headers, shareable: boolean): void {
  if (!shareable) {
    headers.set('Cache-Control', personalCacheControl);
    return;
  }
  headers.set('Cache-Control', sharedCacheControl);
  // A cookie could change the answer (it would then be personal): caches must key on it.
  headers.append('Vary', 'Cookie');
}

/** Sets `Cache-Control` (and `Vary: Cookie` when shareable) on an answer whose body we cannot hash (a stream). */
export function applyCacheControl(request: Request, status: number, headers: Headers): void {
  setCacheControl(headers, isShareable(request, status, headers));
}

/**
 * The entity tag of a body. Weak, because Express's compression sends the same entity gzipped or
 * brotli-encoded without changing the tag, which a strong tag forbids (byte-for-byte equality);
 * If-None-Match compares weakly anyway, so revalidation works the same.
 */
export function entityTag(body: string): string {
  // 128 bits of SHA-256 keep collisions out of reach and the header short.
  const digest = createHash('sha256').update(body, 'utf8').digest().subarray(0, 16);
  return `W/"${digest.toString('base64url')}"`;
}

/**
 * Whether an `If-None-Match` header names our tag. Weak comparison (RFC 9110 §13.1.2): `*`, or
 * any listed tag equal to ours once `W/` is dropped.
 */
export function matchesIfNoneMatch(header: string | null, tag: string): boolean {
  if (!header || !tag) return false;
  const opaque = (value: string) => value.trim().replace(/^W\//, '');
  return header
    .split(',')
    .some((candidate) => candidate.trim() === '*' || opaque(candidate) === opaque(tag));
}

/**
 * Sets the caching headers of an answer whose whole body we have: `Cache-Control`, and on a
 * shareable 200 an ETag.
 */
export function applyCachePolicy(
  request: Request,
  body: string,
  status: number,
  headers: Headers,
): void {
  const shareable = isShareable(request, status, headers);
  setCacheControl(headers, shareable);
  // Preconditions apply only to 2xx answers (RFC 9110 §13.2.1), so only those carry a tag.
  if (shareable && status === 200) headers.set('ETag', entityTag(body));
}

/** The answer itself, or `304 Not Modified` when the client already holds this version. */
export function conditionalResponse(
  request: Request,
  body: string,
  status: number,
  headers: Headers,
): Response {
  const tag = headers.get('ETag');
  if (tag && matchesIfNoneMatch(request.headers.get('If-None-Match'), tag)) {
    const notModified = new Headers(headers);
    notModified.delete('Content-Type');
    notModified.delete('Content-Length');
    return new Response(null, { status: 304, headers: notModified });
  }
  return new Response(body, { status, headers });
}

/** Content codings we keep ready-made, best first (as Express's compression prefers them). */
export const contentEncodings = ['br', 'gzip'] as const;
export type ContentEncoding = (typeof contentEncodings)[number];

/**
 * The best of the `available` codings the client accepts (`Accept-Encoding`, where `q=0`
 * refuses one and `*` stands for any other), or null to send the body as it is.
 */
export function chooseEncoding(
  acceptEncoding: string | null,
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
