import {
  factory,
  headOffice,
  identity,
  mailboxes,
  phones,
  social,
} from '~/content/company-facts/contact';

/**
 * The company's name and contact details in the shape the pages use, read from the facts module
 * (app/content/company-facts/): nothing else in the app hard-codes them. The opening hours are
 * the specification's, not a fact the company supplies.
 */
export const site = {
  brand: identity.brand,
  legalName: identity.legalName,
  tagline: identity.tagline,
  url: identity.url,
  headOffice,
  factory,
  phones,
  emails: {
    general: mailboxes.general.address,
    wholesale: mailboxes.wholesale.address,
    privateLabel: mailboxes.privateLabel.address,
    oem: mailboxes.oem.address,
  },
  hours: {
    days: 'Monday to Friday',
    open: '9:00 AM',
    close: '5:00 PM',
    text: 'Monday to Friday 9:00 AM to 5:00 PM',
  },
  social,
  adraTeaUrl: identity.adraTeaUrl,
} as const;

export type SocialNetwork = (typeof site.social)[number]['name'];

export function formatAddress(address: { street: string; city: string; country: string }): string {
  return `${address.street}, ${address.city}, ${address.country}`;
}
