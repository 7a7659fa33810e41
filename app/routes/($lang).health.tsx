import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { StayConnected } from '~/components/newsletter/stay-connected';
import { PageSection } from '~/components/pages/page-section';
import { NumberedPoints } from '~/components/story/numbered-points';
import { ButtonLink } from '~/components/ui/button-link';
import { CallToAction } from '~/components/ui/call-to-action';
import { PageHero } from '~/components/ui/page-hero';
import { SectionHeading } from '~/components/ui/section-heading';
import { healthBenefits, teaTypes } from '~/content/health';
import { newsletterFormAction } from '~/features/inquiries/handlers.server';
import { metaTranslator } from '~/i18n/meta-translator';
import { useTranslation } from '~/i18n/translations';
import { pageTranslations } from '~/i18n/translations.server';
import { useLocalizedPath } from '~/i18n/use-language';
import { pageMeta } from '~/seo/page-meta';

export const meta: MetaFunction = (args) => {
  const t = metaTranslator(args, 'health');
  return pageMeta({ title: t('meta.title'), description: t('meta.description') });
};

/** The page's words, and 'Stay Connected''s words, messages and notices. */
export function loader({ request, context }: LoaderFunctionArgs) {
  return { translations: pageTranslations({ request, context }, ['health', 'forms', 'subscribe']) };
}

export const action = (args: ActionFunctionArgs) => newsletterFormAction(args, '/health');

export default function HealthPage() {
  const { t } = useTranslation('health');
  const localized = useLocalizedPath();
  const benefits: Readonly<Record<string, { title: string; description: string }>> =
    t.group('benefits.items');
  return (
    <>
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        intro={t('hero.intro')}
        image="/images/pages/health-cups.jpg"
        imageAlt={t('hero.imageAlt')}
      />

      <PageSection tone="cream" labelledBy="health-intro-title">
        <div className="max-w-3xl">
          <SectionHeading
            id="health-intro-title"
            align="start"
            eyebrow={t('intro.eyebrow')}
            title={t('intro.title')}
          />
          <div className="mt-6 space-y-5 text-lg leading-relaxed text-ink/80">
            {Object.values(t.group('intro.paragraphs')).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </PageSection>

      <PageSection tone="sand" labelledBy="benefits-title" holdsStickyColumn>
        <div className="grid items-start gap-12 lg:grid-cols-[2fr_3fr] lg:gap-16">
          <div className="lg:sticky lg:top-36">
            <SectionHeading
              id="benefits-title"
              align="start"
              eyebrow={t('benefits.eyebrow')}
              title={t('benefits.title')}
            />
          </div>
          <NumberedPoints
            points={healthBenefits.map(({ id }) => ({ id, ...benefits[id]! }))}
            layout="stacked"
            testId="health-benefit"
          />
        </div>
      </PageSection>

      <PageSection tone="white" labelledBy="tea-types-title">
        <SectionHeading
          id="tea-types-title"
          eyebrow={t('types.eyebrow')}
          title={t('types.title')}
          intro={t('types.intro')}
        />
        <ul className="mt-14 grid gap-12 lg:grid-cols-3 lg:gap-10">
          {teaTypes.map((teaType) => (
            <li key={teaType.id} data-testid="tea-type" className="flex flex-col items-center">
              <div
                aria-hidden="true"
                className="size-24 rounded-full border-8 border-cream-100 shadow-inner ring-1 ring-tea-900/10"
                style={{ backgroundColor: teaType.color }}
              />
              <div className="mt-6 w-full border-t-2 border-copper-300 pt-6">
                <h3 className="text-2xl font-semibold">{t(`types.items.${teaType.id}.name`)}</h3>
                <p className="mt-3 leading-relaxed text-ink/75">
                  {t(`types.items.${teaType.id}.description`)}
                </p>
                <ul className="mt-6 space-y-2 border-t border-tea-900/10 pt-5 text-sm text-ink/80">
                  {Object.values(t.group(`types.items.${teaType.id}.highlights`)).map(
                    (highlight) => (
                      <li key={highlight} className="flex gap-3">
                        <span
                          aria-hidden="true"
                          className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full"
                          style={{ backgroundColor: teaType.color }}
                        />
                        {highlight}
                      </li>
                    ),
                  )}
                </ul>
              </div>
            </li>
          ))}
        </ul>
      </PageSection>

      <CallToAction title={t('cta.title')} text={t('cta.text')}>
        <ButtonLink to={localized('/products')} variant="accent">
          {t('cta.products')}
        </ButtonLink>
        <ButtonLink to={localized('/contact')} variant="light">
          {t('cta.contact')}
        </ButtonLink>
      </CallToAction>

      <StayConnected />
    </>
  );
}
