import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { RequestLinks } from '~/components/requests/request-links';
import { GradeLeafFigure, type GradeLeaf } from '~/components/spec-sheets/grade-leaf-figure';
import { SpecSheetPage } from '~/components/spec-sheets/spec-sheet-page';
import { gradePictureRuleMillimetres } from '~/content/grade-particles';
import { findTeaGradeBySlug } from '~/content/spec-sheets/grade-spec-sheets';
import { gradeTea } from '~/features/inquiries/tea-choices';
import { specSheetMeta, type SpecSheet } from '~/features/spec-sheets/spec-sheet';
import { specSheetProductNode, type StructuredDataHandle } from '~/seo/structured-data';
import { readGradeSpecSheet } from '~/features/spec-sheets/sheets.server';

/** A grade's sheet, with its picture and the tea its request links open the form with. */
type GradeSheet = SpecSheet & { leaf: GradeLeaf; tea: string };

export const meta: MetaFunction<typeof loader> = ({ data: sheet }) => specSheetMeta(sheet);

/** An unknown grade is the site's 404 screen. */
export function loader({ params }: LoaderFunctionArgs): GradeSheet {
  const sheet = readGradeSpecSheet(params.grade, new Date());
  const grade = findTeaGradeBySlug(params.grade);
  if (!sheet || !grade) throw data(null, { status: 404 });
  return {
    ...sheet,
    leaf: {
      name: grade.name,
      image: grade.image,
      color: grade.color,
      ruleMillimetres: gradePictureRuleMillimetres,
    },
    tea: gradeTea(grade.slug),
  };
}

export const handle: StructuredDataHandle<SpecSheet> = {
  pageName: (sheet) => sheet && `${sheet.name} Spec Sheet`,
  structuredData: (siteUrl, sheet) => (sheet ? [specSheetProductNode(siteUrl, sheet)] : []),
};

export default function GradeSpecSheetPage() {
  const sheet = useLoaderData<typeof loader>();
  return (
    <SpecSheetPage
      sheet={sheet}
      offer={<RequestLinks tea={sheet.tea} />}
      figure={<GradeLeafFigure leaf={sheet.leaf} />}
    />
  );
}
