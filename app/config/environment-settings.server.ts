const positiveWholeNumber = /^[1-9][0-9]*$/;

/**
 * A whole-number setting from the environment, like `RATE_LIMIT_CONTACT_PER_MINUTE=20`.
 * Anything else (unset, empty, zero, negative, fractional, `1e3`, not a number) falls back
 * to the default, so a typo cannot switch a limit off or make a timeout instant.
 */
export function positiveIntegerSetting(name: string, fallback: number): number {
  const text = process.env[name]?.trim() ?? '';
  const configured = positiveWholeNumber.test(text) ? Number(text) : Number.NaN;
  return Number.isSafeInteger(configured) ? configured : fallback;
}
