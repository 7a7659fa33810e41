import type { MetaFunction } from '@remix-run/node';
import { FramedImage } from '~/components/pages/framed-image';
import { PageSection } from '~/components/pages/page-section';
import { ProseBlock } from '~/components/pages/prose-block';
import { ButtonLink } from '~/components/ui/button-link';
import { PageHero } from '~/components/ui/page-hero';
import { SectionHeading } from '~/components/ui/section-heading';
import { blackTeaHistory, historyMilestones, plantationFoundation } from '~/content/history';
import { pageMeta } from '~/lib/page-meta';

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'History',
    description:
      'How black tea began in China and how Ceylon became a tea island: coffee rust in the 1870s, James Taylor at Loolecondera in 1867, the Colombo auction and Thomas Lipton.',
  });

export default function HistoryPage() {
  return (
    <>
      <PageHero
        eyebrow="History"
        title="From Coffee Ruin to Ceylon Tea"
        intro="How a leaf disease, a Scottish planter and a Glasgow grocer made a small island one of the great names in tea."
        image="/images/pages/hero-tea-hills.svg"
      />

      <PageSection tone="cream" labelledBy={blackTeaHistory.id}>
        <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
          <ProseBlock section={blackTeaHistory} eyebrow="Origins" />
          <FramedImage
            src="/images/pages/history-loolecondera.svg"
            alt="A planter’s bungalow with a deep veranda above the first tea fields at Loolecondera, 1867"
            width={960}
            height={560}
          />
        </div>
      </PageSection>

      <PageSection tone="white" labelledBy={plantationFoundation.id}>
        <div className="grid items-start gap-12 lg:grid-cols-[3fr_2fr] lg:gap-16">
          <ProseBlock section={plantationFoundation} eyebrow="Ceylon, 1867 to Today" />
          <FramedImage
            src="/images/pages/history-plantations.svg"
            alt="A multi-storey hill-country tea factory above its estate, with a plucker in the foreground"
            width={960}
            height={560}
            className="lg:sticky lg:top-36"
          />
        </div>
      </PageSection>

      <PageSection tone="sand" labelledBy="milestones-title">
        <SectionHeading id="milestones-title" eyebrow="Timeline" title="Milestones of Ceylon Tea" />
        <ol className="relative mx-auto mt-14 max-w-3xl border-l-2 border-copper-300 pl-8 sm:pl-10">
          {historyMilestones.map((milestone) => (
            <li key={milestone.year} data-testid="milestone" className="relative pb-10 last:pb-0">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[2.6rem] h-4 w-4 rounded-full border-4 border-cream-100 bg-copper-600 sm:-left-[3.1rem]"
              />
              <p className="font-display text-3xl font-semibold text-copper-700">
                {milestone.year}
              </p>
              <p className="mt-1 text-lg leading-relaxed text-ink/80">{milestone.event}</p>
            </li>
          ))}
        </ol>
        <div className="mt-16 flex flex-col items-center gap-4 text-center">
          <p className="max-w-xl text-lg text-ink/75">
            The estates that history built still need care today. See how we look after their land
            and people.
          </p>
          <ButtonLink to="/csr">Our Social Responsibility</ButtonLink>
        </div>
      </PageSection>
    </>
  );
}
