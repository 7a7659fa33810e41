import { formatElevationBand, numberLocale, type TeaRegion } from '~/content/tea-regions';
import { useTranslation } from '~/i18n/translations';
import { useLanguage } from '~/i18n/use-language';
import { RegionLink } from './region-link';

/**
 * Links to each region's section, with its elevation band: the map's places, in words (the
 * `regions` namespace's).
 */
export function RegionIndex({ regions }: { regions: readonly TeaRegion[] }) {
  const { t } = useTranslation('regions');
  const language = useLanguage();
  return (
    <nav aria-labelledby="region-index-title" className="mt-10">
      <h3 id="region-index-title" className="text-xl font-semibold">
        {t('index.title')}
      </h3>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2">
        {regions.map((region) => (
          <li key={region.slug}>
            <RegionLink
              region={region}
              detail={formatElevationBand(
                region.elevationMetres,
                t.group('band'),
                numberLocale(language),
              )}
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}
