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
import { elevationClasses, regionsIntro } from '~/content/regions';
import { teaRegions } from '~/content/tea-regions';
import { pageTranslations } from '~/i18n/translations.server';
import { pageMeta } from '~/seo/page-meta';
import {
  teaRegionNode,
  webPageNode,
  type JsonLdNode,
  type StructuredDataHandle,
} from '~/seo/structured-data';

const page = {
  path: '/regions',
  name: 'Ceylon Tea Regions',
  description:
    'The seven Ceylon tea regions on the map of Sri Lanka: Nuwara Eliya, Uva, Dimbula, Uda Pussellawa, Kandy, Ruhuna and Sabaragamuwa, with their elevations, quality seasons and cup character.',
};

export const meta: MetaFunction = () =>
  pageMeta({ title: page.name, description: page.description });

/** The map's names for screen readers and its key. */
export function loader({ request }: LoaderFunctionArgs) {
  return { translations: pageTranslations(request, ['places']) };
}

/** Each region as a `Place` at its centre on the map. */
function regionNodes(siteUrl: string): JsonLdNode[] {
  return teaRegions.flatMap((region) => {
    const place = teaRegionPlaces.find((candidate) => candidate.slug === region.slug);
    return place ? [teaRegionNode(siteUrl, region, place.lonLat)] : [];
  });
}

export const handle: StructuredDataHandle = {
  structuredData: (siteUrl) => [webPageNode(siteUrl, page), ...regionNodes(siteUrl)],
};

export default function RegionsPage() {
  return (
    <>
      <PageHero
        eyebrow="Tea"
        title="The Seven Tea Regions of Ceylon"
        intro="From the frost-touched plateau of Nuwara Eliya to the warm lowlands of Ruhuna: where our teas grow, when each region is at its best, and how its tea tastes."
        image="/images/pages/hero-regions.jpg"
      />

      <PageSection tone="cream" labelledBy="regions-intro-title">
        <div className="grid items-start gap-12 lg:grid-cols-[3fr_2fr] lg:gap-16">
          <div>
            <SectionHeading
              id="regions-intro-title"
              align="start"
              eyebrow="Seven Regions, Three Elevations"
              title={regionsIntro.title}
            />
            <div className="mt-6 space-y-5 text-lg leading-relaxed text-ink/80">
              {regionsIntro.paragraphs.map((paragraph) => (
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
              eyebrow="Elevation"
              title={`${elevationClass.name} Teas`}
              intro={elevationClass.description}
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

      <CallToAction
        title="Taste the regions side by side"
        text="Ask for samples from the regions you are considering, and we will send them with their grade, garden and season."
      >
        <ButtonLink to={requestPath('samples')} variant="accent">
          Ask for region samples
        </ButtonLink>
        <ButtonLink to="/tea-grades" variant="light">
          See the tea grades
        </ButtonLink>
      </CallToAction>
    </>
  );
}
