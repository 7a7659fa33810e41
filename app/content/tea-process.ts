import type { IconName } from './prose';

/** The orthodox manufacture of Ceylon tea as the Tea Process page tells it. */

export const teaProcessIntro = {
  title: 'The Orthodox Way, Within a Day of the Harvest',
  paragraphs: [
    'Almost all Ceylon tea is made by the orthodox method: the leaf is withered, rolled, left to oxidise and fired, much as James Taylor first did on the veranda of his bungalow at Loolecondera in 1867. Machines now do the heavy work, but each stage still depends on the judgement of the factory officer, who reads the leaf, the weather and the clock.',
    'Fresh leaf reaches our factory within hours of plucking and leaves it as made tea the same day. The eight stages below turn a green, perishable shoot into a dry, stable leaf that keeps its character on the way to buyers in more than 50 countries.',
  ],
} as const;

export type ProcessStep = {
  id: string;
  title: string;
  description: string;
  image: string;
  imageAlt: string;
};

export const processSteps: readonly ProcessStep[] = [
  {
    id: 'plucking',
    title: 'Plucking',
    description:
      'Pluckers, most of them women whose families have worked the estate for generations, pick the tender shoot of two leaves and a bud by hand and drop it into baskets carried on their backs. Each bush is plucked every six to ten days through the year. The leaf is weighed at field collection points twice a day and taken to the factory before it can bruise or heat up, because the quality of the made tea can never be better than the leaf.',
    image: '/images/process/plucking.jpg',
    imageAlt:
      'Tea pluckers with baskets on their backs among terraced tea bushes on a misty hillside',
  },
  {
    id: 'withering',
    title: 'Withering/Wilting',
    description:
      'The green leaf is spread thinly in long withering troughs, mesh beds through which fans blow air, warmed a little when the monsoon air is damp. Over twelve to eighteen hours the leaf loses much of its moisture and turns limp and pliable, so that it can be rolled without shattering, while its aroma begins to develop. The factory officer judges the wither by touch, squeezing a handful to feel how it springs back.',
    image: '/images/process/withering.jpg',
    imageAlt: 'Long withering troughs of green tea leaf under the roof of a hill-country factory',
  },
  {
    id: 'disruption',
    title: 'Disruption',
    description:
      'Withered leaf is fed into orthodox rollers, heavy tables that turn under a pressing cap, which twist the leaf and break its cells so the juices and enzymes meet the air. Roll-breakers then sift the twisted mass, separating fine leaf from coarse leaf, which is rolled again. How hard and how long the leaf is rolled decides whether it ends as a long wiry leaf grade or a small broken grade.',
    image: '/images/process/disruption.jpg',
    imageAlt: 'An orthodox rolling table twisting withered leaf beneath its pressing cap',
  },
  {
    id: 'oxidation',
    title: 'Oxidation/Fermentation',
    description:
      'The rolled leaf is spread on clean tables or floors in cool, humid air. The polyphenol oxidase set free by rolling turns the leaf’s catechins into theaflavins and thearubigins, which give black tea its brightness, colour and body, and the green leaf darkens to a bright new-penny copper. Planters call it fermentation, though no yeast is involved; it takes around two to four hours, and the maker stops it by nose and eye.',
    image: '/images/process/oxidation.jpg',
    imageAlt: 'Rolled leaf spread on a table turning from green to bright copper as it oxidises',
  },
  {
    id: 'firing',
    title: 'Firing',
    description:
      'Firing stops oxidation and dries the leaf so it will keep. The oxidised leaf travels on trays through a hot-air dryer at 140 to 170 degrees Fahrenheit for 10 minutes to under an hour, depending on the grade and the dryer, until only about three per cent of its moisture remains. The copper leaf turns the familiar black, and the aroma of the finished tea fills the factory.',
    image: '/images/process/firing.jpg',
    imageAlt: 'A hot-air tea dryer with trays of leaf moving through warm air',
  },
  {
    id: 'color-separation',
    title: 'Color Separation',
    description:
      'Fired tea still carries fibre and pieces of stalk, which are lighter in colour than the leaf and would dull the cup. Electrostatic rollers lift out the fibre, and optical colour sorters scan the falling tea and blow out every off-colour particle with a jet of air. What remains is clean, even, black leaf, the first thing a buyer notices when a sample is opened.',
    image: '/images/process/color-separation.jpg',
    imageAlt: 'A colour sorter separating light stalk from black tea leaf',
  },
  {
    id: 'sorting',
    title: 'Sorting',
    description:
      'Vibrating sieves of graded mesh divide the clean tea by particle size into the grades buyers trade: whole leaf grades such as OP and OPA, broken grades such as BOP and FBOP, and the small fannings used in tea bags. Grade names describe the size and look of the leaf, not its quality, so a fine BOP from Uva can be worth far more than a plain leaf grade.',
    image: '/images/process/sorting.jpg',
    imageAlt: 'Stacked sieves sorting black tea into leaf, broken and fannings grades',
  },
  {
    id: 'packaging',
    title: 'Packaging',
    description:
      'Each graded lot is tasted against its standard, weighed and packed: in multi-wall paper sacks for bulk buyers, in foil-lined bags and cartons for private label, or in our own retail packs. Tea packed in Sri Lanka from pure Ceylon leaf may carry the Sri Lanka Tea Board’s lion logo, the mark buyers look for, and every shipment leaves with its lot number, grade and garden on the label.',
    image: '/images/process/packaging.jpg',
    imageAlt: 'Sealed sacks and tea chests stencilled with grade marks, ready for export',
  },
];

export type QualityBlock = {
  id: string;
  title: string;
  description: string;
  icon: IconName;
};

export const qualityBlocks: readonly QualityBlock[] = [
  {
    id: 'leaf-selection',
    title: 'Leaf Selection',
    description:
      'Field officers check the leaf at every collection point. Only fine plucking, two leaves and a bud, goes into our best grades; coarse or damaged leaf is turned away before it reaches the troughs.',
    icon: 'sprout',
  },
  {
    id: 'processing-controls',
    title: 'Processing Controls',
    description:
      'Wither, roll, oxidation time and dryer temperature are recorded for every batch under our HACCP plan, and metal detectors and sieves check every lot before it is packed.',
    icon: 'gauge',
  },
  {
    id: 'taste-testing',
    title: 'Taste Testing',
    description:
      'Our tea tasters cup every lot against its standard, judging the dry leaf, the infused leaf and the liquor, before it is released for sale or blended to a buyer’s brief.',
    icon: 'cup',
  },
];
