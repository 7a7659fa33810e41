import { useTranslation } from '~/i18n/translations';
import { useLocalizedPath } from '~/i18n/use-language';
import { Link } from '@remix-run/react';
import { site } from '~/config/site';
import { BrandMark } from '~/components/ui/icons';

export function BrandLink({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const color = tone === 'dark' ? 'text-tea-900' : 'text-cream-50';
  return (
    <Link to={localized('/')} className={`flex items-center gap-2.5 ${color}`}>
      <BrandMark className="h-10 w-10 shrink-0" />
      <span className="leading-none">
        <span className="block font-display text-lg font-semibold tracking-tight sm:text-xl">
          {site.brand}
        </span>{' '}
        <span className="mt-1 block text-[0.65rem] tracking-[0.22em] whitespace-nowrap uppercase opacity-70">
          {t('brandTagline')}
        </span>
      </span>
    </Link>
  );
}
