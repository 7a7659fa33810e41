import type { BrewingGuide } from '~/content/catalogue/types';
import { useTranslation } from '~/i18n/translations';

/** How to brew: water temperature and steeping time, large enough to read at a glance. */
export function BrewingGuideCard({ guide, title }: { guide: BrewingGuide; title?: string }) {
  const { t } = useTranslation('trade');
  const heading = title ?? t('brewing.title');
  return (
    <aside
      aria-label={heading}
      className="rounded-3xl bg-tea-900 p-8 text-cream-50 shadow-sm sm:p-10"
    >
      <p className="text-xs font-semibold tracking-[0.2em] text-copper-300 uppercase">{heading}</p>
      <dl className="mt-6 grid gap-6 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-cream-100/70">{t('brewing.water')}</dt>
          <dd className="mt-1 font-display text-2xl text-cream-50">{guide.temperature}</dd>
        </div>
        <div>
          <dt className="text-sm text-cream-100/70">{t('brewing.steepingTime')}</dt>
          <dd className="mt-1 font-display text-2xl text-cream-50">{guide.time}</dd>
        </div>
      </dl>
      <p className="mt-6 leading-relaxed text-cream-100/85">{guide.note}</p>
    </aside>
  );
}
