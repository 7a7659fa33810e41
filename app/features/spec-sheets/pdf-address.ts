import { defaultLanguage, localizedPath, type Language } from '~/i18n/languages';
import type { SpecSheet } from './spec-sheet';

/**
 * Where a sheet's PDF is in a language, and the name it downloads under. The PDF is a resource,
 * not a page, so it is no twin of its own (`hasTwin`): it exists in every language its sheet's
 * page does, under the same prefix (`/ar/tea-grades/opa/spec-sheet.pdf`). A twin's file is
 * named with its language (`…-opa-ar.pdf`), so a buyer who saves both keeps both.
 */
export function pdfIn(
  sheet: Pick<SpecSheet, 'pdfPath' | 'pdfFileName'>,
  language: Language,
): { path: string; fileName: string } {
  if (language === defaultLanguage) return { path: sheet.pdfPath, fileName: sheet.pdfFileName };
  return {
    path: localizedPath(sheet.pdfPath as `/${string}`, language),
    fileName: sheet.pdfFileName.replace(/\.pdf$/, `-${language}.pdf`),
  };
}
