/** Nobody may store it (server/http-cache.ts applies the same rule to what the app leaves unmarked). */
export const personalCacheControl = 'private, no-store';

/**
 * A JSON response of the API that nobody may store: it answers a submission or reports an error.
 * The server adds the security headers every response carries.
 */
export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('Content-Type', 'application/json; charset=utf-8');
  headers.set('Cache-Control', personalCacheControl);
  return new Response(JSON.stringify(body), { ...init, headers });
}

/**
 * The answer to a GET of the API: the same for everyone, so the server's caching policy makes it
 * shareable, with an ETag and 304s, and keeps it like a page (server/http-cache.ts).
 */
export function jsonReadResponse(body: unknown): Response {
  return new Response(JSON.stringify(body), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

/** A JSON error: `{message}` plus any extra fields, never an HTML page or a stack trace. */
export function jsonError(
  status: number,
  message: string,
  extra: Record<string, unknown> = {},
  headers?: HeadersInit,
): Response {
  return jsonResponse({ message, ...extra }, { status, headers });
}

export function methodNotAllowed(allowed: readonly string[]): Response {
  return jsonError(
    405,
    `Method not allowed. Use ${allowed.join(' or ')}.`,
    {},
    { Allow: allowed.join(', ') },
  );
}
