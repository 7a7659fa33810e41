import type { IconName } from './prose';

/** The Health & Wellness page: what research says about tea, and the three kinds we sell. */

export const healthIntro = {
  title: 'A Cup That Does You Good',
  paragraphs: [
    'Tea is the world’s most widely drunk beverage after water, and one of the most studied. Black, green and oolong tea all come from the same plant, Camellia sinensis, and share its natural compounds: flavonoids, the amino acid L-theanine and a moderate amount of caffeine.',
    'What follows summarises what nutrition research broadly reports about drinking tea as part of a balanced diet. It is general information, not medical advice: if you have a health condition, ask your doctor.',
  ],
} as const;

export type HealthBenefit = {
  id: string;
  title: string;
  description: string;
  icon: IconName;
};

export const healthBenefits: readonly HealthBenefit[] = [
  {
    id: 'heart',
    title: 'Heart Health',
    description:
      'Large population studies link drinking a few cups of tea a day with a lower risk of heart disease and stroke. The flavonoids in tea are thought to help keep blood vessels flexible and support healthy blood pressure.',
    icon: 'heart',
  },
  {
    id: 'antioxidants',
    title: 'Rich in Antioxidants',
    description:
      'Tea is one of the richest sources of flavonoids in the diet: catechins in green tea, and the theaflavins and thearubigins that form as black tea oxidises. These compounds act as antioxidants in the body.',
    icon: 'shield',
  },
  {
    id: 'mental-clarity',
    title: 'Mental Clarity',
    description:
      'Tea pairs gentle caffeine, about half that of a cup of coffee, with L-theanine, an amino acid found almost only in tea. Together they are associated with calm alertness and better attention, without the jitter of stronger drinks.',
    icon: 'spark',
  },
  {
    id: 'digestive',
    title: 'Digestive Comfort',
    description:
      'A warm cup after a meal has long been part of tea-drinking cultures. Herbal infusions such as ginger, peppermint and fennel are traditionally taken to soothe the stomach and ease digestion.',
    icon: 'leaf',
  },
  {
    id: 'hydration',
    title: 'Hydration',
    description:
      'Tea is mostly water, and at the amounts people usually drink it hydrates as well as water does. Unsweetened, it adds flavour to your daily fluid with almost no calories.',
    icon: 'droplet',
  },
];

export type TeaType = {
  id: string;
  name: string;
  description: string;
  highlights: readonly string[];
  color: string;
};

export const teaTypes: readonly TeaType[] = [
  {
    id: 'black',
    name: 'Black Tea',
    description:
      'Fully oxidised before firing, Ceylon black tea is rich in theaflavins, which give its bright, coppery liquor. It is brisk and full-bodied, and drinks well plain, with lemon or with milk.',
    highlights: [
      'Theaflavins and thearubigins',
      'About 40–50 mg caffeine a cup',
      'Brew at a full boil, 3–5 minutes',
    ],
    color: '#8a4519',
  },
  {
    id: 'green',
    name: 'Green Tea',
    description:
      'Steamed or pan-fired straight after plucking, green tea keeps its leaf unoxidised and its catechins, such as EGCG, intact. Ceylon green tea is fresh and grassy with a clean, light finish.',
    highlights: [
      'Catechins, notably EGCG',
      'About 30 mg caffeine a cup',
      'Brew at 80–85 °C, 2–3 minutes',
    ],
    color: '#4d7d3a',
  },
  {
    id: 'herbal',
    name: 'Herbal Tea',
    description:
      'Infusions of flowers, roots and spices such as hibiscus, ginger, lemongrass, cinnamon and chamomile. Most contain no tea leaf and no caffeine, which makes them a gentle choice for the evening.',
    highlights: [
      'Naturally caffeine-free',
      'Flavour from Ceylon spices and flowers',
      'Brew with boiling water, 5–7 minutes',
    ],
    color: '#a65a2a',
  },
];
