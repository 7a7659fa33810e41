import type { Feature } from './types';

/**
 * The certificates every catalogue line is made under (spec §1: ISO, HACCP, GMP, HALAL): the
 * product-line pages show `title` and `description`, the spec sheets the certificate itself.
 * On renewal, change `number` and `validUntil` here (docs/operating.md 'Product facts operators
 * change').
 */
export interface Certificate extends Feature {
  /** The standard or scheme, as the certificate names it. */
  standard: string;
  issuer: string;
  number: string;
  /** The last day the certificate is valid, as written on it (YYYY-MM-DD). */
  validUntil: string;
}

export const certifications: readonly Certificate[] = [
  {
    title: 'ISO 22000',
    description:
      'A food safety management system audited every year, from the receipt of made tea to the sealed carton.',
    standard: 'ISO 22000:2018 food safety management',
    issuer: 'Sri Lanka Standards Institution (SLSI)',
    number: 'SLSI/FSMS/22000/0417',
    validUntil: '2028-03-14',
  },
  {
    title: 'HACCP',
    description:
      'Hazards identified and controlled at every critical point: sieving, magnetic and metal detection, moisture and sealing.',
    standard: 'HACCP, SLS 1266 (Codex CXC 1-1969)',
    issuer: 'Sri Lanka Standards Institution (SLSI)',
    number: 'SLSI/HACCP/1266/0652',
    validUntil: '2028-03-14',
  },
  {
    title: 'GMP',
    description:
      'Good manufacturing practice in the blending and packing halls: clean zones, trained staff and traceable batch records.',
    standard: 'Good manufacturing practice, SLS 143',
    issuer: 'Sri Lanka Standards Institution (SLSI)',
    number: 'SLSI/GMP/143/1108',
    validUntil: '2027-09-30',
  },
  {
    title: 'HALAL',
    description:
      'Certified HALAL for the tea and the flavoured and herbal blends, with certificates supplied for each shipment on request.',
    standard: 'HALAL',
    issuer: 'Halal Accreditation Council (Guarantee) Limited, Sri Lanka',
    number: 'HAC/C/2024/03319',
    validUntil: '2027-06-30',
  },
];

/**
 * Whether a certificate is current at `now`. It stops counting at the start of its last day
 * (UTC), a day early, so no page kept by the server or a CDN for minutes, and no reader a time
 * zone ahead of UTC, ever sees an expired certificate shown as valid.
 */
export function isCertificateCurrent(certificate: Certificate, now: Date): boolean {
  return now.getTime() < Date.parse(`${certificate.validUntil}T00:00:00Z`);
}
