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
 * data for the world map, where it is filled in.
 */
export type ExportMarket = { name: string; isoNumeric: string };

/** Some of the countries we ship to: listed on the About page and highlighted on its world map. */
const exportMarkets: readonly ExportMarket[] = [
  { name: 'United Arab Emirates', isoNumeric: '784' },
  { name: 'Saudi Arabia', isoNumeric: '682' },
  { name: 'Iraq', isoNumeric: '368' },
  { name: 'Turkey', isoNumeric: '792' },
  { name: 'Russia', isoNumeric: '643' },
  { name: 'Germany', isoNumeric: '276' },
  { name: 'United Kingdom', isoNumeric: '826' },
  { name: 'Japan', isoNumeric: '392' },
  { name: 'China', isoNumeric: '156' },
  { name: 'Australia', isoNumeric: '036' },
  { name: 'Chile', isoNumeric: '152' },
  { name: 'United States', isoNumeric: '840' },
];

export const globalNetwork = {
  title: 'Our Global Network',
  paragraphs: [
    'Our teas are shipped from the port of Colombo to buyers in over 50 countries: the Middle East and North Africa, Russia and the CIS, Turkey, Europe, Japan, China, Australia and the Americas. We handle the export documents, phytosanitary and origin certificates and the Tea Board’s clearance, so a consignment reaches its port ready to clear.',
  ],
  mapAlt: `A world map with ${exportMarkets.length} of our export markets filled in, and Colombo in Sri Lanka, the port our teas ship from, marked`,
  markets: exportMarkets,
} as const;
