import type { GradeTerm } from '~/content/tea-grades';
import { useTranslation } from '~/i18n/translations';

/** A titled list of grade abbreviations and what they stand for, in the `grades` namespace's words. */
export function GradeTerms({ title, terms }: { title: string; terms: readonly GradeTerm[] }) {
  const { t } = useTranslation('grades');
  return (
    <div className="rounded-3xl bg-white p-8 ring-1 ring-tea-900/5">
      <h3 className="text-2xl font-semibold">{title}</h3>
      <dl className="mt-6 divide-y divide-tea-900/10">
        {terms.map((term) => (
          <div
            key={term.abbreviation}
            data-testid="grade-term"
            className="grid grid-cols-[5.5rem_1fr] gap-4 py-3"
          >
            <dt className="font-display text-lg font-semibold text-copper-700">
              {term.abbreviation}
            </dt>
            <dd className="leading-relaxed text-ink/80">
              {t(`terms.${term.abbreviation}` as Parameters<typeof t>[0])}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
