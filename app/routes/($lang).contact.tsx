import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { BusinessInquiryCards } from '~/components/contact/business-inquiry-cards';
import { ExportTeam } from '~/components/contact/export-team';
import { ContactDetails } from '~/components/contact/contact-details';
import { ContactForm } from '~/components/contact/contact-form';
import { FindUs } from '~/components/contact/find-us';
import { FormWithAside } from '~/components/forms/form-with-aside';
import { PageHero } from '~/components/ui/page-hero';
import { contactPrefillFor } from '~/features/inquiries/contact-prefill.server';
import { contactFormAction } from '~/features/inquiries/handlers.server';
import { pageMeta } from '~/seo/page-meta';

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Contact Us',
    description:
      'Ask for prices, samples and terms for Ceylon bulk, special, private-label and OEM teas. Our export team answers every inquiry within one business day.',
  });

export function loader({ request }: LoaderFunctionArgs) {
  return { prefill: contactPrefillFor(new URL(request.url).searchParams) };
}

export function action(args: ActionFunctionArgs) {
  return contactFormAction(args);
}

export default function ContactPage() {
  const { prefill } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero
        eyebrow="Contact Us"
        title="Let's talk about your tea"
        image="/images/pages/hero-contact.jpg"
        intro="Prices, samples, specifications or a visit to our factory: tell us what you need and our export team will answer within one business day."
      />
      <FormWithAside
        titleId="get-in-touch-title"
        title="Get In Touch"
        intro="Fill in the form and we will reply by e-mail. Fields are all required."
        asideLabel="Contact details"
        aside={
          <div className="space-y-12">
            <ContactDetails />
            <ExportTeam headingId="export-team-title" title="Who will answer you" />
          </div>
        }
      >
        <ContactForm prefill={prefill} />
      </FormWithAside>
      <FindUs />
      <BusinessInquiryCards />
    </>
  );
}
