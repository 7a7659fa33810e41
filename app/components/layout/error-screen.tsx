import { isRouteErrorResponse, useRouteError } from '@remix-run/react';
import { useTranslation } from '~/i18n/translations';
import { Container } from '~/components/ui/container';
import { HomeLink } from '~/components/ui/home-link';
import { NotFound } from '~/components/ui/not-found';

/**
 * What a page shows in place of itself when it cannot be shown: the spec's 404 screen for a page
 * that does not exist, else an apology, in the language of the URL.
 */
export function ErrorScreen() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  // A form sent to a page that takes none (405): trying again would not help.
  const methodNotAllowed = isRouteErrorResponse(error) && error.status === 405;
  return (
    <Container className="py-24 text-center sm:py-32">
      <h1 className="text-3xl font-semibold sm:text-4xl">
        {methodNotAllowed ? t('error.methodNotAllowedTitle') : t('error.title')}
      </h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-ink/75">
        {methodNotAllowed ? t('error.methodNotAllowedText') : t('error.text')}
      </p>
      <HomeLink className="mt-10" />
    </Container>
  );
}
