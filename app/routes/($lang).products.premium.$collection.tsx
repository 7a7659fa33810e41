import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { data } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { BackLink } from '~/components/catalogue/back-link';
import { BrewingGuideCard } from '~/components/catalogue/brewing-guide-card';
import { centredCardList, centredCardWidths } from '~/components/catalogue/centred-cards';
import { CollectionItemCard } from '~/components/catalogue/collection-item-card';
import { PageSection } from '~/components/pages/page-section';
import { ButtonLink } from '~/components/ui/button-link';
import { CallToAction } from '~/components/ui/call-to-action';
import { PageHero } from '~/components/ui/page-hero';
import { SectionHeading } from '~/components/ui/section-heading';
import { findPremiumCollection } from '~/content/catalogue/premium-collections';
import { pageMeta } from '~/seo/page-meta';

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) =>
  loaded
    ? pageMeta({
        title: `${loaded.collection.title} Collection`,
        description: loaded.collection.description,
      })
    : pageMeta({
        title: '404 Page Not Found',
        description: 'The page you asked for does not exist.',
      });

/** The collection is read on the server, so only its own items travel to the browser. */
export function loader({ params }: LoaderFunctionArgs) {
  const collection = findPremiumCollection(params.collection);
  if (!collection) throw data(null, { status: 404 });
  return { collection };
}

export default function PremiumCollectionPage() {
  const { collection } = useLoaderData<typeof loader>();
  const teaCount = `${collection.items.length} ${collection.items.length === 1 ? 'tea' : 'teas'}`;
  return (
    <>
      <PageHero
        eyebrow="Premium Collection"
        title={`${collection.title} Collection`}
        intro={collection.intro}
        image={collection.image.src}
      />
      <PageSection tone="cream" labelledBy="collection-items-title">
        <BackLink to="/products">Back to Collections</BackLink>
        {collection.brewingGuide ? (
          <div className="mt-8">
            <BrewingGuideCard guide={collection.brewingGuide} />
          </div>
        ) : null}
        <div className="mt-14">
          <SectionHeading
            id="collection-items-title"
            eyebrow={teaCount}
            title={`In the ${collection.title} Collection`}
          />
        </div>
        <ul className={`mt-10 ${centredCardList}`}>
          {collection.items.map((item) => (
            <li key={item.slug} className={centredCardWidths[3]}>
              <CollectionItemCard item={item} collectionSlug={collection.slug} />
            </li>
          ))}
        </ul>
      </PageSection>
      <CallToAction
        title="Request samples and prices"
        text={`Tell us which teas of the ${collection.title} collection interest you, the packing you need and your market, and we will send samples, specifications and prices.`}
      >
        <ButtonLink to="/contact" variant="accent">
          Contact Us
        </ButtonLink>
      </CallToAction>
    </>
  );
}
