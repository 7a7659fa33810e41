import {
  premiumCollectionsIn,
  type CollectionTexts,
  type PremiumCollection,
} from '~/content/catalogue/premium-collections';
import type { Language } from '~/i18n/languages';
import { translationFiles } from '~/i18n/translations.server';

const collectionsByLanguage = new Map<Language, readonly PremiumCollection[]>();

/**
 * A premium collection with its texts in a language, read on the server so that only that
 * collection's texts travel to the browser. The translation files have English's shape
 * (tests/unit/translations.test.ts), so each language's texts fill the same collection.
 */
export function readPremiumCollection(
  slug: string | undefined,
  language: Language,
): PremiumCollection | undefined {
  let collections = collectionsByLanguage.get(language);
  if (!collections) {
    const files = translationFiles[language];
    collections = premiumCollectionsIn({
      cards: files.collections.cards,
      collections: files.collectionPages,
    } as CollectionTexts);
    collectionsByLanguage.set(language, collections);
  }
  return collections.find((collection) => collection.slug === slug);
}
