import { countryCodes, type CountryCode } from '~/content/country-codes';

const displayNames = new Intl.DisplayNames('en', { type: 'region' });

/** A country's English name, as ICU spells it ('Sri Lanka' for LK). */
export function countryName(code: CountryCode): string {
  return displayNames.of(code) ?? code;
}

export type CountryOption = { code: CountryCode; name: string };

/**
 * Every country, by name. Built by the page's loader and sent to the browser, so the options
 * hydrate as rendered whatever ICU data the browser has.
 */
export function countryOptions(): CountryOption[] {
  const collator = new Intl.Collator('en');
  return countryCodes
    .map((code) => ({ code, name: countryName(code) }))
    .sort((first, second) => collator.compare(first.name, second.name));
}
