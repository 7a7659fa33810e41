import type { ElevationClass } from './tea-regions';

/** The Regions page's own text; the regions themselves are in `tea-regions.ts`. */

export const regionsIntro = {
  title: 'Where Ceylon Tea Grows',
  paragraphs: [
    'Tea grows across the south-central half of Sri Lanka, from the lowlands a few kilometres from the sea to the highest plateau at 2,500 metres. The Sri Lanka Tea Board divides it into seven agro-climatic regions, and a tea’s region is named on its auction catalogue, its invoice and, for our teas, its spec sheet.',
    'Height, rainfall and the two monsoons make the difference in the cup. The south-west monsoon brings rain to the western slopes from May to September and a dry wind to the east; the north-east monsoon does the reverse from December to February. Each region has its quality season in its own dry months.',
  ],
} as const;

/** What each elevation class means, in the order the page shows the classes. */
export const elevationClasses: readonly { name: ElevationClass; description: string }[] = [
  {
    name: 'High-grown',
    description:
      'The central mountains, where most gardens lie above 1,200 metres. Slow-growing leaf gives light, bright liquors with the most fragrance and briskness.',
  },
  {
    name: 'Mid-grown',
    description:
      'The hills between about 600 and 1,200 metres. Full-bodied, coppery teas with strength and colour, and no harshness.',
  },
  {
    name: 'Low-grown',
    description:
      'The southern and western lowlands up to about 600 metres. Fast-growing leaf makes black, well-twisted grades with a dark, sweet, malty cup.',
  },
];
