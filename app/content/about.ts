/**
 * The About Us page: the company's story, certifications, collection and export reach. Its texts
 * are in the `about` translation files (app/locales/<language>/about.json); this module keeps
 * what is the same in every language: ids, pictures and the markets' codes.
 */

export const aboutStory = { id: 'our-story' } as const;

export const aboutStoryFigure = { src: '/images/pages/about-two-leaves-and-a-bud.jpg' } as const;

export const ourCollection = {
  figure: { src: '/images/pages/about-collection.jpg' },
} as const;

/**
 * A country we export to: its English name, its ISO 3166-1 alpha-2 code (which names it in the
 * page's language through `Intl.DisplayNames`) and its numeric code, which names its shape in
 * Natural Earth's data for the world map, where it is filled in.
 */
export type ExportMarket = { name: string; alpha2: string; isoNumeric: string };

/** Some of the countries we ship to: listed on the About page and highlighted on its world map. */
const exportMarkets: readonly ExportMarket[] = [
  { name: 'United Arab Emirates', alpha2: 'AE', isoNumeric: '784' },
  { name: 'Saudi Arabia', alpha2: 'SA', isoNumeric: '682' },
  { name: 'Iraq', alpha2: 'IQ', isoNumeric: '368' },
  { name: 'Turkey', alpha2: 'TR', isoNumeric: '792' },
  { name: 'Russia', alpha2: 'RU', isoNumeric: '643' },
  { name: 'Germany', alpha2: 'DE', isoNumeric: '276' },
  { name: 'United Kingdom', alpha2: 'GB', isoNumeric: '826' },
  { name: 'Japan', alpha2: 'JP', isoNumeric: '392' },
  { name: 'China', alpha2: 'CN', isoNumeric: '156' },
  { name: 'Australia', alpha2: 'AU', isoNumeric: '036' },
  { name: 'Chile', alpha2: 'CL', isoNumeric: '152' },
  { name: 'United States', alpha2: 'US', isoNumeric: '840' },
];

export const globalNetwork = { markets: exportMarkets } as const;
