import type { MetaFunction } from '@remix-run/node';
import { FeatureCards } from '~/components/pages/feature-cards';
import { PageSection } from '~/components/pages/page-section';
import { ProcessStepCard } from '~/components/pages/process-step-card';
import { ButtonLink } from '~/components/ui/button-link';
import { PageHero } from '~/components/ui/page-hero';
import { SectionHeading } from '~/components/ui/section-heading';
import { processSteps, qualityBlocks, teaProcessIntro } from '~/content/tea-process';
import { pageMeta } from '~/seo/page-meta';

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Tea Process',
    description:
      'How orthodox Ceylon tea is made: plucking, withering, disruption, oxidation, firing at 140 to 170 degrees Fahrenheit, colour separation, sorting and packaging.',
  });

export default function TeaProcessPage() {
  return (
    <>
      <PageHero
        eyebrow="Tea"
        title="The Tea Process"
        intro="From two leaves and a bud to a sealed sack of graded tea: the eight stages of orthodox manufacture."
        image="/images/pages/hero-tea-process.jpg"
      />

      <PageSection tone="cream" labelledBy="process-intro-title">
        <div className="grid gap-6 lg:grid-cols-[2fr_3fr] lg:gap-16">
          <SectionHeading
            id="process-intro-title"
            align="start"
            eyebrow="Orthodox Manufacture"
            title={teaProcessIntro.title}
          />
          <div className="space-y-5 text-lg leading-relaxed text-ink/80">
            {teaProcessIntro.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </PageSection>

      <PageSection tone="sand" labelledBy="process-steps-title">
        <SectionHeading
          id="process-steps-title"
          eyebrow="Step by Step"
          title="Eight Stages from Leaf to Cup"
        />
        <ul className="mt-14 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {processSteps.map((step, index) => (
            <ProcessStepCard key={step.id} step={step} number={index + 1} />
          ))}
        </ul>
        <div className="mt-14 flex flex-col items-center gap-4 text-center">
          <p className="max-w-xl text-lg text-ink/75">
            Sorting decides the grade of every lot. See what each grade name means.
          </p>
          <ButtonLink to="/tea-grades">Discover Tea Grades</ButtonLink>
        </div>
      </PageSection>

      <PageSection tone="cream" labelledBy="quality-title">
        <SectionHeading
          id="quality-title"
          eyebrow="Quality Assurance"
          title="Checked at Every Stage"
          intro="Three checks stand between the field and a buyer’s cup."
        />
        <FeatureCards features={qualityBlocks} testId="quality-block" />
      </PageSection>
    </>
  );
}
