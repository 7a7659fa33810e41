/**
 * The site's web font files, all of them for headings (text is in the reader's system face,
 * decision 032): which Fontsource file each is cut from, to which characters, and at which
 * weight. `npm run fonts` (scripts/make-fonts.ts) cuts them into app/fonts/, and the
 * `@font-face` rules in app/styles/app.css give each the same `unicode-range`
 * (tests/unit/font-faces.test.ts holds the two together): a browser fetches a face only for a
 * page that shows one of its characters, so an English page never loads the Cyrillic or Arabic
 * files (decision 028). Each script's face is two files, as Google Fonts splits latin and
 * latin-ext: a core of the characters the site's headings show, preloaded, and the rest of its
 * subset (decision 034).
 */

export type CodePointRanges = readonly (readonly [first: number, last: number])[];

/** Whether one of `ranges` holds `codePoint`. */
export function holds(ranges: CodePointRanges, codePoint: number): boolean {
  return ranges.some(([first, last]) => codePoint >= first && codePoint <= last);
}

/** Fontsource's 'latin' subset: Basic Latin, Latin-1, general punctuation and a few signs. */
export const fontsourceLatin: CodePointRanges = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

/**
 * The Latin characters the site's headings show, the only text drawn in Playfair (decision 032):
 * the letters and digits, the punctuation headings use, and the few other characters of the rest
 * of Fontsource's 'latin' subset that they use, so that no page in practice fetches the rest file.
 * tests/e2e/layout-guards.spec.ts fails on a heading that shows any other. Text, in the system's
 * face, may use any character at no cost. Each, with where it is shown:
 */
export const latinCore: CodePointRanges = [
  [0x0020, 0x0022], // space, ! and " (with ? and %, what any heading may take)
  [0x0025, 0x0029], // %, & ('Lemongrass & Ginger'), ' ('Let's talk') and ( ) ('(OP)' in Arabic)
  [0x002b, 0x003b], // + of the figures ('70+'), , - . /, the digits, : and ; (the testimonials)
  [0x003f, 0x003f], // ?
  [0x0041, 0x005a], // A-Z
  [0x0061, 0x007a], // a-z
  [0x00a0, 0x00a0], // no-break space: Russian thousands ('1 100 м', the CSR figures)
  [0x00ab, 0x00ab], // « and » (U+00BB): Russian and Arabic quotation marks
  [0x00ad, 0x00ad], // soft hyphen: where Russian headings may break
  [0x00b0, 0x00b0], // ° of brewing temperatures
  [0x00bb, 0x00bb],
  [0x200f, 0x200f], // right-to-left mark before a percentage in Arabic text
  [0x2010, 0x2010], // ‐ that Chromium draws where a word breaks at a soft hyphen
  [0x2013, 0x2014], // – of ranges ('1,100–1,600 m'), — of Russian headings
  [0x2019, 0x2019], // ’ of English possessives
  [0x201c, 0x201d], // “ ” of quotations
  [0x2026, 0x2026], // … of 'Загружаем продукцию…'
  [0x2066, 0x2066], // left-to-right isolate and its pop (U+2069): a Latin code in Arabic text
  [0x2069, 0x2069],
];

/** The code points of `ranges` that are not in `taken`, as ranges. */
function without(ranges: CodePointRanges, taken: CodePointRanges): CodePointRanges {
  const left: [number, number][] = [];
  for (const [first, last] of ranges) {
    for (let codePoint = first; codePoint <= last; codePoint++) {
      if (holds(taken, codePoint)) continue;
      const previous = left.at(-1);
      if (previous && previous[1] === codePoint - 1) previous[1] = codePoint;
      else left.push([codePoint, codePoint]);
    }
  }
  return left;
}

/** The rest of Fontsource's 'latin' subset, fetched only by a page that shows one of them. */
export const latinRest: CodePointRanges = without(fontsourceLatin, latinCore);

/** Fontsource's 'cyrillic' subset: Russian, Ukrainian and Belarusian letters, the stress mark, №. */
export const fontsourceCyrillic: CodePointRanges = [
  [0x0301, 0x0301],
  [0x0400, 0x045f],
  [0x0490, 0x0491],
  [0x04b0, 0x04b1],
  [0x2116, 0x2116],
];

/**
 * The Cyrillic characters Russian headings are written with: the Russian alphabet, Ё and ё with
 * it. The rest of Fontsource's 'cyrillic' subset (Ukrainian and Belarusian letters, the stress
 * mark, №) is a file no page of ours fetches; tests/e2e/layout-guards.spec.ts holds the headings
 * to the core.
 */
export const cyrillicCore: CodePointRanges = [
  [0x0401, 0x0401],
  [0x0410, 0x044f],
  [0x0451, 0x0451],
];

/** The rest of Fontsource's 'cyrillic' subset, fetched only by a page that shows one of them. */
export const cyrillicRest: CodePointRanges = without(fontsourceCyrillic, cyrillicCore);

