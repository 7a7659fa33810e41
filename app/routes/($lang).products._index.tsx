import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { FeaturedProducts } from '~/components/catalogue/featured-products';
import { PremiumCollectionGrid } from '~/components/catalogue/premium-collection-grid';
import { ProductLineTabs, productLinesSectionId } from '~/components/catalogue/product-line-tabs';
import { StayConnected } from '~/components/newsletter/stay-connected';
import { PageSection } from '~/components/pages/page-section';
import { ButtonLink } from '~/components/ui/button-link';
import { CallToAction } from '~/components/ui/call-to-action';
import { PageHero } from '~/components/ui/page-hero';
import { SectionHeading } from '~/components/ui/section-heading';
import { readProductListing } from '~/features/catalogue/catalogue.server';
import { newsletterFormAction } from '~/features/inquiries/handlers.server';
import { pageTranslations } from '~/i18n/translations.server';
import { pageMeta } from '~/seo/page-meta';

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Products',
    description:
      'Ceylon tea for wholesalers, distributors and retailers: our Adra brand, bulk tea, special teas, private label and OEM manufacturing, featured teas and six premium collections.',
  });

export function loader({ request }: LoaderFunctionArgs) {
  return {
    ...readProductListing(new URL(request.url).searchParams),
    // The texts of 'Stay Connected': its messages and notices.
    translations: pageTranslations(request, ['forms', 'subscribe']),
  };
}

export const action = (args: ActionFunctionArgs) => newsletterFormAction(args, '/products');

export default function ProductsPage() {
  const { tab, category, products } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero
        eyebrow="Our Products"
        title="Ceylon tea for every market"
        intro="From sealed sacks of auction-grade black tea to finished packs under your own name: choose how you want to buy, browse the teas our buyers ask for most, and explore our premium collections."
        image="/images/pages/hero-products.jpg"
      />
      <PageSection id={productLinesSectionId} tone="cream" labelledBy="product-lines-title">
        <SectionHeading
          id="product-lines-title"
          eyebrow="How we supply"
          title="Five ways to buy Ceylon tea"
          intro="Our own Adra brand, bulk tea, special teas, private label and OEM manufacturing, each with its own team, minimums and lead times."
        />
        <ProductLineTabs tab={tab} category={category} />
      </PageSection>
      <FeaturedProducts tab={tab} category={category} products={products} />
      <PremiumCollectionGrid />
      <CallToAction
        title="Contact Our Business Team"
        text="Tell us the teas, the packing and the quantities you have in mind. Our export team will come back to you with prices, samples and lead times."
      >
        <ButtonLink to="/contact" variant="accent">
          Contact Our Business Team
        </ButtonLink>
      </CallToAction>
      <StayConnected />
    </>
  );
}
