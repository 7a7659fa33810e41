import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { FeatureGrid } from '~/components/catalogue/feature-grid';
import { ProductLineLayout } from '~/components/catalogue/product-line-layout';
import { ServiceSteps } from '~/components/catalogue/service-steps';
import { privateLabelPage } from '~/content/catalogue/private-label';
import { featuresOf } from '~/content/catalogue/types';
import { useTranslation } from '~/i18n/translations';
import { productLineMeta } from '~/features/catalogue/product-line-route';
import { productLinePageData } from '~/features/catalogue/product-line-route.server';

export const meta = productLineMeta('private-label');

export const loader = (args: LoaderFunctionArgs) => productLinePageData(args, privateLabelPage);

export default function PrivateLabelPage() {
  const { frame } = useLoaderData<typeof loader>();
  const { t } = useTranslation('catalogue');
  return (
    <ProductLineLayout page={frame}>
      <ServiceSteps
        eyebrow={t('private-label.steps.eyebrow')}
        title={t('private-label.steps.title')}
        steps={featuresOf(t.group('private-label.steps.items'))}
      />
      <FeatureGrid
        id="formats"
        eyebrow={t('private-label.formats.eyebrow')}
        title={t('private-label.formats.title')}
        features={featuresOf(t.group('private-label.formats.items'))}
        columns={4}
        tone="sand"
      />
    </ProductLineLayout>
  );
}
