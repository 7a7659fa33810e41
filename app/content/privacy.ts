import { retention } from '~/config/retention';
import { formatAddress, site } from '~/config/site';
import type { PeriodUnit } from '~/i18n/periods';
import type { LegalPeriod, LegalSectionKeys } from './legal';

/**
 * The privacy policy: what this website stores about a visitor, why, and for how long. Its words
 * are in app/locales/<language>/privacy.json; here, the order and what fills the placeholders.
 */

/** The day it last changed (a calendar date, shown in the page's language). */
export const privacyUpdated = '2026-11-26';

export const privacySections = [
  { id: 'who-we-are', paragraphs: ['operator'] },
  {
    id: 'what-we-store',
    paragraphs: ['intro', 'contactMessages', 'requests', 'newsletter', 'emails', 'links'],
  },
  { id: 'why', paragraphs: ['purposes'] },
  { id: 'how-long', paragraphs: ['inquiries', 'signups', 'files', 'cleanUp'] },
  { id: 'cookies', paragraphs: ['none', 'languageChoice', 'network'] },
  { id: 'your-rights', paragraphs: ['unsubscribe', 'access'] },
] as const satisfies readonly LegalSectionKeys[];

/** The periods the policy states, from the retention schedule the clean-up deletes by. */
export const privacyPeriods = {
  contactMessagePeriod: { count: retention.contactMessageYears, unit: 'year' },
  unconfirmedSignupPeriod: { count: retention.unconfirmedSignupDays, unit: 'day' },
} as const satisfies Record<string, LegalPeriod>;

/**
 * What the policy's texts put in their placeholders: names, the same in every language, and
 * the periods as `period` says them in the page's language (app/i18n/periods.ts).
 */
export function privacyValues(period: (count: number, unit: PeriodUnit) => string) {
  const { contactMessagePeriod, unconfirmedSignupPeriod } = privacyPeriods;
  return {
    legalName: site.legalName,
    address: formatAddress(site.headOffice),
    email: site.emails.general,
    contactMessagePeriod: period(contactMessagePeriod.count, contactMessagePeriod.unit),
    unconfirmedSignupPeriod: period(unconfirmedSignupPeriod.count, unconfirmedSignupPeriod.unit),
  };
}
