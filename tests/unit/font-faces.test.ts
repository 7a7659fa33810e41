import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { aboveTheFoldFonts } from '~/components/layout/font-preloads';
import { languageCodes } from '~/i18n/languages';
import {
  arabicCore,
  arabicRest,
  cyrillicCore,
  cyrillicRest,
  fontFaces,
  fontsourceCyrillic,
  fontsourceLatin,
  latinCore,
  latinRest,
  modernStandardArabic,
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
 * What a page may preload in all (decisions 028, 032 and 034): the headings' faces only, of each
 * face its core file only. English 10,644 bytes, Russian 18,876, Arabic 21,512, since the Latin
 * and Cyrillic files keep only the features browsers apply (tests/unit/font-features.test.ts),
 * the cores only the characters headings show, and text is in the system's face.
 */
const preloadBudget = { en: 11 * 1024, ru: 19 * 1024, ar: 21.5 * 1024 };

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
    expect(stylesheet).toMatch(/--font-sans: system-ui, sans-serif;/);
  });

  it('never preloads a rest file', () => {
    for (const language of languageCodes) {
      const files = aboveTheFoldFonts[language].map((href) => basename(href));
      expect(
        files.filter((file) => file.includes('-rest-')),
        language,
      ).toEqual([]);
    }
  });

  const splitFaces = [
    {
      script: 'latin',
      family: 'Playfair Display',
      files: 'playfair-display-latin',
      subset: fontsourceLatin,
      core: latinCore,
      rest: latinRest,
      // The letters and the digits: a heading may name anything, a product, a place, a figure.
      inTheCore: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 ',
    },
    {
      script: 'cyrillic',
      family: 'Playfair Display',
      files: 'playfair-display-cyrillic',
      subset: fontsourceCyrillic,
      core: cyrillicCore,
      rest: cyrillicRest,
      inTheCore: 'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯабвгдеёжзийклмнопрстуфхцчшщъыьэюя',
    },
    {
      script: 'arabic',
      family: 'Noto Naskh Arabic',
      files: 'noto-naskh-arabic',
      subset: modernStandardArabic,
      core: arabicCore,
      rest: arabicRest,
      // The letters, and every mark with them: a mark is placed on its letter only in one file.
      inTheCore: 'ءآأؤإئابةتثجحخدذرزسشصضطظعغـفقكلمنهوىيًٌٍَُِّْٰٕٓٔ ،؛؟',
    },
  ];

  for (const { script, family, files, subset, core, rest, inTheCore } of splitFaces) {
    it(`splits the ${script} subset into a core and a rest that share no character`, () => {
      const corePoints = codePoints(core);
      const restPoints = codePoints(rest);
      expect(corePoints.filter((codePoint) => restPoints.includes(codePoint))).toEqual([]);
      expect([...corePoints, ...restPoints].sort((a, b) => a - b)).toEqual(codePoints(subset));
      for (const character of inTheCore) expect(corePoints).toContain(character.codePointAt(0));
    });

    it(`cuts the ${script} face into a core and a rest file of the same family and source`, () => {
      const cut = fontFaces.filter((face) => face.output.startsWith(`${files}-`));
      expect(cut.map((face) => face.family)).toEqual([family, family]);
      expect(cut.map((face) => face.ranges)).toEqual([core, rest]);
      expect(cut.map((face) => face.output)).toEqual([
        `${files}-core-600.woff2`,
        `${files}-rest-600.woff2`,
      ]);
      expect(new Set(cut.map((face) => face.source)).size).toBe(1);
    });
  }
});
