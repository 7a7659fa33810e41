// The translation files as the tests read them: from disk, since Playwright's test runner (plain
// Node ESM) cannot import JSON without an import attribute, which the app's bundler does not need.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Language } from '../../app/i18n/languages';
import type { Namespace, Resources } from '../../app/i18n/resources';

const localesFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../app/locales',
);

/** A namespace's texts in a language, in the English file's shape. */
export function translationFile<N extends Namespace>(
  language: Language,
  namespace: N,
): Resources[N] {
  return JSON.parse(
    fs.readFileSync(path.join(localesFolder, language, `${namespace}.json`), 'utf8'),
  ) as Resources[N];
}

/** Every text of a language's translation files, file by file. */
export function translatedTexts(language: Language): string[] {
  const texts: string[] = [];
  for (const file of fs.readdirSync(path.join(localesFolder, language))) {
    JSON.parse(fs.readFileSync(path.join(localesFolder, language, file), 'utf8'), (_key, value) => {
      if (typeof value === 'string') texts.push(value);
      return value as unknown;
    });
  }
  return texts;
}
