import type { RequestHandler } from 'express';
import helmet from 'helmet';

/** A year, as HSTS preload lists ask. */
const strictTransportMaxAgeSeconds = 365 * 24 * 60 * 60;

export const permissionsPolicy =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

/**
 * The headers every answer carries (pages, API, files, redirects, errors), set as the request
 * arrives. A page replaces the Content-Security-Policy with its own, listing the hashes of its
 * inline scripts (app/entry.server.tsx); everything else runs no script at all.
 */
export function securityHeaders({
  strictTransportSecurity,
  resourceContentSecurityPolicy,
}: {
  strictTransportSecurity: boolean;
  /** For everything that is not a page (app/http/content-security-policy.ts). */
  resourceContentSecurityPolicy: string;
}): RequestHandler[] {
  return [
    helmet({
      contentSecurityPolicy: false,
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: strictTransportSecurity
        ? { maxAge: strictTransportMaxAgeSeconds, includeSubDomains: true }
        : false,
      xFrameOptions: { action: 'deny' },
    }),
    (_request, response, next) => {
      response.setHeader('Permissions-Policy', permissionsPolicy);
      response.setHeader('Content-Security-Policy', resourceContentSecurityPolicy);
      next();
    },
  ];
}
