import { RegionLink } from '~/components/regions/region-link';
import { teaRegions } from '~/content/tea-regions';
import { useTranslation } from '~/i18n/translations';

/**
 * The seven agro-climatic tea regions of Sri Lanka, each linked to its part of /regions. The
 * regions' names are place names, kept as they are; their elevation class is in `places`, which
 * the page's loader sends with `about`.
 */
export function TeaRegions() {
  const { t } = useTranslation('about');
  const places = useTranslation('places').t;
  const elevations: Readonly<Record<string, string | undefined>> = places.group('elevationKey');
  return (
    <div className="mt-10">
      <h3 className="text-xl font-semibold">{t('regions.title')}</h3>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {teaRegions.map((region) => (
          <li key={region.name}>
            <RegionLink region={region} detail={elevations[region.elevation] ?? region.elevation} />
          </li>
        ))}
      </ul>
    </div>
  );
}
