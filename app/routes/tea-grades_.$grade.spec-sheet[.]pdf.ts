import type { LoaderFunctionArgs } from '@remix-run/node';
import { notFoundPdf, specSheetPdfResponse } from '~/lib/spec-sheet-pdf.server';
import { readGradeSpecSheet } from '~/lib/spec-sheets.server';

export function loader({ params }: LoaderFunctionArgs) {
  const sheet = readGradeSpecSheet(params.grade, new Date());
  return sheet ? specSheetPdfResponse(sheet) : notFoundPdf();
}
