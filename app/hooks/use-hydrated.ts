import { useSyncExternalStore } from 'react';

function subscribe(): () => void {
  return () => {};
}

/** False on the server and during hydration, true afterwards: lets a script-only control replace its no-script fallback without a mismatch. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
