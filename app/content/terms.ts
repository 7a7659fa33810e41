import { site } from '~/config/site';
import type { LegalSectionKeys } from './legal';

/**
 * The terms of service for using this website. Their words are in
 * app/locales/<language>/terms.json; here, the order and what fills the placeholders.
 */

/** The day they last changed (a calendar date, shown in the page's language). */
export const termsUpdated = '2026-11-23';

export const termsSections = [
  { id: 'about-these-terms', paragraphs: ['publisher'] },
  { id: 'information-not-an-offer', paragraphs: ['offer'] },
  { id: 'using-the-forms', paragraphs: ['forms'] },
  { id: 'intellectual-property', paragraphs: ['ownership'] },
  { id: 'external-links', paragraphs: ['others'] },
  { id: 'liability', paragraphs: ['asIs'] },
  { id: 'governing-law', paragraphs: ['law'] },
] as const satisfies readonly LegalSectionKeys[];

/** The names the terms' texts put in their placeholders; the country is named in the language. */
export const termsNames = {
  legalName: site.legalName,
  city: site.headOffice.city,
  email: site.emails.general,
};

/** The head office's country, as a region code for Intl.DisplayNames. */
export const headOfficeCountryCode = 'LK';
