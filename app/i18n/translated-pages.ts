import { defaultLanguage, type Language } from './languages';

/**
 * The English pages whose texts are translated into every language, so that their twins
 * (`/ar/…`, `/ru/…`) exist. A page joins this list once all it shows is in the translation
 * files; until then its twin answers 404 and no link or alternate names it, so no visitor
 * meets a page in two languages at once (decision 027).
 */
export const translatedPaths: readonly string[] = [
  '/',
  '/about',
  '/contact',
  '/csr',
  '/health',
  '/history',
  '/newsletter/confirm',
  '/privacy',
  '/products',
  '/products/adra',
  '/products/bulk',
  '/products/oem',
  '/products/premium/adra-tea',
  '/products/premium/black-tea',
  '/products/premium/flavoured-tea',
  '/products/premium/green-tea',
  '/products/premium/herbal-tea',
  '/products/premium/special-tea',
  '/products/private-label',
  '/products/special',
  '/regions',
  '/request',
  '/tea-grades',
  '/tea-process',
  '/terms',
  '/trade-terms',
  '/unsubscribe',
];

/**
 * The translated pages of a dynamic route, by the pattern of their English paths, each with one
 * page that stands for all of them where the tests visit twins. A path that matches but names no
 * page (an unknown grade) is the 404 screen in the URL's language, as in English.
 */
export const translatedPathPatterns: readonly { pattern: RegExp; example: string }[] = [
  // Every grade's spec sheet.
  { pattern: /^\/tea-grades\/[a-z0-9-]+$/, example: '/tea-grades/opa' },
  // Every product's page (and 'Product Not Found' for a number no product has).
  { pattern: /^\/products\/\d+$/, example: '/products/1' },
  // Every product's spec sheet.
  { pattern: /^\/products\/\d+\/spec-sheet$/, example: '/products/1/spec-sheet' },
];

/** Whether the English page at `englishPath` (a query or fragment aside) exists in `language`. */
export function hasTwin(englishPath: string, language: Language): boolean {
  const [pathname = englishPath] = englishPath.split(/[?#]/);
  return (
    language === defaultLanguage ||
    translatedPaths.includes(pathname) ||
    translatedPathPatterns.some(({ pattern }) => pattern.test(pathname))
  );
}
