import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { AdraCollectionGrid } from '~/components/catalogue/adra-collection-grid';
import { BrewingGuideCard } from '~/components/catalogue/brewing-guide-card';
import {
  ProductLineLayout,
  productLinePageGroups,
} from '~/components/catalogue/product-line-layout';
import { PageSection } from '~/components/pages/page-section';
import { adraCollectionFrames, adraPage } from '~/content/catalogue/adra';
import { frameOf } from '~/content/catalogue/product-line-pages';
import { metaTranslator } from '~/i18n/meta-translator';
import { useTranslation } from '~/i18n/translations';
import { pageTranslations } from '~/i18n/translations.server';
import { pageMeta } from '~/seo/page-meta';

export const meta: MetaFunction = (args) => {
  const t = metaTranslator(args, 'catalogue');
  return pageMeta({ title: t('adra.title'), description: t('adra.metaDescription') });
};

export function loader({ request }: LoaderFunctionArgs) {
  return {
    frame: frameOf(adraPage),
    collections: adraCollectionFrames(adraPage.collections),
    translations: pageTranslations(request, ['catalogue', 'credentials', 'trade'], {
      ...productLinePageGroups,
      catalogue: [...productLinePageGroups.catalogue, 'adra'],
      trade: [...productLinePageGroups.trade, 'brewing'],
    }),
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
