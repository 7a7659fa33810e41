import type { ActionFunctionArgs, MetaFunction, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ExportMarketsMap } from '~/components/maps/export-markets-map';
import { StayConnected } from '~/components/newsletter/stay-connected';
import { PageSection } from '~/components/pages/page-section';
import { CertificateCard } from '~/components/pages/certificate-card';
import { ProseBlock } from '~/components/pages/prose-block';
import { RegistrationList } from '~/components/pages/registration-list';
import { TeaRegions } from '~/components/pages/tea-regions';
import { CaptionedFigure } from '~/components/story/captioned-figure';
import { ButtonLink } from '~/components/ui/button-link';
import { CallToAction } from '~/components/ui/call-to-action';
import { PageHero } from '~/components/ui/page-hero';
import { SectionHeading } from '~/components/ui/section-heading';
import { site } from '~/config/site';
import { aboutStory, aboutStoryFigure, globalNetwork, ourCollection } from '~/content/about';
import { certifications } from '~/content/catalogue/certifications';
import { registrations } from '~/content/company-facts/credentials';
import { certificateStatusIn } from '~/features/credentials/certificate-status.server';
import { newsletterFormAction } from '~/features/inquiries/handlers.server';
import { halfColumnSlot, narrowColumnSlot } from '~/features/pictures/picture-slots';
import { languageOfPath, type Language } from '~/i18n/languages';
import { metaTranslator } from '~/i18n/meta-translator';
import { useTranslation } from '~/i18n/translations';
import { pageTranslations } from '~/i18n/translations.server';
import { useLocalizedPath } from '~/i18n/use-language';
import { pageMeta } from '~/seo/page-meta';

export const meta: MetaFunction = (args) => {
  const t = metaTranslator(args, 'about');
  return pageMeta({
    title: t('meta.title'),
    description: t('meta.description', { brand: site.brand }),
  });
};

/**
 * The markets by name in the page's language: English as the content writes them, the others as
 * ICU names them, here on the server so the page hydrates with the words it was rendered with.
 */
function marketNames(language: Language): string[] {
  if (language === 'en') return globalNetwork.markets.map((market) => market.name);
  const names = new Intl.DisplayNames(language, { type: 'region' });
  return globalNetwork.markets.map((market) => names.of(market.alpha2) ?? market.name);
}

/** The certificates as they stand today: a lapsed one is shown as under renewal, never as valid. */
export function loader({ request, context }: LoaderFunctionArgs) {
  const now = new Date();
  const language = languageOfPath(new URL(request.url).pathname);
  return {
    // The page's words, the certificates', the regions' elevations, and 'Stay Connected''s
    // words, messages and notices.
    translations: pageTranslations({ request, context }, [
      'about',
      'credentials',
      'forms',
      'places',
      'subscribe',
    ]),
    certificates: certifications.map((certificate) => ({
      ...certificate,
      status: certificateStatusIn(language, certificate, now),
    })),
    registrations,
    markets: marketNames(language),
  };
}

export const action = (args: ActionFunctionArgs) => newsletterFormAction(args, '/about');

export default function AboutPage() {
  const { certificates, registrations, markets } = useLoaderData<typeof loader>();
  const { t } = useTranslation('about');
  const localized = useLocalizedPath();
  const cities: Readonly<Record<string, string | undefined>> = t.group('story.cities');
  return (
    <>
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        intro={t('hero.intro')}
        image="/images/pages/hero-about.jpg"
      />

      <PageSection tone="cream" labelledBy={aboutStory.id} holdsStickyColumn>
        <div className="grid items-start gap-12 lg:grid-cols-[3fr_2fr] lg:gap-16">
          <div>
            <ProseBlock
              section={{
                id: aboutStory.id,
                title: t('story.title'),
                paragraphs: [
                  t('story.paragraphs.1', {
                    headOffice: cities[site.headOffice.city] ?? site.headOffice.city,
                    factory: cities[site.factory.city] ?? site.factory.city,
                  }),
                  t('story.paragraphs.2'),
                  t('story.paragraphs.3'),
                ],
              }}
              eyebrow={t('story.eyebrow')}
            />
            <TeaRegions />
          </div>
          <CaptionedFigure
            figure={{
              src: aboutStoryFigure.src,
              alt: t('story.figure.alt'),
              caption: t('story.figure.caption'),
            }}
            slot={narrowColumnSlot}
            className="lg:sticky lg:top-36"
          />
        </div>
      </PageSection>

      <PageSection tone="white" labelledBy="certifications-title">
        <SectionHeading
          id="certifications-title"
          eyebrow={t('certifications.eyebrow')}
          title={t('certifications.title')}
          intro={t('certifications.intro')}
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {certificates.map((certificate) => (
            <CertificateCard key={certificate.title} certificate={certificate} />
          ))}
        </ul>
        <RegistrationList registrations={registrations} />
      </PageSection>

      <PageSection tone="sand" labelledBy="collection-title">
        <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
          <CaptionedFigure
            figure={{
              src: ourCollection.figure.src,
              alt: t('collection.figure.alt'),
              caption: t('collection.figure.caption'),
            }}
            slot={halfColumnSlot}
          />
          <div>
            <SectionHeading
              id="collection-title"
              align="start"
              eyebrow={t('collection.eyebrow')}
              title={t('collection.title')}
            />
            {Object.values(t.group('collection.paragraphs')).map((paragraph) => (
              <p key={paragraph} className="mt-6 text-lg leading-relaxed text-ink/80">
                {paragraph}
              </p>
            ))}
            <ButtonLink to={localized('/products')} variant="outline" className="mt-8">
              {t('collection.browse')}
            </ButtonLink>
          </div>
        </div>
      </PageSection>

      <PageSection tone="cream" labelledBy="network-title">
        <SectionHeading
          id="network-title"
          eyebrow={t('network.eyebrow')}
          title={t('network.title')}
        />
        {Object.values(t.group('network.paragraphs')).map((paragraph) => (
          <p
            key={paragraph}
            className="mx-auto mt-5 max-w-3xl text-center text-lg leading-relaxed text-ink/80"
          >
            {paragraph}
          </p>
        ))}
        <ExportMarketsMap className="mt-12" />
        <ul
          aria-label={t('network.marketsLabel')}
          className="mt-8 flex flex-wrap justify-center gap-2"
        >
          {markets.map((market) => (
            <li
              key={market}
              className="rounded-full bg-white px-4 py-1.5 text-sm text-tea-800 ring-1 ring-tea-900/10"
            >
              {market}
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
