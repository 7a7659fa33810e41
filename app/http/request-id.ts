/**
 * The header that carries a request's id: set by the HTTP layer (server/request-log.ts) on the
 * request the app sees and on every answer, and written on the request's log line, so a visitor
 * who quotes it from an error page's answer finds the line.
 */
export const requestIdHeader = 'x-request-id';
