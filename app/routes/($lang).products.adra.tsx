import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { AdraCollectionGrid } from '~/components/catalogue/adra-collection-grid';
import { BrewingGuideCard } from '~/components/catalogue/brewing-guide-card';
import { ProductLineLayout } from '~/components/catalogue/product-line-layout';
import { PageSection } from '~/components/pages/page-section';
import { adraCollectionFrames, adraPage } from '~/content/catalogue/adra';
import { useTranslation } from '~/i18n/translations';
import { productLineMeta } from '~/features/catalogue/product-line-route';
import { productLinePageData } from '~/features/catalogue/product-line-route.server';

export const meta = productLineMeta('adra');

export function loader(args: LoaderFunctionArgs) {
  return {
    ...productLinePageData(args, adraPage, ['brewing']),
    collections: adraCollectionFrames(adraPage.collections),
  };
}

export default function AdraProductsPage() {
  const { frame, collections } = useLoaderData<typeof loader>();
  const { t } = useTranslation('catalogue');
  const { title, ...guide } = t.group('adra.brewing');
  return (
    <ProductLineLayout page={frame}>
      <AdraCollectionGrid collections={collections} />
      <PageSection tone="sand">
        <div className="mx-auto max-w-3xl">
          <BrewingGuideCard guide={guide} title={title} />
        </div>
      </PageSection>
    </ProductLineLayout>
  );
}
