import type { Language } from './languages';
import type { Namespace, TranslationBundles } from './resources';
import { addTranslations, hasNamespace } from './translator';

/**
 * The texts a loader sends with its page. A client-side navigation's data carries the texts
 * themselves. A document carries only the names of its namespaces: its HTML already shows every
 * text, and the texts again as data would push home's document past the first round trip of a
 * slow connection (decision 031). The browser loads those files before it hydrates.
 */
export type PageTexts = TranslationBundles | { readonly files: readonly Namespace[] };

/** Loader data that carries texts for the page: the root's and each translated page's. */
export type TranslationData = { translations: PageTexts };

export function isTranslationData(data: unknown): data is TranslationData {
  return (
    typeof data === 'object' &&
    data !== null &&
    'translations' in data &&
    typeof data.translations === 'object' &&
    data.translations !== null
  );
}

/**
 * Each language's translation files, loaded on demand, each its own small script. As text (`?raw`,
 * read with JSON.parse) they are modules apart from the English files that the schemas and
 * content import in part, which stay in their own chunks, cut down to the parts they use.
 */
const translationFiles = import.meta.glob<{ default: string }>('../locales/*/*.json', {
  query: '?raw',
});

const loadingFiles = new Map<string, Promise<void>>();

function loadFile(language: Language, namespace: Namespace): Promise<void> {
  const key = `${language}/${namespace}`;
  let loading = loadingFiles.get(key);
  if (!loading) {
    const load = translationFiles[`../locales/${key}.json`];
    if (!load) throw new Error(`No translation file ${key}.json`);
    loading = load().then(
      (file) => addTranslations(language, { [namespace]: JSON.parse(file.default) as object }),
      // Unreachable (offline, or a build since replaced): the page stays as the server sent it,
      // whole and working without script, rather than hydrating without its words. A promise
      // that never settles keeps React waiting instead of retrying.
      () => new Promise<void>(() => undefined),
    );
    loadingFiles.set(key, loading);
  }
  return loading;
}

/**
 * Adds the texts that the loaders' data sent to the language's table. It returns a promise when a
 * document named files the table does not hold yet: the browser's first render, before hydrating,
 * waits for it (`Layout` suspends), so it renders the same words the server did.
 */
export function addPageTexts(language: Language, data: readonly unknown[]): Promise<void> | null {
  const loads: Promise<void>[] = [];
  for (const item of data) {
    if (!isTranslationData(item)) continue;
    const texts = item.translations;
    if (!('files' in texts)) {
      addTranslations(language, texts);
      continue;
    }
    for (const namespace of texts.files) {
      if (!hasNamespace(language, namespace)) loads.push(loadFile(language, namespace));
    }
  }
  return loads.length === 0 ? null : Promise.all(loads).then(() => undefined);
}
