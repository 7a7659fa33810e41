import type { MetaFunction } from '@remix-run/node';
import { PageSection } from '~/components/pages/page-section';
import { ProseBlock } from '~/components/pages/prose-block';
import { CaptionedFigure } from '~/components/story/captioned-figure';
import { NumberedPoints } from '~/components/story/numbered-points';
import { RuledPoint } from '~/components/story/ruled-point';
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
import { halfColumnSlot, narrowColumnSlot } from '~/features/pictures/picture-slots';
import { pageMeta } from '~/seo/page-meta';

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Corporate Social Responsibility',
    description:
      'How we care for Sri Lanka’s tea country: organic farming, more than 50,000 trees replanted, certified manufacture, a smaller carbon footprint, and education and healthcare for estate families.',
  });

export default function CsrPage() {
  const { treesPlanted } = environmentalSustainability;
  return (
    <>
      <PageHero
        eyebrow="CSR"
        title="Responsibility Rooted in the Tea Country"
        intro="Looking after the land, the water and the families of the estates, so that the hills keep giving good tea."
        image="/images/pages/hero-csr.jpg"
      />

      <PageSection tone="cream" labelledBy={csrApproach.id}>
        <ProseBlock section={csrApproach} eyebrow="Why It Matters" layout="heading-beside" />
      </PageSection>

      <PageSection tone="white" labelledBy="initiatives-title">
        <SectionHeading
          id="initiatives-title"
          align="start"
          eyebrow="What We Do"
          title="Our Key Initiatives"
          intro="Three commitments shape every decision on our estates and in our factory."
        />
        <div className="mt-14">
          <NumberedPoints points={csrPillars} layout="columns" testId="csr-initiative" />
        </div>
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
            <p className="mt-10 flex flex-wrap items-baseline gap-x-4 gap-y-1">
              <strong className="font-display text-6xl font-semibold text-copper-700">
                {treesPlanted.figure}
              </strong>{' '}
              <span className="max-w-[16rem] text-lg text-ink/80">{treesPlanted.label}</span>
            </p>
            <CaptionedFigure
              figure={environmentalSustainability.figure}
              slot={halfColumnSlot}
              className="mt-10"
            />
          </div>
          <ul className="grid gap-8">
            {environmentalSustainability.points.map((point) => (
              <RuledPoint key={point.id} {...point} testId="environment-point" />
            ))}
          </ul>
        </div>
      </PageSection>

      <PageSection tone="cream" labelledBy="community-title">
        <div className="grid items-start gap-12 lg:grid-cols-[2fr_3fr] lg:gap-16">
          <div className="lg:order-2">
            <SectionHeading
              id="community-title"
              align="start"
              eyebrow="People"
              title={communityImpact.title}
            />
            <p className="mt-6 text-lg leading-relaxed text-ink/80">{communityImpact.intro}</p>
            <ul className="mt-10 grid gap-8 sm:grid-cols-2">
              {communityImpact.programmes.map((programme) => (
                <RuledPoint key={programme.id} {...programme} testId="community-programme" />
              ))}
            </ul>
          </div>
          <CaptionedFigure
            figure={communityImpact.figure}
            slot={narrowColumnSlot}
            className="lg:order-1"
          />
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
