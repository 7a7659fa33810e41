import { cards as englishCards } from '~/locales/en/collections.json';
import type { Illustration } from './types';

/**
 * The six premium collections as cards: what the home page and /products show before a
 * visitor opens a collection. Kept apart from the collections' items so the pages that only
 * show the cards do not ship every item's text to the browser.
 */
export const premiumCollectionSlugs = [
  'herbal-tea',
  'black-tea',
  'green-tea',
  'special-tea',
  'flavoured-tea',
  'adra-tea',
] as const;
export type PremiumCollectionSlug = (typeof premiumCollectionSlugs)[number];

/** Spec §3 'Collection card': id (the slug), title, description, link (the path), bgColor, image. */
export interface PremiumCollectionCard {
  slug: PremiumCollectionSlug;
  /** The card title; the collection's page is titled '<title> Collection'. */
  title: string;
  description: string;
  /** Tailwind background class of the card. */
  bgColor: string;
  image: Illustration;
  path: `/products/premium/${PremiumCollectionSlug}`;
}

/** A card's texts in a language (app/locales/<language>/collections.json `cards`). */
export type CollectionCardTexts = typeof englishCards;

const cardColours: Record<PremiumCollectionSlug, string> = {
  'herbal-tea': 'bg-tea-100',
  'black-tea': 'bg-copper-100',
  'green-tea': 'bg-tea-50',
  'special-tea': 'bg-cream-200',
  'flavoured-tea': 'bg-cream-100',
  'adra-tea': 'bg-tea-200',
};

/** The cards with their texts in a language, in the order the products page shows them. */
export function premiumCollectionCardsIn(texts: CollectionCardTexts): PremiumCollectionCard[] {
  return premiumCollectionSlugs.map((slug) => ({
    slug,
    title: texts[slug].title,
    description: texts[slug].description,
    bgColor: cardColours[slug],
    image: { src: `/images/catalogue/collections/${slug}.jpg`, alt: texts[slug].imageAlt },
    path: `/products/premium/${slug}`,
  }));
}

/** In the order the products page shows them, in English. */
export const premiumCollectionCards: readonly PremiumCollectionCard[] =
  premiumCollectionCardsIn(englishCards);
