import { FactList } from '~/components/ui/fact-list';
import { gradePath } from '~/config/public-routes';
import { gradesGrownIn } from '~/content/spec-sheets/grade-spec-sheets';
import { formatElevationBand, numberLocale, type TeaRegion } from '~/content/tea-regions';
import type { Resources } from '~/i18n/resources';
import { useTranslation } from '~/i18n/translations';
import { useLanguage, useLocalizedPath } from '~/i18n/use-language';

/**
 * One tea region as its own section, `#<slug>`, which grade cards, products and About link to,
 * in the words of the `regions` namespace (the elevation classes in `places`'), by its slug.
 */
export function RegionCard({ region }: { region: TeaRegion }) {
  const { t } = useTranslation('regions');
  const places = useTranslation('places').t;
  const language = useLanguage();
  const localized = useLocalizedPath();
  const words = t.group('regions')[region.slug as keyof Resources['regions']['regions']];
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
      <p className="mt-4 leading-relaxed text-ink/80">{words.description}</p>
      <FactList
        className="mt-6"
        facts={[
          {
            label: t('card.elevation'),
            value: t('card.elevationValue', {
              band: formatElevationBand(
                region.elevationMetres,
                t.group('band'),
                numberLocale(language),
              ),
              elevation: places(`elevation.${region.elevation}`),
            }),
          },
          { label: t('card.qualitySeason'), value: words.qualitySeason },
          { label: t('card.cupCharacter'), value: words.cupCharacter },
        ]}
      />
      {grades.length > 0 ? (
        <div className="mt-6">
          <h4 className="text-sm font-semibold tracking-wide text-ink/70">
            {t('card.grades', { name: region.name })}
          </h4>
          <ul
            className="mt-3 flex flex-wrap gap-2"
            aria-label={t('card.gradesLabel', { name: region.name })}
          >
            {grades.map((grade) => (
              <li key={grade.slug}>
                <a
                  href={localized(gradePath(grade.slug) as `/${string}`)}
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
