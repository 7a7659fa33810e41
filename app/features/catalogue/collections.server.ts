import {
  findPremiumCollection,
  premiumCollectionIn,
  type CollectionCardTexts,
  type CollectionPageTexts,
  type PremiumCollection,
} from '~/content/catalogue/premium-collections';
import type { Language } from '~/i18n/languages';
import { translationFiles } from '~/i18n/translations.server';

/**
 * A premium collection with its texts in a language, read on the server so that only that
 * collection's texts travel to the browser. The translation files have English's shape
 * (tests/unit/translations.test.ts).
 */
export function readPremiumCollection(
  slug: string | undefined,
  language: Language,
): PremiumCollection | undefined {
  const collection = findPremiumCollection(slug);
  if (!collection) return undefined;
  const files = translationFiles[language];
  const cards = files.collections.cards as Record<string, CollectionCardTexts>;
  const pages = files.collectionPages as Record<string, CollectionPageTexts>;
  const card = cards[collection.slug];
  const page = pages[collection.slug];
  return card && page ? premiumCollectionIn(collection, card, page) : collection;
}
