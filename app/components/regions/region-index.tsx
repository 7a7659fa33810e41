import { formatElevationBand, type TeaRegion } from '~/content/tea-regions';
import { RegionLink } from './region-link';

/** Links to each region's section, with its elevation band: the map's places, in words. */
export function RegionIndex({ regions }: { regions: readonly TeaRegion[] }) {
  return (
    <nav aria-labelledby="region-index-title" className="mt-10">
      <h3 id="region-index-title" className="text-xl font-semibold">
        The seven regions
      </h3>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2">
        {regions.map((region) => (
          <li key={region.slug}>
            <RegionLink region={region} detail={formatElevationBand(region.elevationMetres)} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
