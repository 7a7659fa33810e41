import { PageSection } from '~/components/pages/page-section';
import { SectionHeading } from '~/components/ui/section-heading';
import { premiumCollectionCards } from '~/content/catalogue/premium-collection-cards';
import { CollectionCard } from './collection-card';

/** The six premium collection cards of /products, each leading to its collection's page. */
export function PremiumCollectionGrid() {
  return (
    <PageSection id="premium-collections" tone="cream" labelledBy="premium-collections-title">
      <SectionHeading
        id="premium-collections-title"
        eyebrow="Curated for importers and retailers"
        title="Premium Collections"
        intro="Six collections, from the orthodox black tea grades of the Colombo auction to herbal infusions and our own ADRA brand. Open one to see every tea, its product information and how to order it."
      />
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {premiumCollectionCards.map((card) => (
          <li key={card.slug} data-testid="premium-collection-card">
            <CollectionCard card={card} to={card.path} />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
