import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { SpecSheetPage } from '~/components/spec-sheets/spec-sheet-page';
import { productPath } from '~/config/public-routes';
import { specSheetMeta } from '~/lib/spec-sheet';
import { readProductSpecSheet } from '~/lib/spec-sheets.server';

export const meta: MetaFunction<typeof loader> = ({ data: detail }) => specSheetMeta(detail?.sheet);

export function loader({ params }: LoaderFunctionArgs) {
  const sheet = readProductSpecSheet(params.id, new Date());
  if (!sheet) throw data(null, { status: 404 });
  return { sheet, productPath: productPath(Number(params.id)) };
}

export default function ProductSpecSheetPage() {
  const { sheet, productPath: backTo } = useLoaderData<typeof loader>();
  return <SpecSheetPage sheet={sheet} back={{ to: backTo, label: `Back to ${sheet.name}` }} />;
}
