import arCommon from '~/locales/ar/common.json';
import arContact from '~/locales/ar/contact.json';
import arForms from '~/locales/ar/forms.json';
import arHome from '~/locales/ar/home.json';
import arPlaces from '~/locales/ar/places.json';
import arRequest from '~/locales/ar/request.json';
import arTeam from '~/locales/ar/team.json';
import enCommon from '~/locales/en/common.json';
import enContact from '~/locales/en/contact.json';
import enForms from '~/locales/en/forms.json';
import enHome from '~/locales/en/home.json';
import enPlaces from '~/locales/en/places.json';
import enRequest from '~/locales/en/request.json';
import enTeam from '~/locales/en/team.json';
import ruCommon from '~/locales/ru/common.json';
import ruContact from '~/locales/ru/contact.json';
import ruForms from '~/locales/ru/forms.json';
import ruHome from '~/locales/ru/home.json';
import ruPlaces from '~/locales/ru/places.json';
import ruRequest from '~/locales/ru/request.json';
import ruTeam from '~/locales/ru/team.json';
import { languageOfPath, type Language } from './languages';
import type { Namespace, TranslationBundles } from './resources';

/**
 * Every translation file, on the server only. A page gets the namespaces it shows through its
 * loader's data, so its script never carries the other pages' or languages' texts.
 */
export const translationFiles: Record<Language, Record<Namespace, Record<string, unknown>>> = {
  en: {
    common: enCommon,
    contact: enContact,
    forms: enForms,
    home: enHome,
    places: enPlaces,
    request: enRequest,
    team: enTeam,
  },
  ar: {
    common: arCommon,
    contact: arContact,
    forms: arForms,
    home: arHome,
    places: arPlaces,
    request: arRequest,
    team: arTeam,
  },
  ru: {
    common: ruCommon,
    contact: ruContact,
    forms: ruForms,
    home: ruHome,
    places: ruPlaces,
    request: ruRequest,
    team: ruTeam,
  },
};

export function translationsFor(
  language: Language,
  namespaces: readonly Namespace[],
): TranslationBundles {
  return Object.fromEntries(
    namespaces.map((namespace) => [namespace, translationFiles[language][namespace]]),
  );
}

/** The namespaces a page shows, in the language of the URL it was asked for at. */
export function pageTranslations(
  request: Request,
  namespaces: readonly Namespace[],
): TranslationBundles {
  return translationsFor(languageOfPath(new URL(request.url).pathname), namespaces);
}
