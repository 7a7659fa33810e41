import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { requestPath } from '~/features/inquiries/buyer-request-prefill';
import { SriLankaMap } from '~/components/maps/sri-lanka-map';
import { teaRegionPlaces } from '~/components/maps/sri-lanka-places';
import { PageSection } from '~/components/pages/page-section';
import { RegionCard } from '~/components/regions/region-card';
import { RegionIndex } from '~/components/regions/region-index';
import { ButtonLink } from '~/components/ui/button-link';
import { CallToAction } from '~/components/ui/call-to-action';
import { PageHero } from '~/components/ui/page-hero';
import { SectionHeading } from '~/components/ui/section-heading';
import { elevationClasses } from '~/content/regions';
import { teaRegions } from '~/content/tea-regions';
import { metaTranslator } from '~/i18n/meta-translator';
import { useTranslation } from '~/i18n/translations';
import { pageTranslations } from '~/i18n/translations.server';
import { translatorFor } from '~/i18n/translator';
import { useLocalizedPath } from '~/i18n/use-language';
import { pageMeta } from '~/seo/page-meta';
import {
  webPageNode,
  type JsonLdNode,
  type PageAddress,
  type StructuredDataHandle,
} from '~/seo/structured-data';
import { teaRegionNode } from '~/seo/tea-region-node';

export const meta: MetaFunction = (args) => {
  const t = metaTranslator(args, 'regions');
  return pageMeta({ title: t('meta.title'), description: t('meta.description') });
};

/** The page's words, the map's names for screen readers and its key, and the sheets' links. */
export function loader({ request, context }: LoaderFunctionArgs) {
  return { translations: pageTranslations({ request, context }, ['places', 'regions']) };
}

/**
 * The page and each region as a `Place` at its centre on the map, in the page's words (its
 * loader has added the two namespaces to the language's table).
 */
function structuredData(address: PageAddress): JsonLdNode[] {
  const t = translatorFor(address.language, 'regions');
  const places = translatorFor(address.language, 'places');
  const regionWords = t.group('regions');
  const facts = {
    elevation: t('card.elevation'),
    elevationClass: t('structuredData.elevationClass'),
    qualitySeason: t('card.qualitySeason'),
  } as const;
  const regionNodes = teaRegions.flatMap((region) => {
    const place = teaRegionPlaces.find((candidate) => candidate.slug === region.slug);
    if (!place) return [];
    const words = regionWords[region.slug as keyof typeof regionWords];
    return [
      teaRegionNode(address, region, place.lonLat, {
        name: t('structuredData.placeName', { name: region.name }),
        description: words.description,
        elevationClass: places(`elevationKey.${region.elevation}`),
        qualitySeason: words.qualitySeason,
        facts,
      }),
    ];
  });
  const page = {
    path: '/regions',
    name: t('meta.title'),
    description: t('meta.description'),
  } as const;
  return [webPageNode(address, page), ...regionNodes];
}

export const handle: StructuredDataHandle = {
  // Its words come with its loader's data: none where the loader did not run (a refused POST).
  structuredData: (address, data) => (data === undefined ? [] : structuredData(address)),
};

export default function RegionsPage() {
  const { t } = useTranslation('regions');
  const localized = useLocalizedPath();
  return (
    <>
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        intro={t('hero.intro')}
        image="/images/pages/hero-regions.jpg"
      />

      <PageSection tone="cream" labelledBy="regions-intro-title" holdsStickyColumn>
        <div className="grid items-start gap-12 lg:grid-cols-[3fr_2fr] lg:gap-16">
          <div>
            <SectionHeading
              id="regions-intro-title"
              align="start"
              eyebrow={t('intro.eyebrow')}
              title={t('intro.title')}
            />
            <div className="mt-6 space-y-5 text-lg leading-relaxed text-ink/80">
              {t.group('intro.paragraphs').map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <RegionIndex regions={teaRegions} />
          </div>
          <div className="rounded-3xl bg-cream-100 p-6 lg:sticky lg:top-36">
            <SriLankaMap />
          </div>
        </div>
      </PageSection>

      {elevationClasses.map((elevationClass, index) => {
        const titleId = `${elevationClass.name.toLowerCase()}-title`;
        return (
          <PageSection
            key={elevationClass.name}
            tone={index % 2 === 0 ? 'sand' : 'cream'}
            labelledBy={titleId}
          >
            <SectionHeading
              id={titleId}
              align="start"
              eyebrow={t('elevation.eyebrow')}
              title={t(`elevation.classes.${elevationClass.name}.title`)}
              intro={t(`elevation.classes.${elevationClass.name}.description`)}
            />
            <div className="mt-10 grid gap-6 lg:grid-cols-2">
              {teaRegions
                .filter((region) => region.elevation === elevationClass.name)
                .map((region) => (
                  <RegionCard key={region.slug} region={region} />
                ))}
            </div>
          </PageSection>
        );
      })}

      <CallToAction title={t('cta.title')} text={t('cta.text')}>
        <ButtonLink to={localized(requestPath('samples') as `/${string}`)} variant="accent">
          {t('cta.samples')}
        </ButtonLink>
        <ButtonLink to={localized('/tea-grades')} variant="light">
          {t('cta.grades')}
        </ButtonLink>
      </CallToAction>
    </>
  );
}
