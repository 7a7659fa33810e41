import { useEffect } from 'react';
import type { Notice, NoticeKey } from '~/config/messages';
import { useNotice } from '~/i18n/use-notice';
import { useHydrated } from '~/hooks/use-hydrated';
import { useToast } from '~/components/ui/toaster';
import { Container } from '~/components/ui/container';

/**
 * The notice a redirect left (e.g. 'Message Sent'). Without script it is part of the page
 * as a status message; once hydrated it is handed to the toast region instead.
 */
export function FlashNotice({ notice }: { notice: NoticeKey | null }) {
  const hydrated = useHydrated();
  const showToast = useToast();
  const translated = useNotice();

  useEffect(() => {
    if (notice) showToast(translated(notice));
  }, [notice, showToast, translated]);

  if (!notice || hydrated) return null;
  const { title, description, detail, variant }: Notice = translated(notice);
  const colors =
    variant === 'destructive'
      ? 'border-red-700 bg-red-50 text-red-900'
      : 'border-tea-500 bg-tea-50 text-tea-900';
  return (
    <Container className="pt-6">
      <div role="status" className={`rounded-xl border-s-4 p-4 ${colors}`}>
        <p className="font-semibold">{title}</p>
        <p className="mt-1 text-sm">{description}</p>
        {detail && <p className="mt-1 text-sm">{detail}</p>}
      </div>
    </Container>
  );
}
