import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { SpecSheetPage } from '~/components/spec-sheets/spec-sheet-page';
import { specSheetMeta, type SpecSheet } from '~/features/spec-sheets/spec-sheet';
import { languageOfPath } from '~/i18n/languages';
import { metaTranslator } from '~/i18n/meta-translator';
import { pageTranslations } from '~/i18n/translations.server';
import { specSheetProductNode, type StructuredDataHandle } from '~/seo/structured-data';
import { readProductSpecSheet } from '~/features/spec-sheets/sheets.server';

export const meta: MetaFunction<typeof loader> = (args) =>
  specSheetMeta(args.data, metaTranslator(args, 'common'));

/**
 * A non-numeric or unknown id, or a product without spec facts, is the site's 404 screen. The
 * sheet comes built in the page's language.
 */
export function loader({ params, request, context }: LoaderFunctionArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  const sheet = readProductSpecSheet(params.id, new Date(), language);
  if (!sheet) throw data(null, { status: 404 });
  return { ...sheet, translations: pageTranslations({ request, context }, ['specSheets']) };
}

export const handle: StructuredDataHandle<SpecSheet> = {
  pageName: (sheet) => sheet?.meta.title,
  structuredData: ({ siteUrl }, sheet) => (sheet ? [specSheetProductNode(siteUrl, sheet)] : []),
};

export default function ProductSpecSheetPage() {
  return <SpecSheetPage sheet={useLoaderData<typeof loader>()} />;
}
