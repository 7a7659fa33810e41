import type { MetaFunction } from '@remix-run/node';
import { FeatureGrid } from '~/components/catalogue/feature-grid';
import { ProductLineLayout } from '~/components/catalogue/product-line-layout';
import { ButtonLink } from '~/components/ui/button-link';
import { bulkPage } from '~/content/catalogue/bulk';
import { pageMeta } from '~/seo/page-meta';

export const meta: MetaFunction = () =>
  pageMeta({ title: bulkPage.title, description: bulkPage.metaDescription });

export default function BulkTeaPage() {
  return (
    <ProductLineLayout page={bulkPage}>
      <FeatureGrid
        id="regions"
        eyebrow="Where it grows"
        title="Every tea-growing region of Sri Lanka"
        intro="Elevation shapes the cup: the higher the estate, the lighter and more fragrant the tea; the lower, the darker and stronger."
        features={bulkPage.regions}
        tone="white"
      />
      <FeatureGrid
        id="manufacture"
        eyebrow="How it is made"
        title="Orthodox and CTC"
        features={bulkPage.manufacture}
        columns={2}
      />
      <FeatureGrid
        id="grades"
        eyebrow="What we offer"
        title="Grades for every blend"
        features={bulkPage.grades}
        columns={4}
        tone="sand"
      >
        <ButtonLink to="/tea-grades" variant="outline" className="mt-10">
          See every tea grade
        </ButtonLink>
      </FeatureGrid>
      <FeatureGrid
        id="packing"
        eyebrow="How it travels"
        title="Packed for the voyage"
        features={bulkPage.packing}
      />
    </ProductLineLayout>
  );
}
