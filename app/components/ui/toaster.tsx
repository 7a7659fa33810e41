import {
  Suspense,
  createContext,
  lazy,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { Notice } from '~/config/messages';
import { toastSettings } from '~/config/ui';

export type ShownToast = Notice & { id: number; open: boolean };

/**
 * Radix's toast code (about 40 KB before compression) is in a chunk of its own (vite.config.ts),
 * fetched and evaluated when the first toast is asked for: evaluated with the site's libraries it
 * lengthened the one long task every page spends starting its scripts, for a region most visits
 * never show.
 */
const ToastRegion = lazy(() => import('./toast-region'));

const ToastContext = createContext<((notice: Notice) => void) | null>(null);

/** Shows a toast; only one is on screen at a time, a new one replaces the last. */
export function useToast(): (notice: Notice) => void {
  const showToast = useContext(ToastContext);
  if (!showToast) throw new Error('useToast must be used inside <Toaster>');
  return showToast;
}

/** The app-wide toasts: their state, and the region that shows them once one is asked for. */
export function Toaster({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  // Once loaded the region stays mounted, so focus in it (F8) is never dropped with it.
  const [regionWanted, setRegionWanted] = useState(false);
  const nextId = useRef(1);

  const showToast = useCallback((notice: Notice) => {
    const id = nextId.current++;
    setRegionWanted(true);
    setToasts((current) =>
      [{ ...notice, id, open: true }, ...current].slice(0, toastSettings.limit),
    );
  }, []);

  const dismiss = useCallback((id: number) => {
    setToasts((current) =>
      current.map((toast) => (toast.id === id ? { ...toast, open: false } : toast)),
    );
    // A closed toast stays mounted for its exit, as the spec's long removal delay has it.
    setTimeout(
      () => setToasts((current) => current.filter((toast) => toast.id !== id)),
      toastSettings.removeDelayMilliseconds,
    );
  }, []);

  const contextValue = useMemo(() => showToast, [showToast]);

  return (
    <ToastContext.Provider value={contextValue}>
      {children}
      {regionWanted && (
        <Suspense fallback={null}>
          <ToastRegion toasts={toasts} onDismiss={dismiss} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
