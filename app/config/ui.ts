/** The specification's interface constants (§9). */
export const toastSettings = {
  limit: 1,
  durationMilliseconds: 5000,
  removeDelayMilliseconds: 1_000_000,
  swipeThresholdPixels: 50,
  hotkey: ['F8'],
} as const;

export const tooltipSettings = {
  delayMilliseconds: 700,
  skipDelayMilliseconds: 300,
  sideOffsetPixels: 4,
} as const;

/** The browser's own chrome around the site (theme-color, web app manifest): tea green on cream. */
export const browserColors = { theme: '#14291c', background: '#fdfaf3' } as const;

/** Spec §9: the hero moves on every 7 seconds and slides over 0.7 seconds. */
export const heroAdvanceMilliseconds = 7000;
