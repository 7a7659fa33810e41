import type { LoaderFunctionArgs } from '@remix-run/node';
import { notFoundPdf, pdfLanguage, specSheetPdfResponse } from '~/features/spec-sheets/pdf.server';
import { readGradeSpecSheet } from '~/features/spec-sheets/sheets.server';

/** The grade's sheet as a PDF, in English or, under `/ar` or `/ru`, in the sheet page's language. */
export function loader({ params, request }: LoaderFunctionArgs) {
  const language = pdfLanguage(params.lang, request);
  const sheet = language && readGradeSpecSheet(params.grade, new Date(), language);
  return language && sheet ? specSheetPdfResponse(sheet, language) : notFoundPdf();
}
