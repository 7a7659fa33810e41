import { CollectionCard, cardInLanguage } from '~/components/catalogue/collection-card';
import { PageSection } from '~/components/pages/page-section';
import { SectionHeading } from '~/components/ui/section-heading';
import {
  premiumCollectionCards,
  type PremiumCollectionCard,
} from '~/content/catalogue/premium-collection-cards';
import { useTranslation } from '~/i18n/translations';

/** Spec §2: on the home page the ADRA card leads to the Adra products page, not to its collection. */
function homeCardLink(card: PremiumCollectionCard): string {
  return card.slug === 'adra-tea' ? '/products/adra' : card.path;
}

/** Home, section 5: the six premium collections, each card a link. */
export function PremiumCollectionCards() {
  const { t } = useTranslation('home');
  const cardWords = useTranslation('collections').t.group('cards');
  return (
    <PageSection tone="cream" labelledBy="premium-collections-title">
      <SectionHeading
        id="premium-collections-title"
        eyebrow={t('collections.eyebrow')}
        title={t('collections.title')}
        intro={t('collections.intro')}
      />
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {premiumCollectionCards.map((card) => (
          <li key={card.slug} data-testid="home-collection">
            <CollectionCard card={cardInLanguage(card, cardWords)} to={homeCardLink(card)} />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
