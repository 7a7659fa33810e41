import { isIP } from 'node:net';
import path from 'node:path';
import proxyAddr from 'proxy-addr';
import addressparser from 'nodemailer/lib/addressparser';
import { z } from 'zod';
import { confirmationLimits } from '../features/newsletter/confirmation-limits';
import { site } from './site';

/**
 * Every environment variable the site reads, in one schema, checked before the server starts
 * (server/index.ts): a value that cannot be right stops the start with one line naming the
 * variable, rather than running half-configured or silently on a default. The README's table
 * of variables is tested against `environmentVariableNames`.
 */

const positiveWholeNumber = (fallback: number) =>
  z
    .string()
    .trim()
    .default(String(fallback))
    .refine((text) => /^[1-9][0-9]{0,8}$/.test(text), 'is not a positive whole number')
    .transform(Number);

/** Unset or empty: the default. Set: it must be right. */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((text) => (text ? text : undefined));

/**
 * Express's `trust proxy`: a hop count (their `X-Forwarded-For` entries are read from the
 * right, so a client's own forged entries on the left are never taken), or which addresses the
 * proxies have. `false`: the socket's address is the client.
 */
export type TrustProxySetting = number | string[] | false;

/**
 * `TRUST_PROXY`: unset or `0` (no proxy), a hop count (`1` behind one nginx), or a comma-separated
 * list of proxy addresses, CIDR ranges or proxy-addr's names (`loopback`, `uniquelocal`).
 * `true` is refused: it would take the leftmost address, which any client can choose.
 */
export function parseTrustProxy(value: string | undefined): TrustProxySetting {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0' || text === 'false') return false;
  if (/^\d{1,3}$/.test(text)) return Number(text);
  if (text === 'true') {
    throw new Error(
      'is refused: it would let any client choose its address with X-Forwarded-For; ' +
        'set the number of proxies in front (1 behind one nginx) or their addresses',
    );
  }
  const entries = text.split(',').map((entry) => entry.trim());
  try {
    proxyAddr.compile(entries);
  } catch (error) {
    throw new Error(`is not a hop count or a list of addresses (${String(error)})`);
  }
  return entries;
}

