import type { IconName } from './prose';

/** Corporate social responsibility: the three pillars (home page and CSR page) and the CSR page's text. */

export type CsrPillar = {
  id: string;
  title: string;
  description: string;
  icon: IconName;
};

/**
 * The three pillars, on the CSR page (their texts by id from the `csr` translation files,
 * `pillars.<id>`) and on home, which reads the English `title` and `description` here until
 * home is translated; they are the English file's words (tests/unit/page-content.test.ts).
 */
export const csrPillars: readonly CsrPillar[] = [
  {
    id: 'environmental-stewardship',
    title: 'Environmental Stewardship',
    description:
      'Contour planting, shade trees and organic compost protect the thin hill-country soil from monsoon rains, and our reforestation has put more than 50,000 native trees back on estate land.',
    icon: 'leaf',
  },
  {
    id: 'community-development',
    title: 'Community Development',
    description:
      'We support estate schools, scholarships, clean water and clinics for the families who pluck and make our tea, many of whom have lived on the same estates for generations.',
    icon: 'people',
  },
  {
    id: 'ethical-sourcing',
    title: 'Ethical Sourcing',
    description:
      'We buy from estates and smallholders who pay fair wages and are audited against the Ethical Tea Partnership’s standards, and we can trace every lot back to its garden.',
    icon: 'handshake',
  },
];

/** The CSR page's sections: their texts are in the `csr` translation files (app/locales/<language>/csr.json). */
export const csrApproach = { id: 'approach' } as const;

export const environmentalSustainability = {
  /** The reforestation count, set large beside the text. */
  treesPlanted: 50_000,
  figure: { src: '/images/pages/csr-reforestation.jpg' },
  points: ['organic-farming', 'reforestation', 'certifications', 'carbon-footprint'],
} as const;

export const communityImpact = {
  figure: { src: '/images/pages/csr-community.jpg' },
  programmes: ['education-programs', 'healthcare-initiatives'],
} as const;
