import { PageSection } from '~/components/pages/page-section';
import { SectionHeading } from '~/components/ui/section-heading';
import { premiumCollectionCards } from '~/content/catalogue/premium-collection-cards';
import { useTranslation } from '~/i18n/translations';
import { CollectionCard, cardInLanguage } from './collection-card';

/**
 * The six premium collection cards of /products, each leading to its collection's page: the
 * section's words are the `products` namespace's, the cards' the `collections` namespace's.
 */
export function PremiumCollectionGrid() {
  const { t } = useTranslation('products');
  const cardWords = useTranslation('collections').t.group('cards');
  return (
    <PageSection id="premium-collections" tone="cream" labelledBy="premium-collections-title">
      <SectionHeading
        id="premium-collections-title"
        eyebrow={t('premium.eyebrow')}
        title={t('premium.title')}
        intro={t('premium.intro')}
      />
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {premiumCollectionCards.map((card) => (
          <li key={card.slug} data-testid="premium-collection-card">
            <CollectionCard card={cardInLanguage(card, cardWords)} to={card.path} />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
