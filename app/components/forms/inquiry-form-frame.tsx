import { useTranslation } from '~/i18n/translations';
import { useLocalizedPath } from '~/i18n/use-language';
import type { FormEvent, ReactNode } from 'react';
import { buttonClassName } from '~/components/ui/button-link';
import { FormError } from './field-error';
import { HoneypotField } from './honeypot-field';

/** What the frame needs of Conform's form (useInquiryForm's `form`). */
type FormState = {
  id: string;
  errorId: string;
  errors: string[] | undefined;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
};

/**
 * A form that posts to its page's action without script (`pagePath`, back to the form's own
 * fragment) and is sent by useInquiryForm with it: the form's error on top, the fields, the
 * honeypot and the submit button, which reads 'Sending...' while the request runs.
 */
export function InquiryFormFrame({
  form,
  pagePath,
  pending,
  submitLabel,
  className,
  children,
}: {
  form: FormState;
  pagePath: `/${string}`;
  pending: boolean;
  submitLabel: string;
  className: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('forms');
  const localized = useLocalizedPath();
  return (
    <form
      id={form.id}
      method="post"
      action={`${localized(pagePath)}#${form.id}`}
      noValidate
      onSubmit={form.onSubmit}
      className={`relative ${className}`}
    >
      <FormError id={form.errorId} errors={form.errors} />
      {children}
      <HoneypotField formId={form.id} />
      <button
        type="submit"
        disabled={pending}
        className={`${buttonClassName('primary')} w-full sm:w-auto`}
      >
        {pending ? t('form.sending') : submitLabel}
      </button>
    </form>
  );
}
