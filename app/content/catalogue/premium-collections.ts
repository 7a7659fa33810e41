import { gradeSpecFacts } from '../spec-sheets/grade-spec-sheets';
import { packingSentence } from '../spec-sheets/packing';
import { findTeaGradeByName, type TeaGrade } from '../tea-grades';
import {
  premiumCollectionCards,
  type PremiumCollectionCard,
  type PremiumCollectionSlug,
} from './premium-collection-cards';
import type { BrewingGuide } from './types';

/** One tea of a premium collection (spec §3: id, name, imageUrl, productInfo, ingredients). */
export interface CollectionItem {
  id: number;
  slug: string;
  name: string;
  imageUrl: string;
  /** The colour behind a picture drawn without its own ground (the tea grade pictures). */
  imageBackground?: string;
  /** Paragraphs of the collapsible 'Product Info' section. */
  productInfo: readonly string[];
  /** The 'Ingredients' section, which only the Special collection has. */
  ingredients?: readonly string[];
  /** A one-line profile printed on the card itself (the Flavoured collection shows its info inline). */
  summary?: string;
}

/** What a collection's own page adds to its card. */
interface CollectionPage {
  /** The opening paragraph of the collection's page. */
  intro: string;
  brewingGuide?: BrewingGuide;
  items: readonly CollectionItem[];
}

export type PremiumCollection = PremiumCollectionCard & CollectionPage;

type ItemText = Omit<CollectionItem, 'id' | 'imageUrl'>;

/** Numbers a collection's items and gives each its own illustration. */
function illustratedItems(
  collection: PremiumCollectionSlug,
  items: readonly ItemText[],
): CollectionItem[] {
  return items.map((item, index) => ({
    ...item,
    id: index + 1,
    imageUrl: `/images/catalogue/collections/${collection}/${item.slug}.jpg`,
  }));
}

function gradeNamed(name: string): TeaGrade {
  const grade = findTeaGradeByName(name);
  if (!grade) throw new Error(`The tea grade list has no grade named ${name}`);
  return grade;
}

/**
 * Builds a collection's items from the tea grade list, the one source of each grade's name,
 * description and picture; `notes` adds the cupping details, keyed by grade slug, and the
 * grade's spec sheet facts its packing, so the page and the sheet state the same sack weights.
 */
function gradeItems(
  names: readonly string[],
  notes: Readonly<Record<string, string>>,
): CollectionItem[] {
  return names.map((name, index) => {
    const grade = gradeNamed(name);
    const note = notes[grade.slug];
    const facts = gradeSpecFacts(grade);
    if (!note || !facts)
      throw new Error(`No cupping note or spec facts for the grade ${grade.slug}`);
    return {
      id: index + 1,
      slug: grade.slug,
      name: grade.name,
      imageUrl: grade.image,
      imageBackground: grade.color,
      productInfo: [grade.description, `${note} ${packingSentence(facts.packing)}`],
    };
  });
}

const blackTeaGradeNames = [
  'PEKOE',
  'PEKOE 1',
  'FBOP',
  'BOPA',
  'FBOPF 1',
  'FBOPF',
  'FBOPSP',
  'BOP1A',
  'BOP',
  'BOP Fannings',
] as const;

const blackTeaNotes: Readonly<Record<string, string>> = {
  pekoe:
    'Brew 3 g to 250 ml of boiling water for 4-5 minutes; the curled leaf opens slowly and rewards patience.',
  'pekoe-1':
    'Even enough in the leaf for clear retail packs, full enough in the cup for a samovar. Brew 4-5 minutes at 95-100°C.',
  fbop: 'Takes milk and sugar without losing its character; brew 3-4 minutes. The golden tip shows well in clear retail packs.',
  bopa: 'A body-builder for blends: add it to a brisk high-grown BOP for depth and colour. Brew 3-4 minutes at 95-100°C.',
  'fbopf-1':
    'Brew 3 minutes for a sweet plain cup, 4 for a strong one with milk. Usually sold in small lots at the Colombo auction, so offers are made lot by lot.',
  fbopf:
    'Gives colour in under three minutes; excellent in strong milk tea and in cardamom or spiced blends.',
  fbopsp:
    'Brew at 90-95°C for 3-4 minutes to keep the sweetness of the tips. A grade for gift tins and specialty menus; offered lot by lot with a sample. The tips are light, so a sack holds less.',
  bop1a:
    'Infuses more slowly than BOP; brew 4 minutes. Blenders pair it with a leafy grade to give body without losing the handsome leaf.',
  bop: 'Brew 3-4 minutes at 95-100°C; holds its colour with milk. Our most requested bulk grade for breakfast blends and loose-tea packs.',
  'bop-fannings':
    'Infuses in 2-3 minutes, the right speed for a tea bag. Dense particles fill the heaviest sacks.',
};

