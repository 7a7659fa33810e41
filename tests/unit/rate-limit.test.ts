import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRateLimiter, limitPerMinute } from '~/lib/rate-limit.server';

/** A limiter on a clock the test moves by hand. */
function limiterAt(start: number, limit = 2, windowMilliseconds = 60_000) {
  const clock = { now: start };
  const limiter = createRateLimiter({
    limit: () => limit,
    windowMilliseconds,
    now: () => clock.now,
  });
  return { limiter, clock };
}

describe('fixed-window rate limiter', () => {
  it('allows `limit` attempts in a window, then refuses until the window ends', () => {
    const { limiter, clock } = limiterAt(1_000_000);
    expect(limiter.consume('client')).toEqual({ allowed: true });
    expect(limiter.consume('client')).toEqual({ allowed: true });
    expect(limiter.consume('client')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    clock.now += 59_999;
    expect(limiter.consume('client')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    clock.now += 1;
    expect(limiter.consume('client')).toEqual({ allowed: true });
  });

  it('rounds Retry-After up to whole seconds, never below 1', () => {
    const { limiter, clock } = limiterAt(0, 1);
    limiter.consume('client');
    const retryAfterAt = (elapsed: number) => {
      clock.now = elapsed;
      const decision = limiter.consume('client');
      return decision.allowed ? 'allowed' : decision.retryAfterSeconds;
    };
    expect(retryAfterAt(0)).toBe(60);
    expect(retryAfterAt(30_000)).toBe(30);
    expect(retryAfterAt(30_001)).toBe(30);
    expect(retryAfterAt(30_999)).toBe(30);
    expect(retryAfterAt(31_000)).toBe(29);
    expect(retryAfterAt(59_999.5)).toBe(1);
  });

  it('starts a new window from the first attempt after the old one ended', () => {
    const { limiter, clock } = limiterAt(0, 1);
    limiter.consume('client');
    clock.now = 90_000;
    expect(limiter.consume('client')).toEqual({ allowed: true });
    clock.now = 149_999;
    expect(limiter.consume('client')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    clock.now = 150_000;
    expect(limiter.consume('client')).toEqual({ allowed: true });
  });

  it('counts refused attempts too, so hammering does not reset anything', () => {
    const { limiter, clock } = limiterAt(0, 1);
    for (let attempt = 0; attempt < 50; attempt += 1) limiter.consume('client');
    clock.now = 59_000;
    expect(limiter.consume('client')).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it('gives every key its own budget', () => {
    const { limiter } = limiterAt(0, 1);
    expect(limiter.consume('203.0.113.1')).toEqual({ allowed: true });
    expect(limiter.consume('203.0.113.1').allowed).toBe(false);
    expect(limiter.consume('203.0.113.2')).toEqual({ allowed: true });
    expect(limiter.consume('203.0.113.2').allowed).toBe(false);
  });

  it('reads the limit at each attempt, so a changed setting applies at once', () => {
    let limit = 1;
    const limiter = createRateLimiter({ limit: () => limit, now: () => 0 });
    limiter.consume('client');
    expect(limiter.consume('client').allowed).toBe(false);
    limit = 5;
    expect(limiter.consume('client').allowed).toBe(true);
  });

  it('keeps working past ten thousand clients, when it forgets ended windows', () => {
    const { limiter, clock } = limiterAt(0, 1);
    for (let client = 0; client <= 10_001; client += 1) limiter.consume(`client-${client}`);
    expect(limiter.consume('client-0').allowed).toBe(false);
    clock.now = 60_000;
    expect(limiter.consume('late-client')).toEqual({ allowed: true });
    expect(limiter.consume('client-0')).toEqual({ allowed: true });
    expect(limiter.consume('client-0').allowed).toBe(false);
  });
});

describe('limits from the environment', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('defaults to 5 contact messages and 10 signups a minute', () => {
    vi.stubEnv('RATE_LIMIT_CONTACT_PER_MINUTE', undefined);
    vi.stubEnv('RATE_LIMIT_SUBSCRIBE_PER_MINUTE', undefined);
    expect(limitPerMinute('contact')).toBe(5);
    expect(limitPerMinute('subscribe')).toBe(10);
  });

  it('takes each limit from its own variable', () => {
    vi.stubEnv('RATE_LIMIT_CONTACT_PER_MINUTE', '2');
    vi.stubEnv('RATE_LIMIT_SUBSCRIBE_PER_MINUTE', '300');
    expect(limitPerMinute('contact')).toBe(2);
    expect(limitPerMinute('subscribe')).toBe(300);
  });

  it.each(['0', '-3', '2.5', 'ten', '', ' '])('ignores %j and keeps the default', (value) => {
    vi.stubEnv('RATE_LIMIT_CONTACT_PER_MINUTE', value);
    expect(limitPerMinute('contact')).toBe(5);
  });
});
