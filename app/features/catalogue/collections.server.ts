import {
  findPremiumCollection,
  premiumCollectionIn,
  type CollectionCardTexts,
  type CollectionItem,
  type CollectionPageTexts,
  type PremiumCollection,
} from '~/content/catalogue/premium-collections';
import { findTeaGradeBySlug, gradeSpecFacts } from '~/content/spec-sheets/grade-spec-sheets';
import { formatNetWeight, type WeightWords } from '~/content/spec-sheets/packing';
import type { PackingFormat } from '~/content/spec-sheets/types';
import type { Language } from '~/i18n/languages';
import { translationFiles } from '~/i18n/translations.server';
import { fillPlaceholders } from '~/i18n/fill-placeholders';

/** How a grade collection writes its packing sentence (collectionPages.json `packing`). */
export type PackingWords = {
  sentence: string;
  format: string;
  or: string;
  containers: Record<PackingFormat['kind'], string>;
};

/**
 * 'Packed for export in multiwall paper sacks of 38-42 kg.' in a language's words: in English
 * the same sentence as `packingSentence` (tests/unit/catalogue-translations.test.ts).
 */
export function packingSentenceIn(
  formats: readonly PackingFormat[],
  words: PackingWords,
  weights: WeightWords,
): string {
  const listed = formats.map((format) =>
    fillPlaceholders(words.format, {
      pack: words.containers[format.kind],
      weight: formatNetWeight(format.netGrams, weights),
    }),
  );
  return fillPlaceholders(words.sentence, { formats: listed.join(words.or) });
}

type GradeTexts = Partial<Record<string, { description?: string }>>;

/**
 * A tea grade's item (the Black and Green Tea collections) in a language: the grade's
 * description as the Tea Grades page gives it, the collection's cupping note and the grade's
 * packing. An item whose words are missing keeps its English texts.
 */
function gradeItemIn(
  item: CollectionItem,
  page: CollectionPageTexts,
  language: Language,
): CollectionItem {
  const files = translationFiles[language];
  const description = (files.grades.grades as GradeTexts)[item.slug]?.description;
  const note = page.notes?.[item.slug];
  const grade = findTeaGradeBySlug(item.slug);
  const facts = grade && gradeSpecFacts(grade);
  if (!description || !note || !facts) return item;
  const packing = packingSentenceIn(
    facts.packing,
    files.collectionPages.packing as PackingWords,
    files.sheetFacts.weights as WeightWords,
  );
  return { ...item, productInfo: [description, `${note} ${packing}`] };
}

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
  if (!card || !page) return collection;
  const translated = premiumCollectionIn(collection, card, page);
  if (!page.notes) return translated;
  return {
    ...translated,
    items: translated.items.map((item) => gradeItemIn(item, page, language)),
  };
}

/** An item of a premium collection, with its collection, in a language (the contact form's prefill). */
export function readCollectionItem(
  collectionSlug: string,
  itemSlug: string,
  language: Language,
): { collection: PremiumCollection; item: CollectionItem } | undefined {
  const collection = readPremiumCollection(collectionSlug, language);
  const item = collection?.items.find((candidate) => candidate.slug === itemSlug);
  return collection && item ? { collection, item } : undefined;
}
