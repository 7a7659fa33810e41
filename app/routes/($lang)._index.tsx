import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { CsrPillars } from '~/components/home/csr-pillars';
import { FeaturedGrades } from '~/components/home/featured-grades';
import { HeroCarousel } from '~/components/home/hero-carousel';
import { LanguageSuggestionBar } from '~/components/home/language-suggestion';
import { PremiumCollectionCards } from '~/components/home/premium-collection-cards';
import { ProcessFlowchart } from '~/components/home/process-flowchart';
import { QualityCommitment } from '~/components/home/quality-commitment';
import { TestimonialSlider } from '~/components/home/testimonial-slider';
import { StayConnected } from '~/components/newsletter/stay-connected';
import { site } from '~/config/site';
import { newsletterFormAction } from '~/features/inquiries/handlers.server';
import { languageOfPath } from '~/i18n/languages';
import { metaTranslator } from '~/i18n/meta-translator';
import { pageTranslations, translationsFor } from '~/i18n/translations.server';
import { addTranslations, translatorFor } from '~/i18n/translator';
import { featuredGradePictures } from '~/content/home-grade-pictures.server';
import { pageMeta } from '~/seo/page-meta';

export const meta: MetaFunction = (args) => {
  const t = metaTranslator(args, 'home');
  return pageMeta({
    title: t('meta.title'),
    description: t('meta.description', { brand: site.brand }),
  });
};

/**
 * Home's texts and those of 'Stay Connected' (its messages and notices); the featured grades'
 * pictures, with their words in the page's language.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  const translations = pageTranslations(
    { request, context },
    ['home', 'collections', 'csr', 'forms', 'subscribe'],
    { collections: ['cards', 'page'], csr: ['pillars'], forms: ['form', 'notices'] },
  );
  const language = languageOfPath(new URL(request.url).pathname);
  // The grades' words make the pictures' alt texts here; the page's script never needs them.
  addTranslations(language, translationsFor(language, ['grades']));
  return {
    featuredGradePictures: featuredGradePictures(
      translatorFor(language, 'home'),
      translatorFor(language, 'grades'),
    ),
    translations,
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
      <LanguageSuggestionBar />
    </>
  );
}
