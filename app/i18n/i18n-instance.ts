import { createInstance, type i18n } from 'i18next';
import type { Language } from './languages';
import type { TranslationBundles } from './resources';

const instances = new Map<Language, i18n>();

/**
 * The i18next instance of a language, one a process (a browser tab, or the server, where the
 * texts are the same for every request). It starts empty; the namespaces a page shows are added
 * from its loaders' data before anything renders (`addTranslations`), on the server and in the
 * browser alike, so both render the same words.
 */
export function i18nFor(language: Language): i18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createInstance();
    void instance.init({
      lng: language,
      // A missing text is a defect the tests find (tests/unit/translations.test.ts), never a
      // silent fall back to English inside an Arabic sentence.
      fallbackLng: false,
      resources: {},
      partialBundledLanguages: true,
      defaultNS: 'common',
      ns: [],
      // Synchronous: the resources are given, nothing is fetched.
      initAsync: false,
      // React escapes what it renders.
      interpolation: { escapeValue: false },
    });
    instances.set(language, instance);
  }
  return instance;
}

/** Adds the namespaces a loader sent; a namespace already there is left as it is. */
export function addTranslations(language: Language, bundles: TranslationBundles | undefined) {
  if (!bundles) return;
  const instance = i18nFor(language);
  for (const [namespace, resources] of Object.entries(bundles)) {
    if (!instance.hasResourceBundle(language, namespace)) {
      instance.addResourceBundle(language, namespace, resources);
    }
  }
}
