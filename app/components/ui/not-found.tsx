import { useTranslation } from '~/i18n/translations';
import { Container } from './container';
import { HomeLink } from './home-link';

/** The spec's not-found screen for any unknown path, in the language of its URL. */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <Container className="py-24 text-center sm:py-32">
      <p className="font-display text-7xl font-semibold text-copper-500">404</p>
      <h1 className="mt-4 text-3xl font-semibold sm:text-4xl">{t('notFound.title')}</h1>
      <p className="mt-4 text-lg text-ink/75">{t('notFound.text')}</p>
      <HomeLink className="mt-10" />
    </Container>
  );
}
