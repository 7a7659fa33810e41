// Each Latin face is two files (scripts/font-faces.ts, decision 028): a core, preloaded, of the
// characters the site's texts use, and the rest of Fontsource's 'latin' subset, which a browser
// fetches only for a page that shows one of its characters. A text that uses a Latin character
// outside the core would make its pages fetch the rest files (another 10-13 KB) or, until it
// arrives, draw that character in the fallback: this test names the character and the file, so
// it is either written otherwise or added to `latinCore` (and `npm run fonts` run).
//
// What the site shows: the string literals and JSX text of its code (app/, the seed data in db/
// and scripts/seed-database.ts; comments and regular expressions are not shown), every string
// of the translation files, and what ICU writes for it at run time (country names, dates,
// numbers and lists, in the locales the site asks for).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { legalDate } from '~/components/pages/legal-document';
import { numberLocale } from '~/content/tea-regions';
import { languageCodes } from '~/i18n/languages';
import { fontsourceLatin, latinCore } from '../../scripts/font-faces';

const within = (ranges: typeof latinCore, codePoint: number) =>
  ranges.some(([first, last]) => codePoint >= first && codePoint <= last);

/**
 * Strings in the code that no page draws, each with why. Control characters (tabs, line breaks,
 * U+0000-001F and U+007F-009F) are not drawn either and are not looked at.
 */
const notShown: Record<string, { characters: string; reason: string }> = {
  'app/features/outbox/header-text.server.ts': {
    characters: '\uFFFD',
    reason: 'replaces a lone surrogate in an e-mail header, never a page',
  },
};

/** The files whose texts a page may show. */
function sourceFiles(): string[] {
  const walk = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) return path === join('app', 'fonts') ? [] : walk(path);
      return /\.(tsx?|json)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
    });
  return [...walk('app'), ...walk('db'), 'scripts/seed-database.ts'];
}

/** The strings of a source file that may be shown: literals and JSX text, or a JSON's values. */
function stringsOf(path: string): string[] {
  const text = readFileSync(path, 'utf8');
  if (path.endsWith('.json')) {
    const values: string[] = [];
    JSON.parse(text, (_key, value: unknown) => {
      if (typeof value === 'string') values.push(value);
      return value;
    });
    return values;
  }
  const strings: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) strings.push(node.text);
    // JSX text as written: an entity such as `&nbsp;` would be its name here, so none is used.
    else if (ts.isJsxText(node)) strings.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX));
  return strings;
}

/** What ICU writes into the pages: country names, dates, figures and lists. */
function writtenByIcu(): Record<string, string[]> {
  const texts: Record<string, string[]> = {};
  const months = Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 25)));
  // The locales of legal-document.tsx, certificate-status.server.ts and sheets.server.ts.
  const dateLocales = ['en-GB', 'ru', 'ru-RU', 'ar', 'ar-u-nu-latn'];
  for (const language of languageCodes) {
    texts[`dates in ${language} (legalDate)`] = months.map((date) =>
      legalDate(date.toISOString().slice(0, 10), language),
    );
    texts[`figures in ${language} (numberLocale)`] = [1234567.5, 1100, 0.25].map((value) =>
      value.toLocaleString(numberLocale(language)),
    );
    texts[`lists in ${language} (Intl.ListFormat)`] = [
      new Intl.ListFormat(language === 'en' ? 'en-GB' : language, {
        type: 'conjunction',
      }).format(['a', 'b', 'c']),
    ];
  }
  for (const locale of dateLocales) {
    texts[`dates in ${locale} (toLocaleDateString)`] = months.map((date) =>
      date.toLocaleDateString(locale, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    );
  }
  return texts;
}

/**
 * Each Latin character outside the core, as 'U+00E8 è in app/locales/en/about.json'. A soft
 * hyphen counts as the hyphen (U+2010) too: where a word breaks at it, Chromium draws U+2010 if
 * the page's first font has it, and the system fallback, drawing the text while the web font
 * loads, has it (the Russian home page fetched the rest file for it, now and then).
 */
function outsideTheCore(where: string, strings: readonly string[], allowed = ''): string[] {
  const found = new Set<string>();
  for (const character of strings.join('').replaceAll('\u00AD', '\u00AD\u2010')) {
    const codePoint = character.codePointAt(0) ?? 0;
    if (codePoint < 0x20 || (codePoint >= 0x7f && codePoint <= 0x9f)) continue;
    if (!within(fontsourceLatin, codePoint) || within(latinCore, codePoint)) continue;
    if (allowed.includes(character)) continue;
    const hex = codePoint.toString(16).toUpperCase().padStart(4, '0');
    found.add(`U+${hex} ${JSON.stringify(character)} in ${where}`);
  }
  return [...found];
}

describe('the Latin core files', () => {
  it('have every Latin character the site’s texts use', () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(100);
    const outside = files.flatMap((path) =>
      outsideTheCore(path, stringsOf(path), notShown[path]?.characters),
    );
    expect(outside).toEqual([]);
  });

  it('have every Latin character ICU writes into the pages', () => {
    const outside = Object.entries(writtenByIcu()).flatMap(([where, strings]) =>
      outsideTheCore(where, strings),
    );
    expect(outside).toEqual([]);
  });

  it('names only strings that are still in the code as not shown', () => {
    for (const [path, { characters }] of Object.entries(notShown)) {
      const strings = stringsOf(path).join('');
      for (const character of characters) expect(strings, path).toContain(character);
    }
  });

  it('finds a character outside the core, by file', () => {
    expect(outsideTheCore('app/locales/fr/a.json', ['Café crème'])).toEqual([
      'U+00E8 "è" in app/locales/fr/a.json',
    ]);
  });
});
