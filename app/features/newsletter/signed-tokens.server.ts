import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDatabase, type AppDatabase } from '../../../db/client';
import { settings } from '../../../db/schema';
import { environment } from '../../config/environment.server';

/**
 * Signed, expiring tokens for the links in the site's e-mails: `email.expiry.signature`, where
 * the signature is HMAC-SHA256 over the purpose, the address and the expiry. The purpose is not
 * in the token, only in the signature, so a token made for one link never works for another.
 */

/** What a token lets its holder do. */
export type TokenPurpose = 'newsletter-confirmation' | 'newsletter-unsubscribe';

export type TokenCheck = { status: 'valid'; email: string } | { status: 'expired' | 'invalid' };

const secretSettingKey = 'signing-secret';
/** As many bytes as the HMAC-SHA256 output: a shorter key is easier to guess than the MAC. */

/** A token longer than this is not one of ours (an address is at most 254 characters). */
const maximumTokenLength = 512;
const tokenShape = /^([A-Za-z0-9_-]+)\.([1-9][0-9]{0,11})\.([A-Za-z0-9_-]{43})$/;

function signature(secret: string, purpose: TokenPurpose, email: string, expiry: number): string {
  // JSON keeps the fields apart whatever they hold: no address can pass for another purpose.
  return createHmac('sha256', secret)
    .update(JSON.stringify([purpose, email, expiry]))
    .digest('base64url');
}

/** A token for `purpose` on `email`, working until `expiresAt` (to the second). */
export function signToken(
  secret: string,
  purpose: TokenPurpose,
  email: string,
  expiresAt: Date,
): string {
  const expiry = Math.floor(expiresAt.getTime() / 1000);
  const encodedEmail = Buffer.from(email, 'utf8').toString('base64url');
  return `${encodedEmail}.${expiry}.${signature(secret, purpose, email, expiry)}`;
}

/**
 * Whether `token` was made by us for `purpose` and still works. The signature is checked before
 * the expiry, so 'expired' is said only of tokens we made; it is compared in constant time.
 */
export function verifyToken(
  secret: string | undefined,
  purpose: TokenPurpose,
  token: string,
  now: Date,
): TokenCheck {
  const parts = token.length <= maximumTokenLength ? tokenShape.exec(token) : null;
  if (!secret || !parts) return { status: 'invalid' };
  const [, encodedEmail = '', expiryText = '', givenSignature = ''] = parts;
  const email = Buffer.from(encodedEmail, 'base64url').toString('utf8');
  // Only the one spelling we write: another encoding of the same bytes is not our token.
  if (Buffer.from(email, 'utf8').toString('base64url') !== encodedEmail) {
    return { status: 'invalid' };
  }
  const expiry = Number(expiryText);
  const expected = Buffer.from(signature(secret, purpose, email, expiry));
  if (!timingSafeEqual(expected, Buffer.from(givenSignature))) return { status: 'invalid' };
  if (now.getTime() >= expiry * 1000) return { status: 'expired' };
  return { status: 'valid', email };
}

/** SIGNING_SECRET, if set (its length is checked with the environment, app/config/environment.server.ts). */
function configuredSecret(): string | undefined {
  return environment().SIGNING_SECRET;
}

/** Secrets read from each database, which never change once made. */
const storedSecrets = new WeakMap<AppDatabase, string>();

function readStoredSecret(database: AppDatabase): string | undefined {
  const known = storedSecrets.get(database);
  if (known) return known;
  const [row] = database
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, secretSettingKey))
    .all();
  if (row) storedSecrets.set(database, row.value);
  return row?.value;
}

/**
 * The secret to sign with: SIGNING_SECRET, or else one made once and kept in the settings table,
 * so the site works out of the box. Every process inserts its own candidate only if there is
 * none yet and then reads what is there, so they all end up with the same secret.
 */
export function signingSecret(database: AppDatabase = getDatabase()): string {
  const configured = configuredSecret();
  if (configured) return configured;
  const stored = readStoredSecret(database);
  if (stored) return stored;
  database
    .insert(settings)
    .values({ key: secretSettingKey, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: settings.key })
    .run();
  const made = readStoredSecret(database);
  if (!made) throw new Error('The signing secret was not stored');
  return made;
}

/**
 * The secret to check a token with, without making one: when none was ever made, no token was
 * ever signed, and reading a link (a GET) writes nothing.
 */
export function existingSigningSecret(database: AppDatabase = getDatabase()): string | undefined {
  return configuredSecret() ?? readStoredSecret(database);
}
