import { useLocation } from '@remix-run/react';
import notoNaskhArabicCore from '~/fonts/noto-naskh-arabic-core-600.woff2?url';
import playfairCyrillicCore from '~/fonts/playfair-display-cyrillic-core-600.woff2?url';
import playfairLatinCore from '~/fonts/playfair-display-latin-core-600.woff2?url';
import { languageOfPath, type Language } from '~/i18n/languages';

/**
 * The font files a page in each language shows above the fold, which the browser should fetch
 * with the stylesheet rather than after it (decision 028). Only the headings have web faces; text
 * is in the system's face (decision 032). A preload is fetched whether or not the page uses it, so
 * each language names only its own, and of each face only the core file, which has every
 * character the headings show; a rest file is fetched by a page whose heading shows one of its
 * characters, and never preloaded (scripts/font-faces.ts, decision 034):
 * - English: Playfair's Latin core (10.6 KB).
 * - Russian: Playfair's Cyrillic core for the headings, and its Latin core for the brand, the
 *   figures and the punctuation (18.9 KB).
 * - Arabic: the Arabic heading face's core, and Playfair's Latin core for the brand in the header
 *   (21.5 KB). Without its preload, the Latin file was asked for only once the stylesheet had come,
 *   a round after the others, and the largest paint waited for it.
 */
export const aboveTheFoldFonts: Readonly<Record<Language, readonly string[]>> = {
  en: [playfairLatinCore],
  ru: [playfairCyrillicCore, playfairLatinCore],
  ar: [notoNaskhArabicCore, playfairLatinCore],
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
