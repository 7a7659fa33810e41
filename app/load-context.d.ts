import '@remix-run/node';
import type { ConsumeRateLimit } from '~/http/rate-limit';

declare module '@remix-run/node' {
  interface AppLoadContext {
    /** Counts one attempt of this request's client at a limited action (server/rate-limit.ts). */
    consumeRateLimit: ConsumeRateLimit;
    /**
     * The key this request's client is counted under (server/client-address.ts rateLimitKey),
     * for limits the app keeps itself, such as the newsletter's confirmation e-mails a day.
     */
    clientKey: string;
    /**
     * Whether the answer is an HTML document rather than a client-side navigation's data (a
     * `.data` request): a document's loader data names the translation files its page shows
     * instead of carrying their texts, which the HTML already shows (decision 031).
     */
    documentRequest: boolean;
  }
}
