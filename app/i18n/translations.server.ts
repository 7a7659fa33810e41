import arCommon from '~/locales/ar/common.json';
import arContact from '~/locales/ar/contact.json';
import arForms from '~/locales/ar/forms.json';
import arGrades from '~/locales/ar/grades.json';
import arPlaces from '~/locales/ar/places.json';
import arProcess from '~/locales/ar/process.json';
import arRegions from '~/locales/ar/regions.json';
import arRequest from '~/locales/ar/request.json';
import arSheetFacts from '~/locales/ar/sheetFacts.json';
import arSpecSheets from '~/locales/ar/specSheets.json';
import arTeam from '~/locales/ar/team.json';
import enCommon from '~/locales/en/common.json';
import enContact from '~/locales/en/contact.json';
import enForms from '~/locales/en/forms.json';
import enGrades from '~/locales/en/grades.json';
import enPlaces from '~/locales/en/places.json';
import enProcess from '~/locales/en/process.json';
import enRegions from '~/locales/en/regions.json';
import enRequest from '~/locales/en/request.json';
import enSheetFacts from '~/locales/en/sheetFacts.json';
import enSpecSheets from '~/locales/en/specSheets.json';
import enTeam from '~/locales/en/team.json';
import ruCommon from '~/locales/ru/common.json';
import ruContact from '~/locales/ru/contact.json';
import ruForms from '~/locales/ru/forms.json';
import ruGrades from '~/locales/ru/grades.json';
import ruPlaces from '~/locales/ru/places.json';
import ruProcess from '~/locales/ru/process.json';
import ruRegions from '~/locales/ru/regions.json';
import ruRequest from '~/locales/ru/request.json';
import ruSheetFacts from '~/locales/ru/sheetFacts.json';
import ruSpecSheets from '~/locales/ru/specSheets.json';
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
    grades: enGrades,
    places: enPlaces,
    process: enProcess,
    regions: enRegions,
    request: enRequest,
    sheetFacts: enSheetFacts,
    specSheets: enSpecSheets,
    team: enTeam,
  },
  ar: {
    common: arCommon,
    contact: arContact,
    forms: arForms,
    grades: arGrades,
    places: arPlaces,
    process: arProcess,
    regions: arRegions,
    request: arRequest,
    sheetFacts: arSheetFacts,
    specSheets: arSpecSheets,
    team: arTeam,
  },
  ru: {
    common: ruCommon,
    contact: ruContact,
    forms: ruForms,
    grades: ruGrades,
    places: ruPlaces,
    process: ruProcess,
    regions: ruRegions,
    request: ruRequest,
    sheetFacts: ruSheetFacts,
    specSheets: ruSpecSheets,
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
