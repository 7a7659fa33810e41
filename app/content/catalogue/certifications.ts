import type { Feature } from './types';

/** The certifications every catalogue line is made under (spec §1: ISO, HACCP, GMP, HALAL). */
export const certifications: readonly Feature[] = [
  {
    title: 'ISO 22000',
    description:
      'A food safety management system audited every year, from the receipt of made tea to the sealed carton.',
  },
  {
    title: 'HACCP',
    description:
      'Hazards identified and controlled at every critical point: sieving, magnetic and metal detection, moisture and sealing.',
  },
  {
    title: 'GMP',
    description:
      'Good manufacturing practice in the blending and packing halls: clean zones, trained staff and traceable batch records.',
  },
  {
    title: 'HALAL',
    description:
      'Certified HALAL for the tea and the flavoured and herbal blends, with certificates supplied for each shipment on request.',
  },
];
