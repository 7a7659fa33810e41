// Which English pages have twins in Arabic and Russian: the listed pages, and every page of a
// dynamic route whose texts are all translated (the grades' spec sheets, the products' pages and
// their spec sheets).
import { describe, expect, it } from 'vitest';
import { gradePath, productPath, productSpecSheetPath } from '~/config/public-routes';
import { teaGrades } from '~/content/tea-grades';
import { prefixedLanguages } from '~/i18n/languages';
import { hasTwin, translatedPathPatterns, translatedPaths } from '~/i18n/translated-pages';

describe('hasTwin', () => {
  it.each(prefixedLanguages)(
    '%s: the listed pages, every grade and product spec sheet, every product page',
    (language) => {
      for (const path of translatedPaths) expect(hasTwin(path, language), path).toBe(true);
      for (const grade of teaGrades) {
        expect(hasTwin(gradePath(grade.slug), language), grade.slug).toBe(true);
      }
      expect(hasTwin(productSpecSheetPath(7), language)).toBe(true);
      expect(hasTwin(`${productSpecSheetPath(7)}?print=1`, language)).toBe(true);
      expect(hasTwin('/tea-grades/opa#dry-leaf', language)).toBe(true);
      expect(hasTwin(productPath(7), language)).toBe(true);
      expect(hasTwin(`${productPath(7)}#related-products`, language)).toBe(true);
      // A number no product has answers 'Product Not Found' in the language.
      expect(hasTwin(productPath(9999), language)).toBe(true);
    },
  );

  it.each(prefixedLanguages)('%s: no page the patterns do not name', (language) => {
    for (const path of [
      '/products/bulk/extra',
      '/products/abc',
      '/products/7/',
      '/products/7/extra',
      '/products/abc/spec-sheet',
      '/products/7/spec-sheet/extra',
      '/tea-grades/opa/spec-sheet.pdf',
      '/tea-grades/OPA',
      '/tea-grades/',
    ]) {
      expect(hasTwin(path, language), path).toBe(false);
    }
  });

  it('gives each pattern an example it matches', () => {
    for (const { pattern, example } of translatedPathPatterns) {
      expect(example).toMatch(pattern);
    }
  });

  it('has every page in English', () => {
    expect(hasTwin('/products/bulk', 'en')).toBe(true);
  });
});
