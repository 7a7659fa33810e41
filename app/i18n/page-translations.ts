import type { TranslationBundles } from './resources';

/** Loader data that carries texts for the page: the root's and each translated page's. */
export type TranslationData = { translations: TranslationBundles };

export function isTranslationData(data: unknown): data is TranslationData {
  return (
    typeof data === 'object' &&
    data !== null &&
    'translations' in data &&
    typeof data.translations === 'object' &&
    data.translations !== null
  );
}
