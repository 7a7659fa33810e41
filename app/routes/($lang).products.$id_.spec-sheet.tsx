import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { SpecSheetPage } from '~/components/spec-sheets/spec-sheet-page';
import { specSheetMeta, type SpecSheet } from '~/features/spec-sheets/spec-sheet';
import { specSheetProductNode, type StructuredDataHandle } from '~/seo/structured-data';
import { readProductSpecSheet } from '~/features/spec-sheets/sheets.server';

export const meta: MetaFunction<typeof loader> = ({ data: sheet }) => specSheetMeta(sheet);

/** A non-numeric or unknown id, or a product without spec facts, is the site's 404 screen. */
export function loader({ params }: LoaderFunctionArgs) {
  const sheet = readProductSpecSheet(params.id, new Date());
  if (!sheet) throw data(null, { status: 404 });
  return sheet;
}

export const handle: StructuredDataHandle<SpecSheet> = {
  pageName: (sheet) => sheet && `${sheet.name} Spec Sheet`,
  structuredData: (siteUrl, sheet) => (sheet ? [specSheetProductNode(siteUrl, sheet)] : []),
};

export default function ProductSpecSheetPage() {
  return <SpecSheetPage sheet={useLoaderData<typeof loader>()} />;
}
