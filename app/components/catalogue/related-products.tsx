import { PageSection } from '~/components/pages/page-section';
import { SectionHeading } from '~/components/ui/section-heading';
import type { ShownProduct } from '~/features/catalogue/catalogue.server';
import { truncateText } from '~/components/ui/truncate-text';
import { useTranslation } from '~/i18n/translations';
import { centredCardList, centredCardWidths } from './centred-cards';
import { ProductCard } from './product-card';

/** Spec §9: a related product's description is previewed in 60 characters. */
const previewLength = 60;

/** Other teas of the same category, each with a short preview of its description. */
export function RelatedProducts({ products }: { products: readonly ShownProduct[] }) {
  const { t } = useTranslation('products');
  if (products.length === 0) return null;
  return (
    <PageSection tone="sand" labelledBy="related-products-title">
      <SectionHeading
        id="related-products-title"
        eyebrow={t('related.eyebrow')}
        title={t('related.title')}
      />
      <ul className={`mt-12 ${centredCardList}`}>
        {products.map((product) => (
          <li key={product.id} data-testid="related-product" className={centredCardWidths[4]}>
            <ProductCard
              product={product}
              description={truncateText(product.description, previewLength)}
            />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
