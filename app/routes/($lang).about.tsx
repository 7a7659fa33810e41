import type { ActionFunctionArgs, MetaFunction, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ExportMarketsMap } from '~/components/maps/export-markets-map';
import { StayConnected } from '~/components/newsletter/stay-connected';
import { PageSection } from '~/components/pages/page-section';
import { CertificateCard } from '~/components/pages/certificate-card';
import { ProseBlock } from '~/components/pages/prose-block';
import { RegistrationList } from '~/components/pages/registration-list';
import { TeaRegions } from '~/components/pages/tea-regions';
import { CaptionedFigure } from '~/components/story/captioned-figure';
import { ButtonLink } from '~/components/ui/button-link';
import { CallToAction } from '~/components/ui/call-to-action';
import { PageHero } from '~/components/ui/page-hero';
import { SectionHeading } from '~/components/ui/section-heading';
import { site } from '~/config/site';
import { aboutStory, aboutStoryFigure, globalNetwork, ourCollection } from '~/content/about';
import { certificateStatus, certifications } from '~/content/catalogue/certifications';
import { registrations } from '~/content/company-facts/credentials';
import { newsletterFormAction } from '~/features/inquiries/handlers.server';
import { halfColumnSlot, narrowColumnSlot } from '~/features/pictures/picture-slots';
import { pageTranslations } from '~/i18n/translations.server';
import { pageMeta } from '~/seo/page-meta';

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'About Us',
    description: `${site.brand} is a Sri Lankan producer and exporter of pure Ceylon tea with more than 20 years of experience: ISO, HACCP, GMP and HALAL certified, shipping to over 50 countries.`,
  });

/** The certificates as they stand today: a lapsed one is shown as under renewal, never as valid. */
export function loader({ request }: LoaderFunctionArgs) {
  const now = new Date();
  return {
    // The texts of 'Stay Connected': its messages and notices.
    translations: pageTranslations(request, ['forms']),
    certificates: certifications.map((certificate) => ({
      ...certificate,
      status: certificateStatus(certificate, now),
    })),
  };
}

export const action = (args: ActionFunctionArgs) => newsletterFormAction(args, '/about');

export default function AboutPage() {
  const { certificates } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero
        eyebrow="About Us"
        title="A Ceylon Tea House Rooted in the Hills"
        intro="Producer and exporter of pure Ceylon tea: bulk, value-added and special teas, private label, OEM and our own brand, for buyers on every continent."
        image="/images/pages/hero-about.jpg"
      />

      <PageSection tone="cream" labelledBy={aboutStory.id}>
        <div className="grid items-start gap-12 lg:grid-cols-[3fr_2fr] lg:gap-16">
          <div>
            <ProseBlock section={aboutStory} eyebrow="More Than 20 Years in Tea" />
            <TeaRegions />
          </div>
          <CaptionedFigure
            figure={aboutStoryFigure}
            slot={narrowColumnSlot}
            className="lg:sticky lg:top-36"
          />
        </div>
      </PageSection>

      <PageSection tone="white" labelledBy="certifications-title">
        <SectionHeading
          id="certifications-title"
          eyebrow="Quality You Can Verify"
          title="Our Certifications"
          intro="Independent audits cover how our tea is made, handled and packed, so buyers can rely on more than our word."
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {certificates.map((certificate) => (
            <CertificateCard key={certificate.title} certificate={certificate} />
          ))}
        </ul>
        <RegistrationList registrations={registrations} />
      </PageSection>

      <PageSection tone="sand" labelledBy="collection-title">
        <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
          <CaptionedFigure figure={ourCollection.figure} slot={halfColumnSlot} />
          <div>
            <SectionHeading
              id="collection-title"
              align="start"
              eyebrow="What We Offer"
              title={ourCollection.title}
            />
            {ourCollection.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-6 text-lg leading-relaxed text-ink/80">
                {paragraph}
              </p>
            ))}
            <ButtonLink to="/products" variant="outline" className="mt-8">
              Browse Our Products
            </ButtonLink>
          </div>
        </div>
      </PageSection>

      <PageSection tone="cream" labelledBy="network-title">
        <SectionHeading id="network-title" eyebrow="Worldwide" title={globalNetwork.title} />
        {globalNetwork.paragraphs.map((paragraph) => (
          <p
            key={paragraph}
            className="mx-auto mt-5 max-w-3xl text-center text-lg leading-relaxed text-ink/80"
          >
            {paragraph}
          </p>
        ))}
        <ExportMarketsMap className="mt-12" />
        <ul aria-label="Some of our markets" className="mt-8 flex flex-wrap justify-center gap-2">
          {globalNetwork.markets.map((market) => (
            <li
              key={market.isoNumeric}
              className="rounded-full bg-white px-4 py-1.5 text-sm text-tea-800 ring-1 ring-tea-900/10"
            >
              {market.name}
            </li>
          ))}
        </ul>
      </PageSection>

      <CallToAction
        title="Let’s Talk Tea"
        text="Tell us the grades, volumes and packing you need, and we will send samples and a quotation."
      >
        <ButtonLink to="/products" variant="accent">
          View Our Products
        </ButtonLink>
        <ButtonLink to="/contact" variant="light">
          Contact Us
        </ButtonLink>
      </CallToAction>

      <StayConnected />
    </>
  );
}
