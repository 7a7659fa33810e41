// The lease that lets one process at a time deliver the outbox, between two connections to
// one SQLite file as two server processes would hold them.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { databasePath, getDatabase, openDatabase } from '../../db/client';
import { createWorkerLease } from '../../app/features/outbox/lease.server';

const second = openDatabase(databasePath());
afterAll(() => second.$client.close());

const duration = 30_000;
const now = Date.parse('2026-11-23T10:00:00.000Z');
const leaseOf = (database: typeof second, holder: string) =>
  createWorkerLease(database, { name: 'outbox', holder, durationMilliseconds: duration });

beforeEach(() => {
  getDatabase().$client.exec('delete from worker_leases');
});

describe('the outbox lease', () => {
  it('is held by one process at a time', () => {
    const first = leaseOf(getDatabase(), 'first');
    const other = leaseOf(second, 'other');
    expect(first.hold(now)).toBe(true);
    expect(other.hold(now)).toBe(false);
    expect(other.hold(now + duration - 1)).toBe(false);
    expect(first.hold(now + duration - 1)).toBe(true);
  });

  it('stays with a holder that renews it, however long it works', () => {
    const first = leaseOf(getDatabase(), 'first');
    const other = leaseOf(second, 'other');
    for (let time = now; time < now + 10 * duration; time += duration / 3) {
      expect(first.hold(time)).toBe(true);
      expect(other.hold(time)).toBe(false);
    }
  });

  it('passes to another process once a crashed holder’s lease expires, and not before', () => {
    const crashed = leaseOf(getDatabase(), 'crashed');
    const other = leaseOf(second, 'other');
    expect(crashed.hold(now)).toBe(true);
    expect(other.hold(now + duration / 2)).toBe(false);
    expect(other.hold(now + duration)).toBe(true);
    // The old holder, back from a long pause, finds it taken and stops.
    expect(crashed.hold(now + duration + 1)).toBe(false);
  });

  it('is given up on release, so a restarted server takes over at once', () => {
    const stopping = leaseOf(getDatabase(), 'stopping');
    const other = leaseOf(second, 'other');
    expect(stopping.hold(now)).toBe(true);
    stopping.release();
    expect(other.hold(now + 1)).toBe(true);
    expect(stopping.hold(now + 2)).toBe(false);
  });

  it('is not taken from the next holder by a late release of the one before', () => {
    const stalled = leaseOf(getDatabase(), 'stalled');
    const other = leaseOf(second, 'other');
    expect(stalled.hold(now)).toBe(true);
    expect(other.hold(now + duration)).toBe(true);
    stalled.release();
    expect(leaseOf(getDatabase(), 'third').hold(now + duration + 1)).toBe(false);
  });

  it('is one row naming its holder and expiry, for an operator to read', () => {
    leaseOf(getDatabase(), 'web-1 pid 42').hold(now);
    expect(getDatabase().$client.prepare('select * from worker_leases').all()).toEqual([
      { name: 'outbox', holder: 'web-1 pid 42', expires_at: now + duration },
    ]);
  });
});
