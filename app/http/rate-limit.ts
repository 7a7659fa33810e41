import { form } from '../locales/en/forms.json';

/**
 * The contract between the form handlers and the server's rate limits (server/rate-limit.ts):
 * the server counts, per client, the attempts at each limited action, and hands the handlers a
 * function in the load context that counts one more (app/load-context.d.ts).
 */

/** The limited actions, each with its own per-client budget a minute. */
export type RateLimitBucket = 'contact' | 'subscribe' | 'request';

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type ConsumeRateLimit = (bucket: RateLimitBucket) => Promise<RateLimitDecision>;

/** In English, as the API answers it; a form shows it in its page's language. */
export const rateLimitMessage = form.formErrors.rateLimited;
