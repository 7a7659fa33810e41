import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { FeatureGrid } from '~/components/catalogue/feature-grid';
import { ProductLineLayout } from '~/components/catalogue/product-line-layout';
import { specialPage } from '~/content/catalogue/special';
import { featuresOf } from '~/content/catalogue/types';
import { useTranslation } from '~/i18n/translations';
import { productLineMeta } from '~/features/catalogue/product-line-route';
import { productLinePageData } from '~/features/catalogue/product-line-route.server';

export const meta = productLineMeta('special');

export const loader = (args: LoaderFunctionArgs) => productLinePageData(args, specialPage);

export default function SpecialTeaPage() {
  const { frame } = useLoaderData<typeof loader>();
  const { t } = useTranslation('catalogue');
  return (
    <ProductLineLayout page={frame}>
      <FeatureGrid
        id="special-teas"
        eyebrow={t('special.teas.eyebrow')}
        title={t('special.teas.title')}
        features={featuresOf(t.group('special.teas.items'))}
        tone="white"
      />
      <FeatureGrid
        id="packing"
        eyebrow={t('special.packing.eyebrow')}
        title={t('special.packing.title')}
        features={featuresOf(t.group('special.packing.items'))}
        tone="sand"
      />
    </ProductLineLayout>
  );
}
