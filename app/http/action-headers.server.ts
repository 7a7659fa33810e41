/**
 * Sets on a re-rendered page the Retry-After its form action answered with (429 rate limit,
 * 503 storage unavailable). Remix passes an action's headers to the page only through a
 * route's `headers` export, Set-Cookie aside; every page with 'Stay Connected' has a form
 * action, so app/entry.server.tsx does this once for all of them.
 */
export function forwardRetryAfter(
  actionHeaders: Readonly<Record<string, Headers>> | undefined,
  documentHeaders: Headers,
): void {
  for (const headers of Object.values(actionHeaders ?? {})) {
    const retryAfter = headers.get('Retry-After');
    if (retryAfter) documentHeaders.set('Retry-After', retryAfter);
  }
}
