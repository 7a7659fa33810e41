import type { TeaRegion } from '~/content/tea-regions';
import { localizedPath } from '~/i18n/languages';
import type { JsonLdNode, PageAddress } from './structured-data';

// Only the Regions page describes regions: a module of its own keeps this out of the site frame,
// the chunk every page loads (app/seo/structured-data.ts is in it).

/** A tea region's words in the page's language: as its card on the page shows them. */
export type TeaRegionWords = {
  name: string;
  description: string;
  elevationClass: string;
  qualitySeason: string;
  /** The names of the region's three facts. */
  facts: { elevation: string; elevationClass: string; qualitySeason: string };
};

/** A tea region as a `Place`: its centre on the map, in Sri Lanka, and its elevation band. */
export function teaRegionNode(
  { siteUrl, language }: PageAddress,
  region: TeaRegion,
  lonLat: readonly [number, number],
  words: TeaRegionWords,
): JsonLdNode {
  const [longitude, latitude] = lonLat;
  const url = `${siteUrl}${localizedPath('/regions', language)}#${region.slug}`;
  return {
    '@type': 'Place',
    '@id': url,
    name: words.name,
    description: words.description,
    url,
    geo: { '@type': 'GeoCoordinates', latitude, longitude },
    containedInPlace: { '@type': 'Country', name: 'Sri Lanka', identifier: 'LK' },
    additionalProperty: [
      {
        '@type': 'PropertyValue',
        name: words.facts.elevation,
        minValue: region.elevationMetres.from,
        maxValue: region.elevationMetres.to,
        unitCode: 'MTR',
      },
      { '@type': 'PropertyValue', name: words.facts.elevationClass, value: words.elevationClass },
      { '@type': 'PropertyValue', name: words.facts.qualitySeason, value: words.qualitySeason },
    ],
  };
}
