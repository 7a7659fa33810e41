import { ButtonLink } from '~/components/ui/button-link';
import { FeatureCards } from '~/components/pages/feature-cards';
import { PageSection } from '~/components/pages/page-section';
import { SectionHeading } from '~/components/ui/section-heading';
import { csrPillars } from '~/content/csr';

/** Home, section 6: the three pillars of our social responsibility. */
export function CsrPillars() {
  return (
    <PageSection tone="white" labelledBy="csr-pillars-title">
      <SectionHeading
        id="csr-pillars-title"
        eyebrow="Responsibility"
        title="Tea That Sustains Its Hills"
        intro="Good tea depends on healthy land and thriving estate communities. Three commitments guide how we grow, make and buy it."
      />
      <FeatureCards features={csrPillars} testId="csr-pillar" />
      <div className="mt-12 text-center">
        <ButtonLink to="/csr" variant="outline">
          Our CSR Commitment
        </ButtonLink>
      </div>
    </PageSection>
  );
}
