import { Link } from '@remix-run/react';
import { site } from '~/config/site';
import { RichText, useTranslation } from '~/i18n/translations';
import { useLocalizedPath } from '~/i18n/use-language';

/** The steps in their order, each a `next.steps` text of request.json. */
const steps = ['reply', 'courier', 'order'] as const;

/** Beside the request form: what the buyer can expect once it is sent. */
export function WhatHappensNext() {
  const { t } = useTranslation('request');
  const localized = useLocalizedPath();
  return (
    <div>
      <h2 className="text-2xl font-semibold">{t('next.title')}</h2>
      <ol className="mt-6 space-y-6">
        {steps.map((step, index) => (
          <li key={step} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-tea-700 font-semibold text-cream-50"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-sans text-base font-semibold text-tea-900">
                {t(`next.steps.${step}.title`)}
              </h3>
              <p className="mt-1 leading-relaxed text-ink/80">{t(`next.steps.${step}.text`)}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-8 text-sm leading-relaxed text-ink/75">
        <RichText
          text={t('next.elsewhere', { email: site.emails.wholesale })}
          parts={{
            // Left to right on its own, so an Arabic sentence cannot reorder the address's parts.
            mail: (
              <a
                href={`mailto:${site.emails.wholesale}`}
                dir="ltr"
                className="font-semibold text-tea-800 underline"
              />
            ),
            contact: (
              <Link to={localized('/contact')} className="font-semibold text-tea-800 underline" />
            ),
          }}
        />
      </p>
    </div>
  );
}
