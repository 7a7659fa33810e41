import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { FeatureGrid } from '~/components/catalogue/feature-grid';
import { ProductLineLayout } from '~/components/catalogue/product-line-layout';
import { ServiceSteps } from '~/components/catalogue/service-steps';
import { oemPage } from '~/content/catalogue/oem';
import { featuresOf } from '~/content/catalogue/types';
import { useTranslation } from '~/i18n/translations';
import { productLineMeta } from '~/features/catalogue/product-line-route';
import { productLinePageData } from '~/features/catalogue/product-line-route.server';

export const meta = productLineMeta('oem');

export const loader = (args: LoaderFunctionArgs) => productLinePageData(args, oemPage);

export default function OemPage() {
  const { frame } = useLoaderData<typeof loader>();
  const { t } = useTranslation('catalogue');
  return (
    <ProductLineLayout page={frame}>
      <ServiceSteps
        eyebrow={t('oem.steps.eyebrow')}
        title={t('oem.steps.title')}
        steps={featuresOf(t.group('oem.steps.items'))}
      />
      <FeatureGrid
        id="capabilities"
        eyebrow={t('oem.capabilities.eyebrow')}
        title={t('oem.capabilities.title')}
        features={featuresOf(t.group('oem.capabilities.items'))}
        columns={4}
        tone="sand"
      />
    </ProductLineLayout>
  );
}
