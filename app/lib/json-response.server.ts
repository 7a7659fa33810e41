import { personalCacheControl } from './http-cache.server';
import { respondAndKeep } from './page-cache.server';

/**
 * A JSON response of the API (server.js adds the security headers every response carries).
 * Never stored: it answers a submission or reports an error. Reads use jsonReadResponse.
 */
export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('Content-Type', 'application/json; charset=utf-8');
  headers.set('Cache-Control', personalCacheControl);
  return new Response(JSON.stringify(body), { ...init, headers });
}

/** The answer to a GET of the API: shareable, with an ETag and 304s, and kept like a page. */
export function jsonReadResponse(request: Request, body: unknown): Response {
  const headers = new Headers({ 'Content-Type': 'application/json; charset=utf-8' });
  return respondAndKeep(request, JSON.stringify(body), 200, headers);
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
