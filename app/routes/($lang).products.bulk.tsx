import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { FeatureGrid } from '~/components/catalogue/feature-grid';
import { ProductLineLayout } from '~/components/catalogue/product-line-layout';
import { ButtonLink } from '~/components/ui/button-link';
import { bulkPage } from '~/content/catalogue/bulk';
import { featuresOf } from '~/content/catalogue/types';
import { useTranslation } from '~/i18n/translations';
import { productLineMeta } from '~/features/catalogue/product-line-route';
import { productLinePageData } from '~/features/catalogue/product-line-route.server';

export const meta = productLineMeta('bulk');

export const loader = (args: LoaderFunctionArgs) => productLinePageData(args, bulkPage);

export default function BulkTeaPage() {
  const { frame } = useLoaderData<typeof loader>();
  const { t } = useTranslation('catalogue');
  return (
    <ProductLineLayout page={frame}>
      <FeatureGrid
        id="regions"
        eyebrow={t('bulk.regions.eyebrow')}
        title={t('bulk.regions.title')}
        intro={t('bulk.regions.intro')}
        features={featuresOf(t.group('bulk.regions.items'))}
        tone="white"
      />
      <FeatureGrid
        id="manufacture"
        eyebrow={t('bulk.manufacture.eyebrow')}
        title={t('bulk.manufacture.title')}
        features={featuresOf(t.group('bulk.manufacture.items'))}
        columns={2}
      />
      <FeatureGrid
        id="grades"
        eyebrow={t('bulk.grades.eyebrow')}
        title={t('bulk.grades.title')}
        features={featuresOf(t.group('bulk.grades.items'))}
        columns={4}
        tone="sand"
      >
        <ButtonLink to="/tea-grades" variant="outline" className="mt-10">
          {t('bulk.grades.link')}
        </ButtonLink>
      </FeatureGrid>
      <FeatureGrid
        id="packing"
        eyebrow={t('bulk.packing.eyebrow')}
        title={t('bulk.packing.title')}
        features={featuresOf(t.group('bulk.packing.items'))}
      />
    </ProductLineLayout>
  );
}
