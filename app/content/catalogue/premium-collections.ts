import { gradeSpecFacts } from '../spec-sheets/grade-spec-sheets';
import { packingSentence } from '../spec-sheets/packing';
import { findTeaGradeByName, type TeaGrade } from '../tea-grades';
import {
  premiumCollectionCardsIn,
  type PremiumCollectionCard,
  type PremiumCollectionSlug,
} from './premium-collection-cards';
import type { BrewingGuide } from './types';
import englishCollections from '~/locales/en/collectionPages.json';
import { cards as englishCards } from '~/locales/en/collections.json';

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

/** The collections' texts in a language (app/locales/<language>/collections.json). */
export type CollectionTexts = {
  cards: typeof englishCards;
  collections: typeof englishCollections;
};

type ItemTexts = {
  productInfo: readonly string[];
  ingredients?: readonly string[];
  summary?: string;
};

/** Numbers a collection's items (slug and name), gives each its picture and its texts. */
function illustratedItems(
  collection: PremiumCollectionSlug,
  items: readonly { slug: string; name: string }[],
  texts: Readonly<Record<string, ItemTexts>>,
): CollectionItem[] {
  return items.map((item, index) => {
    const words = texts[item.slug];
    if (!words) throw new Error(`No texts for the item ${collection}/${item.slug}`);
    return {
      ...item,
      ...words,
      id: index + 1,
      imageUrl: `/images/catalogue/collections/${collection}/${item.slug}.jpg`,
    };
  });
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

const greenTeaGradeNames = ['GREEN TEA GP', 'GREEN TEA FANNINGS'] as const;

/** The items of the collections whose teas are not tea grades: their slugs and names (names stay as written). */
const herbalTeaItems = [
  { slug: 'ceylon-cinnamon', name: 'Ceylon Cinnamon' },
  { slug: 'lemongrass', name: 'Lemongrass' },
  { slug: 'ginger', name: 'Ginger' },
  { slug: 'moringa', name: 'Moringa' },
  { slug: 'gotu-kola', name: 'Gotu Kola' },
  { slug: 'beli-mal', name: 'Beli Mal' },
  { slug: 'ranawara', name: 'Ranawara' },
  { slug: 'hibiscus', name: 'Hibiscus' },
  { slug: 'butterfly-pea-flower', name: 'Butterfly Pea Flower' },
  { slug: 'soursop-leaf', name: 'Soursop Leaf' },
  { slug: 'turmeric-black-pepper', name: 'Turmeric & Black Pepper' },
] as const;

const specialTeaItems = [{ slug: 'silver-tips-rose', name: 'Ceylon Silver Tips & Rose' }] as const;

const flavouredTeaItems = [
  { slug: 'earl-grey', name: 'Earl Grey' },
  { slug: 'soursop', name: 'Soursop' },
  { slug: 'mango', name: 'Mango' },
  { slug: 'passion-fruit', name: 'Passion Fruit' },
  { slug: 'strawberry', name: 'Strawberry' },
  { slug: 'peach', name: 'Peach' },
  { slug: 'lemon', name: 'Lemon' },
  { slug: 'vanilla', name: 'Vanilla' },
  { slug: 'cardamom', name: 'Cardamom' },
  { slug: 'apple-cinnamon', name: 'Apple & Cinnamon' },
  { slug: 'jasmine-green', name: 'Jasmine Green' },
  { slug: 'mint-green', name: 'Mint Green' },
] as const;

const adraTeaItems = [
  { slug: 'adra-premium-ceylon-100-bags', name: 'ADRA Premium Ceylon, 100 tea bags' },
  { slug: 'adra-earl-grey-25-bags', name: 'ADRA Earl Grey, 25 tea bags' },
  { slug: 'adra-green-tea-25-bags', name: 'ADRA Green Tea, 25 tea bags' },
  { slug: 'adra-soursop-pouch', name: 'ADRA Soursop, 100 g pouch' },
  { slug: 'adra-nuwara-eliya-caddy', name: 'ADRA Nuwara Eliya, 100 g caddy' },
  { slug: 'adra-gift-chest', name: 'ADRA Gift Chest' },
] as const;

/** Each collection's page, with its texts in a language. */
function collectionPagesIn({
  collections: texts,
}: CollectionTexts): Record<PremiumCollectionSlug, CollectionPage> {
  return {
    'herbal-tea': {
      intro: texts['herbal-tea'].intro,
      brewingGuide: texts['herbal-tea'].brewingGuide,
      items: illustratedItems('herbal-tea', herbalTeaItems, texts['herbal-tea'].items),
    },
    'black-tea': {
      intro: texts['black-tea'].intro,
      brewingGuide: texts['black-tea'].brewingGuide,
      items: gradeItems(blackTeaGradeNames, texts['black-tea'].notes),
    },
    'green-tea': {
      intro: texts['green-tea'].intro,
      brewingGuide: texts['green-tea'].brewingGuide,
      items: gradeItems(greenTeaGradeNames, texts['green-tea'].notes),
    },
    'special-tea': {
      intro: texts['special-tea'].intro,
      items: illustratedItems('special-tea', specialTeaItems, texts['special-tea'].items),
    },
    'flavoured-tea': {
      intro: texts['flavoured-tea'].intro,
      brewingGuide: texts['flavoured-tea'].brewingGuide,
      items: illustratedItems('flavoured-tea', flavouredTeaItems, texts['flavoured-tea'].items),
    },
    'adra-tea': {
      intro: texts['adra-tea'].intro,
      brewingGuide: texts['adra-tea'].brewingGuide,
      items: illustratedItems('adra-tea', adraTeaItems, texts['adra-tea'].items),
    },
  };
}

/** The six premium collections with their texts in a language, in the order of their cards. */
export function premiumCollectionsIn(texts: CollectionTexts): PremiumCollection[] {
  const pages = collectionPagesIn(texts);
  return premiumCollectionCardsIn(texts.cards).map((card) => ({ ...card, ...pages[card.slug] }));
}

/** The six premium collections, each with its page and items, in the order of their cards. */
export const premiumCollections: readonly PremiumCollection[] = premiumCollectionsIn({
  cards: englishCards,
  collections: englishCollections,
});

export function findPremiumCollection(slug: string | undefined): PremiumCollection | undefined {
  return premiumCollections.find((collection) => collection.slug === slug);
}

/** Names a collection item from the two slugs of `/contact?item=<collection>/<item>`. */
export function findCollectionItem(
  collectionSlug: string,
  itemSlug: string,
): { collection: PremiumCollection; item: CollectionItem } | undefined {
  const collection = findPremiumCollection(collectionSlug);
  const item = collection?.items.find((candidate) => candidate.slug === itemSlug);
  return collection && item ? { collection, item } : undefined;
}
