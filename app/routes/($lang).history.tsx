import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { PageSection } from '~/components/pages/page-section';
import { ProseBlock, proseFromWords } from '~/components/pages/prose-block';
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
  plantationFoundation,
} from '~/content/history';
import { narrowColumnSlot } from '~/features/pictures/picture-slots';
import { metaTranslator } from '~/i18n/meta-translator';
import { useTranslation } from '~/i18n/translations';
import { pageTranslations } from '~/i18n/translations.server';
import { useLocalizedPath } from '~/i18n/use-language';
import { pageMeta } from '~/seo/page-meta';

export const meta: MetaFunction = (args) => {
  const t = metaTranslator(args, 'history');
  return pageMeta({ title: t('meta.title'), description: t('meta.description') });
};

export function loader({ request, context }: LoaderFunctionArgs) {
  return { translations: pageTranslations({ request, context }, ['history']) };
}

export default function HistoryPage() {
  const { t } = useTranslation('history');
  const localized = useLocalizedPath();
  const events: Readonly<Record<string, string>> = t.group('milestones.events');
  return (
    <>
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        intro={t('hero.intro')}
        image="/images/pages/hero-history.jpg"
      />

      <PageSection tone="cream" labelledBy={blackTeaHistory.id}>
        <div className="max-w-5xl">
          <ProseBlock
            section={proseFromWords(blackTeaHistory.id, t.group('origins'))}
            eyebrow={t('origins.eyebrow')}
            layout="two-columns"
          />
        </div>
      </PageSection>

      <PageSection tone="white" labelledBy={plantationFoundation.id}>
        <div className="grid items-start gap-12 lg:grid-cols-[3fr_2fr] lg:gap-16">
          <ProseBlock
            section={proseFromWords(plantationFoundation.id, t.group('foundation'))}
            eyebrow={t('foundation.eyebrow')}
          />
          <div className="grid gap-10">
            {historyFigures.map((figure) => (
              <CaptionedFigure
                key={figure.src}
                figure={{
                  src: figure.src,
                  alt: t(`foundation.figures.${figure.id}.alt`),
                  caption: t(`foundation.figures.${figure.id}.caption`),
                }}
                slot={narrowColumnSlot}
              />
            ))}
          </div>
        </div>
      </PageSection>

      <PageSection tone="tea">
        <PullQuote quotation={t.group('quote')} />
      </PageSection>

      <PageSection tone="sand" labelledBy="milestones-title" holdsStickyColumn>
        <div className="grid items-start gap-12 lg:grid-cols-[2fr_3fr] lg:gap-16">
          <div className="lg:sticky lg:top-36">
            <SectionHeading
              id="milestones-title"
              align="start"
              eyebrow={t('milestones.eyebrow')}
              title={t('milestones.title')}
              intro={t('milestones.intro')}
            />
          </div>
          <Timeline
            milestones={historyMilestones.map(({ year }) => ({
              year,
              event: events[year] ?? '',
            }))}
          />
        </div>
        <div className="mt-16 flex flex-col items-center gap-4 text-center">
          <p className="max-w-xl text-lg text-ink/75">{t('next.text')}</p>
          <ButtonLink to={localized('/csr')}>{t('next.link')}</ButtonLink>
        </div>
      </PageSection>
    </>
  );
}
