import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { FeaturedProducts } from '~/components/catalogue/featured-products';
import { PremiumCollectionGrid } from '~/components/catalogue/premium-collection-grid';
import {
  ProductLineTabs,
  productLineTabsGroups,
  productLinesSectionId,
} from '~/components/catalogue/product-line-tabs';
import { StayConnected } from '~/components/newsletter/stay-connected';
import { PageSection } from '~/components/pages/page-section';
import { ButtonLink } from '~/components/ui/button-link';
import { CallToAction } from '~/components/ui/call-to-action';
import { PageHero } from '~/components/ui/page-hero';
import { SectionHeading } from '~/components/ui/section-heading';
import { readProductListing } from '~/features/catalogue/catalogue.server';
import { newsletterFormAction } from '~/features/inquiries/handlers.server';
import { languageOfPath } from '~/i18n/languages';
import { metaTranslator } from '~/i18n/meta-translator';
import { useTranslation } from '~/i18n/translations';
import { pageTranslations } from '~/i18n/translations.server';
import { useLocalizedPath } from '~/i18n/use-language';
import { pageMeta } from '~/seo/page-meta';

export const meta: MetaFunction = (args) => {
  const t = metaTranslator(args, 'products');
  return pageMeta({ title: t('meta.title'), description: t('meta.description') });
};

/**
 * The products of the chosen category with their descriptions in the page's language, the
 * page's texts, the collection cards' and those of 'Stay Connected' (its messages and notices).
 * The product-line tabs' words are the `catalogue` namespace's.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return {
    ...readProductListing(url.searchParams, languageOfPath(url.pathname)),
    translations: pageTranslations(
      { request, context },
      ['products', 'catalogue', 'collections', 'forms', 'subscribe', 'trade'],
      productLineTabsGroups,
    ),
  };
}

export const action = (args: ActionFunctionArgs) => newsletterFormAction(args, '/products');

export default function ProductsPage() {
  const { tab, category, products } = useLoaderData<typeof loader>();
  const { t } = useTranslation('products');
  const localizedPath = useLocalizedPath();
  return (
    <>
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        intro={t('hero.intro')}
        image="/images/pages/hero-products.jpg"
      />
      <PageSection id={productLinesSectionId} tone="cream" labelledBy="product-lines-title">
        <SectionHeading
          id="product-lines-title"
          eyebrow={t('lines.eyebrow')}
          title={t('lines.title')}
          intro={t('lines.intro')}
        />
        <ProductLineTabs tab={tab} category={category} />
      </PageSection>
      <FeaturedProducts tab={tab} category={category} products={products} />
      <PremiumCollectionGrid />
      <CallToAction title={t('cta.title')} text={t('cta.text')}>
        <ButtonLink to={localizedPath('/contact')} variant="accent">
          {t('cta.link')}
        </ButtonLink>
      </CallToAction>
      <StayConnected />
    </>
  );
}
