import type { LoaderFunctionArgs } from '@remix-run/node';
import { notFoundPdf, specSheetPdfResponse } from '~/features/spec-sheets/pdf.server';
import { readGradeSpecSheet } from '~/features/spec-sheets/sheets.server';

export function loader({ params }: LoaderFunctionArgs) {
  const sheet = readGradeSpecSheet(params.grade, new Date());
  return sheet ? specSheetPdfResponse(sheet) : notFoundPdf();
}
