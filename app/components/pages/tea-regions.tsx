import { teaRegions } from '~/content/tea-regions';

/** The seven agro-climatic tea regions of Sri Lanka, each with the elevation it grows at. */
export function TeaRegions() {
  return (
    <div className="mt-10">
      <h3 className="text-xl font-semibold">The Seven Tea Regions</h3>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {teaRegions.map((region) => (
          <li
            key={region.name}
            className="flex items-baseline justify-between gap-3 rounded-2xl bg-white px-5 py-3 ring-1 ring-tea-900/5"
          >
            <span className="font-semibold text-tea-900">{region.name}</span>
            <span className="text-sm text-ink/65">{region.elevation}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
