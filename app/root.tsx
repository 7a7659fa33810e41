import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/node';
import { Links, Meta, Outlet, Scripts, useLoaderData, useMatches } from '@remix-run/react';
import type { ReactNode } from 'react';
import { ErrorScreen } from '~/components/layout/error-screen';
import { FlashNotice } from '~/components/layout/flash-notice';
import { FontPreloads } from '~/components/layout/font-preloads';
import { HydrationProvider } from '~/hooks/use-hydrated';
import { appleTouchIcon } from '~/config/brand-images';
import { ScrollPositions } from '~/components/layout/scroll-positions';
import { SearchEngineTags } from '~/components/layout/search-engine-tags';
import { SiteFooter } from '~/components/layout/site-footer';
import { SiteHeader } from '~/components/layout/site-header';
import { Toaster } from '~/components/ui/toaster';
import { sentNoticeOf } from '~/config/messages';
import { browserColors } from '~/config/ui';
import { siteUrl } from '~/config/site-url.server';
import stylesheet from '~/styles/app.css?url';
import { TranslationsProvider, useTranslation } from '~/i18n/translations';
import { languages, type Language } from '~/i18n/languages';
import { addPageTexts } from '~/i18n/page-translations';
import { pageTranslations } from '~/i18n/translations.server';
import { useLanguage } from '~/i18n/use-language';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: appleTouchIcon.path },
  { rel: 'manifest', href: '/site.webmanifest' },
];

export function loader({ request, context }: LoaderFunctionArgs) {
  const notice = sentNoticeOf(new URL(request.url).searchParams);
  return {
    notice,
    siteUrl: siteUrl(),
    // The frame's texts (menus, footer, the 404 and error screens) in the URL's language, and
    // the notices' when the page shows one.
    translations: pageTranslations({ request, context }, notice ? ['common', 'forms'] : ['common']),
  };
}

export function Layout({ children }: { children: ReactNode }) {
  const language = useLanguage();
  // Every text the page shows is in the table before anything renders, the head's titles
  // included. A document's first render in the browser waits for the files its data names: React
  // keeps the server's HTML meanwhile and hydrates once they are in.
  const loading = addPageTexts(
    language,
    useMatches().map((match) => match.data),
  );
  if (loading) throw loading;
  return (
    <TranslationsProvider language={language}>
      <Document language={language}>{children}</Document>
    </TranslationsProvider>
  );
}

function Document({ language, children }: { language: Language; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <html lang={language} dir={languages[language].direction}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={browserColors.theme} />
        <Meta />
        <FontPreloads />
        <Links />
        <SearchEngineTags />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-[100] rounded-md bg-tea-900 px-4 py-2 text-cream-50 focus:not-sr-only focus:fixed focus:top-2 focus:start-2"
        >
          {t('skipToMain')}
        </a>
        <HydrationProvider>
          <Toaster>
            <SiteHeader />
            <main id="main" tabIndex={-1} className="flex-1 outline-none">
              {children}
            </main>
            <SiteFooter />
          </Toaster>
        </HydrationProvider>
        <ScrollPositions />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const { notice } = useLoaderData<typeof loader>();
  return (
    <>
      <FlashNotice notice={notice} />
      <Outlet />
    </>
  );
}

/** An error in the root's loader, or a page's that its own boundary does not take. */
export const ErrorBoundary = ErrorScreen;
