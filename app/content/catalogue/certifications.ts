import { certificates } from '../company-facts/credentials';
import type { Certificate } from '../company-facts/schema';

export type { Certificate };

/**
 * The certificates every catalogue line is made under (spec §1: ISO, HACCP, GMP, HALAL), from the
 * company facts (app/content/company-facts/credentials.ts): the product-line pages show `title` and
 * `description`, About and the spec sheets the certificate itself. On renewal, change `number`
 * and `validUntil` there (docs/operating.md 'Product facts operators change').
 */
export const certifications: readonly Certificate[] = certificates;

/**
 * Whether a certificate is current at `now`. It stops counting at the start of its last day
 * (UTC), a day early, so no page kept by the server or a CDN for minutes, and no reader a time
 * zone ahead of UTC, ever sees an expired certificate shown as valid.
 */
export function isCertificateCurrent(certificate: Certificate, now: Date): boolean {
  return now.getTime() < Date.parse(`${certificate.validUntil}T00:00:00Z`);
}

/** '14 March 2028', in UTC as the certificates' dates are written. */
export function formatCalendarDate(date: Date): string {
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * What a buyer may rely on at `now`: the number and last day of a current certificate, or, once
 * it has run out, that its renewal is under way, never an expired date shown as valid.
 */
export function certificateStatus(certificate: Certificate, now: Date): string {
  return isCertificateCurrent(certificate, now)
    ? `certificate ${certificate.number}, valid until ${formatCalendarDate(new Date(`${certificate.validUntil}T00:00:00Z`))}`
    : 'renewal in progress, the current certificate is sent on request';
}
