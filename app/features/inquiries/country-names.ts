import { countryCodes, type CountryCode } from '~/content/country-codes';
import { defaultLanguage, type Language } from '~/i18n/languages';

const displayNames = new Intl.DisplayNames('en', { type: 'region' });

/** A country's English name, as ICU spells it ('Sri Lanka' for LK). */
export function countryName(code: CountryCode): string {
  return displayNames.of(code) ?? code;
}

export type CountryOption = { code: CountryCode; name: string };

/**
 * Every country, by its name in `language` and in that language's order. Built by the page's
 * loader and sent to the browser, so the options hydrate as rendered whatever ICU data the
 * browser has. The operators' e-mails and inbox keep English names (`countryName`).
 */
export function countryOptions(language: Language = defaultLanguage): CountryOption[] {
  const names =
    language === defaultLanguage
      ? displayNames
      : new Intl.DisplayNames(language, { type: 'region' });
  const collator = new Intl.Collator(language);
  return countryCodes
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((first, second) => collator.compare(first.name, second.name));
}
