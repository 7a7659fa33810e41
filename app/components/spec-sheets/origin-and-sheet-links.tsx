import { Link } from '@remix-run/react';
import { Fragment } from 'react';
import { regionHref, type SpecSheetLinks } from '~/features/spec-sheets/spec-sheet';
import { useTranslation } from '~/i18n/translations';
import { useLocalizedPath } from '~/i18n/use-language';

/**
 * The regions a tea is grown in, each linking to the Regions page, and its spec sheet: in the
 * words the links bring, or else those of the `specSheets` namespace the page sends.
 */
export function OriginAndSheetLinks({
  name,
  links,
  className = '',
}: {
  name: string;
  links: SpecSheetLinks;
  className?: string;
}) {
  const { regions, specSheetPath } = links;
  const { t } = useTranslation('specSheets');
  const words = links.words ?? t.group('links');
  const localized = useLocalizedPath();
  /** ', ' between regions and ' and ' before the last. */
  const separatorBefore = (index: number, count: number) => {
    if (index === 0) return '';
    return index === count - 1 ? words.and : words.comma;
  };
  return (
    <div className={`text-sm leading-relaxed text-ink/80 ${className}`}>
      {regions.length > 0 ? (
        <p>
          {words.grownIn}{' '}
          {regions.map((region, index) => (
            <Fragment key={region.slug}>
              {separatorBefore(index, regions.length)}
              <Link
                to={localized(regionHref(region) as `/${string}`)}
                className="font-semibold text-tea-700 underline underline-offset-2 hover:text-copper-700"
              >
                {region.name}
              </Link>
            </Fragment>
          ))}
        </p>
      ) : null}
      <Link
        to={localized(specSheetPath as `/${string}`)}
        className="mt-2 inline-flex min-h-6 items-center gap-1 font-semibold text-copper-700 underline underline-offset-2 hover:text-copper-800"
      >
        {words.specSheet.replace('{{name}}', name)}
      </Link>
    </div>
  );
}
