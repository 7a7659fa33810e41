import { useLocation } from '@remix-run/react';
import notoNaskhArabic from '~/fonts/noto-naskh-arabic-600.woff2?url';
import playfairCyrillicCore from '~/fonts/playfair-display-cyrillic-core-600.woff2?url';
import playfairLatinCore from '~/fonts/playfair-display-latin-core-600.woff2?url';
import { languageOfPath, type Language } from '~/i18n/languages';

/**
 * The font files a page in each language shows above the fold, which the browser should fetch
 * with the stylesheet rather than after it (decision 028). Only the headings have web faces; text
 * is in the system's face (decision 032). A preload is fetched whether or not the page uses it, so
 * each language names only its own. Of the Latin and Cyrillic faces, only the core files, which
 * have every character the headings show; a rest file is fetched by a page whose heading shows one
 * of its characters, and never preloaded (scripts/font-faces.ts, decision 034):
 * - English: Playfair's Latin core (10.6 KB).
 * - Russian: Playfair's Cyrillic core for the headings, and its Latin core for the brand, the
 *   figures and the punctuation (18.9 KB).
 * - Arabic: the Arabic heading face (12.2 KB); Playfair's Latin, for the brand alone, arrives after
 *   the stylesheet, as its `unicode-range` asks.
 */
export const aboveTheFoldFonts: Readonly<Record<Language, readonly string[]>> = {
  en: [playfairLatinCore],
  ru: [playfairCyrillicCore, playfairLatinCore],
  ar: [notoNaskhArabic],
};

/** The preload links for the fonts of the current page's language; rendered in `<head>`. */
export function FontPreloads() {
  const { pathname } = useLocation();
  return aboveTheFoldFonts[languageOfPath(pathname)].map((href) => (
    <link
      key={href}
      rel="preload"
      href={href}
      as="font"
      type="font/woff2"
      crossOrigin="anonymous"
    />
  ));
}
