import { useNavigation } from '@remix-run/react';
import { PageSection } from '~/components/pages/page-section';
import { SectionHeading } from '~/components/ui/section-heading';
import { allCategoriesFilter } from '~/content/product-categories';
import type { ShownProduct } from '~/features/catalogue/catalogue.server';
import { truncateText } from '~/components/ui/truncate-text';
import { useTranslation } from '~/i18n/translations';
import { pathWithoutLanguage } from '~/i18n/languages';
import { CategoryFilter } from './category-filter';
import { LoadingSpinner } from './loading-spinner';
import { ProductCard } from './product-card';

const sectionId = 'featured-products';

function categoryIn(search: string): string {
  return (
    new URLSearchParams(search).get('category')?.trim().toLowerCase() ||
    allCategoriesFilter.toLowerCase()
  );
}

/** True while the visitor's click on another category filter is being answered. */
function useFilterPending(category: string): boolean {
  const navigation = useNavigation();
  return (
    navigation.state === 'loading' &&
    pathWithoutLanguage(navigation.location.pathname) === '/products' &&
    categoryIn(navigation.location.search) !== category.toLowerCase()
  );
}

/** The cards show the start of each description; the product page has the whole of it. */
const cardPreviewLength = 120;

function FeaturedResults({
  pending,
  products,
}: {
  pending: boolean;
  products: readonly ShownProduct[];
}) {
  const { t } = useTranslation('products');
  if (pending) return <LoadingSpinner label={t('featured.loading')} />;
  if (products.length === 0) {
    return (
      <p className="rounded-3xl bg-white px-6 py-16 text-center text-lg text-ink/75 ring-1 ring-tea-900/5">
        {t('featured.empty')}
      </p>
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            description={truncateText(product.description, cardPreviewLength)}
          />
        </li>
      ))}
    </ul>
  );
}

/** 'Featured Products': the category filters and the products of the chosen category. */
export function FeaturedProducts({
  tab,
  category,
  products,
}: {
  tab: string;
  category: string;
  products: readonly ShownProduct[];
}) {
  const { t } = useTranslation('products');
  const pending = useFilterPending(category);
  return (
    <PageSection id={sectionId} tone="sand" labelledBy={`${sectionId}-title`}>
      <SectionHeading
        id={`${sectionId}-title`}
        eyebrow={t('featured.eyebrow')}
        title={t('featured.title')}
        intro={t('featured.intro')}
      />
      <CategoryFilter tab={tab} category={category} sectionId={sectionId} />
      <div className="mt-12" aria-busy={pending}>
        <FeaturedResults pending={pending} products={products} />
      </div>
    </PageSection>
  );
}
