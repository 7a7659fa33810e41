import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { PageSection } from '~/components/pages/page-section';
import { ProseBlock, proseFromWords } from '~/components/pages/prose-block';
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
import type { Language } from '~/i18n/languages';
import { metaTranslator } from '~/i18n/meta-translator';
import { useTranslation } from '~/i18n/translations';
import { pageTranslations } from '~/i18n/translations.server';
import { useLanguage, useLocalizedPath } from '~/i18n/use-language';
import { pageMeta } from '~/seo/page-meta';

export const meta: MetaFunction = (args) => {
  const t = metaTranslator(args, 'csr');
  return pageMeta({ title: t('meta.title'), description: t('meta.description') });
};

export function loader({ request, context }: LoaderFunctionArgs) {
  return { translations: pageTranslations({ request, context }, ['csr']) };
}

/**
 * '50,000+' in English and Arabic (Western digits), '50 000+' in Russian: grouped by hand, not
 * by ICU, so the server and every browser write it alike.
 */
function countOfTrees(count: number, language: Language): string {
  const separator = language === 'ru' ? '\u00a0' : ',';
  return `${String(count).replace(/\B(?=(\d{3})+$)/g, separator)}+`;
}

export default function CsrPage() {
  const { t } = useTranslation('csr');
  const language = useLanguage();
  const localized = useLocalizedPath();
  const pillars = t.group('pillars');
  const points: Readonly<Record<string, { title: string; description: string }>> =
    t.group('environment.points');
  const programmes: Readonly<Record<string, { title: string; description: string }>> =
    t.group('community.programmes');
  return (
    <>
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        intro={t('hero.intro')}
        image="/images/pages/hero-csr.jpg"
      />

      <PageSection tone="cream" labelledBy={csrApproach.id}>
        <ProseBlock
          section={proseFromWords(csrApproach.id, t.group('approach'))}
          eyebrow={t('approach.eyebrow')}
          layout="heading-beside"
        />
      </PageSection>

      <PageSection tone="white" labelledBy="initiatives-title">
        <SectionHeading
          id="initiatives-title"
          align="start"
          eyebrow={t('initiatives.eyebrow')}
          title={t('initiatives.title')}
          intro={t('initiatives.intro')}
        />
        <div className="mt-14">
          <NumberedPoints
            points={csrPillars.map(({ id }) => ({ id, ...pillars[id] }))}
            layout="columns"
            testId="csr-initiative"
          />
        </div>
      </PageSection>

      <PageSection tone="sand" labelledBy="environment-title">
        <div className="grid items-start gap-12 lg:grid-cols-2 lg:gap-16">
          <div>
            <SectionHeading
              id="environment-title"
              align="start"
              eyebrow={t('environment.eyebrow')}
              title={t('environment.title')}
            />
            <p className="mt-6 text-lg leading-relaxed text-ink/80">{t('environment.intro')}</p>
            <p className="mt-10 flex flex-wrap items-baseline gap-x-4 gap-y-1">
              <strong className="font-display text-6xl font-semibold text-copper-700">
                {countOfTrees(environmentalSustainability.treesPlanted, language)}
              </strong>{' '}
              <span className="max-w-[16rem] text-lg text-ink/80">
                {t('environment.treesPlanted')}
              </span>
            </p>
            <CaptionedFigure
              figure={{
                src: environmentalSustainability.figure.src,
                alt: t('environment.figure.alt'),
                caption: t('environment.figure.caption'),
              }}
              slot={halfColumnSlot}
              className="mt-10"
            />
          </div>
          <ul className="grid gap-8">
            {environmentalSustainability.points.map((id) => (
              <RuledPoint key={id} {...points[id]!} testId="environment-point" />
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
              eyebrow={t('community.eyebrow')}
              title={t('community.title')}
            />
            <p className="mt-6 text-lg leading-relaxed text-ink/80">{t('community.intro')}</p>
            <ul className="mt-10 grid gap-8 sm:grid-cols-2">
              {communityImpact.programmes.map((id) => (
                <RuledPoint key={id} {...programmes[id]!} testId="community-programme" />
              ))}
            </ul>
          </div>
          <CaptionedFigure
            figure={{
              src: communityImpact.figure.src,
              alt: t('community.figure.alt'),
              caption: t('community.figure.caption'),
            }}
            slot={narrowColumnSlot}
            className="lg:order-1"
          />
        </div>
      </PageSection>

      <CallToAction title={t('cta.title')} text={t('cta.text')}>
        <ButtonLink to={localized('/contact')} variant="accent">
          {t('cta.contact')}
        </ButtonLink>
        <ButtonLink to={localized('/history')} variant="light">
          {t('cta.history')}
        </ButtonLink>
      </CallToAction>
    </>
  );
}
