/** What the home page says, section by section, apart from the parts other pages share. */

export type HeroSlide = {
  id: string;
  title: string;
  subtitle: string;
  description: string;
  buttonText: string;
  buttonLink: string;
  /** Tint laid over the intro video behind this slide's text. */
  bgColor: string;
  imageUrl: string;
  imageAlt: string;
};

export const heroSlides: readonly HeroSlide[] = [
  {
    id: 'hill-country',
    title: 'Pure Ceylon Tea from the Hill Country',
    subtitle: 'Grown at every elevation of Sri Lanka',
    description:
      'Two leaves and a bud, plucked by hand on misty estates from Nuwara Eliya to Ruhuna, withered, rolled and fired the orthodox way within a day of the harvest.',
    buttonText: 'Discover Our Process',
    buttonLink: '/tea-process',
    bgColor: '#0d1f15',
    imageUrl: '/images/pages/hero-tea-hills.jpg',
    imageAlt: 'Tea pluckers with baskets on a terraced estate below a planter’s bungalow at dawn',
  },
  {
    id: 'collections',
    title: 'Premium Teas for the World’s Buyers',
    subtitle: 'Bulk, private label, OEM and our own brand',
    description:
      'From bold Ruhuna FBOPF to bright Dimbula BOP, green gunpowder and flavoured blends, we supply importers, distributors and hotels in more than 50 countries.',
    buttonText: 'Explore Our Products',
    buttonLink: '/products',
    bgColor: '#2b160a',
    imageUrl: '/images/pages/hero-tea-collection.jpg',
    imageAlt: 'A cup of bright copper Ceylon tea beside a caddy of FBOPF',
  },
];

/** The hero's background film: muted, looping, with a soft ambient track the visitor may unmute. */
export const introVideo = {
  webm: '/video/intro.webm',
  mp4: '/video/intro.mp4',
  poster: '/video/intro-poster.webp',
  width: 960,
  height: 540,
} as const;

export const qualityCommitment = {
  eyebrow: 'Our Quality Commitment',
  title: 'Over 70 Years of Expertise in Every Cup',
  paragraphs: [
    'Three generations of our planting families have made tea in the Sri Lankan hills. The judgement they pass on is practical: when the flush is ready, how long a wither needs on a wet monsoon day, the moment oxidising leaf turns from green to bright copper.',
    'That expertise shapes every consignment we ship. Each lot is tasted against its standard before it is packed, so the Ceylon tea a buyer samples is the tea that arrives.',
  ],
  highlights: [
    { value: '70+', label: 'years of tea-making expertise' },
    { value: '50+', label: 'countries we ship to' },
    { value: '16', label: 'orthodox grades on offer' },
  ],
  linkText: 'About Our Company',
} as const;

export type FlowchartStep = {
  id: string;
  title: string;
  description: string;
  color: string;
};

/** The eight stages of orthodox manufacture, in the short form the home page shows. */
export const flowchartSteps: readonly FlowchartStep[] = [
  {
    id: 'plucking',
    title: 'Plucking',
    description: 'Two leaves and a bud, picked by hand every week or so.',
    color: '#2f7a4f',
  },
  {
    id: 'withering',
    title: 'Withering',
    description: 'Air blown through troughs of leaf for up to 18 hours.',
    color: '#4d7d3a',
  },
  {
    id: 'rolling',
    title: 'Rolling',
    description: 'Rollers twist the soft leaf and release its juices.',
    color: '#6f7f3a',
  },
  {
    id: 'disruption',
    title: 'Disruption',
    description: 'Roll-breakers separate and break the twisted leaf.',
    color: '#8c7a33',
  },
  {
    id: 'oxidation',
    title: 'Oxidation',
    description: 'Leaf rests in cool, moist air and turns bright copper.',
    color: '#c0733a',
  },
  {
    id: 'firing',
    title: 'Firing',
    description: 'Hot air dries the leaf and fixes its flavour.',
    color: '#a65a2a',
  },
  {
    id: 'sorting',
    title: 'Sorting',
    description: 'Sieves grade the made tea by the size of its leaf.',
    color: '#8a4519',
  },
  {
    id: 'packaging',
    title: 'Packaging',
    description: 'Tasted, weighed and sealed for export.',
    color: '#6e3512',
  },
];

export type HomeTeaGrade = {
  id: string;
  name: string;
  description: string;
  /** The colour of the liquor, in words. */
  color: string;
  /** The same colour, for the swatch. */
  swatch: string;
  strength: string;
  /**
   * The card's picture: the true-scale dry leaf of one of the sixteen grades (its slug in
   * app/content/tea-grades.ts), as the Tea Grades page shows it, or a drawing of the card's own.
   * FOP has its own: it is no grade of the Colombo nomenclature that app/content/grade-particles.ts
   * cites, so there are no published sizes to draw it at.
   */
  picture: { grade: string } | { drawing: string };
};

export const homeTeaGrades: readonly HomeTeaGrade[] = [
  {
    id: 'orange-pekoe',
    name: 'Orange Pekoe',
    description:
      'Long, wiry whole leaves rolled along their length. A clean, fragrant cup to drink without milk.',
    color: 'Amber',
    swatch: '#c98a2e',
    strength: 'Medium',
    picture: { grade: 'op' },
  },
  {
    id: 'broken-orange-pekoe',
    name: 'Broken Orange Pekoe',
    description:
      'Small, neat broken leaf that infuses fast into a brisk, coloury liquor, the classic breakfast cup.',
    color: 'Copper-red',
    swatch: '#9c3f1d',
    strength: 'Strong',
    picture: { grade: 'bop' },
  },
  {
    id: 'flowery-orange-pekoe',
    name: 'Flowery Orange Pekoe',
    description:
      'Whole leaf with golden tips from the unopened bud, giving a delicate, honeyed, lightly floral cup.',
    color: 'Golden',
    swatch: '#d9a441',
    strength: 'Medium-light',
    picture: { drawing: '/images/pages/grade-flowery-orange-pekoe.jpg' },
  },
];
