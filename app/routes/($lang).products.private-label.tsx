import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { FeatureGrid } from '~/components/catalogue/feature-grid';
import {
  ProductLineLayout,
  productLinePageGroups,
} from '~/components/catalogue/product-line-layout';
import { ServiceSteps } from '~/components/catalogue/service-steps';
import { privateLabelPage } from '~/content/catalogue/private-label';
import { frameOf } from '~/content/catalogue/product-line-pages';
import { featuresOf } from '~/content/catalogue/types';
import { metaTranslator } from '~/i18n/meta-translator';
import { useTranslation } from '~/i18n/translations';
import { pageTranslations } from '~/i18n/translations.server';
import { pageMeta } from '~/seo/page-meta';

export const meta: MetaFunction = (args) => {
  const t = metaTranslator(args, 'catalogue');
  return pageMeta({
    title: t('private-label.title'),
    description: t('private-label.metaDescription'),
  });
};

export function loader({ request }: LoaderFunctionArgs) {
  return {
    frame: frameOf(privateLabelPage),
    translations: pageTranslations(request, ['catalogue', 'credentials', 'trade'], {
      ...productLinePageGroups,
      catalogue: [...productLinePageGroups.catalogue, 'private-label'],
    }),
  };
}

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
