// The rate-limit policy (server/rate-limit.ts) and the client key it counts under
// (server/client-address.ts): fixed windows a minute in SQLite, per client, IPv6 by /56.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { parseTrustProxy, readEnvironment } from '~/config/environment.server';
import { openDatabase } from '../../db/client';
import { prepareDatabase } from '../../db/prepare';
import { rateLimitKey } from '../../server/client-address';
import { budgetsFrom, consumeRateLimit, createRateLimits } from '../../server/rate-limit';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tea-rate-limit-'));
const openConnections: Database.Database[] = [];

/** A connection to a (migrated) database file of this test, as each server process opens it. */
function connect(name: string): Database.Database {
  const file = path.join(folder, name);
  if (!fs.existsSync(file)) prepareDatabase(file);
  const connection = openDatabase(file).$client;
  openConnections.push(connection);
  return connection;
}

afterAll(() => {
  for (const connection of openConnections) connection.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

let fileNumber = 0;

/** Limits over their own SQLite file (unless given one), with the contact budget set to `limit`. */
function limitsWith(limit: number, connection = connect(`limits-${(fileNumber += 1)}.db`)) {
  return createRateLimits(connection, { ...budgetsFrom(readEnvironment({})), contact: limit });
}

describe('rate limits in SQLite', () => {
  it('allows `limit` attempts in a minute, then refuses with the seconds left, rounded up', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 1_000_000 });
    const limits = limitsWith(2);
    expect(await consumeRateLimit(limits, 'contact', 'client')).toEqual({ allowed: true });
    expect(await consumeRateLimit(limits, 'contact', 'client')).toEqual({ allowed: true });
    expect(await consumeRateLimit(limits, 'contact', 'client')).toEqual({
      allowed: false,
      retryAfterSeconds: 60,
    });
    vi.setSystemTime(1_000_000 + 30_500);
    expect(await consumeRateLimit(limits, 'contact', 'client')).toEqual({
      allowed: false,
      retryAfterSeconds: 30,
    });
    vi.setSystemTime(1_000_000 + 60_001);
    expect(await consumeRateLimit(limits, 'contact', 'client')).toEqual({ allowed: true });
  });

  it('counts refused attempts too, so hammering does not reset anything', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 0 });
    const limits = limitsWith(1);
    for (let attempt = 0; attempt < 20; attempt += 1) {
      await consumeRateLimit(limits, 'contact', 'client');
    }
    vi.setSystemTime(59_000);
    expect(await consumeRateLimit(limits, 'contact', 'client')).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
  });

  it('gives every key and every action its own budget', async () => {
    const limits = limitsWith(1);
    expect((await consumeRateLimit(limits, 'contact', '203.0.113.1')).allowed).toBe(true);
    expect((await consumeRateLimit(limits, 'contact', '203.0.113.1')).allowed).toBe(false);
    expect((await consumeRateLimit(limits, 'contact', '203.0.113.2')).allowed).toBe(true);
    expect((await consumeRateLimit(limits, 'subscribe', '203.0.113.1')).allowed).toBe(true);
  });

  it('shares the counts between processes: two connections to one file, one budget', async () => {
    const first = limitsWith(3, connect('shared.db'));
    const second = limitsWith(3, connect('shared.db'));
    const decisions = [];
    for (const limits of [first, second, first, second, first]) {
      decisions.push((await consumeRateLimit(limits, 'contact', 'shared-client')).allowed);
    }
    expect(decisions).toEqual([true, true, true, false, false]);
  });

  it('keeps its counters on disk, not in memory, however many clients come', async () => {
    const connection = connect('many.db');
    const limits = limitsWith(1, connection);
    // Each attempt is a durable commit (an fsync): 200 show it as well as 2,000 and take a tenth
    // of the time on a busy disk.
    for (let client = 0; client < 200; client += 1) {
      await consumeRateLimit(limits, 'contact', `client-${client}`);
    }
    const { count } = connection.prepare('select count(*) as count from rate_limits').get() as {
      count: number;
    };
    expect(count).toBe(200);
  });
});

describe('limits from the environment', () => {
  it('defaults to 5 contact messages, 10 signups and 5 requests a minute', () => {
    expect(budgetsFrom(readEnvironment({}))).toEqual({ contact: 5, subscribe: 10, request: 5 });
  });

  it('takes each limit from its own variable', () => {
    const environment = readEnvironment({
      RATE_LIMIT_CONTACT_PER_MINUTE: '2',
      RATE_LIMIT_SUBSCRIBE_PER_MINUTE: '300',
      RATE_LIMIT_REQUEST_PER_MINUTE: '7',
    });
    expect(budgetsFrom(environment)).toEqual({ contact: 2, subscribe: 300, request: 7 });
  });

  it.each(['0', '-3', '2.5', 'ten', ' ', '1e3'])('refuses %j, naming the variable', (value) => {
    expect(() => readEnvironment({ RATE_LIMIT_CONTACT_PER_MINUTE: value })).toThrow(
      /^RATE_LIMIT_CONTACT_PER_MINUTE=.* is not a positive whole number$/,
    );
  });
});

describe('the key a client is counted under', () => {
  it('is an IPv4 address as it is, an IPv4-mapped IPv6 address as IPv4', () => {
    expect(rateLimitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('groups IPv6 addresses by their /56 network', () => {
    const key = rateLimitKey('2001:db8:1:1::1');
    expect(key).toBe('2001:db8:1::/56');
    expect(rateLimitKey('2001:db8:1:1::2')).toBe(key);
    expect(rateLimitKey('2001:db8:1:2:abcd::9')).toBe(key);
    expect(rateLimitKey('2001:db8:1:ff:ffff:ffff:ffff:ffff')).toBe(key);
    expect(rateLimitKey('2001:db8:1:100::1')).not.toBe(key);
    expect(rateLimitKey('[2001:db8:1:1::1]')).toBe(key);
  });

  it('keeps anything else apart from real addresses', () => {
    expect(rateLimitKey('unknown')).toBe('other:unknown');
  });
});

describe('TRUST_PROXY', () => {
  it('is off when unset, empty or 0', () => {
    for (const value of [undefined, '', '0', 'false']) expect(parseTrustProxy(value)).toBe(false);
  });

  it('takes a hop count', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy(' 2 ')).toBe(2);
  });

  it('takes a list of addresses, CIDR ranges and proxy-addr names', () => {
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16,loopback')).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      'loopback',
    ]);
  });

  it('refuses true, which would take the leftmost address any client can forge', () => {
    expect(() => parseTrustProxy('true')).toThrow(/any client/);
  });

  it('refuses what is not an address', () => {
    expect(() => parseTrustProxy('nginx.internal')).toThrow(/hop count/);
  });
});
