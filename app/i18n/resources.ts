import type common from '~/locales/en/common.json';
import type contact from '~/locales/en/contact.json';
import type emails from '~/locales/en/emails.json';
import type forms from '~/locales/en/forms.json';
import type legal from '~/locales/en/legal.json';
import type newsletterLinks from '~/locales/en/newsletterLinks.json';
import type periods from '~/locales/en/periods.json';
import type places from '~/locales/en/places.json';
import type privacy from '~/locales/en/privacy.json';
import type request from '~/locales/en/request.json';
import type team from '~/locales/en/team.json';
import type terms from '~/locales/en/terms.json';

/**
 * The translation files' shape, as the English files have it (app/locales/en/). Types only: a
 * page's script gets its texts from loader data (`translations`), never by importing a file.
 */
export interface Resources {
  common: typeof common;
  contact: typeof contact;
  emails: typeof emails;
  forms: typeof forms;
  legal: typeof legal;
  newsletterLinks: typeof newsletterLinks;
  periods: typeof periods;
  places: typeof places;
  privacy: typeof privacy;
  request: typeof request;
  team: typeof team;
  terms: typeof terms;
}

export type Namespace = keyof Resources;

/** Some namespaces of one language, as a loader sends them to the page. */
export type TranslationBundles = Partial<Record<Namespace, Record<string, unknown>>>;
