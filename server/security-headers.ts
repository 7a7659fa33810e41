import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import onHeaders from 'on-headers';

/** A year, as HSTS preload lists ask. */
const strictTransportMaxAgeSeconds = 365 * 24 * 60 * 60;

export const permissionsPolicy = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/**
 * Helmet's switches that no browser the site supports reads: Internet Explorer's download prompt
 * (`X-Download-Options`), Flash's cross-domain policy files (`X-Permitted-Cross-Domain-Policies`)
 * and the XSS auditors Chrome, Edge and Safari removed (`X-XSS-Protection`); FLoC's
 * `interest-cohort` was withdrawn with FLoC, and Chromium warns of it as an unknown feature. They
 * cost every page about 110 bytes of the first round trip for nothing (decision 031).
 */
export const obsoleteHeaders = [
  'X-Download-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
] as const;

/**
 * Headers only a document obeys: how it may be framed, opened beside others, what it sends as
 * referrer, which features it may use, and whether it prefetches the addresses of its links. A
 * script, a stylesheet, a picture or a JSON answer ignores them; over HTTP/1.1 each repeated them,
 * some thirty times on the home page (decision 031).
 */
export const documentOnlyHeaders = [
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'Permissions-Policy',
  'Referrer-Policy',
  'X-DNS-Prefetch-Control',
  'X-Frame-Options',
] as const;

/**
 * The headers of every answer, set as the request arrives: on everything (pages, API, files,
 * redirects, errors) nosniff, the resource policy, HSTS over HTTPS and a Content-Security-Policy,
 * which a page replaces with its own, listing the hashes of its inline scripts
 * (app/entry.server.tsx), and which runs no script and allows no framing everywhere else. The
 * document-only headers stay on HTML answers alone, taken off the others as their headers are
 * written, when their type is known.
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
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    }),
    (_request, response, next) => {
      response.setHeader('Permissions-Policy', permissionsPolicy);
      response.setHeader('Content-Security-Policy', resourceContentSecurityPolicy);
      onHeaders(response, () => {
        if (isDocument(response.getHeader('Content-Type'))) return;
        for (const name of documentOnlyHeaders) response.removeHeader(name);
      });
      next();
    },
  ];
}

function isDocument(contentType: ReturnType<ServerResponse['getHeader']>): boolean {
  return typeof contentType === 'string' && /^text\/html\b/i.test(contentType);
}
