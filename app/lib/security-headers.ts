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

/** Sets the security headers of a rendered page, its CSP built from the page's own inline scripts. */
export function applyDocumentSecurityHeaders(
  headers: Headers,
  html: string,
  options: { development: boolean },
): void {
  for (const [name, value] of Object.entries(baseSecurityHeaders)) headers.set(name, value);
  // Vite's dev client injects scripts and a websocket we cannot hash ahead of time.
  if (options.development) return;
  headers.set('Content-Security-Policy', contentSecurityPolicy(inlineScriptHashes(html)));
}

/** Sets the security headers of a non-page response (JSON, files). */
export function applyResourceSecurityHeaders(headers: Headers): void {
  for (const [name, value] of Object.entries(baseSecurityHeaders)) headers.set(name, value);
  headers.set('Content-Security-Policy', resourceContentSecurityPolicy);
}
