import { FactList } from '~/components/ui/fact-list';
import { gradePath } from '~/config/public-routes';
import { gradesGrownIn } from '~/content/spec-sheets/grade-spec-sheets';
import { formatElevationBand, type TeaRegion } from '~/content/tea-regions';

/** One tea region as its own section, `#<slug>`, which grade cards, products and About link to. */
export function RegionCard({ region }: { region: TeaRegion }) {
  const titleId = `${region.slug}-title`;
  const grades = gradesGrownIn(region.slug);
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
        ]}
      />
      {grades.length > 0 ? (
        <div className="mt-6">
          <h4 className="text-sm font-semibold tracking-wide text-ink/70">
            Our grades from {region.name}
          </h4>
          <ul
            className="mt-3 flex flex-wrap gap-2"
            aria-label={`Spec sheets of our ${region.name} grades`}
          >
            {grades.map((grade) => (
              <li key={grade.slug}>
                <a
                  href={gradePath(grade.slug)}
                  className="inline-flex min-h-11 items-center rounded-full bg-cream-100 px-4 text-sm font-semibold text-tea-900 underline-offset-4 hover:underline"
                >
                  {grade.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
