import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { FeatureGrid } from '~/components/catalogue/feature-grid';
import {
  ProductLineLayout,
  productLinePageGroups,
} from '~/components/catalogue/product-line-layout';
import { ServiceSteps } from '~/components/catalogue/service-steps';
import { oemPage } from '~/content/catalogue/oem';
import { frameOf } from '~/content/catalogue/product-line-pages';
import { featuresOf } from '~/content/catalogue/types';
import { metaTranslator } from '~/i18n/meta-translator';
import { useTranslation } from '~/i18n/translations';
import { pageTranslations } from '~/i18n/translations.server';
import { pageMeta } from '~/seo/page-meta';

export const meta: MetaFunction = (args) => {
  const t = metaTranslator(args, 'catalogue');
  return pageMeta({ title: t('oem.title'), description: t('oem.metaDescription') });
};

export function loader({ request }: LoaderFunctionArgs) {
  return {
    frame: frameOf(oemPage),
    translations: pageTranslations(request, ['catalogue', 'credentials', 'trade'], {
      ...productLinePageGroups,
      catalogue: [...productLinePageGroups.catalogue, 'oem'],
    }),
  };
}

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
