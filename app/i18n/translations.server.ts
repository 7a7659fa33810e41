import arAbout from '~/locales/ar/about.json';
import arCatalogue from '~/locales/ar/catalogue.json';
import arCollectionPages from '~/locales/ar/collectionPages.json';
import arCollections from '~/locales/ar/collections.json';
import arCommon from '~/locales/ar/common.json';
import arContact from '~/locales/ar/contact.json';
import arCountries from '~/locales/ar/countries.json';
import arCredentials from '~/locales/ar/credentials.json';
import arCsr from '~/locales/ar/csr.json';
import arEmails from '~/locales/ar/emails.json';
import arForms from '~/locales/ar/forms.json';
import arGrades from '~/locales/ar/grades.json';
import arHealth from '~/locales/ar/health.json';
import arHistory from '~/locales/ar/history.json';
import arHome from '~/locales/ar/home.json';
import arLegal from '~/locales/ar/legal.json';
import arNewsletterLinks from '~/locales/ar/newsletterLinks.json';
import arPeriods from '~/locales/ar/periods.json';
import arPlaces from '~/locales/ar/places.json';
import arPrivacy from '~/locales/ar/privacy.json';
import arProcess from '~/locales/ar/process.json';
import arProducts from '~/locales/ar/products.json';
import arRegions from '~/locales/ar/regions.json';
import arRequest from '~/locales/ar/request.json';
import arSheetFacts from '~/locales/ar/sheetFacts.json';
import arSpecSheets from '~/locales/ar/specSheets.json';
import arSubscribe from '~/locales/ar/subscribe.json';
import arTeam from '~/locales/ar/team.json';
import arTerms from '~/locales/ar/terms.json';
import arTrade from '~/locales/ar/trade.json';
import arTradeTerms from '~/locales/ar/tradeTerms.json';
import enAbout from '~/locales/en/about.json';
import enCatalogue from '~/locales/en/catalogue.json';
import enCollectionPages from '~/locales/en/collectionPages.json';
import enCollections from '~/locales/en/collections.json';
import enCommon from '~/locales/en/common.json';
import enContact from '~/locales/en/contact.json';
import enCountries from '~/locales/en/countries.json';
import enCredentials from '~/locales/en/credentials.json';
import enCsr from '~/locales/en/csr.json';
import enEmails from '~/locales/en/emails.json';
import enForms from '~/locales/en/forms.json';
import enGrades from '~/locales/en/grades.json';
import enHealth from '~/locales/en/health.json';
import enHistory from '~/locales/en/history.json';
import enHome from '~/locales/en/home.json';
import enLegal from '~/locales/en/legal.json';
import enNewsletterLinks from '~/locales/en/newsletterLinks.json';
import enPeriods from '~/locales/en/periods.json';
import enPlaces from '~/locales/en/places.json';
import enPrivacy from '~/locales/en/privacy.json';
import enProcess from '~/locales/en/process.json';
import enProducts from '~/locales/en/products.json';
import enRegions from '~/locales/en/regions.json';
import enRequest from '~/locales/en/request.json';
import enSheetFacts from '~/locales/en/sheetFacts.json';
import enSpecSheets from '~/locales/en/specSheets.json';
import enSubscribe from '~/locales/en/subscribe.json';
import enTeam from '~/locales/en/team.json';
import enTerms from '~/locales/en/terms.json';
import enTrade from '~/locales/en/trade.json';
import enTradeTerms from '~/locales/en/tradeTerms.json';
import ruAbout from '~/locales/ru/about.json';
import ruCatalogue from '~/locales/ru/catalogue.json';
import ruCollectionPages from '~/locales/ru/collectionPages.json';
import ruCollections from '~/locales/ru/collections.json';
import ruCommon from '~/locales/ru/common.json';
import ruContact from '~/locales/ru/contact.json';
import ruCountries from '~/locales/ru/countries.json';
import ruCredentials from '~/locales/ru/credentials.json';
import ruCsr from '~/locales/ru/csr.json';
import ruEmails from '~/locales/ru/emails.json';
import ruForms from '~/locales/ru/forms.json';
import ruGrades from '~/locales/ru/grades.json';
import ruHealth from '~/locales/ru/health.json';
import ruHistory from '~/locales/ru/history.json';
import ruHome from '~/locales/ru/home.json';
import ruLegal from '~/locales/ru/legal.json';
import ruNewsletterLinks from '~/locales/ru/newsletterLinks.json';
import ruPeriods from '~/locales/ru/periods.json';
import ruPlaces from '~/locales/ru/places.json';
import ruPrivacy from '~/locales/ru/privacy.json';
import ruProcess from '~/locales/ru/process.json';
import ruProducts from '~/locales/ru/products.json';
import ruRegions from '~/locales/ru/regions.json';
import ruRequest from '~/locales/ru/request.json';
import ruSheetFacts from '~/locales/ru/sheetFacts.json';
import ruSpecSheets from '~/locales/ru/specSheets.json';
import ruSubscribe from '~/locales/ru/subscribe.json';
import ruTeam from '~/locales/ru/team.json';
import ruTerms from '~/locales/ru/terms.json';
import ruTrade from '~/locales/ru/trade.json';
import ruTradeTerms from '~/locales/ru/tradeTerms.json';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { languageOfPath, type Language } from './languages';
import type { PageTexts } from './page-translations';
import type { Namespace, TranslationBundles } from './resources';
import { addTranslations } from './translator';

