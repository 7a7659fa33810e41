import { useTranslation } from '~/i18n/translations';
import {
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
} from '@conform-to/react';
import { useActionData } from '@remix-run/react';
import { contactSubjects } from '~/config/contact-subjects';
import { fieldLimits } from '~/features/inquiries/fields';
import { contactSchema, type ContactPrefill } from '~/features/inquiries/schemas';
import { FieldError, inputClassName } from '~/components/forms/field-error';
import { labelClassName } from '~/components/forms/form-field';
import { InquiryFormFrame } from '~/components/forms/inquiry-form-frame';
import { useInquiryForm } from '~/components/forms/use-inquiry-form';

const formId = 'contact-form';
/**
 * The form as it starts without a prefill. The subject is the placeholder's value: left
 * out, Conform's reset after 'Message Sent' would select no option at all (an empty box).
 */
const emptyForm = { subject: '' } as const;

export function ContactForm({ prefill }: { prefill: ContactPrefill | null }) {
  const { t } = useTranslation('forms');
  const lastResult = useActionData<SubmissionResult<string[]>>();
  const { form, fields, pending } = useInquiryForm({
    id: formId,
    schema: contactSchema,
    lastResult,
    defaultValue: prefill ?? emptyForm,
    apiPath: '/api/contact',
    successNotice: 'contactSent',
    failureNotice: 'contactFailed',
  });
  const { name, email, subject, message } = fields;

  return (
    <InquiryFormFrame
      form={form}
      pagePath="/contact"
      pending={pending}
      submitLabel={t('contactForm.submit')}
      className="space-y-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={name.id} className={labelClassName}>
            {t('contactForm.name')}
          </label>
          <input
            {...getInputProps(name, { type: 'text' })}
            autoComplete="name"
            aria-required="true"
            maxLength={fieldLimits.nameMax}
            className={inputClassName}
          />
          <FieldError id={name.errorId} errors={name.errors} />
        </div>
        <div>
          <label htmlFor={email.id} className={labelClassName}>
            {t('contactForm.email')}
          </label>
          <input
            {...getInputProps(email, { type: 'email' })}
            autoComplete="email"
            aria-required="true"
            maxLength={fieldLimits.emailMax}
            className={inputClassName}
          />
          <FieldError id={email.errorId} errors={email.errors} />
        </div>
      </div>
      <div>
        <label htmlFor={subject.id} className={labelClassName}>
          {t('contactForm.subject')}
        </label>
        <select {...getSelectProps(subject)} aria-required="true" className={inputClassName}>
          <option value="">{t('contactForm.pleaseSelect')}</option>
          {contactSubjects.map((value) => (
            <option key={value} value={value}>
              {t(`contactForm.subjects.${value}`)}
            </option>
          ))}
        </select>
        <FieldError id={subject.errorId} errors={subject.errors} />
      </div>
      <div>
        <label htmlFor={message.id} className={labelClassName}>
          {t('contactForm.message')}
        </label>
        <textarea
          {...getTextareaProps(message)}
          rows={5}
          aria-required="true"
          maxLength={fieldLimits.messageMax}
          className={inputClassName}
        />
        <FieldError id={message.errorId} errors={message.errors} />
      </div>
    </InquiryFormFrame>
  );
}
