import '@remix-run/node';
import type { ConsumeRateLimit } from '~/http/rate-limit';

declare module '@remix-run/node' {
  interface AppLoadContext {
    /** Counts one attempt of this request's client at a limited action (server/rate-limit.ts). */
    consumeRateLimit: ConsumeRateLimit;
  }
}
