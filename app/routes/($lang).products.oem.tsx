import type { MetaFunction } from '@remix-run/node';
import { FeatureGrid } from '~/components/catalogue/feature-grid';
import { ProductLineLayout } from '~/components/catalogue/product-line-layout';
import { ServiceSteps } from '~/components/catalogue/service-steps';
import { oemPage } from '~/content/catalogue/oem';
import { pageMeta } from '~/seo/page-meta';

export const meta: MetaFunction = () =>
  pageMeta({ title: oemPage.title, description: oemPage.metaDescription });

export default function OemPage() {
  return (
    <ProductLineLayout page={oemPage}>
      <ServiceSteps
        eyebrow="How it works"
        title="From specification to shipment"
        steps={oemPage.steps}
      />
      <FeatureGrid
        id="capabilities"
        eyebrow="Capabilities"
        title="One factory, every stage"
        features={oemPage.capabilities}
        columns={4}
        tone="sand"
      />
    </ProductLineLayout>
  );
}
