import { FactList } from '~/components/ui/fact-list';
import { formatElevationBand, type TeaRegion } from '~/content/tea-regions';

/** One tea region as its own section, `#<slug>`, which grade cards, products and About link to. */
export function RegionCard({ region }: { region: TeaRegion }) {
  const titleId = `${region.slug}-title`;
  return (
    <section
      id={region.slug}
      aria-labelledby={titleId}
      data-testid="tea-region"
      className="rounded-3xl bg-white p-6 ring-1 ring-tea-900/5 sm:p-8"
    >
      <h3 id={titleId} className="text-2xl font-semibold sm:text-3xl">
        {region.name}
      </h3>
      <p className="mt-4 leading-relaxed text-ink/80">{region.description}</p>
      <FactList
        className="mt-6"
        facts={[
          {
            label: 'Elevation',
            value: `${formatElevationBand(region.elevationMetres)}, ${region.elevation.toLowerCase()}`,
          },
          { label: 'Quality season', value: region.qualitySeason },
          { label: 'Cup character', value: region.cupCharacter },
          { label: 'Typical teas', value: region.typicalTeas },
        ]}
      />
    </section>
  );
}
