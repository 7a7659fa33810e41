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
import { languageOfPath } from '~/i18n/languages';
import { metaTranslator } from '~/i18n/meta-translator';
import { pageTranslations } from '~/i18n/translations.server';
import { specSheetProductNode, type StructuredDataHandle } from '~/seo/structured-data';
import { gradeFigureCaption, readGradeSpecSheet } from '~/features/spec-sheets/sheets.server';

/** A grade's sheet, with its picture and the tea its request links open the form with. */
type GradeSheet = SpecSheet & { leaf: GradeLeaf; tea: string };

export const meta: MetaFunction<typeof loader> = (args) =>
  specSheetMeta(args.data, metaTranslator(args, 'common'));

/** An unknown grade is the site's 404 screen. The sheet comes built in the page's language. */
export function loader({ params, request, context }: LoaderFunctionArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  const sheet = readGradeSpecSheet(params.grade, new Date(), language);
  const grade = findTeaGradeBySlug(params.grade);
  if (!sheet || !grade) throw data(null, { status: 404 });
  const gradeSheet: GradeSheet = {
    ...sheet,
    leaf: {
      image: grade.image,
      color: grade.color,
      caption: gradeFigureCaption(grade.name, gradePictureRuleMillimetres, language),
    },
    tea: gradeTea(grade.slug),
  };
  return {
    ...gradeSheet,
    translations: pageTranslations({ request, context }, ['specSheets', 'trade']),
  };
}

export const handle: StructuredDataHandle<SpecSheet> = {
  pageName: (sheet) => sheet?.meta.title,
  structuredData: ({ siteUrl }, sheet) => (sheet ? [specSheetProductNode(siteUrl, sheet)] : []),
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
