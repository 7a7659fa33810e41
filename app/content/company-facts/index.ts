import { factory, headOffice, identity, mailboxes, phones, social } from './contact';
import { certificates, registrations } from './credentials';
import { people } from './people';
import type { CompanyFacts } from './schema';
import { testimonials } from './testimonials';

export type { Certificate, CompanyFacts, Person, Registration, Testimonial } from './schema';

/**
 * Every fact about the company that the site shows, in this one folder: names, addresses,
 * phones, mailboxes, people, registrations and memberships, certificates and testimonials. Pages
 * read them from here (app/config/site.ts gives the contact details the shape the pages use),
 * never from a copy: each from the file of its group (contact.ts, people.ts, credentials.ts,
 * testimonials.ts), so the site frame's chunk, which every page loads, carries the contact details
 * alone. Their rules (a phone dials + and digits, a certificate's date is real...) are
 * in app/content/company-facts/schema.ts: `npm run launch-check` and the unit tests check these
 * facts against them.
 *
 * Each fact carries `sample: true` until the company puts in its own: the site was built before
 * the company's real figures were at hand, and a sample certificate number or a made-up buyer's
 * words must never reach a launch unnoticed. `npm run launch-check` (scripts/launch-check.ts)
 * lists every sample still here; when replacing one, set its `sample` to false.
 */

/** All the facts at once, for the launch check and the tests. */
export const companyFacts: CompanyFacts = {
  identity,
  headOffice,
  factory,
  phones,
  mailboxes,
  social,
  people,
  registrations,
  certificates,
  testimonials,
};
