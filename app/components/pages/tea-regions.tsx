import { RegionLink } from '~/components/regions/region-link';
import { teaRegions } from '~/content/tea-regions';

/** The seven agro-climatic tea regions of Sri Lanka, each linked to its part of /regions. */
export function TeaRegions() {
  return (
    <div className="mt-10">
      <h3 className="text-xl font-semibold">The Seven Tea Regions</h3>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {teaRegions.map((region) => (
          <li key={region.name}>
            <RegionLink region={region} detail={region.elevation} />
          </li>
        ))}
      </ul>
    </div>
  );
}
