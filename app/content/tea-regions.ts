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

export const teaRegions = [
  {
    slug: 'nuwara-eliya',
    name: 'Nuwara Eliya',
    elevation: 'High-grown',
    elevationMetres: { from: 1800, to: 2500 },
    qualitySeason: 'January to April, with a second flush in August and September',
    cupCharacter:
      'Pale golden liquor, light and delicate, with a floral, cypress-like fragrance and a brisk finish.',
    description:
      'The highest of the regions, on the cool plateau around the town of Nuwara Eliya. Frost is not unknown, the leaf grows slowly, and the tea is the most delicate Ceylon makes: often called the champagne of Ceylon teas and drunk without milk.',
  },
  {
    slug: 'uva',
    name: 'Uva',
    elevation: 'High-grown',
    elevationMetres: { from: 900, to: 1600 },
    qualitySeason: 'July to September, when the dry katchan wind blows from the east',
    cupCharacter:
      'Bright coppery liquor, mellow and smooth, with the distinctive wintergreen note of the quality season.',
    description:
      'The eastern slopes of the central mountains, around Badulla and Bandarawela. The south-west monsoon reaches Uva as a dry wind that stresses the leaf and gives the season’s teas an aroma valued in blends for Germany, Japan and the Middle East.',
  },
  {
    slug: 'dimbula',
    name: 'Dimbula',
    elevation: 'High-grown',
    elevationMetres: { from: 1100, to: 1600 },
    qualitySeason: 'January to March, the dry months of the north-east monsoon',
    cupCharacter:
      'Golden-orange liquor, refreshing and full-bodied, with a mellow, jasmine-like fragrance.',
    description:
      'The western slopes of the central mountains between Talawakelle and Hatton, planted with tea since the 1870s. Estates face many directions and elevations, so each makes its own character within the region’s brisk, fragrant style.',
  },
  {
    slug: 'uda-pussellawa',
    name: 'Uda Pussellawa',
    elevation: 'High-grown',
    elevationMetres: { from: 950, to: 1600 },
    qualitySeason: 'January to March and July to September, one from each monsoon',
    cupCharacter:
      'Pinkish liquor of medium body with a subtle, rose-like character; darker and stronger in the wet months.',
    description:
      'A narrow region between Nuwara Eliya and Uva that feels both monsoons. Its teas combine the fragrance of the high country with the strength of Uva, and are prized by blenders for their balance.',
  },
  {
    slug: 'kandy',
    name: 'Kandy',
    elevation: 'Mid-grown',
    elevationMetres: { from: 650, to: 1300 },
    qualitySeason: 'No marked quality season; best in January to March',
    cupCharacter:
      'Bright, coppery liquor, full-bodied and strong, with a clean, rounded flavour that takes milk well.',
    description:
      'The hills around the old royal capital, where Ceylon’s commercial tea industry began. Mid-grown Kandy teas are full and intense without harshness, and hold their colour and strength in blends and tea bags.',
  },
  {
    slug: 'ruhuna',
    name: 'Ruhuna',
    elevation: 'Low-grown',
    elevationMetres: { from: 0, to: 600 },
    qualitySeason: 'No marked quality season; fine teas are made all year',
    cupCharacter:
      'Dark, rich liquor with a malty, honeyed sweetness from a black, curly leaf often rich in golden tips.',
    description:
      'The southern lowlands inland from Galle and Matara, where fast-growing leaf and careful rolling give the black, tippy grades the Gulf, Russia and the Middle East ask for by name.',
  },
  {
    slug: 'sabaragamuwa',
    name: 'Sabaragamuwa',
    elevation: 'Low-grown',
    elevationMetres: { from: 0, to: 750 },
    qualitySeason: 'No marked quality season; fine teas are made all year',
    cupCharacter:
      'Reddish-brown liquor, thick and sweet, with a hint of caramel and a full, smooth body.',
    description:
      'The wet valleys around Ratnapura, the largest of the low-grown regions. The leaf grows quickly in the warm rain and makes long, bold grades with a sweet, full liquor.',
  },
] as const satisfies readonly TeaRegion[];

export type TeaRegionSlug = (typeof teaRegions)[number]['slug'];

export function findTeaRegion(slug: string): TeaRegion | undefined {
  return teaRegions.find((region) => region.slug === slug);
}

/** '1,100–1,600 m' or 'Up to 600 m' for a region's elevation band. */
export function formatElevationBand({ from, to }: TeaRegion['elevationMetres']): string {
  const metres = (value: number) => value.toLocaleString('en-GB');
  return from === 0 ? `Up to ${metres(to)} m` : `${metres(from)}–${metres(to)} m`;
}
