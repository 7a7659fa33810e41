import { languageSuggestion as arabicOffer } from '~/locales/ar/home.json';
import { languageSuggestion as englishOffer } from '~/locales/en/home.json';
import { languageSuggestion as russianOffer } from '~/locales/ru/home.json';
import type { Language } from './languages';

/** The home page's offer of itself in another language, worded in that language. */
export type LanguageOffer = typeof englishOffer;

/**
 * Each language's offer, in its own words. A chunk of its own, imported by the offer's bar only
 * for a visitor whose browser asks for another of the site's languages: the offers no longer ride
 * in every home page's loader data, where the Arabic and Russian homes carried each other's
 * script and passed the first round trip (tests/integration/document-round-trip.test.ts).
 */
export const languageOffers: Readonly<Record<Language, LanguageOffer>> = {
  en: englishOffer,
  ar: arabicOffer,
  ru: russianOffer,
};
