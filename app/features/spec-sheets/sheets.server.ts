import {
  gradePath,
  productPath,
  productSpecSheetPath,
  specSheetPdfPath,
} from '~/config/public-routes';
import { captionIn } from '~/content/grade-particles';
import { findTeaGradeBySlug, gradeSpecFacts } from '~/content/spec-sheets/grade-spec-sheets';
import { productKey, productSpecFacts } from '~/content/spec-sheets/product-spec-sheets';
import { defaultLanguage, type Language } from '~/i18n/languages';
import { translationsFor } from '~/i18n/translations.server';
import { addTranslations, translatorFor } from '~/i18n/translator';
import { findProductById, parseProductId, type Product } from '../catalogue/products.server';
import {
  buildSpecSheet,
  regionsOf,
  type SheetWords,
  type SpecSheet,
  type SpecSheetLinks,
} from './spec-sheet';

/**
 * A sheet's words in a language: its own file (sheetFacts.json, which only the server reads:
 * the page gets the sheet built), the grades' and the frame's. Dates in the language's months,
 * figures in Latin digits.
 */
function sheetWords(language: Language) {
  addTranslations(
    language,
    translationsFor(language, ['common', 'credentials', 'grades', 'sheetFacts']),
  );
  const words: SheetWords = {
    t: translatorFor(language, 'sheetFacts'),
    common: translatorFor(language, 'common'),
    credentials: translatorFor(language, 'credentials'),
    locale: language === 'ar' ? 'ar-u-nu-latn' : language === 'ru' ? 'ru-RU' : 'en-GB',
  };
  return { ...words, grades: translatorFor(language, 'grades') };
}

/**
 * The sheet of the grade at `/tea-grades/{slug}`, or undefined for an unknown grade (404); in
 * `language` for a page's twin, in English for the English page and the PDF.
 */
export function readGradeSpecSheet(
  slug: string | undefined,
  now: Date,
  language: Language = defaultLanguage,
): SpecSheet | undefined {
  const grade = findTeaGradeBySlug(slug);
  const facts = grade && gradeSpecFacts(grade);
  if (!grade || !facts) return undefined;
  const words = sheetWords(language);
  const text = (field: 'description' | 'leafLook' | 'liquor' | 'infusedLeaf') =>
    words.grades(`grades.${grade.slug}.${field}` as Parameters<typeof words.grades>[0]);
  const path = gradePath(grade.slug);
  return buildSpecSheet(
    {
      name: grade.name,
      summary: text('description'),
      path,
      parent: { path: '/tea-grades', name: words.t('parents.grades') },
      pdfPath: specSheetPdfPath(path),
      facts: {
        ...facts,
        leafAppearance: captionIn(
          { slug: grade.slug, leafLook: text('leafLook') },
          words.grades.group('sizes'),
        ),
        liquor: text('liquor'),
        infusedLeaf: text('infusedLeaf'),
      },
    },
    now,
    words,
  );
}

/**
 * A product's regions and spec sheet, with the links' words in `language`, or undefined when it
 * has no spec facts (and no sheet).
 */
export function productSpecSheetLinks(
  product: Product,
  language: Language = defaultLanguage,
): SpecSheetLinks | undefined {
  const facts = productSpecFacts(product.name);
  if (!facts) return undefined;
  addTranslations(language, translationsFor(language, ['specSheets']));
  return {
    specSheetPath: productSpecSheetPath(product.id),
    regions: regionsOf(facts),
    words: translatorFor(language, 'specSheets').group('links'),
  };
}

/**
 * The sheet of product `{id}`, or undefined (404) when the segment is no id, no product has it,
 * or the product has no spec facts. In English the summary is the product's description as the
 * operators keep it; a twin gives the translation of the product's words (sheetFacts.json).
 */
export function readProductSpecSheet(
  idSegment: string | undefined,
  now: Date,
  language: Language = defaultLanguage,
): SpecSheet | undefined {
  const id = parseProductId(idSegment);
  const product = id === null ? undefined : findProductById(id);
  const facts = product && productSpecFacts(product.name);
  if (!product || !facts) return undefined;
  const words = sheetWords(language);
  const key = productKey(product.name);
  const text = (field: 'summary' | 'grade' | 'leafAppearance' | 'liquor' | 'infusedLeaf') =>
    words.t(`products.${key}.${field}` as Parameters<typeof words.t>[0]);
  const translated = language !== defaultLanguage;
  return buildSpecSheet(
    {
      name: product.name,
      summary: translated ? text('summary') : product.description,
      path: productSpecSheetPath(product.id),
      parent: { path: productPath(product.id), name: product.name },
      pdfPath: specSheetPdfPath(productPath(product.id)),
      facts: translated
        ? {
            ...facts,
            grade: text('grade') || facts.grade,
            leafAppearance: text('leafAppearance'),
            liquor: text('liquor'),
            infusedLeaf: text('infusedLeaf'),
          }
        : facts,
    },
    now,
    words,
  );
}

/** Under a grade's picture on its sheet: how to read it, in the page's language. */
export function gradeFigureCaption(name: string, rule: number, language: Language): string {
  return sheetWords(language).grades('figure.caption', { name, rule });
}
