import { Link } from '@remix-run/react';
import { useTranslation } from '~/i18n/translations';
import { useLocalizedPath } from '~/i18n/use-language';

/** The link to /trade-terms that closes a sentence about the terms a page shows in part. */
export function TradeTermsLink() {
  // The page's name as the site's menu has it (common.json, which every page has).
  const { t } = useTranslation();
  const localizedPath = useLocalizedPath();
  return (
    <Link
      to={localizedPath('/trade-terms')}
      className="font-semibold text-copper-700 underline underline-offset-4"
    >
      {t('nav.Trade Terms')}
    </Link>
  );
}
