import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { FeatureCards } from '~/components/pages/feature-cards';
import { PageSection } from '~/components/pages/page-section';
import { ProcessStepCard } from '~/components/pages/process-step-card';
import { ButtonLink } from '~/components/ui/button-link';
import { PageHero } from '~/components/ui/page-hero';
import { SectionHeading } from '~/components/ui/section-heading';
import { processSteps, qualityBlocks } from '~/content/tea-process';
import { metaTranslator } from '~/i18n/meta-translator';
import { useTranslation } from '~/i18n/translations';
import { pageTranslations } from '~/i18n/translations.server';
import { useLocalizedPath } from '~/i18n/use-language';
import { pageMeta } from '~/seo/page-meta';

export const meta: MetaFunction = (args) => {
  const t = metaTranslator(args, 'process');
  return pageMeta({ title: t('meta.title'), description: t('meta.description') });
};

export function loader({ request, context }: LoaderFunctionArgs) {
  return { translations: pageTranslations({ request, context }, ['process']) };
}

export default function TeaProcessPage() {
  const { t } = useTranslation('process');
  const localized = useLocalizedPath();
  const blocks = t.group('quality.blocks');
  return (
    <>
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        intro={t('hero.intro')}
        image="/images/pages/hero-tea-process.jpg"
      />

      <PageSection tone="cream" labelledBy="process-intro-title">
        <div className="grid gap-6 lg:grid-cols-[2fr_3fr] lg:gap-16">
          <SectionHeading
            id="process-intro-title"
            align="start"
            eyebrow={t('intro.eyebrow')}
            title={t('intro.title')}
          />
          <div className="space-y-5 text-lg leading-relaxed text-ink/80">
            {t.group('intro.paragraphs').map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </PageSection>

      <PageSection tone="sand" labelledBy="process-steps-title">
        <SectionHeading
          id="process-steps-title"
          eyebrow={t('stages.eyebrow')}
          title={t('stages.title')}
        />
        <ul className="mt-14 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {processSteps.map((step, index) => (
            <ProcessStepCard key={step.id} step={step} number={index + 1} />
          ))}
        </ul>
        <div className="mt-14 flex flex-col items-center gap-4 text-center">
          <p className="max-w-xl text-lg text-ink/75">{t('stages.next')}</p>
          <ButtonLink to={localized('/tea-grades')}>{t('stages.grades')}</ButtonLink>
        </div>
      </PageSection>

      <PageSection tone="cream" labelledBy="quality-title">
        <SectionHeading
          id="quality-title"
          eyebrow={t('quality.eyebrow')}
          title={t('quality.title')}
          intro={t('quality.intro')}
        />
        <FeatureCards
          features={qualityBlocks.map((block) => ({
            ...block,
            ...blocks[block.id as keyof typeof blocks],
          }))}
          testId="quality-block"
        />
      </PageSection>
    </>
  );
}
