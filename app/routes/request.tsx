import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { BuyerRequestForm } from '~/components/requests/buyer-request-form';
import { WhatHappensNext } from '~/components/requests/what-happens-next';
import { Container } from '~/components/ui/container';
import { PageHero } from '~/components/ui/page-hero';
import { buyerRequestPrefillFor } from '~/lib/buyer-request-prefill';
import { countryOptions } from '~/lib/country-names';
import { buyerRequestFormAction } from '~/lib/inquiry-handlers.server';
import { pageMeta } from '~/lib/page-meta';
import { teaValues } from '~/lib/tea-choices';
import { listTeaChoices } from '~/lib/tea-choices.server';

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
        image="/images/pages/hero-tea-collection.svg"
        intro="Tell us the tea, the quantity or the samples you need, how it should be packed and where it should go. Our export team replies within one business day."
      />
      <section aria-labelledby="request-form-title">
        <Container className="grid gap-12 py-16 sm:py-20 lg:grid-cols-[1fr_22rem] lg:gap-16">
          <div className="rounded-2xl border border-cream-200 bg-white p-6 shadow-sm sm:p-10">
            <h2 id="request-form-title" className="text-3xl font-semibold">
              Your Request
            </h2>
            <p className="mt-3 mb-8 text-ink/75">
              Every field is required except the phone number.
            </p>
            <BuyerRequestForm prefill={prefill} teaChoices={teaChoices} countries={countries} />
          </div>
          <aside aria-labelledby="what-happens-next-title" className="lg:pt-10">
            <WhatHappensNext />
          </aside>
        </Container>
      </section>
    </>
  );
}