const greenTeaGradeNames = ['GREEN TEA GP', 'GREEN TEA FANNINGS'] as const;

const greenTeaNotes: Readonly<Record<string, string>> = {
  'green-tea-gp':
    'The pellets keep well in transit and in the pot they open to whole leaves; the same measure gives two or three infusions.',
  'green-tea-fannings': 'Infuses in two minutes, so it suits green tea bags and cold-brew.',
};

const collectionPages: Record<PremiumCollectionSlug, CollectionPage> = {
  'herbal-tea': {
    intro:
      'Sri Lankan homes have brewed herbs, flowers and spices for generations, long before tea came to the hills. These eleven infusions are dried and cut for the cup by growers we know, and contain no tea leaf and no caffeine. Offered in bulk, in foil pouches and in tea bags.',
    brewingGuide: {
      temperature: 'Freshly boiled water, 100°C (212°F)',
      time: '5-7 minutes',
      note: 'Use 2 g, or one tea bag, for a 200 ml cup and cover the cup while it steeps to keep the aroma in.',
    },
    items: illustratedItems('herbal-tea', [
      {
        slug: 'ceylon-cinnamon',
        name: 'Ceylon Cinnamon',
        productInfo: [
          'Quills of true cinnamon, Cinnamomum verum, peeled by hand in the coastal belt around Galle and Matara and cut into small pieces for infusion.',
          'Sweet, warm and delicate, without the harsh bite of cassia. Lovely alone, or with a slice of ginger.',
        ],
      },
      {
        slug: 'lemongrass',
        name: 'Lemongrass',
        productInfo: [
          'Sun-dried stems and leaves of lemongrass, cut fine. Bright, citrus-sharp and clean, and often served after a meal.',
          'Good hot or iced; blends well with ginger or with green tea.',
        ],
      },
      {
        slug: 'ginger',
        name: 'Ginger',
        productInfo: [
          'Sliced and dried ginger root from smallholdings in the wet zone. A warming, peppery infusion with a lingering heat.',
          'Add honey and lime for the drink Sri Lankans reach for on a rainy evening.',
        ],
      },
      {
        slug: 'moringa',
        name: 'Moringa',
        productInfo: [
          'Leaflets of the moringa tree, known at home as murunga, shade-dried to keep their green colour.',
          'A mild, fresh, spinach-like cup; pleasant with a squeeze of lemon or blended with mint.',
        ],
      },
      {
        slug: 'gotu-kola',
        name: 'Gotu Kola',
        productInfo: [
          'The round leaves of Centella asiatica, the gotu kola used in Sri Lankan salads and kanda, the village herbal porridge.',
          'A green, gently bitter and grassy infusion; brew it no longer than five minutes.',
        ],
      },
      {
        slug: 'beli-mal',
        name: 'Beli Mal',
        productInfo: [
          'Dried flowers of the bael tree, Aegle marmelos, a herbal drink served in Sri Lankan homes and at temple almsgivings.',
          'Sweet, floral and slightly smoky, traditionally sweetened with a piece of jaggery.',
        ],
      },
      {
        slug: 'ranawara',
        name: 'Ranawara',
        productInfo: [
          'Golden flowers and leaves of Senna auriculata, gathered in the dry zone and dried whole.',
          'A mild, earthy, faintly sweet infusion, drunk daily in many Sri Lankan households.',
        ],
      },
      {
        slug: 'hibiscus',
        name: 'Hibiscus',
        productInfo: [
          'Dried calyces of Hibiscus sabdariffa that brew a deep crimson cup.',
          'Tart and fruity like cranberry; wonderful iced with a little sugar and a sprig of mint.',
        ],
      },
      {
        slug: 'butterfly-pea-flower',
        name: 'Butterfly Pea Flower',
        productInfo: [
          'Whole dried flowers of Clitoria ternatea, known in Sri Lanka as nil katarolu.',
          'Brews a vivid blue cup with a soft, woody taste; add lemon and watch it turn violet.',
        ],
      },
      {
        slug: 'soursop-leaf',
        name: 'Soursop Leaf',
        productInfo: [
          'Dried leaves of the soursop tree, katu anoda, cut and sieved for infusion.',
          'A light, slightly sweet and herbal cup with a faint fruity note.',
        ],
      },
      {
        slug: 'turmeric-black-pepper',
        name: 'Turmeric & Black Pepper',
        productInfo: [
          'Sliced dried turmeric root with a little cracked Sri Lankan black pepper and ginger.',
          'Earthy, golden and warming; very good made with hot milk as a golden latte.',
        ],
      },
    ]),
  },
  'black-tea': {
    intro:
      'Black tea is what Ceylon is famous for: leaf withered, rolled, fully oxidised and fired, then sieved into grades by size and shape. These ten grades span the island, from the curled Pekoe of Kandy to the tippy flowery grades of Ruhuna, and are offered in bulk with a sample of each lot.',
    brewingGuide: {
      temperature: 'Freshly boiled water, 95-100°C (203-212°F)',
      time: '3-5 minutes',
      note: 'Use 2-3 g of leaf for a 250 ml cup. Smaller grades brew faster; leafy grades need the full five minutes.',
    },
    items: gradeItems(blackTeaGradeNames, blackTeaNotes),
  },
  'green-tea': {
    intro:
      'Ceylon green tea is made from the same bushes as black tea, but the leaf is steamed or pan-fired within hours of plucking so it never oxidises. It keeps a pale golden-green liquor and a fresh, sweet, grassy taste that is lighter than most Chinese and Japanese greens.',
    brewingGuide: {
      temperature: '80-85°C (175-185°F)',
      time: '2-3 minutes',
      note: 'Let boiled water rest for a few minutes before pouring; water that is too hot makes green tea bitter.',
    },
    items: gradeItems(greenTeaGradeNames, greenTeaNotes),
  },
  'special-tea': {
    intro:
      'One tea, made in small lots: Ceylon Silver Tips, the unopened buds of the tea bush, blended with rose petals and a little cornflower. It is the tea we pour for visitors to our tasting room.',
    items: illustratedItems('special-tea', [
      {
        slug: 'silver-tips-rose',
        name: 'Ceylon Silver Tips & Rose',
        productInfo: [
          'Silver Tips are plucked at dawn as single buds, before the leaf opens, and dried slowly in the shade without rolling, so they keep their silvery down. We blend them with dried rose petals for a cup that is pale gold, honeyed and softly floral.',
          'Brew 2-3 g in 200 ml of water at 75-80°C for 3-4 minutes; the buds give a second infusion. Packed in 50 g tins with an inner lid.',
        ],
        ingredients: [
          'Ceylon white tea buds (Silver Tips), 90%',
          'Dried rose petals, 8%',
          'Cornflower petals, 2%',
        ],
      },
    ]),
  },
  'flavoured-tea': {
    intro:
      'Twelve flavoured teas on a base of Ceylon black or green tea, with natural flavours, fruit pieces, petals and spices. Each card shows its base tea and flavour at a glance; open Product Info for the cup and the formats.',
    brewingGuide: {
      temperature: '95-100°C for black, 80-85°C for green',
      time: '3-5 minutes for black, 2-3 minutes for green',
      note: 'Flavoured teas are also excellent iced: brew at double strength and pour over ice.',
    },
    items: illustratedItems('flavoured-tea', [
      {
        slug: 'earl-grey',
        name: 'Earl Grey',
        summary: 'Ceylon BOP · natural bergamot oil · cornflower petals',
        productInfo: [
          'Bright mid-grown Ceylon black tea scented with natural oil of bergamot, the citrus fruit of Calabria.',
          'Fragrant and balanced; drink it plain or with a slice of lemon. Loose, in tea bags and in tins.',
        ],
      },
      {
        slug: 'soursop',
        name: 'Soursop',
        summary: 'Ceylon black tea · soursop pieces · natural flavour',
        productInfo: [
          'The flavoured tea most visitors to Sri Lanka take home: black tea with pieces of soursop, the creamy tropical fruit known as katu anoda.',
          'Sweet, creamy and lightly tart; good hot or iced.',
        ],
      },
      {
        slug: 'mango',
        name: 'Mango',
        summary: 'Ceylon black tea · mango pieces · natural flavour',
        productInfo: [
          'Black tea with dried pieces of ripe mango and natural mango flavour.',
          'Juicy and sweet with a bright Ceylon finish; a favourite for iced tea.',
        ],
      },
      {
        slug: 'passion-fruit',
        name: 'Passion Fruit',
        summary: 'Ceylon black tea · passion fruit · marigold petals',
        productInfo: [
          'Black tea with natural passion fruit flavour and golden marigold petals.',
          'Tangy and aromatic, with a long tropical finish.',
        ],
      },
      {
        slug: 'strawberry',
        name: 'Strawberry',
        summary: 'Ceylon black tea · strawberry pieces · natural flavour',
        productInfo: [
          'Black tea with freeze-dried strawberry pieces and natural strawberry flavour.',
          'Soft, sweet and summery, with a fragrance that fills the room as it brews.',
        ],
      },
      {
        slug: 'peach',
        name: 'Peach',
        summary: 'Ceylon black tea · peach pieces · natural flavour',
        productInfo: [
          'Black tea with dried peach pieces and natural peach flavour.',
          'Mellow, velvety and fragrant; the classic base for iced peach tea.',
        ],
      },
      {
        slug: 'lemon',
        name: 'Lemon',
        summary: 'Ceylon black tea · lemon peel · natural lemon oil',
        productInfo: [
          'Black tea with dried lemon peel and natural lemon oil.',
          'Zesty and refreshing, with no need for a slice of lemon in the cup.',
        ],
      },
      {
        slug: 'vanilla',
        name: 'Vanilla',
        summary: 'Ceylon black tea · vanilla pieces · natural flavour',
        productInfo: [
          'Black tea with pieces of vanilla pod and natural vanilla flavour.',
          'Smooth, creamy and rounded; excellent with milk.',
        ],
      },
      {
        slug: 'cardamom',
        name: 'Cardamom',
        summary: 'Ceylon black tea · green cardamom pods',
        productInfo: [
          'Strong low-grown Ceylon tea with crushed green cardamom grown in the Knuckles hills.',
          'Warm, aromatic and a little sweet; made for milk tea and the karak tea of the Gulf.',
        ],
      },
      {
        slug: 'apple-cinnamon',
        name: 'Apple & Cinnamon',
        summary: 'Ceylon black tea · apple pieces · Ceylon cinnamon',
        productInfo: [
          'Black tea with dried apple pieces and true Ceylon cinnamon bark.',
          'Like a warm apple pie in the cup; lovely in winter, with or without milk.',
        ],
      },
      {
        slug: 'jasmine-green',
        name: 'Jasmine Green',
        summary: 'Ceylon green tea · jasmine petals · natural flavour',
        productInfo: [
          'Ceylon green tea with jasmine blossoms and natural jasmine flavour.',
          'Delicate, floral and fresh. Brew at 80-85°C for 2-3 minutes.',
        ],
      },
      {
        slug: 'mint-green',
        name: 'Mint Green',
        summary: 'Ceylon green tea · peppermint leaves',
        productInfo: [
          'Ceylon green tea with cut peppermint leaves, in the style of North African mint tea.',
          'Cool and refreshing; serve sweet, poured from a height. Brew at 80-85°C for 2-3 minutes.',
        ],
      },
    ]),
  },
  'adra-tea': {
    intro:
      'The six ADRA packs our distributors order most: tea bags for every day, the island’s favourite flavoured tea, a single-region caddy and a gift chest. Each is packed and sealed in Sri Lanka. See all seven ADRA collections on the Adra Products page.',
    brewingGuide: {
      temperature: 'Freshly boiled water, 95-100°C (203-212°F)',
      time: '3-5 minutes',
      note: 'One tea bag or 2 g of leaf per 200 ml cup. For the green tea, let the water cool to 80-85°C.',
    },
    items: illustratedItems('adra-tea', [
      {
        slug: 'adra-premium-ceylon-100-bags',
        name: 'ADRA Premium Ceylon, 100 tea bags',
        productInfo: [
          'Our everyday blend of Uva and Kandy BOP Fannings: brisk, coloury and strong enough for milk.',
          'String-and-tag bags, each in its own envelope, 100 to a box and 24 boxes to a carton.',
        ],
      },
      {
        slug: 'adra-earl-grey-25-bags',
        name: 'ADRA Earl Grey, 25 tea bags',
        productInfo: [
          'Ceylon black tea with natural bergamot oil, in enveloped string-and-tag bags.',
          '25 bags to a box; 48 boxes to a carton.',
        ],
      },
      {
        slug: 'adra-green-tea-25-bags',
        name: 'ADRA Green Tea, 25 tea bags',
        productInfo: [
          'Ceylon green tea fannings in enveloped bags: a clear, light cup. Brew at 80-85°C for 2-3 minutes.',
          '25 bags to a box; 48 boxes to a carton.',
        ],
      },
      {
        slug: 'adra-soursop-pouch',
        name: 'ADRA Soursop, 100 g pouch',
        productInfo: [
          'Ceylon black tea with soursop pieces and natural flavour, loose in a resealable foil pouch.',
          '100 g pouch; 40 pouches to a carton.',
        ],
      },
      {
        slug: 'adra-nuwara-eliya-caddy',
        name: 'ADRA Nuwara Eliya, 100 g caddy',
        productInfo: [
          'High-grown OP from the Nuwara Eliya district: a light, golden, fragrant cup for drinking without milk.',
          '100 g caddy with a foil-sealed inner bag; 24 caddies to a carton.',
        ],
      },
      {
        slug: 'adra-gift-chest',
        name: 'ADRA Gift Chest',
        productInfo: [
          'A wooden chest of 60 enveloped tea bags in six flavours: Premium Ceylon, Earl Grey, Green Tea, Soursop, Mango and Cinnamon.',
          'Gift-wrapped on request, with your card or company greeting.',
        ],
      },
    ]),
  },
};

