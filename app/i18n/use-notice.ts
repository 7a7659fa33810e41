import { useCallback } from 'react';
import { useTranslation } from '~/i18n/translations';
import { notices, type Notice, type NoticeKey } from '~/config/messages';

/** A notice (app/config/messages.ts) in the page's language; the toast and the no-script notice show it. */
export function useNotice(): (key: NoticeKey) => Notice {
  const { t } = useTranslation('forms');
  return useCallback(
    (key: NoticeKey) => {
      const english: Notice = notices[key];
      return {
        ...english,
        title: t(`notices.${key}.title`),
        description: t(`notices.${key}.description`),
        detail: key === 'subscribed' ? t('notices.subscribed.detail') : undefined,
      };
    },
    [t],
  );
}
