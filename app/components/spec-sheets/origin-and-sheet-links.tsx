import { Link } from '@remix-run/react';
import { Fragment } from 'react';
import { regionHref, type SpecSheetLinks } from '~/features/spec-sheets/spec-sheet';

/** ', ' between regions and ' and ' before the last. */
function separatorBefore(index: number, count: number): string {
  if (index === 0) return '';
  return index === count - 1 ? ' and ' : ', ';
}

/** The regions a tea is grown in, each linking to the Regions page, and its spec sheet. */
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
  return (
    <div className={`text-sm leading-relaxed text-ink/80 ${className}`}>
      {regions.length > 0 ? (
        <p>
          Grown in{' '}
          {regions.map((region, index) => (
            <Fragment key={region.slug}>
              {separatorBefore(index, regions.length)}
              <Link
                to={regionHref(region)}
                className="font-semibold text-tea-700 underline underline-offset-2 hover:text-copper-700"
              >
                {region.name}
              </Link>
            </Fragment>
          ))}
        </p>
      ) : null}
      <Link
        to={specSheetPath}
        className="mt-2 inline-flex min-h-6 items-center gap-1 font-semibold text-copper-700 underline underline-offset-2 hover:text-copper-800"
      >
        {name} spec sheet
      </Link>
    </div>
  );
}
