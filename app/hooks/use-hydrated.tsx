import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';

const HydratedContext = createContext(false);

/** The User Timing mark set once the script-driven controls are live. */
export const hydratedMark = 'tea:hydrated';

/**
 * Tells the page below it when React has hydrated. The switch to the script-driven controls
 * is a transition, so React renders it in short slices instead of one long task straight
 * after hydration (a slow phone stays responsive while the menus and carousels wake up).
 */
export function HydrationProvider({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  useEffect(() => {
    if (!hydrated) return;
    // Lets tests (and styles) know when script-driven controls are live.
    document.documentElement.dataset.hydrated = 'true';
    // And a performance trace: a Lighthouse run without this mark never saw the scripts run,
    // so it is no measurement of the page (scripts/lighthouse.ts).
    performance.mark(hydratedMark);
  }, [hydrated]);
  return <HydratedContext.Provider value={hydrated}>{children}</HydratedContext.Provider>;
}

/** False on the server and during hydration, true afterwards: lets a script-only control replace its no-script fallback without a mismatch. */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
