// The one schema of the environment (app/config/environment.server.ts): the defaults, and each
// value that stops the start, refused in one line naming the variable, never repeating a secret.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvironmentError, readEnvironment } from '~/config/environment.server';
import { site } from '~/config/site';

/** The error readEnvironment throws for `source`. */
function refusal(source: Record<string, string>): EnvironmentError {
  try {
    readEnvironment(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvironmentError);
    return error as EnvironmentError;
  }
  throw new Error(`${JSON.stringify(source)} was taken`);
}

describe('readEnvironment', () => {
  it('gives every variable its default when nothing is set', () => {
    expect(readEnvironment({})).toEqual({
      NODE_ENV: 'development',
      PORT: 3000,
      DATABASE_URL: path.resolve('data/app.db'),
      MIGRATIONS_DIR: path.resolve('db/migrations'),
      SITE_URL: site.url.replace(/\/+$/, ''),
      ALLOWED_HOSTS: [],
      TRUST_PROXY: false,
      WEB_CONCURRENCY: 1,
      PAGE_CACHE_MAX_MB: 32,
      RATE_LIMIT_CONTACT_PER_MINUTE: 5,
      RATE_LIMIT_SUBSCRIBE_PER_MINUTE: 10,
      RATE_LIMIT_REQUEST_PER_MINUTE: 5,
      RATE_LIMIT_PAGES_PER_MINUTE: 600,
      RATE_LIMIT_SIGNUP_MAILS_PER_DAY: 10,
      DATABASE_BUSY_TIMEOUT_MS: 5000,
      SMTP_URL: undefined,
      MAIL_FROM: undefined,
      SIGNING_SECRET: undefined,
      OUTBOX_POLL_MS: 2000,
      OUTBOX_RETRY_BASE_MS: 60_000,
      OUTBOX_LEASE_MS: 30_000,
      DATABASE_CHECK_INTERVAL_MS: 3_600_000,
      LOG_LEVEL: 'info',
    });
  });

  it('takes a blank text (`SITE_URL=` in an env file) as unset, and refuses a blank number', () => {
    const blank = { SITE_URL: ' ', DATABASE_URL: '', SMTP_URL: '', TRUST_PROXY: ' ' };
    expect(readEnvironment(blank)).toEqual(readEnvironment({}));
    expect(refusal({ PORT: '' }).message).toBe('PORT="" is not a port (0-65535)');
    expect(refusal({ WEB_CONCURRENCY: ' ' }).message).toBe(
      'WEB_CONCURRENCY=" " is not a positive whole number',
    );
  });

  it('reads the values it is given', () => {
    const environment = readEnvironment({
      PORT: '0',
      DATABASE_URL: '/srv/tea/app.db',
      SITE_URL: 'https://staging.example.com/',
      ALLOWED_HOSTS: 'Staging.Example.com., localhost',
      TRUST_PROXY: '1',
      WEB_CONCURRENCY: '4',
      DATABASE_BUSY_TIMEOUT_MS: '1000',
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      MAIL_FROM: 'Tea <no-reply@example.com>',
      SIGNING_SECRET: 'x'.repeat(32),
      DATABASE_CHECK_INTERVAL_MS: '250',
      LOG_LEVEL: 'warn',
    });
    expect(environment).toMatchObject({
      PORT: 0,
      DATABASE_URL: '/srv/tea/app.db',
      SITE_URL: 'https://staging.example.com',
      ALLOWED_HOSTS: ['staging.example.com', 'localhost'],
      TRUST_PROXY: 1,
      WEB_CONCURRENCY: 4,
      DATABASE_BUSY_TIMEOUT_MS: 1000,
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      DATABASE_CHECK_INTERVAL_MS: 250,
      LOG_LEVEL: 'warn',
    });
  });

  const refused: [name: string, value: string, reason: RegExp][] = [
    ['SITE_URL', 'not-a-url', /is not an http:\/\/ or https:\/\/ address/],
    ['SITE_URL', 'ftp://example.com', /is not an http:\/\/ or https:\/\/ address/],
    ['PORT', '99999', /is not a port/],
    ['PORT', 'http', /is not a port/],
    ['WEB_CONCURRENCY', '0', /is not a positive whole number/],
    ['WEB_CONCURRENCY', '2.5', /is not a positive whole number/],
    ['DATABASE_BUSY_TIMEOUT_MS', '-1', /is not a positive whole number/],
    ['PAGE_CACHE_MAX_MB', 'lots', /is not a positive whole number/],
    ['RATE_LIMIT_CONTACT_PER_MINUTE', '0', /is not a positive whole number/],
    ['DATABASE_CHECK_INTERVAL_MS', '9999999999', /is not a positive whole number/],
    ['TRUST_PROXY', 'true', /is refused: it would let any client choose its address/],
    ['TRUST_PROXY', 'nginx.internal', /is not a hop count or a list of addresses/],
    ['ALLOWED_HOSTS', 'example.com/path', /is not a comma-separated list of host names/],
    ['MAIL_FROM', 'nobody', /is not one e-mail address/],
    ['LOG_LEVEL', 'loud', /is not one of fatal, error, warn, info, debug, trace, silent$/],
  ];

  it.each(refused)('refuses %s=%s in one line naming it', (name, value, reason) => {
    const error = refusal({ [name]: value });
    expect(error.problems).toHaveLength(1);
    expect(error.message.startsWith(`${name}=${value} `)).toBe(true);
    expect(error.message).toMatch(reason);
    expect(error.message).not.toContain('\n');
  });

  it('says each wrong variable, in one line', () => {
    const error = refusal({ PORT: '99999', WEB_CONCURRENCY: '0', LOG_LEVEL: 'loud' });
    expect(error.problems.map((problem) => problem.split('=')[0])).toEqual([
      'PORT',
      'WEB_CONCURRENCY',
      'LOG_LEVEL',
    ]);
    expect(error.message).not.toContain('\n');
  });

  it('shows a value with a line break quoted, still on one line', () => {
    const error = refusal({ PORT: '80\n81' });
    expect(error.message).toBe('PORT="80\\n81" is not a port (0-65535)');
  });

  it('never repeats the value of a secret', () => {
    const password = 'hunter2-correct-horse';
    for (const [name, value] of [
      ['SMTP_URL', `http://sales:${password}@mail.example.com`],
      ['SMTP_URL', `smtp://sales:${password}@`],
      ['SIGNING_SECRET', password],
    ] as const) {
      const error = refusal({ [name]: value });
      expect(error.message.startsWith(`${name} `)).toBe(true);
      expect(error.message).not.toContain(password);
      expect(error.message).not.toContain(value);
    }
  });
});
