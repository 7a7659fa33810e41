import type { CountryCode } from '~/content/country-codes';
import englishCountries from '~/locales/en/countries.json';

/**
 * A country's English name, as the request form offers it ('Sri Lanka' for LK), for the
 * operators' e-mails and inbox, which keep English whatever the buyer's language.
 */
export function countryName(code: CountryCode): string {
  return englishCountries.names[code];
}
