import { TradeTermsLink } from '~/components/trade-terms/trade-terms-link';
import { PageSection } from '~/components/pages/page-section';
import { FactList } from '~/components/ui/fact-list';
import { SectionHeading } from '~/components/ui/section-heading';
import { certifications } from '~/content/catalogue/certifications';
import type { Fact } from '~/content/catalogue/types';

/**
 * A product line's own ordering terms beside the certifications it is made under. What holds
 * for every line (packing, Incoterms, payment, documents, samples) is on /trade-terms, linked
 * here rather than repeated.
 */
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
          <FactList facts={facts} className="mt-8" />
          <p className="mt-6 leading-relaxed text-ink/80">
            For packing and net weights, container loads, Incoterms, payment, export documents and
            samples, see our <TradeTermsLink />.
          </p>
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
