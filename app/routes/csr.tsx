import type { MetaFunction } from '@remix-run/node';
import { FeatureCards } from '~/components/pages/feature-cards';
import { FramedImage } from '~/components/pages/framed-image';
import { PageSection } from '~/components/pages/page-section';
import { ProseBlock } from '~/components/pages/prose-block';
import { ButtonLink } from '~/components/ui/button-link';
import { CallToAction } from '~/components/ui/call-to-action';
import { PageHero } from '~/components/ui/page-hero';
import { SectionHeading } from '~/components/ui/section-heading';
import {
  communityImpact,
  csrApproach,
  csrPillars,
  environmentalSustainability,
} from '~/content/csr';
import { pageMeta } from '~/lib/page-meta';

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Corporate Social Responsibility',
    description:
      'How we care for Sri Lanka’s tea country: organic farming, more than 50,000 trees replanted, certified manufacture, a smaller carbon footprint, and education and healthcare for estate families.',
  });

export default function CsrPage() {
  return (
    <>
      <PageHero
        eyebrow="CSR"
        title="Responsibility Rooted in the Tea Country"
        intro="Looking after the land, the water and the families of the estates, so that the hills keep giving good tea."
        image="/images/pages/csr-reforestation.svg"
      />

      <PageSection tone="cream" labelledBy={csrApproach.id}>
        <div className="mx-auto max-w-3xl">
          <ProseBlock section={csrApproach} eyebrow="Why It Matters" />
        </div>
      </PageSection>

      <PageSection tone="white" labelledBy="initiatives-title">
        <SectionHeading
          id="initiatives-title"
          eyebrow="What We Do"
          title="Our Key Initiatives"
          intro="Three commitments shape every decision on our estates and in our factory."
        />
        <FeatureCards features={csrPillars} testId="csr-initiative" />
      </PageSection>

      <PageSection tone="sand" labelledBy="environment-title">
        <div className="grid items-start gap-12 lg:grid-cols-2 lg:gap-16">
          <div>
            <SectionHeading
              id="environment-title"
              align="start"
              eyebrow="Land and Climate"
              title={environmentalSustainability.title}
            />
            <p className="mt-6 text-lg leading-relaxed text-ink/80">
              {environmentalSustainability.intro}
            </p>
            <FramedImage
              src="/images/pages/csr-reforestation.svg"
              alt="Young native trees planted along a stream below terraced tea"
              width={960}
              height={600}
              className="mt-10"
            />
          </div>
          <ul className="grid gap-5">
            {environmentalSustainability.points.map((point) => (
              <li
                key={point.id}
                data-testid="environment-point"
                className="rounded-3xl bg-white p-7 ring-1 ring-tea-900/5"
              >
                <h3 className="text-xl font-semibold">{point.title}</h3>
                <p className="mt-2 leading-relaxed text-ink/75">{point.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </PageSection>

      <PageSection tone="cream" labelledBy="community-title">
        <div className="grid items-start gap-12 lg:grid-cols-2 lg:gap-16">
          <ul className="order-2 grid gap-5 lg:order-1">
            {communityImpact.programmes.map((programme) => (
              <li
                key={programme.id}
                data-testid="community-programme"
                className="rounded-3xl bg-white p-7 ring-1 ring-tea-900/5"
              >
                <h3 className="text-xl font-semibold">{programme.title}</h3>
                <p className="mt-2 leading-relaxed text-ink/75">{programme.description}</p>
              </li>
            ))}
          </ul>
          <div className="order-1 lg:order-2">
            <SectionHeading
              id="community-title"
              align="start"
              eyebrow="People"
              title={communityImpact.title}
            />
            <p className="mt-6 text-lg leading-relaxed text-ink/80">{communityImpact.intro}</p>
            <FramedImage
              src="/images/pages/csr-community.svg"
              alt="An estate school among the tea, with a flowering tree beside it"
              width={960}
              height={600}
              className="mt-10"
            />
          </div>
        </div>
      </PageSection>

      <CallToAction
        title="Source Tea You Can Stand Behind"
        text="Ask us for the certificates, audit reports and garden marks behind any lot we offer."
      >
        <ButtonLink to="/contact" variant="accent">
          Contact Us
        </ButtonLink>
        <ButtonLink to="/history" variant="light">
          Our History
        </ButtonLink>
      </CallToAction>
    </>
  );
}
