import type { MetaFunction } from '@remix-run/node';
import { FeatureGrid } from '~/components/catalogue/feature-grid';
import { ProductLineLayout } from '~/components/catalogue/product-line-layout';
import { ServiceSteps } from '~/components/catalogue/service-steps';
import { privateLabelPage } from '~/content/catalogue/private-label';
import { pageMeta } from '~/seo/page-meta';

export const meta: MetaFunction = () =>
  pageMeta({ title: privateLabelPage.title, description: privateLabelPage.metaDescription });

export default function PrivateLabelPage() {
  return (
    <ProductLineLayout page={privateLabelPage}>
      <ServiceSteps
        eyebrow="How it works"
        title="Three steps to your own tea"
        steps={privateLabelPage.steps}
      />
      <FeatureGrid
        id="formats"
        eyebrow="Formats"
        title="Packed the way your customers buy"
        features={privateLabelPage.formats}
        columns={4}
        tone="sand"
      />
    </ProductLineLayout>
  );
}
