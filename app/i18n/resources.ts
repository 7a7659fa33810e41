import type about from '~/locales/en/about.json';
import type catalogue from '~/locales/en/catalogue.json';
import type collectionPages from '~/locales/en/collectionPages.json';
import type collections from '~/locales/en/collections.json';
import type common from '~/locales/en/common.json';
import type contact from '~/locales/en/contact.json';
import type countries from '~/locales/en/countries.json';
import type credentials from '~/locales/en/credentials.json';
import type csr from '~/locales/en/csr.json';
import type emails from '~/locales/en/emails.json';
import type forms from '~/locales/en/forms.json';
import type grades from '~/locales/en/grades.json';
import type health from '~/locales/en/health.json';
import type history from '~/locales/en/history.json';
import type home from '~/locales/en/home.json';
import type legal from '~/locales/en/legal.json';
import type newsletterLinks from '~/locales/en/newsletterLinks.json';
import type periods from '~/locales/en/periods.json';
import type places from '~/locales/en/places.json';
import type privacy from '~/locales/en/privacy.json';
import type process from '~/locales/en/process.json';
import type products from '~/locales/en/products.json';
import type regions from '~/locales/en/regions.json';
import type request from '~/locales/en/request.json';
import type sheetFacts from '~/locales/en/sheetFacts.json';
import type specSheets from '~/locales/en/specSheets.json';
import type subscribe from '~/locales/en/subscribe.json';
import type team from '~/locales/en/team.json';
import type terms from '~/locales/en/terms.json';
import type trade from '~/locales/en/trade.json';
import type tradeTerms from '~/locales/en/tradeTerms.json';

/**
 * The translation files' shape, as the English files have it (app/locales/en/). Types only: a
 * page's script gets its texts from loader data (`translations`) or, for a document, from the
 * files that data names, each loaded on its own (decision 031); no script imports a file whole.
 */
export interface Resources {
  about: typeof about;
  catalogue: typeof catalogue;
  collectionPages: typeof collectionPages;
  collections: typeof collections;
  common: typeof common;
  contact: typeof contact;
  countries: typeof countries;
  credentials: typeof credentials;
  csr: typeof csr;
  emails: typeof emails;
  forms: typeof forms;
  grades: typeof grades;
  health: typeof health;
  history: typeof history;
  home: typeof home;
  legal: typeof legal;
  newsletterLinks: typeof newsletterLinks;
  periods: typeof periods;
  places: typeof places;
  privacy: typeof privacy;
  process: typeof process;
  products: typeof products;
  regions: typeof regions;
  request: typeof request;
  sheetFacts: typeof sheetFacts;
  specSheets: typeof specSheets;
  subscribe: typeof subscribe;
  team: typeof team;
  terms: typeof terms;
  trade: typeof trade;
  tradeTerms: typeof tradeTerms;
}

export type Namespace = keyof Resources;

/** Some namespaces of one language, as a loader sends them to the page. */
export type TranslationBundles = Partial<Record<Namespace, Record<string, unknown>>>;
