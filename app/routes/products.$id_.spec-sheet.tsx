import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { SpecSheetPage } from '~/components/spec-sheets/spec-sheet-page';
import { specSheetMeta } from '~/lib/spec-sheet';
import { readProductSpecSheet } from '~/lib/spec-sheets.server';

export const meta: MetaFunction<typeof loader> = ({ data: sheet }) => specSheetMeta(sheet);

/** A non-numeric or unknown id, or a product without spec facts, is the site's 404 screen. */
export function loader({ params }: LoaderFunctionArgs) {
  const sheet = readProductSpecSheet(params.id, new Date());
  if (!sheet) throw data(null, { status: 404 });
  return sheet;
}

export default function ProductSpecSheetPage() {
  return <SpecSheetPage sheet={useLoaderData<typeof loader>()} />;
}
