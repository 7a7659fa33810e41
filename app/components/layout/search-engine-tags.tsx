import { useLocation, useMatches, useRouteError, useRouteLoaderData } from '@remix-run/react';
import { shareImage } from '~/config/brand-images';
import { findPublicPage } from '~/config/public-routes';
import {
  breadcrumbListNode,
  breadcrumbTrail,
  isStructuredDataHandle,
  jsonLdDocument,
  organizationNode,
  type JsonLdNode,
} from '~/seo/structured-data';
import type { loader as rootLoader } from '~/root';
import {
  defaultLanguage,
  languageCodes,
  languageOfPath,
  localizedPath,
  pathWithoutLanguage,
} from '~/i18n/languages';
import { hasTwin } from '~/i18n/translated-pages';
import { useTranslation } from '~/i18n/translations';
import type { Translate } from '~/i18n/translator';
import { site } from '~/config/site';

/**
 * A page's name in the page's language: the menu's name for it, or the name the breadcrumbs
 * alone use (a collection, the request page). A name neither has (a product's, a grade sheet's)
 * is a name and stays as it is.
 */
function pageNameIn(t: Translate<'common'>, englishName: string): string {
  const names: Partial<Record<string, string>> = {
    ...t.group('nav'),
    ...t.group('pageNames'),
  };
  return names[englishName] ?? englishName;
}

/**
 * The head tags that need the site's absolute address, which only the root loader knows
 * (`SITE_URL` is read on the server): canonical link, Open Graph and Twitter image and URL,
 * and the page's JSON-LD. The text tags come from each route's `pageMeta`.
 *
 * A page that is not public (the 404 screen, 'Product Not Found', an error) gets no canonical
 * link and no breadcrumbs, so search engines are not told to index it. A page showing a form's
 * success notice (`?sent=contact`) is not indexed; its canonical link names the plain page.
 * A page in several languages names each (`hreflang`), with English as the default.
 */
export function SearchEngineTags() {
  const { pathname } = useLocation();
  const error = useRouteError();
  const rootData = useRouteLoaderData<typeof rootLoader>('root');
  const matches = useMatches();
  const { t } = useTranslation();
  const siteUrl = rootData?.siteUrl;
  if (!siteUrl) return null;
  const englishPath = pathWithoutLanguage(pathname);
  const language = languageOfPath(pathname);

  // A route whose loader did not run (a POST it refuses, an error above it) has null data under
  // single fetch; the handles are told undefined, as their type says.
  const handles = matches.flatMap(({ handle, data }) =>
    isStructuredDataHandle(handle) ? [{ handle, data: data ?? undefined }] : [],
  );
  const pageName = handles
    .map(({ handle, data }) => handle.pageName?.(data))
    .find((name) => name !== undefined);
  const publicPage =
    !error && (findPublicPage(englishPath) !== undefined || pageName !== undefined);
  const pageLanguages = languageCodes.filter((code) => hasTwin(englishPath, code));
  const imageUrl = `${siteUrl}${shareImage.path}`;
  const nodes: JsonLdNode[] = [organizationNode(siteUrl)];
  if (publicPage && englishPath !== '/') {
    const trail = breadcrumbTrail(englishPath, pageName).map((page) => ({
      name: pageNameIn(t, page.name),
      path: hasTwin(page.path, language) ? localizedPath(page.path, language) : page.path,
    }));
    nodes.push(breadcrumbListNode(siteUrl, trail));
  }
  for (const { handle, data } of publicPage ? handles : []) {
    nodes.push(...handle.structuredData({ siteUrl, language }, data));
  }

  return (
    <>
      {rootData?.notice ? <meta name="robots" content="noindex" /> : null}
      {publicPage ? (
        <>
          <link rel="canonical" href={`${siteUrl}${pathname}`} />
          <meta property="og:url" content={`${siteUrl}${pathname}`} />
          {pageLanguages.length > 1
            ? [...pageLanguages, 'x-default' as const].map((code) => (
                <link
                  key={code}
                  rel="alternate"
                  hrefLang={code}
                  href={`${siteUrl}${localizedPath(englishPath, code === 'x-default' ? defaultLanguage : code)}`}
                />
              ))
            : null}
        </>
      ) : null}
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:type" content={shareImage.type} />
      <meta property="og:image:width" content={String(shareImage.width)} />
      <meta property="og:image:height" content={String(shareImage.height)} />
      <meta property="og:image:alt" content={t('shareImageAlt', { brand: site.brand })} />
      <meta name="twitter:image:alt" content={t('shareImageAlt', { brand: site.brand })} />
      <script
        type="application/ld+json"
        // Data, not code: escaped by jsonLdDocument so it cannot close the element.
        dangerouslySetInnerHTML={{ __html: jsonLdDocument(nodes) }}
      />
    </>
  );
}
