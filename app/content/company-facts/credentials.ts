import type { CompanyFacts } from './schema';

// Registrations and memberships (on About) and certificates (on About, the product lines and the
// spec sheets).

export const registrations: CompanyFacts['registrations'] = [
  {
    body: 'Sri Lanka Tea Board',
    kind: 'registration',
    title: 'Registered tea exporter',
    number: 'TB/EXP/2004/0873',
    sample: true,
  },
  {
    body: 'Colombo Tea Traders’ Association',
    kind: 'membership',
    title: 'Member, buyers’ section',
    number: 'CTTA/B/212',
    sample: true,
  },
  {
    body: 'Tea Exporters Association Sri Lanka',
    kind: 'membership',
    title: 'Member',
    number: 'TEA/M/0419',
    sample: true,
  },
];

export const certificates: CompanyFacts['certificates'] = [
  {
    title: 'ISO 22000',
    description:
      'A food safety management system audited every year, from the receipt of made tea to the sealed carton.',
    standard: 'ISO 22000:2018 food safety management',
    issuer: 'Sri Lanka Standards Institution (SLSI)',
    number: 'SLSI/FSMS/22000/0417',
    validUntil: '2028-03-14',
    sample: true,
  },
  {
    title: 'HACCP',
    description:
      'Hazards identified and controlled at every critical point: sieving, magnetic and metal detection, moisture and sealing.',
    standard: 'HACCP, SLS 1266 (Codex CXC 1-1969)',
    issuer: 'Sri Lanka Standards Institution (SLSI)',
    number: 'SLSI/HACCP/1266/0652',
    validUntil: '2028-03-14',
    sample: true,
  },
  {
    title: 'GMP',
    description:
      'Good manufacturing practice in the blending and packing halls: clean zones, trained staff and traceable batch records.',
    standard: 'Good manufacturing practice, SLS 143',
    issuer: 'Sri Lanka Standards Institution (SLSI)',
    number: 'SLSI/GMP/143/1108',
    validUntil: '2027-09-30',
    sample: true,
  },
  {
    title: 'HALAL',
    description:
      'Certified HALAL for the tea and the flavoured and herbal blends, with certificates supplied for each shipment on request.',
    standard: 'HALAL',
    issuer: 'Halal Accreditation Council (Guarantee) Limited, Sri Lanka',
    number: 'HAC/C/2024/03319',
    validUntil: '2027-06-30',
    sample: true,
  },
];
