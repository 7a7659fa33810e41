import type catalogue from '~/locales/en/catalogue.json';
import type collectionPages from '~/locales/en/collectionPages.json';
import type collections from '~/locales/en/collections.json';
import type common from '~/locales/en/common.json';
import type contact from '~/locales/en/contact.json';
import type forms from '~/locales/en/forms.json';
import type places from '~/locales/en/places.json';
import type products from '~/locales/en/products.json';
import type request from '~/locales/en/request.json';
import type team from '~/locales/en/team.json';
import type trade from '~/locales/en/trade.json';
import type tradeTerms from '~/locales/en/tradeTerms.json';

/**
 * The translation files' shape, as the English files have it (app/locales/en/). Types only: a
 * page's script gets its texts from loader data (`translations`), never by importing a file.
 */
export interface Resources {
  catalogue: typeof catalogue;
  collectionPages: typeof collectionPages;
  collections: typeof collections;
  common: typeof common;
  contact: typeof contact;
  forms: typeof forms;
  places: typeof places;
  products: typeof products;
  request: typeof request;
  team: typeof team;
  trade: typeof trade;
  tradeTerms: typeof tradeTerms;
}

export type Namespace = keyof Resources;

/** Some namespaces of one language, as a loader sends them to the page. */
export type TranslationBundles = Partial<Record<Namespace, Record<string, unknown>>>;
