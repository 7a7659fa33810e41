import { useForm, type DefaultValue, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { useState } from 'react';
import type { z } from 'zod';
import type { NoticeKey } from '~/config/messages';
import { useLanguage } from '~/i18n/use-language';
import { useNotice } from '~/i18n/use-notice';
import { useFormMessage } from './use-form-message';
import { postJson } from '~/features/inquiries/api-client';
import { useToast } from '~/components/ui/toaster';

type InquiryFormOptions<Schema extends z.ZodTypeAny> = {
  id: string;
  schema: Schema;
  /** The answer of the page's action after a plain (no-script) POST. */
  lastResult: SubmissionResult<string[]> | null | undefined;
  defaultValue?: DefaultValue<z.input<Schema>>;
  apiPath: '/api/contact' | '/api/subscribe' | '/api/requests';
  successNotice: NoticeKey;
  failureNotice: NoticeKey;
};

const statusPrefixed = /^\d{3}: /;

/**
 * A form that works both ways: without script it POSTs to the page's action; with script
 * Conform checks the shared schema first, then the values go to the JSON API without a
 * reload, and a toast tells the outcome (success clears the form, failure keeps it).
 */
export function useInquiryForm<Schema extends z.ZodTypeAny>({
  id,
  schema,
  lastResult,
  defaultValue,
  apiPath,
  successNotice,
  failureNotice,
}: InquiryFormOptions<Schema>) {
  const showToast = useToast();
  const notice = useNotice();
  const translate = useFormMessage();
  const language = useLanguage();
  const [pending, setPending] = useState(false);
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult,
    defaultValue,
    // Errors first appear on submit: validating on blur would move the button under a click.
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    onSubmit: async (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== 'success') return;
      setPending(true);
      try {
        // The API has no page to read the language from: the operators learn it from this.
        await postJson(apiPath, { ...submission.value, language });
        showToast(notice(successNotice));
        form.reset();
      } catch (error) {
        const failure = notice(failureNotice);
        // "429: Too many requests…": the status as the server gave it, its words translated.
        const status = error instanceof Error ? statusPrefixed.exec(error.message)?.[0] : undefined;
        const detail =
          error instanceof Error && status
            ? `${status}${translate(error.message.slice(status.length))}`
            : null;
        showToast({ ...failure, description: detail ?? failure.description });
      } finally {
        setPending(false);
      }
    },
  });
  return { form, fields, pending };
}
