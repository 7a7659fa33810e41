import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { aboveTheFoldFonts } from '~/components/layout/font-preloads';
import { languageCodes } from '~/i18n/languages';
import {
  fontFaces,
  fontsourceLatin,
  latinCore,
  latinRest,
  unicodeRange,
} from '../../scripts/font-faces';

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

/**
 * What a page may preload in all (decisions 028 and 032): the headings' faces only, of the Latin
 * face its core file only. English 13,540 bytes, Russian 25,096, Arabic 12,168, since the Latin
 * and Cyrillic files keep only the features browsers apply (tests/unit/font-features.test.ts)
 * and text is in the system's face.
 */
const preloadBudget = { en: 14 * 1024, ru: 25 * 1024, ar: 12 * 1024 };

/** Every code point of the ranges, in order. */
const codePoints = (ranges: typeof latinCore) =>
  ranges.flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => first + i));

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
      'playfair-display-latin-core-600.woff2',
    ]);
  });

  it('gives text no web face: it is drawn in the system face, at no download', () => {
    expect(rules.map((rule) => rule.family)).not.toContain('Inter Variable');
    expect(stylesheet).toMatch(/--font-sans: ui-sans-serif, system-ui, sans-serif;/);
  });

  it('never preloads a Latin rest file', () => {
    for (const language of languageCodes) {
      const files = aboveTheFoldFonts[language].map((href) => basename(href));
      expect(
        files.filter((file) => file.includes('-rest-')),
        language,
      ).toEqual([]);
    }
  });

  it("splits Fontsource's 'latin' subset into a core and a rest that share no character", () => {
    const core = codePoints(latinCore);
    const rest = codePoints(latinRest);
    expect(core.filter((codePoint) => rest.includes(codePoint))).toEqual([]);
    expect([...core, ...rest].sort((a, b) => a - b)).toEqual(codePoints(fontsourceLatin));
    // Basic Latin, without its control characters, is all in the core.
    for (let codePoint = 0x20; codePoint <= 0x7e; codePoint++) expect(core).toContain(codePoint);
  });

  it('cuts the Latin face into a core and a rest file of the same family', () => {
    const latin = fontFaces.filter((face) => face.output.includes('-latin-'));
    expect(latin.map((face) => face.family)).toEqual(['Playfair Display', 'Playfair Display']);
    expect(latin.map((face) => face.ranges)).toEqual([latinCore, latinRest]);
    expect(new Set(latin.map((face) => face.source)).size).toBe(1);
  });
});
