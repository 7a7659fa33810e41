import arCommon from '~/locales/ar/common.json';
import arContact from '~/locales/ar/contact.json';
import arEmails from '~/locales/ar/emails.json';
import arForms from '~/locales/ar/forms.json';
import arLegal from '~/locales/ar/legal.json';
import arNewsletterLinks from '~/locales/ar/newsletterLinks.json';
import arPeriods from '~/locales/ar/periods.json';
import arPlaces from '~/locales/ar/places.json';
import arPrivacy from '~/locales/ar/privacy.json';
import arRequest from '~/locales/ar/request.json';
import arTeam from '~/locales/ar/team.json';
import arTerms from '~/locales/ar/terms.json';
import enCommon from '~/locales/en/common.json';
import enContact from '~/locales/en/contact.json';
import enEmails from '~/locales/en/emails.json';
import enForms from '~/locales/en/forms.json';
import enLegal from '~/locales/en/legal.json';
import enNewsletterLinks from '~/locales/en/newsletterLinks.json';
import enPeriods from '~/locales/en/periods.json';
import enPlaces from '~/locales/en/places.json';
import enPrivacy from '~/locales/en/privacy.json';
import enRequest from '~/locales/en/request.json';
import enTeam from '~/locales/en/team.json';
import enTerms from '~/locales/en/terms.json';
import ruCommon from '~/locales/ru/common.json';
import ruContact from '~/locales/ru/contact.json';
import ruEmails from '~/locales/ru/emails.json';
import ruForms from '~/locales/ru/forms.json';
import ruLegal from '~/locales/ru/legal.json';
import ruNewsletterLinks from '~/locales/ru/newsletterLinks.json';
import ruPeriods from '~/locales/ru/periods.json';
import ruPlaces from '~/locales/ru/places.json';
import ruPrivacy from '~/locales/ru/privacy.json';
import ruRequest from '~/locales/ru/request.json';
import ruTeam from '~/locales/ru/team.json';
import ruTerms from '~/locales/ru/terms.json';
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
    emails: enEmails,
    forms: enForms,
    legal: enLegal,
    newsletterLinks: enNewsletterLinks,
    periods: enPeriods,
    places: enPlaces,
    privacy: enPrivacy,
    request: enRequest,
    team: enTeam,
    terms: enTerms,
  },
  ar: {
    common: arCommon,
    contact: arContact,
    emails: arEmails,
    forms: arForms,
    legal: arLegal,
    newsletterLinks: arNewsletterLinks,
    periods: arPeriods,
    places: arPlaces,
    privacy: arPrivacy,
    request: arRequest,
    team: arTeam,
    terms: arTerms,
  },
  ru: {
    common: ruCommon,
    contact: ruContact,
    emails: ruEmails,
    forms: ruForms,
    legal: ruLegal,
    newsletterLinks: ruNewsletterLinks,
    periods: ruPeriods,
    places: ruPlaces,
    privacy: ruPrivacy,
    request: ruRequest,
    team: ruTeam,
    terms: ruTerms,
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
