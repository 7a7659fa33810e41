import type { MetaFunction } from '@remix-run/node';
import { AdraCollectionGrid } from '~/components/catalogue/adra-collection-grid';
import { BrewingGuideCard } from '~/components/catalogue/brewing-guide-card';
import { ProductLineLayout } from '~/components/catalogue/product-line-layout';
import { PageSection } from '~/components/pages/page-section';
import { adraPage } from '~/content/catalogue/adra';
import { pageMeta } from '~/seo/page-meta';

export const meta: MetaFunction = () =>
  pageMeta({ title: adraPage.title, description: adraPage.metaDescription });

export default function AdraProductsPage() {
  return (
    <ProductLineLayout page={adraPage}>
      <AdraCollectionGrid collections={adraPage.collections} />
      <PageSection tone="sand">
        <div className="mx-auto max-w-3xl">
          <BrewingGuideCard guide={adraPage.brewing} title="ADRA brewing" />
        </div>
      </PageSection>
    </ProductLineLayout>
  );
}
