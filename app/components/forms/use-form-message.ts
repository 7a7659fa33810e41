import { useCallback } from 'react';
import { useTranslation } from '~/i18n/translations';
import { notices, type NoticeKey } from '~/config/messages';
import { form } from '~/locales/en/forms.json';
// Only the file's `validation` (a named import of a JSON file keeps the rest out of the bundle),
// since this hook runs with every form, the newsletter's on every page included.
import { validation as requestValidation } from '~/locales/en/request.json';

const { formErrors, validation } = form;

type FormsMessageKey =
  `form.validation.${keyof typeof validation}` | `form.formErrors.${keyof typeof formErrors}`;
type RequestMessageKey = `validation.${keyof typeof requestValidation}`;

/** Where a message's translation is: a text of forms.json, or of request.json. */
type MessageKey =
  { namespace: 'forms'; key: FormsMessageKey } | { namespace: 'request'; key: RequestMessageKey };

/**
 * The schemas and the server speak English (the API's `{message}` is what a client reads); a
 * page shows each message in its own language, found by its English words. A message without a
 * translation (a malformed request's, which no form of ours sends) is shown as the server wrote it.
 */
const keysOfEnglish = new Map<string, MessageKey>([
  ...Object.entries(validation).map(
    ([key, text]) =>
      [
        text,
        { namespace: 'forms', key: `form.validation.${key as keyof typeof validation}` },
      ] as const,
  ),
  ...Object.entries(formErrors).map(
    ([key, text]) =>
      [
        text,
        { namespace: 'forms', key: `form.formErrors.${key as keyof typeof formErrors}` },
      ] as const,
  ),
  ...Object.entries(requestValidation).map(
    ([key, text]) =>
      [
        text,
        { namespace: 'request', key: `validation.${key as keyof typeof requestValidation}` },
      ] as const,
  ),
]);

const noticesByDescription = new Map<string, NoticeKey>(
  (Object.keys(notices) as NoticeKey[]).map((key) => [notices[key].description, key]),
);

/**
 * Translates a field's or a form's error message into the page's language. The request form's
 * messages are read from the `request` namespace, which only its page loads: no other form's
 * schema gives them.
 */
export function useFormMessage(): (message: string) => string {
  const { t } = useTranslation('forms');
  const { t: requestText } = useTranslation('request');
  return useCallback(
    (message: string) => {
      const found = keysOfEnglish.get(message);
      if (found) return found.namespace === 'forms' ? t(found.key) : requestText(found.key);
      const notice = noticesByDescription.get(message);
      return notice ? t(`notices.${notice}.description`) : message;
    },
    [t, requestText],
  );
}
