import { languageCodes, languages, localizedPath, type Language } from './languages';
import { translationsFor } from './translations.server';
import { addTranslations, translatorFor } from './translator';

/** The home page's offer of itself in another language, worded in that language. */
export type LanguageSuggestion = {
  language: Language;
  direction: (typeof languages)[Language]['direction'];
  /** The home page in that language. */
  href: `/${string}`;
  text: string;
  link: string;
  dismiss: string;
};

/**
 * What the home page in `pageLanguage` may offer a visitor whose browser asks for another of the
 * site's languages: one offer for each, in its own words (a visitor reads the offer in the
 * language it is for). The page picks one in the browser, from `navigator.languages`, so the
 * HTML is the same for everyone who asks for the URL (no redirect or variant by
 * `Accept-Language`: caches key on the URL).
 */
export function languageSuggestions(pageLanguage: Language): LanguageSuggestion[] {
  return languageCodes
    .filter((language) => language !== pageLanguage)
    .map((language) => {
      addTranslations(language, translationsFor(language, ['home']));
      const t = translatorFor(language, 'home');
      return {
        language,
        direction: languages[language].direction,
        href: localizedPath('/', language),
        text: t('languageSuggestion.text'),
        link: t('languageSuggestion.link'),
        dismiss: t('languageSuggestion.dismiss'),
      };
    });
}
