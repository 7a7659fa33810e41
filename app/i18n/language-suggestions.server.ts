import { languageCodes, type Language } from './languages';
import { translationsFor } from './translations.server';
import { addTranslations, translatorFor } from './translator';

/** The home page's offer of itself in another language, worded in that language. */
export type LanguageSuggestion = {
  language: Language;
  text: string;
  link: string;
  dismiss: string;
};

/** Every language's offer, worded once per process: the translation files do not change. */
let everyOffer: readonly LanguageSuggestion[] | undefined;

function offersInEveryLanguage(): readonly LanguageSuggestion[] {
  everyOffer ??= languageCodes.map((language) => {
    addTranslations(language, translationsFor(language, ['home']));
    const t = translatorFor(language, 'home');
    return {
      language,
      text: t('languageSuggestion.text'),
      link: t('languageSuggestion.link'),
      dismiss: t('languageSuggestion.dismiss'),
    };
  });
  return everyOffer;
}

/**
 * What the home page in `pageLanguage` may offer a visitor whose browser asks for another of the
 * site's languages: one offer for each, in its own words (a visitor reads the offer in the
 * language it is for). The page picks one in the browser, from `navigator.languages`, so the
 * HTML is the same for everyone who asks for the URL (no redirect or variant by
 * `Accept-Language`: caches key on the URL).
 */
export function languageSuggestions(pageLanguage: Language): LanguageSuggestion[] {
  return offersInEveryLanguage().filter((offer) => offer.language !== pageLanguage);
}