/**
 * Every translation file, on the server only. A page gets the namespaces it shows through its
 * loader's data, so its script never carries the other pages' or languages' texts.
 */
export const translationFiles: Record<Language, Record<Namespace, Record<string, unknown>>> = {
  en: {
    about: enAbout,
    catalogue: enCatalogue,
    collectionPages: enCollectionPages,
    collections: enCollections,
    common: enCommon,
    contact: enContact,
    countries: enCountries,
    credentials: enCredentials,
    csr: enCsr,
    emails: enEmails,
    forms: enForms,
    grades: enGrades,
    health: enHealth,
    history: enHistory,
    home: enHome,
    legal: enLegal,
    newsletterLinks: enNewsletterLinks,
    periods: enPeriods,
    places: enPlaces,
    privacy: enPrivacy,
    process: enProcess,
    products: enProducts,
    regions: enRegions,
    request: enRequest,
    sheetFacts: enSheetFacts,
    specSheets: enSpecSheets,
    subscribe: enSubscribe,
    team: enTeam,
    terms: enTerms,
    trade: enTrade,
    tradeTerms: enTradeTerms,
  },
  ar: {
    about: arAbout,
    catalogue: arCatalogue,
    collectionPages: arCollectionPages,
    collections: arCollections,
    common: arCommon,
    contact: arContact,
    countries: arCountries,
    credentials: arCredentials,
    csr: arCsr,
    emails: arEmails,
    forms: arForms,
    grades: arGrades,
    health: arHealth,
    history: arHistory,
    home: arHome,
    legal: arLegal,
    newsletterLinks: arNewsletterLinks,
    periods: arPeriods,
    places: arPlaces,
    privacy: arPrivacy,
    process: arProcess,
    products: arProducts,
    regions: arRegions,
    request: arRequest,
    sheetFacts: arSheetFacts,
    specSheets: arSpecSheets,
    subscribe: arSubscribe,
    team: arTeam,
    terms: arTerms,
    trade: arTrade,
    tradeTerms: arTradeTerms,
  },
  ru: {
    about: ruAbout,
    catalogue: ruCatalogue,
    collectionPages: ruCollectionPages,
    collections: ruCollections,
    common: ruCommon,
    contact: ruContact,
    countries: ruCountries,
    credentials: ruCredentials,
    csr: ruCsr,
    emails: ruEmails,
    forms: ruForms,
    grades: ruGrades,
    health: ruHealth,
    history: ruHistory,
    home: ruHome,
    legal: ruLegal,
    newsletterLinks: ruNewsletterLinks,
    periods: ruPeriods,
    places: ruPlaces,
    privacy: ruPrivacy,
    process: ruProcess,
    products: ruProducts,
    regions: ruRegions,
    request: ruRequest,
    sheetFacts: ruSheetFacts,
    specSheets: ruSpecSheets,
    subscribe: ruSubscribe,
    team: ruTeam,
    terms: ruTerms,
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

/**
 * The namespaces a page shows, in the language of the URL it was asked for at, added to the
 * server's table for its render and its loader: their texts in a client-side navigation's data,
 * only their names in a document's (`PageTexts`).
 */
export function pageTranslations(
  { request, context }: Pick<LoaderFunctionArgs, 'request' | 'context'>,
  namespaces: readonly Namespace[],
  /**
   * Of a namespace another page owns, only the groups this page shows (home shows the CSR
   * page's pillars and the collections' cards): every byte of a page's data is sent with it.
   */
  groupsOnly: Partial<Record<Namespace, readonly string[]>> = {},
): PageTexts {
  const language = languageOfPath(new URL(request.url).pathname);
  const bundles = translationsFor(language, namespaces);
  for (const [namespace, groups] of Object.entries(groupsOnly) as [Namespace, string[]][]) {
    const bundle = bundles[namespace];
    if (bundle) {
      bundles[namespace] = Object.fromEntries(groups.map((group) => [group, bundle[group]]));
    }
  }
  addTranslations(language, bundles);
  return context.documentRequest ? { files: namespaces } : bundles;
}
