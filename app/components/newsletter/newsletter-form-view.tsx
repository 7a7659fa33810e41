import type { FormEvent, InputHTMLAttributes, Ref } from 'react';
import { useFormAction } from '@remix-run/react';
import { FieldError, FormError, inputClassName } from '~/components/forms/field-error';
import { HoneypotField } from '~/components/forms/honeypot-field';
import { buttonClassName } from '~/components/ui/button-link';
import { fieldLimits } from '~/features/inquiries/fields';
import { useTranslation } from '~/i18n/translations';

/** The section the form posts back to, so that a page without script scrolls to the answer. */
export const newsletterSectionId = 'stay-connected';

/** The form's ids, as Conform derives them from the form's id (`<id>-<field>`, `…-error`). */
export const newsletterFormIds = {
  form: 'newsletter-form',
  formError: 'newsletter-form-error',
  email: 'newsletter-form-email',
  emailError: 'newsletter-form-email-error',
} as const;

/** What the checked form takes over from the plain one when its script arrives. */
export type NewsletterHandoff = {
  /** What the visitor has typed so far. */
  email: string;
  /** Whether the address field had the focus. */
  focused: boolean;
  /** Whether the visitor had asked to subscribe: the checked form then sends at once. */
  submit: boolean;
};

export type NewsletterEmailInputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name' | 'form' | 'type' | 'defaultValue' | 'aria-invalid' | 'aria-describedby'
>;

/**
 * The newsletter form's markup, the same whether Conform runs it or not
 * (app/components/newsletter/newsletter-form.tsx): the form's error, the address field with its
 * error, the button and the honeypot.
 */
export function NewsletterFormView({
  formRef,
  onSubmit,
  onReach,
  formErrors,
  emailInput,
  emailInputKey,
  emailErrors,
  pending,
  checked,
}: {
  formRef: Ref<HTMLFormElement>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Called when the visitor first points at or focuses the form. */
  onReach?: () => void;
  formErrors: string[] | undefined;
  emailInput: NewsletterEmailInputProps;
  /** Conform's key for the field, which it changes to clear the field after a subscription. */
  emailInputKey?: string;
  emailErrors: string[] | undefined;
  pending: boolean;
  /** Whether Conform runs the form (marked `data-checked`, for a reader of the page's markup). */
  checked: boolean;
}) {
  const { t } = useTranslation('subscribe');
  const formAction = useFormAction();
  return (
    <form
      ref={formRef}
      id={newsletterFormIds.form}
      method="post"
      action={`${formAction}#${newsletterSectionId}`}
      noValidate
      data-checked={checked || undefined}
      onSubmit={onSubmit}
      onFocus={onReach}
      onPointerEnter={onReach}
      className="relative mt-8 text-start"
    >
      <FormError id={newsletterFormIds.formError} errors={formErrors} />
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          <label htmlFor={newsletterFormIds.email} className="sr-only">
            {t('emailLabel')}
          </label>
          <input
            key={emailInputKey}
            {...emailInput}
            placeholder={t('emailPlaceholder')}
            autoComplete="email"
            aria-required="true"
            maxLength={fieldLimits.emailMax}
            className={inputClassName}
          />
          <FieldError id={newsletterFormIds.emailError} errors={emailErrors} />
        </div>
        <button
          type="submit"
          disabled={pending}
          className={`${buttonClassName('accent')} sm:min-h-[50px]`}
        >
          {pending ? t('subscribing') : t('subscribe')}
        </button>
      </div>
      <HoneypotField formId={newsletterFormIds.form} />
    </form>
  );
}
