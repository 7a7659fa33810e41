import { Link } from '@remix-run/react';
import { site } from '~/config/site';

const steps = [
  {
    title: 'We reply within one business day',
    text: 'Our export team answers by e-mail with prices per kilogram on the Incoterm you chose, availability and lead times, or confirms your samples.',
  },
  {
    title: 'Samples go by courier',
    text: 'Each sample is 100 g of the lot we would ship, sealed in foil. We ask for your delivery address in our reply, send the samples by international courier from Colombo and e-mail you the tracking number.',
  },
  {
    title: 'Then the order',
    text: 'Once you approve a sample or a quote, we send a pro-forma invoice, pack the lot and ship it with its export documents.',
  },
] as const;

/** Beside the request form: what the buyer can expect once it is sent. */
export function WhatHappensNext() {
  return (
    <div>
      <h2 className="text-2xl font-semibold">What happens next</h2>
      <ol className="mt-6 space-y-6">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-tea-700 font-semibold text-cream-50"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-sans text-base font-semibold text-tea-900">{step.title}</h3>
              <p className="mt-1 leading-relaxed text-ink/80">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-8 text-sm leading-relaxed text-ink/75">
        Something else in mind? Write to{' '}
        <a
          href={`mailto:${site.emails.wholesale}`}
          className="font-semibold text-tea-800 underline"
        >
          {site.emails.wholesale}
        </a>{' '}
        or use the{' '}
        <Link to="/contact" className="font-semibold text-tea-800 underline">
          contact form
        </Link>
        .
      </p>
    </div>
  );
}
