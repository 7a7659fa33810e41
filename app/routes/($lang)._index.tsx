import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { CsrPillars } from '~/components/home/csr-pillars';
import { FeaturedGrades } from '~/components/home/featured-grades';
import { HeroCarousel } from '~/components/home/hero-carousel';
import { PremiumCollectionCards } from '~/components/home/premium-collection-cards';
import { ProcessFlowchart } from '~/components/home/process-flowchart';
import { QualityCommitment } from '~/components/home/quality-commitment';
import { TestimonialSlider } from '~/components/home/testimonial-slider';
import { StayConnected } from '~/components/newsletter/stay-connected';
import { site } from '~/config/site';
import { newsletterFormAction } from '~/features/inquiries/handlers.server';
import { pageTranslations } from '~/i18n/translations.server';
import { featuredGradePictures } from '~/content/home-grade-pictures.server';
import { pageMeta } from '~/seo/page-meta';

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Ceylon Tea Producer and Exporter',
    description: `${site.brand} grows, makes and exports pure Ceylon tea from Sri Lanka: bulk orthodox grades, special and flavoured teas, private label and OEM packing for buyers in over 50 countries.`,
  });

/** The featured grades' pictures; the texts of 'Stay Connected': its messages and notices. */
export function loader({ request }: LoaderFunctionArgs) {
  return {
    featuredGradePictures: featuredGradePictures(),
    translations: pageTranslations(request, ['forms', 'subscribe']),
  };
}

export const action = (args: ActionFunctionArgs) => newsletterFormAction(args, '/');

export default function HomePage() {
  const { featuredGradePictures: gradePictures } = useLoaderData<typeof loader>();
  return (
    <>
      <HeroCarousel />
      <QualityCommitment />
      <ProcessFlowchart />
      <FeaturedGrades pictures={gradePictures} />
      <PremiumCollectionCards />
      <CsrPillars />
      <TestimonialSlider />
      <StayConnected />
    </>
  );
}
