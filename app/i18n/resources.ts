import type common from '~/locales/en/common.json';
import type contact from '~/locales/en/contact.json';
import type forms from '~/locales/en/forms.json';
import type grades from '~/locales/en/grades.json';
import type places from '~/locales/en/places.json';
import type process from '~/locales/en/process.json';
import type regions from '~/locales/en/regions.json';
import type request from '~/locales/en/request.json';
import type sheetFacts from '~/locales/en/sheetFacts.json';
import type specSheets from '~/locales/en/specSheets.json';
import type team from '~/locales/en/team.json';

/**
 * The translation files' shape, as the English files have it (app/locales/en/). Types only: a
 * page's script gets its texts from loader data (`translations`), never by importing a file.
 */
export interface Resources {
  common: typeof common;
  contact: typeof contact;
  forms: typeof forms;
  grades: typeof grades;
  places: typeof places;
  process: typeof process;
  regions: typeof regions;
  request: typeof request;
  sheetFacts: typeof sheetFacts;
  specSheets: typeof specSheets;
  team: typeof team;
}

export type Namespace = keyof Resources;

/** Some namespaces of one language, as a loader sends them to the page. */
export type TranslationBundles = Partial<Record<Namespace, Record<string, unknown>>>;
