import { Link } from '@remix-run/react';
import type { TeaRegion } from '~/content/tea-regions';
import { useLocalizedPath } from '~/i18n/use-language';

/** A tile linking to a region's section of /regions: its name, and a detail beside it. */
export function RegionLink({ region, detail }: { region: TeaRegion; detail: string }) {
  const localized = useLocalizedPath();
  return (
    <Link
      to={`${localized('/regions')}#${region.slug}`}
      className="flex min-h-11 flex-wrap items-baseline justify-between gap-x-3 rounded-2xl bg-white px-5 py-3 ring-1 ring-tea-900/5 hover:ring-copper-500"
    >
      <span className="font-semibold text-tea-900 underline underline-offset-4">{region.name}</span>{' '}
      <span className="text-sm text-ink/65">{detail}</span>
    </Link>
  );
}
