import type { SubmissionResult } from '@conform-to/react';
import { useActionData } from '@remix-run/react';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import {
  NewsletterFormView,
  newsletterFormIds,
  type NewsletterHandoff,
} from './newsletter-form-view';

type CheckedFormModule = typeof import('./checked-newsletter-form');

let checkedFormModule: Promise<CheckedFormModule> | undefined;

/** Fetches the checked form's script once; a failed fetch is tried again next time. */
function loadCheckedForm(): Promise<CheckedFormModule> {
  checkedFormModule ??= import('./checked-newsletter-form').catch((error: unknown) => {
    checkedFormModule = undefined;
    throw error;
  });
  return checkedFormModule;
}

/** How far below the screen the form may still be when its script is fetched. */
const nearScreenMargin = '0px 0px 400px 0px';

/**
 * The 'Stay Connected' form. Its checks (Conform and zod, about 22 KB, a tenth of what the
 * home page may transfer) are fetched only when a visitor comes near the form, points at it or
 * focuses it: most visitors never subscribe, and every page that closes with the block would
 * otherwise load them with its first scripts (decision 030). Until then the page shows the
 * plain form, which posts to the page's action as it does without script; once the script has
 * arrived the checked form takes its place with what the visitor typed and the focus, and a
 * subscription asked for in between is sent by the checked form as soon as it is there.
 */
export function NewsletterForm() {
  const lastResult = useActionData<SubmissionResult<string[]>>();
  const formRef = useRef<HTMLFormElement>(null);
  const [checked, setChecked] = useState<{
    Form: CheckedFormModule['CheckedNewsletterForm'];
    handoff: NewsletterHandoff;
  }>();

  const loadRequested = useRef(false);
  const submitRequested = useRef(false);

  const takeOver = useCallback((submit: boolean) => {
    submitRequested.current ||= submit;
    if (loadRequested.current) return;
    loadRequested.current = true;
    loadCheckedForm().then(
      ({ CheckedNewsletterForm }) => {
        const form = formRef.current;
        const input = form?.elements.namedItem('email');
        if (!form || !(input instanceof HTMLInputElement)) return;
        const handoff = {
          email: input.value,
          focused: document.activeElement === input,
          submit: submitRequested.current,
        };
        // Read and replaced in one task, so no keystroke falls between the two.
        flushSync(() => setChecked({ Form: CheckedNewsletterForm, handoff }));
      },
      () => {
        loadRequested.current = false;
        // No script to check with (offline, or a release replaced it): the page's action does.
        if (submitRequested.current) formRef.current?.submit();
        submitRequested.current = false;
      },
    );
  }, []);

  useEffect(() => {
    const form = formRef.current;
    if (checked || !form) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) takeOver(false);
      },
      { rootMargin: nearScreenMargin },
    );
    observer.observe(form);
    return () => observer.disconnect();
  }, [checked, takeOver]);

  if (checked) return <checked.Form lastResult={lastResult} handoff={checked.handoff} />;

  const emailErrors = lastResult?.error?.email ?? undefined;
  const initialEmail = lastResult?.initialValue?.email;
  return (
    <NewsletterFormView
      formRef={formRef}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        takeOver(true);
      }}
      onReach={() => takeOver(false)}
      formErrors={lastResult?.error?.[''] ?? undefined}
      emailInput={{
        id: newsletterFormIds.email,
        name: 'email',
        form: newsletterFormIds.form,
        type: 'email',
        defaultValue: typeof initialEmail === 'string' ? initialEmail : undefined,
        'aria-invalid': emailErrors ? true : undefined,
        'aria-describedby': emailErrors ? newsletterFormIds.emailError : undefined,
      }}
      emailErrors={emailErrors}
      pending={false}
      checked={false}
    />
  );
}
