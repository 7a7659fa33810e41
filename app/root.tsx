import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/node';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLoaderData,
  useRouteError,
} from '@remix-run/react';
import type { ReactNode } from 'react';
import { FlashNotice } from '~/components/layout/flash-notice';
import { HydrationProvider } from '~/hooks/use-hydrated';
import { appleTouchIcon } from '~/config/brand-images';
import { SearchEngineTags } from '~/components/layout/search-engine-tags';
import { SiteFooter } from '~/components/layout/site-footer';
import { SiteHeader } from '~/components/layout/site-header';
import { ButtonLink } from '~/components/ui/button-link';
import { Container } from '~/components/ui/container';
import { NotFound } from '~/components/ui/not-found';
import { Toaster } from '~/components/ui/toaster';
import { sentNoticeOf } from '~/config/messages';
import { browserColors } from '~/config/ui';
import { siteUrl } from '~/config/site-url.server';
import interVariable from '~/fonts/inter-latin-400-600.woff2?url';
import playfairSemiBold from '~/fonts/playfair-display-latin-600.woff2?url';
import stylesheet from '~/styles/app.css?url';

/** The body text (one variable face for both weights) and the headings: the two faces every page shows above the fold. */
const aboveTheFoldFonts = [interVariable, playfairSemiBold];

export const links: LinksFunction = () => [
  ...aboveTheFoldFonts.map((href) => ({
    rel: 'preload',
    href,
    as: 'font',
    type: 'font/woff2',
    crossOrigin: 'anonymous' as const,
  })),
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: appleTouchIcon.path },
  { rel: 'manifest', href: '/site.webmanifest' },
];

export function loader({ request }: LoaderFunctionArgs) {
  return { notice: sentNoticeOf(new URL(request.url).searchParams), siteUrl: siteUrl() };
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={browserColors.theme} />
        <Meta />
        <Links />
        <SearchEngineTags />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-[100] rounded-md bg-tea-900 px-4 py-2 text-cream-50 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to main content
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
        <ScrollRestoration />
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

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  // A form sent to a page that takes none (405): trying again would not help.
  const methodNotAllowed = isRouteErrorResponse(error) && error.status === 405;
  return (
    <Container className="py-24 text-center sm:py-32">
      <h1 className="text-3xl font-semibold sm:text-4xl">
        {methodNotAllowed ? 'This page takes no form' : 'Something went wrong'}
      </h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-ink/75">
        {methodNotAllowed
          ? 'What was sent here cannot be received by this page. Please use the forms on our Contact and Request pages, or return to the home page.'
          : 'We could not show this page just now. Please try again in a moment, or return to the home page.'}
      </p>
      <ButtonLink to="/" className="mt-10">
        Back to the home page
      </ButtonLink>
    </Container>
  );
}
