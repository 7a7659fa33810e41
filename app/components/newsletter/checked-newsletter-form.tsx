import { getInputProps, type SubmissionResult } from '@conform-to/react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useInquiryForm } from '~/components/forms/use-inquiry-form';
import { newsletterSchema } from '~/features/inquiries/schemas';
import {
  NewsletterFormView,
  newsletterFormIds,
  type NewsletterHandoff,
} from './newsletter-form-view';

/**
 * The newsletter form run by Conform with the shared schema, sent to the JSON API with a toast
 * for the outcome (useInquiryForm). It replaces the plain form once its script has arrived
 * (newsletter-form.tsx), carrying on where the visitor was: what they typed, the focus, and the
 * subscription they asked for.
 */
export function CheckedNewsletterForm({
  lastResult,
  handoff,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  handoff: NewsletterHandoff;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const { form, fields, pending } = useInquiryForm({
    id: newsletterFormIds.form,
    schema: newsletterSchema,
    lastResult,
    apiPath: '/api/subscribe',
    successNotice: 'subscribed',
    failureNotice: 'subscribeFailed',
  });
  const { key, ...emailInput } = getInputProps(fields.email, { type: 'email' });

  // Before the first paint, so the field never shows without the visitor's text or focus.
  useLayoutEffect(() => {
    const input = formRef.current?.elements.namedItem('email');
    if (!(input instanceof HTMLInputElement)) return;
    if (handoff.focused) input.focus();
    // Written into the field rather than given to Conform as its default, which a reset after a
    // subscription would bring back. After the focus, and as a change, so the caret goes to the
    // end of the text (an address field has no selection to set) and typing carries on there.
    input.value = '';
    input.value = handoff.email;
  }, [handoff]);

  // After the commit: the submission runs through Conform's handler like a click on the button.
  useEffect(() => {
    if (handoff.submit) formRef.current?.requestSubmit();
  }, [handoff]);

  return (
    <NewsletterFormView
      formRef={formRef}
      onSubmit={form.onSubmit}
      formErrors={form.errors}
      emailInput={emailInput}
      emailInputKey={key}
      emailErrors={fields.email.errors}
      pending={pending}
      checked
    />
  );
}
