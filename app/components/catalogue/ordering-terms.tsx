import { PageSection } from '~/components/pages/page-section';
import { SectionHeading } from '~/components/ui/section-heading';
import { certifications } from '~/content/catalogue/certifications';
import type { Fact } from '~/content/catalogue/types';

/** A product line's ordering terms beside the certifications it is made under. */
export function OrderingTerms({ facts }: { facts: readonly Fact[] }) {
  return (
    <PageSection tone="white" labelledBy="ordering-terms-title">
      <div className="grid gap-12 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading
            id="ordering-terms-title"
            eyebrow="Ordering"
            title="Terms at a glance"
            align="start"
          />
          <dl className="mt-8 divide-y divide-tea-900/10 border-y border-tea-900/10">
            {facts.map((fact) => (
              <div key={fact.label} className="grid gap-1 py-4 sm:grid-cols-[11rem_1fr] sm:gap-6">
                <dt className="text-sm font-semibold tracking-wide text-ink/60">{fact.label}</dt>
                <dd className="font-medium text-tea-900">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div>
          <h2 className="text-2xl font-semibold sm:text-3xl">Certified at every step</h2>
          <ul className="mt-8 grid gap-4 sm:grid-cols-2">
            {certifications.map((certification) => (
              <li key={certification.title} className="rounded-2xl bg-cream-100 p-5">
                <p className="font-display text-xl font-semibold text-tea-900">
                  {certification.title}
                </p>
                <p className="mt-2 text-sm leading-relaxed text-ink/75">
                  {certification.description}
                </p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </PageSection>
  );
}
