import { useTranslation } from '~/i18n/translations';
import { useLocalizedPath } from '~/i18n/use-language';
import { ButtonLink } from './button-link';

/** 'Back to the home page', to the home page in the page's language. */
export function HomeLink({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <ButtonLink to={localized('/')} className={className}>
      {t('backHome')}
    </ButtonLink>
  );
}
