import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data, isRouteErrorResponse, Outlet } from '@remix-run/react';
import { ErrorScreen } from '~/components/layout/error-screen';
import { defaultLanguage, isLanguage, pathWithoutLanguage } from '~/i18n/languages';
import { metaTranslator } from '~/i18n/meta-translator';
import { hasTwin } from '~/i18n/translated-pages';
import { pageMeta } from '~/seo/page-meta';

/**
 * Every page, in English at the specification's URL and, once translated, under a language's
 * code (`/ar/contact`). A first segment that is no language of ours (`/xx/contact`), or a page
 * not yet translated, is not found; the 404 screen is then in the language of the URL, whose
 * texts the root loader has already sent.
 */

/** The head of a page that cannot be shown; a page that can be has a `meta` of its own. */
export const meta: MetaFunction = (args) => {
  if (!args.error) return [];
  const t = metaTranslator(args, 'common');
  return isRouteErrorResponse(args.error) && args.error.status === 404
    ? pageMeta({ title: t('notFound.title'), description: t('notFound.description') })
    : pageMeta({ title: t('error.title'), description: t('error.text') });
};

export function loader({ params, request }: LoaderFunctionArgs) {
  const { lang } = params;
  if (lang === undefined) return null;
  if (!isLanguage(lang) || lang === defaultLanguage) throw data(null, { status: 404 });
  if (!hasTwin(pathWithoutLanguage(new URL(request.url).pathname), lang)) {
    throw data(null, { status: 404 });
  }
  return null;
}

export default function LanguagePages() {
  return <Outlet />;
}

export const ErrorBoundary = ErrorScreen;