function httpUrl(text: string): boolean {
  try {
    const { protocol } = new URL(text);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

export const environmentSchema = z.object({
  NODE_ENV: z.string().trim().default('development'),
  PORT: z
    .string()
    .trim()
    .default('3000')
    .refine((text) => /^\d{1,5}$/.test(text) && Number(text) <= 65_535, 'is not a port (0-65535)')
    .transform(Number),
  // The address to listen on. Unset, server/settings.ts decides: loopback only behind a proxy.
  HOST: optionalText
    // `[::1]` as in a URL is `::1` to listen on.
    .transform((text) => text?.replace(/^\[(.*)\]$/, '$1'))
    .refine(
      (text) =>
        text === undefined || isIP(text) !== 0 || /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/i.test(text),
      'is not an IP address or host name to listen on (127.0.0.1, ::1, 0.0.0.0, ::)',
    ),
  DATABASE_URL: z
    .string()
    .trim()
    .default('')
    .transform((file) => path.resolve(file || 'data/app.db')),
  MIGRATIONS_DIR: z
    .string()
    .trim()
    .default('')
    .transform((folder) => path.resolve(folder || 'db/migrations')),
  SITE_URL: z
    .string()
    .trim()
    .default('')
    .refine((text) => text === '' || httpUrl(text), 'is not an http:// or https:// address')
    .transform((text) => (text || site.url).replace(/\/+$/, '')),
  ALLOWED_HOSTS: z
    .string()
    .default('')
    .transform((text) =>
      text
        .split(',')
        .map((host) => host.trim().toLowerCase().replace(/\.$/, ''))
        .filter(Boolean),
    )
    .refine(
      (hosts) => hosts.every((host) => /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)$/.test(host)),
      'is not a comma-separated list of host names',
    ),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((text, context): TrustProxySetting => {
      try {
        return parseTrustProxy(text);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  WEB_CONCURRENCY: positiveWholeNumber(1),
  PAGE_CACHE_MAX_MB: positiveWholeNumber(32),
  RATE_LIMIT_CONTACT_PER_MINUTE: positiveWholeNumber(5),
  RATE_LIMIT_SUBSCRIBE_PER_MINUTE: positiveWholeNumber(10),
  RATE_LIMIT_REQUEST_PER_MINUTE: positiveWholeNumber(5),
  RATE_LIMIT_PAGES_PER_MINUTE: positiveWholeNumber(600),
  RATE_LIMIT_SIGNUP_MAILS_PER_DAY: positiveWholeNumber(confirmationLimits.perClient),
  DATABASE_BUSY_TIMEOUT_MS: positiveWholeNumber(5_000),
  SMTP_URL: optionalText.refine((text) => {
    if (text === undefined) return true;
    try {
      const url = new URL(text);
      return ['smtp:', 'smtps:'].includes(url.protocol) && url.hostname !== '';
    } catch {
      return false;
    }
    // The value is not repeated in the message: it may hold a password.
  }, 'is not an smtp:// or smtps:// URL (smtp://user:pass@host:587)'),
  MAIL_FROM: optionalText.refine((text) => {
    if (text === undefined) return true;
    const addresses = addressparser(text, { flatten: true });
    return addresses.length === 1 && Boolean(addresses[0]?.address.includes('@'));
  }, 'is not one e-mail address'),
  SIGNING_SECRET: optionalText.refine(
    (text) => text === undefined || text.length >= 32,
    'is too short to trust: use at least 32 random characters (openssl rand -hex 32)',
  ),
  OUTBOX_POLL_MS: positiveWholeNumber(2_000),
  OUTBOX_RETRY_BASE_MS: positiveWholeNumber(60_000),
  OUTBOX_LEASE_MS: positiveWholeNumber(30_000),
  DATABASE_CHECK_INTERVAL_MS: positiveWholeNumber(60 * 60 * 1000),
  LOG_LEVEL: z
    .enum(logLevels, { errorMap: () => ({ message: `is not one of ${logLevels.join(', ')}` }) })
    .default('info'),
});

export type Environment = z.output<typeof environmentSchema>;

export const environmentVariableNames = Object.keys(
  environmentSchema.shape,
) as (keyof Environment)[];

/** Values that must never appear in a message (they may hold passwords or keys). */
const secretVariables = new Set(['SMTP_URL', 'SIGNING_SECRET']);

/**
 * `=value` for the message about a variable, on one line whatever it holds (quoted when it has
 * control characters or spaces at its ends); nothing for a secret, whose value may be a password.
 */
function shownValue(name: string, given: string | undefined): string {
  if (given === undefined || secretVariables.has(name)) return '';
  const plain = !/\p{Cc}/u.test(given) && given === given.trim() && given !== '';
  return `=${plain ? given : JSON.stringify(given)}`;
}

/** A variable that cannot be right; the message is one line naming it. */
export class EnvironmentError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('; '));
    this.name = 'EnvironmentError';
  }
}

/** Parses and checks `source` (the process's environment by default); throws EnvironmentError. */
export function readEnvironment(
  source: Readonly<Record<string, string | undefined>> = process.env,
): Environment {
  const values = Object.fromEntries(environmentVariableNames.map((name) => [name, source[name]]));
  const result = environmentSchema.safeParse(values);
  if (result.success) return result.data;
  throw new EnvironmentError(
    result.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      const given = source[name];
      return `${name}${shownValue(name, given)} ${issue.message}`;
    }),
  );
}

let lastRead: { key: string; environment: Environment } | undefined;

/**
 * The checked environment. Read again whenever a variable changed (tests set them), otherwise
 * the last reading: it is read on every request.
 */
export function environment(): Environment {
  const key = environmentVariableNames.map((name) => process.env[name] ?? '\u0000').join('\u0001');
  if (lastRead?.key !== key) lastRead = { key, environment: readEnvironment() };
  return lastRead.environment;
}
