import arCatalogue from '~/locales/ar/catalogue.json';
import arCollectionPages from '~/locales/ar/collectionPages.json';
import arCollections from '~/locales/ar/collections.json';
import arCommon from '~/locales/ar/common.json';
import arContact from '~/locales/ar/contact.json';
import arForms from '~/locales/ar/forms.json';
import arPlaces from '~/locales/ar/places.json';
import arProducts from '~/locales/ar/products.json';
import arRequest from '~/locales/ar/request.json';
import arTeam from '~/locales/ar/team.json';
import arTrade from '~/locales/ar/trade.json';
import arTradeTerms from '~/locales/ar/tradeTerms.json';
import enCatalogue from '~/locales/en/catalogue.json';
import enCollectionPages from '~/locales/en/collectionPages.json';
import enCollections from '~/locales/en/collections.json';
import enCommon from '~/locales/en/common.json';
import enContact from '~/locales/en/contact.json';
import enForms from '~/locales/en/forms.json';
import enPlaces from '~/locales/en/places.json';
import enProducts from '~/locales/en/products.json';
import enRequest from '~/locales/en/request.json';
import enTeam from '~/locales/en/team.json';
import enTrade from '~/locales/en/trade.json';
import enTradeTerms from '~/locales/en/tradeTerms.json';
import ruCatalogue from '~/locales/ru/catalogue.json';
import ruCollectionPages from '~/locales/ru/collectionPages.json';
import ruCollections from '~/locales/ru/collections.json';
import ruCommon from '~/locales/ru/common.json';
import ruContact from '~/locales/ru/contact.json';
import ruForms from '~/locales/ru/forms.json';
import ruPlaces from '~/locales/ru/places.json';
import ruProducts from '~/locales/ru/products.json';
import ruRequest from '~/locales/ru/request.json';
import ruTeam from '~/locales/ru/team.json';
import ruTrade from '~/locales/ru/trade.json';
import ruTradeTerms from '~/locales/ru/tradeTerms.json';
import { languageOfPath, type Language } from './languages';
import type { Namespace, TranslationBundles } from './resources';

/**
 * Every translation file, on the server only. A page gets the namespaces it shows through its
 * loader's data, so its script never carries the other pages' or languages' texts.
 */
export const translationFiles: Record<Language, Record<Namespace, Record<string, unknown>>> = {
  en: {
    catalogue: enCatalogue,
    collectionPages: enCollectionPages,
    collections: enCollections,
    common: enCommon,
    contact: enContact,
    forms: enForms,
    places: enPlaces,
    products: enProducts,
    request: enRequest,
    team: enTeam,
    trade: enTrade,
    tradeTerms: enTradeTerms,
  },
  ar: {
    catalogue: arCatalogue,
    collectionPages: arCollectionPages,
    collections: arCollections,
    common: arCommon,
    contact: arContact,
    forms: arForms,
    places: arPlaces,
    products: arProducts,
    request: arRequest,
    team: arTeam,
    trade: arTrade,
    tradeTerms: arTradeTerms,
  },
  ru: {
    catalogue: ruCatalogue,
    collectionPages: ruCollectionPages,
    collections: ruCollections,
    common: ruCommon,
    contact: ruContact,
    forms: ruForms,
    places: ruPlaces,
    products: ruProducts,
    request: ruRequest,
    team: ruTeam,
    trade: ruTrade,
    tradeTerms: ruTradeTerms,
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
