import { PageSection } from '~/components/pages/page-section';
import { SectionHeading } from '~/components/ui/section-heading';
import type { Product } from '~/features/catalogue/products.server';
import { truncateText } from '~/components/ui/truncate-text';
import { centredCardList, centredCardWidths } from './centred-cards';
import { ProductCard } from './product-card';

/** Spec §9: a related product's description is previewed in 60 characters. */
const previewLength = 60;

/** Other teas of the same category, each with a short preview of its description. */
export function RelatedProducts({ products }: { products: readonly Product[] }) {
  if (products.length === 0) return null;
  return (
    <PageSection tone="sand" labelledBy="related-products-title">
      <SectionHeading
        id="related-products-title"
        eyebrow="From the same category"
        title="Related Products"
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