/** The six premium collections, each with its page and items, in the order of their cards. */
export const premiumCollections: readonly PremiumCollection[] = premiumCollectionCards.map(
  (card) => ({ ...card, ...collectionPages[card.slug] }),
);

export function findPremiumCollection(slug: string | undefined): PremiumCollection | undefined {
  return premiumCollections.find((collection) => collection.slug === slug);
}

/** A collection card's texts in a language (app/locales/<language>/collections.json `cards`). */
export type CollectionCardTexts = { title: string; description: string; imageAlt: string };

/** A collection page's texts in a language (app/locales/<language>/collectionPages.json). */
export type CollectionPageTexts = {
  intro: string;
  brewingGuide?: BrewingGuide;
  items?: Readonly<
    Record<
      string,
      { productInfo: readonly string[]; ingredients?: readonly string[]; summary?: string }
    >
  >;
  /** The grades' cupping notes (Black and Green Tea), shown once the grades are translated. */
  notes?: Readonly<Record<string, string>>;
};

/**
 * A collection with its texts in a language; names, slugs and pictures stay. The English files
 * hold this module's texts word for word (tests/unit/catalogue-translations.test.ts), so the
 * English collection is the same either way. A tea grade's item keeps its English texts, which
 * come with the grades' own translation.
 */
export function premiumCollectionIn(
  collection: PremiumCollection,
  card: CollectionCardTexts,
  page: CollectionPageTexts,
): PremiumCollection {
  return {
    ...collection,
    title: card.title,
    description: card.description,
    image: { ...collection.image, alt: card.imageAlt },
    intro: page.intro,
    ...(page.brewingGuide ? { brewingGuide: page.brewingGuide } : {}),
    items: collection.items.map((item) => {
      const words = page.items?.[item.slug];
      return words ? { ...item, ...words } : item;
    }),
  };
}
