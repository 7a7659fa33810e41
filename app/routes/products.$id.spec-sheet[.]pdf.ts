import type { LoaderFunctionArgs } from '@remix-run/node';
import { notFoundPdf, specSheetPdfResponse } from '~/lib/spec-sheet-pdf.server';
import { readProductSpecSheet } from '~/lib/spec-sheets.server';

export function loader({ params }: LoaderFunctionArgs) {
  const sheet = readProductSpecSheet(params.id, new Date());
  return sheet ? specSheetPdfResponse(sheet) : notFoundPdf();
}
