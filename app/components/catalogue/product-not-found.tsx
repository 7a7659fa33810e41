import { ButtonLink } from '~/components/ui/button-link';
import { Container } from '~/components/ui/container';
import { useTranslation } from '~/i18n/translations';
import { useLocalizedPath } from '~/i18n/use-language';

/** Spec §8: the screen of a product id no product has. */
export function ProductNotFound() {
  const { t } = useTranslation('products');
  const localizedPath = useLocalizedPath();
  return (
    <Container className="py-24 text-center sm:py-32">
      <h1 className="text-3xl font-semibold sm:text-4xl">{t('notFound.title')}</h1>
      <p className="mt-4 text-lg text-ink/75">{t('notFound.text')}</p>
      <ButtonLink to={localizedPath('/products')} className="mt-10">
        {t('notFound.back')}
      </ButtonLink>
    </Container>
  );
}
