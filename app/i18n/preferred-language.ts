import { isLanguage, type Language } from './languages';

/**
 * The site's language a visitor's browser asks for first (`navigator.languages`, most wanted
 * first): `ar-IQ` and `ar` are Arabic. A language the site does not have is passed over, so a
 * browser asking for German, then Russian, is answered Russian; none of the site's, none.
 */
export function preferredSiteLanguage(preferences: readonly string[]): Language | undefined {
  for (const preference of preferences) {
    const primary = preference.split('-')[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return undefined;
}
