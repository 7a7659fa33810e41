import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { BuyerRequestForm } from '~/components/requests/buyer-request-form';
import { WhatHappensNext } from '~/components/requests/what-happens-next';
import { ExportTeam } from '~/components/contact/export-team';
import { pageTranslations } from '~/i18n/translations.server';
import { FormWithAside } from '~/components/forms/form-with-aside';
import { PageHero } from '~/components/ui/page-hero';
import { buyerRequestPrefillFor } from '~/features/inquiries/buyer-request-prefill';
import { countryOptions } from '~/features/inquiries/country-names';
import { buyerRequestFormAction } from '~/features/inquiries/handlers.server';
import { pageMeta } from '~/seo/page-meta';
import { teaValues } from '~/features/inquiries/tea-choices';
import { listTeaChoices } from '~/features/inquiries/tea-choices.server';

export const meta: MetaFunction = () =>
  pageMeta({
    title: 'Request a Quote or Samples',
    description:
      'Ask for a quote or 100 g samples of any Ceylon tea grade, product or collection: choose the quantity, packing, Incoterm and port, and our export team replies within one business day.',
  });

export function loader({ request }: LoaderFunctionArgs) {
  const teaChoices = listTeaChoices();
  return {
    prefill: buyerRequestPrefillFor(new URL(request.url).searchParams, teaValues(teaChoices)),
    teaChoices,
    countries: countryOptions(),
    // The form's messages and notices; the export team's roles and languages beside it.
    translations: pageTranslations(request, ['forms', 'team']),
  };
}

export function action(args: ActionFunctionArgs) {
  return buyerRequestFormAction(args);
}

export default function RequestPage() {
  const { prefill, teaChoices, countries } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero
        eyebrow="Quotes and Samples"
        title="Request a quote or samples"
        image="/images/pages/hero-request.jpg"
        intro="Tell us the tea, the quantity or the samples you need, how it should be packed and where it should go. Our export team replies within one business day."
      />
      <FormWithAside
        titleId="request-form-title"
        title="Your Request"
        intro="Every field is required except the phone number."
        asideLabel="What happens next"
        aside={
          <div className="space-y-12">
            <WhatHappensNext />
            <ExportTeam headingId="export-team-title" title="Who will answer you" />
          </div>
        }
      >
        <BuyerRequestForm prefill={prefill} teaChoices={teaChoices} countries={countries} />
      </FormWithAside>
    </>
  );
}
