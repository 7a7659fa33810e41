// The signed, expiring tokens of the newsletter's links, and the secret they are signed with.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { databasePath, getDatabase, openDatabase } from '../../db/client';
import {
  existingSigningSecret,
  signingSecret,
  signToken,
  verifyToken,
} from '~/features/newsletter/signed-tokens.server';

const secret = 'a-test-secret-of-thirty-two-characters-at-least';
const now = new Date('2026-11-23T10:00:00.000Z');
const inAWeek = new Date('2026-11-30T10:00:00.000Z');
const email = 'buyer@example.com';

function confirmationToken(address = email, expiresAt = inAWeek) {
  return signToken(secret, 'newsletter-confirmation', address, expiresAt);
}

/** The token with one part replaced: 0 the address, 1 the expiry, 2 the signature. */
function withPart(token: string, index: number, replacement: string): string {
  const parts = token.split('.');
  parts[index] = replacement;
  return parts.join('.');
}

describe('a signed token', () => {
  it('names its address while it is valid', () => {
    expect(verifyToken(secret, 'newsletter-confirmation', confirmationToken(), now)).toEqual({
      status: 'valid',
      email,
    });
  });

  it('expires at its expiry, to the second, and only then', () => {
    const token = confirmationToken();
    const lastMoment = new Date(inAWeek.getTime() - 1);
    expect(verifyToken(secret, 'newsletter-confirmation', token, lastMoment).status).toBe('valid');
    expect(verifyToken(secret, 'newsletter-confirmation', token, inAWeek)).toEqual({
      status: 'expired',
    });
  });

  it('works for its own purpose only', () => {
    const token = confirmationToken();
    expect(verifyToken(secret, 'newsletter-unsubscribe', token, now)).toEqual({
      status: 'invalid',
    });
  });

  it('is refused when any part is changed', () => {
    const token = confirmationToken();
    const [, expiry = '', signature = ''] = token.split('.');
    const otherAddress = Buffer.from('other@example.com').toString('base64url');
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    for (const tampered of [
      withPart(token, 0, otherAddress),
      withPart(token, 1, String(Number(expiry) + 86_400)),
      withPart(token, 2, flipped),
      token.slice(0, -1),
      `${token}A`,
      `${token}.`,
      token.replaceAll('.', '~'),
    ]) {
      expect(verifyToken(secret, 'newsletter-confirmation', tampered, now), tampered).toEqual({
        status: 'invalid',
      });
    }
  });

  it('is refused when signed with another secret, or when there is no secret', () => {
    const token = signToken(`${secret}-other`, 'newsletter-confirmation', email, inAWeek);
    expect(verifyToken(secret, 'newsletter-confirmation', token, now).status).toBe('invalid');
    expect(verifyToken(undefined, 'newsletter-confirmation', confirmationToken(), now).status).toBe(
      'invalid',
    );
  });

  it('is refused when it is not a token at all, without throwing', () => {
    for (const text of ['', '..', 'a.b.c', 'x'.repeat(10_000), '%00', '🍵.1.2']) {
      expect(verifyToken(secret, 'newsletter-confirmation', text, now).status).toBe('invalid');
    }
  });

  it('carries any address the newsletter takes, and URL-safe characters only', () => {
    const address = `${'ünïcode.'.repeat(20)}+tag@example.com`;
    const token = confirmationToken(address);
    expect(token).toMatch(/^[A-Za-z0-9_.-]+$/);
    expect(verifyToken(secret, 'newsletter-confirmation', token, now)).toEqual({
      status: 'valid',
      email: address,
    });
  });
});

describe('the signing secret', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('is SIGNING_SECRET when that is set', () => {
    vi.stubEnv('SIGNING_SECRET', secret);
    expect(signingSecret()).toBe(secret);
    expect(existingSigningSecret()).toBe(secret);
  });

  it('refuses a SIGNING_SECRET too short to be safe', () => {
    vi.stubEnv('SIGNING_SECRET', 'short');
    expect(() => signingSecret()).toThrow(/SIGNING_SECRET is too short to trust: use at least 32/);
  });

  it('is otherwise made once, kept in the settings table and the same for every process', () => {
    vi.stubEnv('SIGNING_SECRET', '');
    // Another process's connection to the same file, before this one made anything.
    const otherProcess = openDatabase(databasePath());
    try {
      expect(existingSigningSecret(otherProcess)).toBeUndefined();
      const made = signingSecret();
      expect(made).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(signingSecret(otherProcess)).toBe(made);
      expect(
        getDatabase()
          .$client.prepare("select value from settings where key = 'signing-secret'")
          .pluck()
          .all(),
      ).toEqual([made]);
    } finally {
      otherProcess.$client.close();
    }
  });
});
