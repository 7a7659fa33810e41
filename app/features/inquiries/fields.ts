/**
 * What every inquiry form shares that is not a schema: the limits of its fields and the name of
 * its honeypot. Kept apart from the schemas (schemas.ts), which bring zod, so that a form shown
 * before its checks are wanted (the newsletter block, app/components/newsletter/newsletter-form.tsx)
 * renders without loading them.
 */

/** The limits of docs/architecture.md 'Field limits'; the minimums are the spec's (§5, §9). */
export const fieldLimits = {
  nameMin: 2,
  nameMax: 100,
  emailMax: 254,
  messageMin: 10,
  messageMax: 5000,
} as const;

/** Name of the hidden field only bots fill in. */
export const honeypotField = 'website';
