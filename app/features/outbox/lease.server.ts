import { and, eq, lte, or } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/client';
import { workerLeases } from '../../../db/schema';

/**
 * The right to run a job that must run in one process at a time, among every process sharing
 * the SQLite file (WEB_CONCURRENCY workers, a second server): a row in `worker_leases` naming
 * its holder until an expiry. A holder renews it while it works; a crashed holder's lease
 * expires and another process takes it.
 */
export type WorkerLease = {
  /** Whether this process holds the lease now, taking or renewing it as needed. */
  hold: (now?: number) => boolean;
  /** Gives the lease up at once, so another process need not wait for it to expire. */
  release: () => void;
};

export function createWorkerLease(
  database: Pick<AppDatabase, 'select' | 'insert' | 'update'>,
  {
    name,
    holder,
    durationMilliseconds,
  }: { name: string; holder: string; durationMilliseconds: number },
): WorkerLease {
  let heldUntil = 0;

  /** One statement: insert the lease, or take it over if it is ours or has expired. */
  const takeOrRenew = (now: number): boolean => {
    const expiresAt = now + durationMilliseconds;
    const taken = database
      .insert(workerLeases)
      .values({ name, holder, expiresAt })
      .onConflictDoUpdate({
        target: workerLeases.name,
        set: { holder, expiresAt },
        setWhere: or(eq(workerLeases.holder, holder), lte(workerLeases.expiresAt, now)),
      })
      .returning({ holder: workerLeases.holder })
      .all();
    heldUntil = taken.length > 0 ? expiresAt : 0;
    return heldUntil > 0;
  };

  return {
    hold: (now = Date.now()) => {
      // Nobody else can take it before it expires, so renewing at half-life spares a write
      // (and its fsync) on every poll.
      if (heldUntil - now > durationMilliseconds / 2) return true;
      // A read first: while another process holds it, waiting for the write lock is for nothing.
      const [current] = database
        .select()
        .from(workerLeases)
        .where(eq(workerLeases.name, name))
        .all();
      if (current && current.holder !== holder && current.expiresAt > now) {
        heldUntil = 0;
        return false;
      }
      return takeOrRenew(now);
    },
    release: () => {
      if (heldUntil === 0) return;
      heldUntil = 0;
      database
        .update(workerLeases)
        .set({ expiresAt: 0 })
        .where(and(eq(workerLeases.name, name), eq(workerLeases.holder, holder)))
        .run();
    },
  };
}
