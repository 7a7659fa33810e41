import rosetta, { type Rosetta } from 'rosetta';
import type { Language } from './languages';
import type { Namespace, Resources, TranslationBundles } from './resources';

/** The plural forms a translation file may give a counted text (`items_one`, `items_few`…). */
type PluralForm = Intl.LDMLPluralRule;
type Join<Prefix extends string, Key extends string> = Prefix extends '' ? Key : `${Prefix}.${Key}`;
type WithoutPluralForm<Key extends string> = Key extends `${infer Base}_${PluralForm}` ? Base : Key;

/** The dotted keys of a file's texts: `nav.Home`, `notFound.title`; a counted text by its base. */
export type TextKey<Tree, Prefix extends string = ''> = {
  [Key in keyof Tree & string]: Tree[Key] extends string
    ? WithoutPluralForm<Join<Prefix, Key>>
    : TextKey<Tree[Key], Join<Prefix, Key>>;
}[keyof Tree & string];

/** The dotted keys of a file's groups of texts, which `group` returns whole. */
export type GroupKey<Tree, Prefix extends string = ''> = {
  [Key in keyof Tree & string]: Tree[Key] extends string
    ? never
    : Join<Prefix, Key> | GroupKey<Tree[Key], Join<Prefix, Key>>;
}[keyof Tree & string];

/** The value at a dotted key: a group's shape, as the English file has it. */
export type ValueAt<Tree, Key extends string> = Key extends `${infer Head}.${infer Rest}`
  ? Head extends keyof Tree
    ? ValueAt<Tree[Head], Rest>
    : never
  : Key extends keyof Tree
    ? Tree[Key]
    : never;

/** Values put into a text's `{{placeholders}}`; `count` also picks a counted text's plural form. */
export type TextValues = Record<string, string | number>;

export interface Translate<N extends Namespace> {
  (key: TextKey<Resources[N]>, values?: TextValues): string;
  /** A group of texts by its key (the company's phone lines by name), each in the language. */
  group<K extends GroupKey<Resources[N]>>(key: K): ValueAt<Resources[N], K>;
}

const translators = new Map<Language, Rosetta<TranslationBundles>>();

/**
 * The texts of a language, one table a process (a browser tab, or the server, where they are the
 * same for every request). It starts empty; the namespaces a page shows are added before anything
 * renders, on the server by its loaders and in the browser from their data or, for a document,
 * from the files its data names (`addPageTexts`, decision 031), so both render the same words. The files are in i18next's JSON format; the runtime is
 * rosetta's few hundred bytes rather than i18next's 22 KB (decision 027).
 */
function tableOf(language: Language): Rosetta<TranslationBundles> {
  let table = translators.get(language);
  if (!table) {
    table = rosetta<TranslationBundles>();
    table.locale(language);
    translators.set(language, table);
  }
  return table;
}

const pluralRules = new Map<Language, Intl.PluralRules>();

/**
 * A language's plural rules, made once: every component asks for a translator as it renders,
 * and most never count anything.
 */
function pluralRulesOf(language: Language): Intl.PluralRules {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules;
}

/**
 * Adds the namespaces a loader sent, group by group: a page may send only some groups of a
 * namespace (`pageTranslations`), and the table, shared by every request of the process, keeps
 * the groups other pages added (the same texts, whichever page sent them).
 */
export function addTranslations(language: Language, bundles: TranslationBundles | undefined) {
  if (!bundles) return;
  const table = tableOf(language);
  const current: TranslationBundles = table.table(language) ?? {};
  const merged: TranslationBundles = {};
  for (const [namespace, groups] of Object.entries(bundles) as [Namespace, object][]) {
    merged[namespace] = { ...current[namespace], ...groups };
  }
  table.set(language, merged);
}

/** Whether the language's table holds any of a namespace's texts yet. */
export function hasNamespace(language: Language, namespace: Namespace): boolean {
  return tableOf(language).table(language)?.[namespace] !== undefined;
}

/**
 * A namespace's texts in a language. A counted text (`{ count }`) takes the plural form the
 * language's grammar gives the number (Intl.PluralRules: Arabic has six, Russian four), as
 * i18next's files name them (`_one`, `_few`…). A missing text is '' rather than English inside an
 * Arabic sentence; tests/unit/translations.test.ts holds every file to English's keys.
 */
export function translatorFor<N extends Namespace>(language: Language, namespace: N): Translate<N> {
  const table = tableOf(language);
  const translate = (key: string, values?: TextValues): string => {
    const path = [namespace, ...key.split('.')];
    if (typeof values?.count === 'number') {
      const form = pluralRulesOf(language).select(values.count);
      const counted = table.t([...path.slice(0, -1), `${path.at(-1)}_${form}`], values);
      if (counted) return counted;
    }
    const text: unknown = table.t(path, values);
    return typeof text === 'string' ? text : '';
  };
  // The table holds what the loader sent, which has the English file's shape (the tests check it).
  const group = <K extends GroupKey<Resources[N]>>(key: K) =>
    table.t([namespace, ...String(key).split('.')]) as unknown as ValueAt<Resources[N], K>;
  return Object.assign(translate, { group });
}
