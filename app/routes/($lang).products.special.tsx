import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { FeatureGrid } from '~/components/catalogue/feature-grid';
import {
  ProductLineLayout,
  productLinePageGroups,
} from '~/components/catalogue/product-line-layout';
import { specialPage } from '~/content/catalogue/special';
import { frameOf } from '~/content/catalogue/product-line-pages';
import { featuresOf } from '~/content/catalogue/types';
import { metaTranslator } from '~/i18n/meta-translator';
import { useTranslation } from '~/i18n/translations';
import { pageTranslations } from '~/i18n/translations.server';
import { pageMeta } from '~/seo/page-meta';

export const meta: MetaFunction = (args) => {
  const t = metaTranslator(args, 'catalogue');
  return pageMeta({ title: t('special.title'), description: t('special.metaDescription') });
};

export function loader({ request }: LoaderFunctionArgs) {
  return {
    frame: frameOf(specialPage),
    translations: pageTranslations(request, ['catalogue', 'credentials', 'trade'], {
      ...productLinePageGroups,
      catalogue: [...productLinePageGroups.catalogue, 'special'],
    }),
  };
}

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
