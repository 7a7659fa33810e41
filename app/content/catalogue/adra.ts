import { collectionItemTea } from '~/features/inquiries/tea-choices';
import english from '~/locales/en/catalogue.json' with { type: 'json' };
import { lineFact, productLinePageIn, type ProductLinePage } from './product-line-pages';
import type { BrewingGuide, Illustration } from './types';

/** The key of an Adra collection's words (`adra.collections.items` of the `catalogue` files). */
export type AdraCollectionKey = keyof typeof english.adra.collections.items;

/** One of the seven Adra collections (spec §3: id, title, description, bgColor, image). */
export interface AdraCollection {
  id: number;
  key: AdraCollectionKey;
  title: string;
  description: string;
  /** Tailwind background class of the collection's panel. */
  bgColor: string;
  image: Illustration;
}

/** What the page's script needs of a collection to render it in any language: no words. */
export type AdraCollectionFrame = Pick<AdraCollection, 'id' | 'key' | 'bgColor'> & {
  image: { src: string };
};

/** The collections without their words, as the page's loader gives them to the page. */
export function adraCollectionFrames(
  collections: readonly AdraCollection[],
): AdraCollectionFrame[] {
  return collections.map(({ id, key, bgColor, image }) => ({
    id,
    key,
    bgColor,
    image: { src: image.src },
  }));
}

export interface AdraPage extends ProductLinePage {
  collections: readonly AdraCollection[];
  brewing: BrewingGuide;
}

/** A collection, its picture named by its key and its words the English file's. */
function collection(id: number, key: AdraCollectionKey, bgColor: string): AdraCollection {
  const { title, description, imageAlt } = english.adra.collections.items[key];
  return {
    id,
    key,
    title,
    description,
    bgColor,
    image: { src: `/images/catalogue/adra/${key}.jpg`, alt: imageAlt },
  };
}

const { temperature, time, note } = english.adra.brewing;

export const adraPage: AdraPage = {
  ...productLinePageIn('adra'),
  collections: [
    collection(1, 'fruit', 'bg-copper-100'),
    collection(2, 'leaf-of-island', 'bg-tea-100'),
    collection(3, 'herbal', 'bg-tea-50'),
    collection(4, 'color', 'bg-cream-200'),
    collection(5, 'regional', 'bg-cream-100'),
    collection(6, 'tea-bags', 'bg-tea-100'),
    collection(7, 'gift', 'bg-copper-100'),
  ],
  brewing: { temperature, time, note },
  facts: ['origin', 'formats', 'shelfLife', 'minimumOrder', 'leadTime'].map((id) =>
    lineFact('adra', id),
  ),
  requestTea: collectionItemTea('adra-tea', 'adra-premium-ceylon-100-bags'),
};
