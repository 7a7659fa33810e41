import { useCallback } from 'react';
import { useTranslation } from '~/i18n/translations';
import { notices, type NoticeKey } from '~/config/messages';
import { form } from '~/locales/en/forms.json';

const { formErrors, validation } = form;

type FormMessageKey =
  `form.validation.${keyof typeof validation}` | `form.formErrors.${keyof typeof formErrors}`;

/**
 * The schemas and the server speak English (the API's `{message}` is what a client reads); a
 * page shows each message in its own language, found by its English words. A message without a
 * translation (a malformed request's, which no form of ours sends) is shown as the server wrote it.
 */
const keysOfEnglish = new Map<string, FormMessageKey>([
  ...Object.entries(validation).map(
    ([key, text]) => [text, `form.validation.${key as keyof typeof validation}`] as const,
  ),
  ...Object.entries(formErrors).map(
    ([key, text]) => [text, `form.formErrors.${key as keyof typeof formErrors}`] as const,
  ),
]);

const noticesByDescription = new Map<string, NoticeKey>(
  (Object.keys(notices) as NoticeKey[]).map((key) => [notices[key].description, key]),
);

/** Translates a field's or a form's error message into the page's language. */
export function useFormMessage(): (message: string) => string {
  const { t } = useTranslation('forms');
  return useCallback(
    (message: string) => {
      const key = keysOfEnglish.get(message);
      if (key) return t(key);
      const notice = noticesByDescription.get(message);
      return notice ? t(`notices.${notice}.description`) : message;
    },
    [t],
  );
}
