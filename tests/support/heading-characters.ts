// Each heading face (Playfair's Latin and Cyrillic, the Arabic face) is a core file, preloaded, of
// the characters the headings show, and a rest file a page fetches only when a heading shows one
// of its characters (scripts/font-faces.ts, decision 034). A heading with another character would
// fetch the rest file late and redraw, or be drawn in a fallback face. tests/e2e/layout-guards.spec.ts
// reads every text the pages set in a heading face, as served, and names each such character
// with its text. Text in the system's face (decision 032) may use any character.
import {
  arabicCore,
  cyrillicCore,
  holds,
  latinCore,
  type CodePointRanges,
} from '../../scripts/font-faces';

/** The characters a heading may show in each heading face, as its stack reaches the files. */
export const headingCoreCharacters: Readonly<Record<string, CodePointRanges>> = {
  'Playfair Display': [...latinCore, ...cyrillicCore],
  // Arabic headings: the Arabic face, then Playfair for the Latin runs among the words.
  'Noto Naskh Arabic': [...arabicCore, ...latinCore, ...cyrillicCore],
};

/**
 * Each character of `text` outside `ranges`, as 'U+00E9 "é" in "Café"'. A soft hyphen counts as
 * the hyphen (U+2010) too, which Chromium draws where a word breaks at it; control characters
 * are never drawn.
 */
export function charactersOutside(text: string, ranges: CodePointRanges): string[] {
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
