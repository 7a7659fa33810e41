import type { LonLat } from '~/components/maps/geography';
import { site } from '~/config/site';
import type { ProseSection, StoryFigure } from './prose';

/** The About Us page: the company's story, certifications, collection and export reach. */

export const aboutStory: ProseSection = {
  id: 'our-story',
  title: 'Our Story',
  paragraphs: [
    `We are a Sri Lankan producer and exporter of Ceylon tea with more than 20 years of experience in the trade. From our head office in ${site.headOffice.city} and our factory in the hills of ${site.factory.city} we supply bulk tea, value-added and special teas, private-label and OEM packing, and our own retail brand to wholesalers, distributors and retailers around the world.`,
    'Our tea comes from all seven of the island’s agro-climatic regions: Nuwara Eliya, Uva, Dimbula, Kandy, Uda Pussellawa, Ruhuna and Sabaragamuwa. High-grown teas from the central mountains are bright and fragrant; mid-grown Kandy teas are full and rounded; low-grown Ruhuna and Sabaragamuwa teas are black-leafed, rich and sweet. Knowing which garden gives which cup, season by season, is how we match a buyer’s brief.',
    'Every tea we sell is pure Ceylon tea, made by the orthodox method and packed in Sri Lanka, so it can carry the Sri Lanka Tea Board’s lion logo, the mark of tea grown and packed on the island.',
  ],
};

export const aboutStoryFigure: StoryFigure = {
  src: '/images/pages/about-two-leaves-and-a-bud.jpg',
  alt: 'A plucker’s fingers reaching for a tea shoot of two leaves and a bud',
  caption:
    'Our teas are plucked by hand, two leaves and a bud, on estates in the central hills. An illustration.',
};

export type Certification = {
  id: string;
  name: string;
  description: string;
};

export const certifications: readonly Certification[] = [
  {
    id: 'iso',
    name: 'ISO',
    description:
      'An ISO 22000 food safety management system covers our factory, from the receipt of green leaf to dispatch.',
  },
  {
    id: 'haccp',
    name: 'HACCP',
    description:
      'Hazard analysis and critical control points are defined and monitored at every stage of manufacture and packing.',
  },
  {
    id: 'gmp',
    name: 'GMP',
    description:
      'Good manufacturing practice governs hygiene, staff training, pest control and the upkeep of our machinery.',
  },
  {
    id: 'halal',
    name: 'HALAL',
    description:
      'HALAL certification assures buyers in the Middle East, North Africa and South-East Asia that our teas meet their requirements.',
  },
];

export const ourCollection = {
  title: 'Our Collection',
  paragraphs: [
    'Our range runs from the sixteen orthodox black and green grades sold in bulk to finished retail packs: herbal infusions, flavoured blends, special teas and the ADRA Tea brand. Every pack can be made to a buyer’s own specification under private label or OEM.',
  ],
  figure: {
    src: '/images/pages/about-collection.jpg',
    alt: 'Tea caddies, a wooden tea chest and retail packs of black, green and flavoured Ceylon tea',
    caption:
      'From the chest to the shelf: bulk tea leaves us in chests and sacks, packed tea in caddies and cartons printed for the buyer. An illustration.',
  } satisfies StoryFigure,
} as const;

/**
 * A country we export to: its ISO 3166-1 numeric code, which names its shape in Natural Earth's
 * data for the world map, and its capital, where the map's line from Colombo ends.
 */
export type ExportMarket = { name: string; isoNumeric: string; capital: LonLat };

/** Some of the countries we ship to: listed on the About page and highlighted on its world map. */
const exportMarkets: readonly ExportMarket[] = [
  { name: 'United Arab Emirates', isoNumeric: '784', capital: [54.37, 24.45] },
  { name: 'Saudi Arabia', isoNumeric: '682', capital: [46.72, 24.69] },
  { name: 'Iraq', isoNumeric: '368', capital: [44.36, 33.31] },
  { name: 'Turkey', isoNumeric: '792', capital: [32.85, 39.93] },
  { name: 'Russia', isoNumeric: '643', capital: [37.62, 55.76] },
  { name: 'Germany', isoNumeric: '276', capital: [13.4, 52.52] },
  { name: 'United Kingdom', isoNumeric: '826', capital: [-0.13, 51.51] },
  { name: 'Japan', isoNumeric: '392', capital: [139.69, 35.69] },
  { name: 'China', isoNumeric: '156', capital: [116.41, 39.9] },
  { name: 'Australia', isoNumeric: '036', capital: [149.13, -35.28] },
  { name: 'Chile', isoNumeric: '152', capital: [-70.67, -33.45] },
  { name: 'United States', isoNumeric: '840', capital: [-77.04, 38.91] },
];

export const globalNetwork = {
  title: 'Our Global Network',
  paragraphs: [
    'Our teas are shipped from the port of Colombo to buyers in over 50 countries: the Middle East and North Africa, Russia and the CIS, Turkey, Europe, Japan, China, Australia and the Americas. We handle the export documents, phytosanitary and origin certificates and the Tea Board’s clearance, so a consignment reaches its port ready to clear.',
  ],
  mapAlt: `A world map highlighting ${exportMarkets.length} of our export markets, each joined by a line to Colombo in Sri Lanka, the port our teas ship from`,
  markets: exportMarkets,
} as const;
