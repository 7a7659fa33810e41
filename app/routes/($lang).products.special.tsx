import type { MetaFunction } from '@remix-run/node';
import { FeatureGrid } from '~/components/catalogue/feature-grid';
import { ProductLineLayout } from '~/components/catalogue/product-line-layout';
import { specialPage } from '~/content/catalogue/special';
import { pageMeta } from '~/seo/page-meta';

export const meta: MetaFunction = () =>
  pageMeta({ title: specialPage.title, description: specialPage.metaDescription });

export default function SpecialTeaPage() {
  return (
    <ProductLineLayout page={specialPage}>
      <FeatureGrid
        id="special-teas"
        eyebrow="The teas"
        title="Rare leaf, careful hands"
        features={specialPage.teas}
        tone="white"
      />
      <FeatureGrid
        id="packing"
        eyebrow="How it is packed"
        title="Formats that protect fragile leaf"
        features={specialPage.packing}
        tone="sand"
      />
    </ProductLineLayout>
  );
}
