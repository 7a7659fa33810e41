import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  resourceContentSecurityPolicy,
} from './content-security-policy';

/** Headers every response carries, page or not. */
export const baseSecurityHeaders: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
};

/** What a response gets unless it set a header itself: a page sets its own, hash-based CSP. */
export const defaultSecurityHeaders: Readonly<Record<string, string>> = {
  ...baseSecurityHeaders,
  'Content-Security-Policy': resourceContentSecurityPolicy,
};

/**
 * Express middleware of server.js, the one place security headers are set. They are added as
 * the response's head is written, not when the request arrives: Remix appends its headers
 * rather than replacing them, so a page's CSP set earlier would be doubled, and this way
 * static files, redirects and Express's own error answers are covered alike.
 */
export function securityHeadersMiddleware(
  _request: IncomingMessage,
  response: ServerResponse,
  next: () => void,
): void {
  const writeHead = response.writeHead;
  response.writeHead = function writeHeadWithSecurityHeaders(
    this: ServerResponse,
    ...args: Parameters<typeof writeHead>
  ) {
    for (const [name, value] of Object.entries(defaultSecurityHeaders)) {
      if (!this.hasHeader(name)) this.setHeader(name, value);
    }
    return writeHead.apply(this, args);
  } as typeof writeHead;
  next();
}

/** The CSP of a rendered page, listing the page's own inline scripts. */
export function documentContentSecurityPolicy(html: string): string {
  return contentSecurityPolicy(inlineScriptHashes(html));
}
