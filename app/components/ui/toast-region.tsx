import { useTranslation } from '~/i18n/translations';
import * as Toast from '@radix-ui/react-toast';
import { toastSettings } from '~/config/ui';
import { CloseIcon } from './icons';
import type { ShownToast } from './toaster';

const variantClassNames: Record<ShownToast['variant'], string> = {
  default: 'border-tea-200 bg-white text-ink',
  destructive: 'border-red-800 bg-red-700 text-white',
};

/**
 * The toasts on screen and the region that holds them (Radix): 5 s, swipe 50 px towards the
 * end side (right; left in Arabic), Escape or the close button, F8 to reach it. `<Toaster>`
 * loads this module when it is first asked for a toast, so no page evaluates Radix's toast code
 * until it shows one.
 */
export default function ToastRegion({
  toasts,
  onDismiss,
}: {
  toasts: readonly ShownToast[];
  onDismiss: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Toast.Provider
      duration={toastSettings.durationMilliseconds}
      // Away off the end side of the screen, where the toasts stand; this module runs only in
      // the browser, so the page's direction is known.
      swipeDirection={document.documentElement.dir === 'rtl' ? 'left' : 'right'}
      swipeThreshold={toastSettings.swipeThresholdPixels}
      label={t('toast.region')}
    >
      {toasts.map((toast) => (
        // While swiped, a toast follows the pointer by Radix's offset, which is in screen
        // pixels: that translate-x stays physical in either direction.
        <Toast.Root
          key={toast.id}
          open={toast.open}
          onOpenChange={(open) => {
            if (!open) onDismiss(toast.id);
          }}
          type={toast.variant === 'destructive' ? 'foreground' : 'background'}
          className={`pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pe-10 shadow-lg data-[state=closed]:hidden data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) ${variantClassNames[toast.variant]}`}
        >
          {/* Radix announces the toast's text nodes run together; the spaces keep its
              sentences apart (a grid does not lay out text that is only white space). */}
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{toast.title}</Toast.Title>{' '}
            <Toast.Description className="grid gap-1 text-sm opacity-90">
              <span>{toast.description}</span>
              {toast.detail && (
                <>
                  {' '}
                  <span>{toast.detail}</span>
                </>
              )}
            </Toast.Description>
          </div>
          <Toast.Close
            aria-label={t('toast.close')}
            className="absolute end-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100"
          >
            <CloseIcon width={16} height={16} />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        hotkey={[...toastSettings.hotkey]}
        className="fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 outline-none sm:top-auto sm:end-0 sm:bottom-0 sm:flex-col md:max-w-[420px]"
      />
    </Toast.Provider>
  );
}
