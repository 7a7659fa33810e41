import { UNSAFE_useScrollRestoration as useScrollRestoration } from 'react-router-dom';

/**
 * Remix's `<ScrollRestoration>` without its inline script: the router keeps each page's scroll
 * position under the same key, saves it when the page is left and restores it on back and
 * forward, as Remix's component has it do (it calls this same hook).
 *
 * Remix's script put a reloaded page back where it was before the page's scripts start. The
 * browser does that itself: the hook hands scrolling back to it (`history.scrollRestoration =
 * "auto"`) whenever a page is left. The script was 0.3 KB of every document with its CSP hash, in
 * the first round trip (decision 031), and its read of `sessionStorage` took 4-8 ms of the task
 * that lays the page out first. `react-router-dom` is pinned to the version Remix pins, so the
 * site has one router.
 */
export function ScrollPositions(): null {
  useScrollRestoration({ storageKey: 'positions' });
  return null;
}
