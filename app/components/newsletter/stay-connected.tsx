import { getInputProps, type SubmissionResult } from '@conform-to/react';
import { Link, useActionData, useFormAction } from '@remix-run/react';
import { site } from '~/config/site';
import { newsletterSchema } from '~/features/inquiries/schemas';
import { FieldError, FormError, inputClassName } from '~/components/forms/field-error';
import { HoneypotField } from '~/components/forms/honeypot-field';
import { useInquiryForm } from '~/components/forms/use-inquiry-form';
import { buttonClassName } from '~/components/ui/button-link';
import { Container } from '~/components/ui/container';
import { RichText, useTranslation } from '~/i18n/translations';
import { useLocalizedPath } from '~/i18n/use-language';

const formId = 'newsletter-form';
const sectionId = 'stay-connected';

/**
 * The 'Stay Connected' newsletter block. It posts to the page it is on, whose route
 * exports the shared newsletter action (see app/features/inquiries/handlers.server.ts). Its words
 * are in `subscribe`, its messages and notices in `forms`: a page showing it sends both.
 */
export function StayConnected() {
  const { t } = useTranslation('subscribe');
  const localized = useLocalizedPath();
  const lastResult = useActionData<SubmissionResult<string[]>>();
  const formAction = useFormAction();
  const { form, fields, pending } = useInquiryForm({
    id: formId,
    schema: newsletterSchema,
    lastResult,
    apiPath: '/api/subscribe',
    successNotice: 'subscribed',
    failureNotice: 'subscribeFailed',
  });
  const email = fields.email;

  return (
    <section id={sectionId} aria-labelledby={`${sectionId}-title`} className="bg-cream-100">
      <Container className="py-16 sm:py-20">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-xs font-semibold tracking-[0.2em] text-copper-700 uppercase">
            {t('eyebrow')}
          </p>
          <h2 id={`${sectionId}-title`} className="mt-3 text-3xl font-semibold sm:text-4xl">
            {t('title')}
          </h2>
          <p className="mt-4 text-lg text-ink/75">{t('intro')}</p>
          <form
            id={form.id}
            method="post"
            action={`${formAction}#${sectionId}`}
            noValidate
            onSubmit={form.onSubmit}
            className="relative mt-8 text-start"
          >
            <FormError id={form.errorId} errors={form.errors} />
            <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start">
              <div className="flex-1">
                <label htmlFor={email.id} className="sr-only">
                  {t('emailLabel')}
                </label>
                <input
                  {...getInputProps(email, { type: 'email' })}
                  placeholder={t('emailPlaceholder')}
                  autoComplete="email"
                  aria-required="true"
                  maxLength={254}
                  className={inputClassName}
                />
                <FieldError id={email.errorId} errors={email.errors} />
              </div>
              <button
                type="submit"
                disabled={pending}
                className={`${buttonClassName('accent')} sm:min-h-[50px]`}
              >
                {pending ? t('subscribing') : t('subscribe')}
              </button>
            </div>
            <HoneypotField formId={formId} />
          </form>
          <p className="mt-4 text-sm text-ink/65">
            <RichText
              text={t('consent', { brand: site.brand })}
              parts={{
                privacy: (
                  <Link to={localized('/privacy')} className="underline hover:text-copper-700" />
                ),
              }}
            />
          </p>
        </div>
      </Container>
    </section>
  );
}
