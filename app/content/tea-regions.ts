import english from '~/locales/en/regions.json' with { type: 'json' };

/**
 * Sri Lanka's seven agro-climatic tea regions: the one source of what the site says about them.
 * The Regions page shows them all, About lists them, and every grade, product and spec sheet
 * names its regions by slug. Elevation bands and quality seasons are those the Sri Lanka Tea
 * Board publishes for each region; the map draws each at `app/components/maps/sri-lanka-places.ts`
 * under the same name.
 */
export type ElevationClass = 'High-grown' | 'Mid-grown' | 'Low-grown';

export type TeaRegion = {
  slug: string;
  name: string;
  /** The class tea is sold under at the Colombo auction. */
  elevation: ElevationClass;
  /** The band the region's gardens grow in, in metres above sea level. */
  elevationMetres: { from: number; to: number };
  /** When the region makes its best teas, or that it has no marked season. */
  qualitySeason: string;
  /** The cup in one line: liquor colour, body and flavour. */
  cupCharacter: string;
  /** A few sentences on the land and the tea, for the Regions page. */
  description: string;
};

/** A region's words in English, from app/locales/en/regions.json (its page shows them by slug). */
function words(slug: keyof typeof english.regions) {
  return english.regions[slug];
}

export const teaRegions = [
  {
    slug: 'nuwara-eliya',
    name: 'Nuwara Eliya',
    elevation: 'High-grown',
    elevationMetres: { from: 1800, to: 2500 },
    ...words('nuwara-eliya'),
  },
  {
    slug: 'uva',
    name: 'Uva',
    elevation: 'High-grown',
    elevationMetres: { from: 900, to: 1600 },
    ...words('uva'),
  },
  {
    slug: 'dimbula',
    name: 'Dimbula',
    elevation: 'High-grown',
    elevationMetres: { from: 1100, to: 1600 },
    ...words('dimbula'),
  },
  {
    slug: 'uda-pussellawa',
    name: 'Uda Pussellawa',
    elevation: 'High-grown',
    elevationMetres: { from: 950, to: 1600 },
    ...words('uda-pussellawa'),
  },
  {
    slug: 'kandy',
    name: 'Kandy',
    elevation: 'Mid-grown',
    elevationMetres: { from: 650, to: 1300 },
    ...words('kandy'),
  },
  {
    slug: 'ruhuna',
    name: 'Ruhuna',
    elevation: 'Low-grown',
    elevationMetres: { from: 0, to: 600 },
    ...words('ruhuna'),
  },
  {
    slug: 'sabaragamuwa',
    name: 'Sabaragamuwa',
    elevation: 'Low-grown',
    elevationMetres: { from: 0, to: 750 },
    ...words('sabaragamuwa'),
  },
] as const satisfies readonly TeaRegion[];

export type TeaRegionSlug = (typeof teaRegions)[number]['slug'];

export function findTeaRegion(slug: string): TeaRegion | undefined {
  return teaRegions.find((region) => region.slug === slug);
}

/** The words of an elevation band: 'Up to {{to}} m' and '{{from}}–{{to}} m', in a page's language. */
export type ElevationBandWords = { upTo: string; range: string };

/**
 * '1,100–1,600 m' or 'Up to 600 m' for a region's elevation band; in another language, its
 * words (regions.json's `band`) and the way its readers group thousands ('1 100' in Russian).
 */
export function formatElevationBand(
  { from, to }: TeaRegion['elevationMetres'],
  words: ElevationBandWords = english.band,
  locale = 'en-GB',
): string {
  const metres = (value: number) => value.toLocaleString(locale);
  const fill = (text: string) =>
    text.replace('{{from}}', metres(from)).replace('{{to}}', metres(to));
  return from === 0 ? fill(words.upTo) : fill(words.range);
}

/** How a language writes the site's figures: Latin digits, its own thousands' grouping. */
export function numberLocale(language: string): string {
  return language === 'ru' ? 'ru-RU' : 'en-GB';
}
