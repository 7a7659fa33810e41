import { useLocation } from '@remix-run/react';
import interCyrillic from '~/fonts/inter-cyrillic-400-600.woff2?url';
import interLatinCore from '~/fonts/inter-latin-core-400-600.woff2?url';
import notoNaskhArabic from '~/fonts/noto-naskh-arabic-600.woff2?url';
import notoSansArabic from '~/fonts/noto-sans-arabic-400-600.woff2?url';
import playfairCyrillic from '~/fonts/playfair-display-cyrillic-600.woff2?url';
import playfairLatinCore from '~/fonts/playfair-display-latin-core-600.woff2?url';
import { languageOfPath, type Language } from '~/i18n/languages';

/**
 * The font files a page in each language shows above the fold, which the browser should fetch
 * with the stylesheet rather than after it (decision 028). A preload is fetched whether or not
 * the page uses it, so each language names only its own. Of the Latin faces, only the core
 * files, which have every Latin character the site's texts use; the rest files are fetched by a
 * page that shows one of theirs, and never preloaded (scripts/font-faces.ts):
 * - English: Inter and Playfair, Latin core (31.5 KB).
 * - Russian: both in Cyrillic for the text and headings, and their Latin core for the brand, the
 *   phone numbers and the e-mail addresses in the header (55 KB).
 * - Arabic: the two Arabic faces and Inter's Latin core for the header's numbers and addresses
 *   (47 KB); the brand's Playfair arrives after the stylesheet, as its `unicode-range` asks.
 */
export const aboveTheFoldFonts: Readonly<Record<Language, readonly string[]>> = {
  en: [interLatinCore, playfairLatinCore],
  ru: [interCyrillic, playfairCyrillic, interLatinCore, playfairLatinCore],
  ar: [notoSansArabic, notoNaskhArabic, interLatinCore],
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
