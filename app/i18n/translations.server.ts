import arCommon from '~/locales/ar/common.json';
import enCommon from '~/locales/en/common.json';
import ruCommon from '~/locales/ru/common.json';
import type { Language } from './languages';
import type { Namespace, TranslationBundles } from './resources';

/**
 * Every translation file, on the server only. A page gets the namespaces it shows through its
 * loader's data, so its script never carries the other pages' or languages' texts.
 */
export const translationFiles: Record<Language, Record<Namespace, Record<string, unknown>>> = {
  en: { common: enCommon },
  ar: { common: arCommon },
  ru: { common: ruCommon },
};

export function translationsFor(
  language: Language,
  namespaces: readonly Namespace[],
): TranslationBundles {
  return Object.fromEntries(
    namespaces.map((namespace) => [namespace, translationFiles[language][namespace]]),
  );
}
