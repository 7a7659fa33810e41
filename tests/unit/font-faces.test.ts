import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { aboveTheFoldFonts } from '~/components/layout/font-preloads';
import { languageCodes } from '~/i18n/languages';
import { fontFaces, unicodeRange } from '../../scripts/font-faces';

// The `@font-face` rules say which characters each file has; a range wider than the file would
// draw those characters in the fallback face, a narrower one would fetch it for nothing.
const stylesheet = readFileSync('app/styles/app.css', 'utf8');
const rules = [...stylesheet.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body = '']) => {
  const property = (name: string) =>
    new RegExp(`${name}:\\s*([^;]+);`).exec(body)?.[1]?.replace(/\s+/g, ' ').trim();
  return {
    family: property('font-family')?.replace(/^'|'$/g, ''),
    file: /url\('\.\.\/fonts\/([^']+)'\)/.exec(body)?.[1],
    unicodeRange: property('unicode-range'),
  };
});

/** What a page may preload in all (decision 028): the Arabic faces with Inter's Latin. */
const preloadBudget = { en: 52 * 1024, ru: 76 * 1024, ar: 60 * 1024 };

describe('web fonts', () => {
  it('declares every file cut by npm run fonts, with its family and its characters', () => {
    expect(rules).toEqual(
      fontFaces.map((face) => ({
        family: face.family,
        file: face.output,
        unicodeRange: unicodeRange(face.ranges),
      })),
    );
  });

  it('keeps in app/fonts/ exactly the files it declares', () => {
    const files = readdirSync('app/fonts').filter((name) => name.endsWith('.woff2'));
    expect(files.sort()).toEqual(fontFaces.map((face) => face.output).sort());
  });

  it('preloads, for each language, only files it declares, within its budget', () => {
    for (const language of languageCodes) {
      const files = aboveTheFoldFonts[language].map((href) => basename(href));
      for (const file of files) expect(fontFaces.map((face) => face.output)).toContain(file);
      const bytes = files.reduce((sum, file) => sum + statSync(join('app/fonts', file)).size, 0);
      expect(bytes, language).toBeLessThanOrEqual(preloadBudget[language]);
    }
  });

  it('never preloads another script on English pages', () => {
    expect(aboveTheFoldFonts.en.map((href) => basename(href))).toEqual([
      'inter-latin-400-600.woff2',
      'playfair-display-latin-600.woff2',
    ]);
  });
});