/**
 * What modern standard Arabic is written with, out of the whole Arabic block (which also holds
 * the letters of Persian, Urdu and other languages, and Quranic marks): the comma, semicolon and
 * question mark, the letters, tatweel and the vowel marks, the Arabic-Indic digits with the
 * percent, decimal and thousands signs, superscript alef, and the joiners and direction marks
 * that Arabic text carries. Shaping (each letter's joined forms) comes with the letters.
 * The space and the no-break space too, the Arabic faces' own: the face whose range holds the
 * space is the one a line's height is measured with (CSS Fonts' 'first available font'), and
 * without it an Arabic heading was measured with Playfair's Latin, which an Arabic page may get
 * after the Arabic face (it is there for the brand), so its arrival moved the text below by 4 px
 * (a layout shift on /ar).
 */
export const modernStandardArabic: CodePointRanges = [
  [0x0020, 0x0020],
  [0x00a0, 0x00a0],
  [0x060c, 0x060c],
  [0x061b, 0x061b],
  [0x061f, 0x061f],
  [0x0621, 0x063a],
  [0x0640, 0x0655],
  [0x0660, 0x066d],
  [0x0670, 0x0670],
  [0x200c, 0x200f],
];

/**
 * The rest of modern standard Arabic, fetched only by a page whose heading shows one of them: the
 * Arabic-Indic digits and their percent, decimal and thousands signs. The site writes its figures
 * in Latin digits.
 */
export const arabicRest: CodePointRanges = [[0x0660, 0x066d]];

/**
 * What Arabic headings are written with: all of modern standard Arabic but its digits. The marks
 * stay with the letters they sit on (a mark drawn from another file would not be placed on its
 * letter), and so do the spaces, for the line's height (above).
 */
export const arabicCore: CodePointRanges = without(modernStandardArabic, arabicRest);

/**
 * The OpenType features a browser applies by itself to Latin and Cyrillic text: HarfBuzz's
 * defaults for a simple script, which Chromium, Firefox and Android shape with. The site asks for
 * no other (no `font-feature-settings`, no `font-variant`; tests/unit/font-features.test.ts fails
 * on one), so the Latin and Cyrillic files keep only these. Playfair's fractions,
 * ordinals, tabular figures and stylistic sets, and the glyphs only they reach, were 2 KB of
 * the file every English page preloads (issue 21). The Arabic faces keep HarfBuzz's whole
 * subsetting set: Arabic shaping needs more, and trimming it saved under 1 KB.
 */
export const featuresBrowsersApply = [
  'abvm',
  'blwm',
  'calt',
  'ccmp',
  'clig',
  'curs',
  'dist',
  'kern',
  'liga',
  'locl',
  'ltra',
  'ltrm',
  'mark',
  'mkmk',
  'rclt',
  'rlig',
  'rvrn',
] as const;

export interface FontFace {
  /** The `font-family` it is declared under. */
  family: string;
  /** The file in node_modules it is cut from. */
  source: string;
  /** The file in app/fonts/. */
  output: string;
  ranges: CodePointRanges;
  /** The weight a variable file is pinned at; none for a static file. */
  weight?: number;
  /** The OpenType features kept; none: HarfBuzz's default subsetting set. */
  features?: readonly string[];
}

export const fontFaces: readonly FontFace[] = [
  {
    family: 'Playfair Display',
    source: '@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff2',
    output: 'playfair-display-latin-core-600.woff2',
    ranges: latinCore,
    features: featuresBrowsersApply,
  },
  {
    family: 'Playfair Display',
    source: '@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff2',
    output: 'playfair-display-latin-rest-600.woff2',
    ranges: latinRest,
    features: featuresBrowsersApply,
  },
  {
    family: 'Playfair Display',
    source: '@fontsource/playfair-display/files/playfair-display-cyrillic-600-normal.woff2',
    output: 'playfair-display-cyrillic-core-600.woff2',
    ranges: cyrillicCore,
    features: featuresBrowsersApply,
  },
  {
    family: 'Playfair Display',
    source: '@fontsource/playfair-display/files/playfair-display-cyrillic-600-normal.woff2',
    output: 'playfair-display-cyrillic-rest-600.woff2',
    ranges: cyrillicRest,
    features: featuresBrowsersApply,
  },
  {
    family: 'Noto Naskh Arabic',
    source:
      '@fontsource-variable/noto-naskh-arabic/files/noto-naskh-arabic-arabic-wght-normal.woff2',
    output: 'noto-naskh-arabic-core-600.woff2',
    ranges: arabicCore,
    weight: 600,
  },
  {
    family: 'Noto Naskh Arabic',
    source:
      '@fontsource-variable/noto-naskh-arabic/files/noto-naskh-arabic-arabic-wght-normal.woff2',
    output: 'noto-naskh-arabic-rest-600.woff2',
    ranges: arabicRest,
    weight: 600,
  },
];

/** The ranges as CSS writes them: `U+0000-00FF, U+0131, ...`. */
export function unicodeRange(ranges: CodePointRanges): string {
  const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0');
  return ranges
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(', ');
}

/** Every character of the ranges, as the text a subset keeps. */
export function charactersOf(ranges: CodePointRanges): string {
  return ranges
    .flatMap(([first, last]) =>
      Array.from({ length: last - first + 1 }, (_, offset) => String.fromCodePoint(first + offset)),
    )
    .join('');
}
