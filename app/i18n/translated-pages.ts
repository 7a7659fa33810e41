import { defaultLanguage, type Language } from './languages';

/**
 * The English pages whose texts are translated into every language, so that their twins
 * (`/ar/…`, `/ru/…`) exist. A page joins this list once all it shows is in the translation
 * files; until then its twin answers 404 and no link or alternate names it, so no visitor
 * meets a page in two languages at once (decision 027).
 */
export const translatedPaths: readonly string[] = [
  '/contact',
  // The premium collections whose teas are all the catalogue's; Black Tea and Green Tea show
  // the tea grades' descriptions and packing, which join with the tea grades' pages.
  '/products/premium/adra-tea',
  '/products/premium/flavoured-tea',
  '/products/premium/herbal-tea',
  '/products/premium/special-tea',
  '/request',
  '/trade-terms',
];

/** Whether the English page at `englishPath` (a query or fragment aside) exists in `language`. */
export function hasTwin(englishPath: string, language: Language): boolean {
  const [pathname = englishPath] = englishPath.split(/[?#]/);
  return language === defaultLanguage || translatedPaths.includes(pathname);
}
