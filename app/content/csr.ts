import type { IconName } from './prose';

/** Corporate social responsibility: the three pillars (home page and CSR page) and the CSR page's text. */

/**
 * The three pillars, on the CSR page and on home; their words are in the `csr` translation
 * files (`pillars.<id>`).
 */
export const csrPillars = [
  { id: 'environmental-stewardship', icon: 'leaf' },
  { id: 'community-development', icon: 'people' },
  { id: 'ethical-sourcing', icon: 'handshake' },
] as const satisfies readonly { id: string; icon: IconName }[];

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
