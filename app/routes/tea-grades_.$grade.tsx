import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { SpecSheetPage } from '~/components/spec-sheets/spec-sheet-page';
import { specSheetMeta } from '~/lib/spec-sheet';
import { readGradeSpecSheet } from '~/lib/spec-sheets.server';

export const meta: MetaFunction<typeof loader> = ({ data: sheet }) => specSheetMeta(sheet);

export function loader({ params }: LoaderFunctionArgs) {
  const sheet = readGradeSpecSheet(params.grade, new Date());
  if (!sheet) throw data(null, { status: 404 });
  return sheet;
}

export default function GradeSpecSheetPage() {
  const sheet = useLoaderData<typeof loader>();
  return <SpecSheetPage sheet={sheet} back={{ to: '/tea-grades', label: 'Back to Tea Grades' }} />;
}
