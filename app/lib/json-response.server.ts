/** A JSON response of the API (server.js adds the security headers every response carries). */
export function jsonResponse(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('Content-Type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(body), { ...init, headers });
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
