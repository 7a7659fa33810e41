// Each heading face (Playfair's Latin and Cyrillic, the Arabic face) is a core file, preloaded, of
// the characters the headings show, and a rest file a page fetches only when a heading shows one
// of its characters (scripts/font-faces.ts, decision 034). A heading with another character would
// fetch the rest file late and redraw, or be drawn in a fallback face: this test reads every text
// the pages set in a heading face, as served, and names each such character with its page and its
// text. Text in the system's face (decision 032) may use any character.
import { expect, test } from '@playwright/test';
import { auditedPaths, notFoundPaths } from './audited-pages';
import {
  arabicCore,
  cyrillicCore,
  holds,
  latinCore,
  type CodePointRanges,
} from '../../scripts/font-faces';

/** The characters a heading may show in each heading face, as its stack reaches the files. */
const coreCharacters: Record<string, CodePointRanges> = {
  'Playfair Display': [...latinCore, ...cyrillicCore],
  // Arabic headings: the Arabic face, then Playfair for the Latin runs among the words.
  'Noto Naskh Arabic': [...arabicCore, ...latinCore, ...cyrillicCore],
};

/**
 * Each character of `text` outside `ranges`, as 'U+00E9 "é" in "Café"'. A soft hyphen counts as
 * the hyphen (U+2010) too, which Chromium draws where a word breaks at it; control characters
 * are never drawn.
 */
function outsideTheCores(text: string, ranges: CodePointRanges): string[] {
  const found = new Set<string>();
  for (const character of text) {
    const drawn = character === '\u00AD' ? [character, '\u2010'] : [character];
    for (const each of drawn) {
      const codePoint = each.codePointAt(0) ?? 0;
      if (/\p{Cc}/u.test(each) || holds(ranges, codePoint)) continue;
      const hex = codePoint.toString(16).toUpperCase().padStart(4, '0');
      found.add(`U+${hex} ${JSON.stringify(each)} in ${JSON.stringify(text.trim())}`);
    }
  }
  return [...found];
}

test.describe('heading characters', () => {
  test.skip(
    ({ javaScriptEnabled }) => javaScriptEnabled,
    'the headings as served; hydration keeps their words (languages.spec.ts)',
  );

  test('finds a character outside the cores, with its text', () => {
    expect(outsideTheCores('Crème brûlée, crème', coreCharacters['Playfair Display']!)).toEqual([
      'U+00E8 "è" in "Crème brûlée, crème"',
      'U+00FB "û" in "Crème brûlée, crème"',
      'U+00E9 "é" in "Crème brûlée, crème"',
    ]);
    expect(outsideTheCores('Ёлка: «чай»', coreCharacters['Playfair Display']!)).toEqual([]);
    // A face without the hyphen: the soft hyphen is drawn as one where the word breaks.
    expect(outsideTheCores('чай\u00ADный', cyrillicCore)).toEqual([
      'U+00AD "\u00AD" in "чай\u00ADный"',
      'U+2010 "\u2010" in "чай\u00ADный"',
    ]);
  });

  for (const pagePath of [...auditedPaths, ...notFoundPaths]) {
    test(`${pagePath}: its headings show only characters of the core files`, async ({ page }) => {
      await page.goto(pagePath);
      // Every text node set in a heading face, hidden ones too (a closed menu, a slide to come).
      const texts = await page.evaluate((faces) => {
        const found: { face: string; text: string }[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) {
          const node = walker.currentNode;
          const element = node.parentElement;
          if (!element || !node.textContent?.trim()) continue;
          const first = getComputedStyle(element).fontFamily.split(',')[0]?.replace(/"/g, '');
          if (first && faces.includes(first)) found.push({ face: first, text: node.textContent });
        }
        return found;
      }, Object.keys(coreCharacters));
      // Every page has a heading in a heading face: an empty list would mean the check saw nothing.
      expect(texts.length).toBeGreaterThan(0);
      const outside = texts.flatMap(({ face, text }) =>
        outsideTheCores(text, coreCharacters[face] ?? []),
      );
      expect(outside).toEqual([]);
    });
  }
});
