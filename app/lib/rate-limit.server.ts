import { positiveIntegerSetting } from './environment-settings.server';

/** The limited actions, each with its own per-client budget a minute. */
export type RateLimitBucket = 'contact' | 'subscribe';

const defaultLimitsPerMinute: Record<RateLimitBucket, number> = { contact: 5, subscribe: 10 };
const environmentVariables: Record<RateLimitBucket, string> = {
  contact: 'RATE_LIMIT_CONTACT_PER_MINUTE',
  subscribe: 'RATE_LIMIT_SUBSCRIBE_PER_MINUTE',
};

export function limitPerMinute(bucket: RateLimitBucket): number {
  return positiveIntegerSetting(environmentVariables[bucket], defaultLimitsPerMinute[bucket]);
}

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** A fixed-window counter per key, kept in memory (one server process). */
export function createRateLimiter({
  limit,
  windowMilliseconds = 60_000,
  now = Date.now,
}: {
  limit: () => number;
  windowMilliseconds?: number;
  now?: () => number;
}) {
  const windows = new Map<string, { startedAt: number; count: number }>();

  function forgetExpired(time: number) {
    for (const [key, window] of windows) {
      if (time - window.startedAt >= windowMilliseconds) windows.delete(key);
    }
  }

  return {
    consume(key: string): RateLimitDecision {
      const time = now();
      if (windows.size > 10_000) forgetExpired(time);
      let window = windows.get(key);
      if (!window || time - window.startedAt >= windowMilliseconds) {
        window = { startedAt: time, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count <= limit()) return { allowed: true };
      const retryAfterMilliseconds = window.startedAt + windowMilliseconds - time;
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMilliseconds / 1000)),
      };
    },
  };
}

const limiters: Record<RateLimitBucket, ReturnType<typeof createRateLimiter>> = {
  contact: createRateLimiter({ limit: () => limitPerMinute('contact') }),
  subscribe: createRateLimiter({ limit: () => limitPerMinute('subscribe') }),
};

/** Counts one attempt of a client at a limited action. */
export function consumeRateLimit(
  bucket: RateLimitBucket,
  clientAddress: string,
): RateLimitDecision {
  return limiters[bucket].consume(clientAddress);
}

export const rateLimitMessage = 'Too many requests. Please wait a minute and try again.';
