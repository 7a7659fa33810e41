import type { LoaderFunctionArgs } from '@remix-run/node';
import { notFoundPdf, specSheetPdfResponse } from '~/features/spec-sheets/pdf.server';
import { readProductSpecSheet } from '~/features/spec-sheets/sheets.server';

export function loader({ params }: LoaderFunctionArgs) {
  const sheet = readProductSpecSheet(params.id, new Date());
  return sheet ? specSheetPdfResponse(sheet) : notFoundPdf();
}
