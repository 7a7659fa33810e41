import type { MetaFunction } from '@remix-run/node';
import { PageSection } from '~/components/pages/page-section';
import { ProseBlock } from '~/components/pages/prose-block';
import { CaptionedFigure } from '~/components/story/captioned-figure';
import { PullQuote } from '~/components/story/pull-quote';
import { Timeline } from '~/components/story/timeline';
import { ButtonLink } from '~/components/ui/button-link';
import { PageHero } from '~/components/ui/page-hero';
import { SectionHeading } from '~/components/ui/section-heading';
import {
  blackTeaHistory,
  historyFigures,
  historyMilestones,
  liptonSlogan,
  plantationFoundation,
} from '~/content/history';
import { narrowColumnSlot } from '~/features/pictures/picture-slots';
import { pageMeta } from '~/seo/page-meta';

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
        image="/images/pages/hero-history.jpg"
      />

      <PageSection tone="cream" labelledBy={blackTeaHistory.id}>
        <div className="max-w-5xl">
          <ProseBlock section={blackTeaHistory} eyebrow="Origins" layout="two-columns" />
        </div>
      </PageSection>

      <PageSection tone="white" labelledBy={plantationFoundation.id}>
        <div className="grid items-start gap-12 lg:grid-cols-[3fr_2fr] lg:gap-16">
          <ProseBlock section={plantationFoundation} eyebrow="Ceylon, 1867 to Today" />
          <div className="grid gap-10">
            {historyFigures.map((figure) => (
              <CaptionedFigure key={figure.src} figure={figure} slot={narrowColumnSlot} />
            ))}
          </div>
        </div>
      </PageSection>

      <PageSection tone="tea">
        <PullQuote quotation={liptonSlogan} />
      </PageSection>

      <PageSection tone="sand" labelledBy="milestones-title">
        <div className="grid items-start gap-12 lg:grid-cols-[2fr_3fr] lg:gap-16">
          <div className="lg:sticky lg:top-36">
            <SectionHeading
              id="milestones-title"
              align="start"
              eyebrow="Timeline"
              title="Milestones of Ceylon Tea"
              intro="A century and a half in eight dates, from a trial plant in a botanic garden to a tea that still carries the island’s old name."
            />
          </div>
          <Timeline milestones={historyMilestones} />
        </div>
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
