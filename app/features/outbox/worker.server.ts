import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { environment } from '../../config/environment.server';
import { firstLine, logger } from '../../logging/logger.server';
import { noteDatabaseError } from '../../../db/health';
import { writeTransaction } from '../../../db/write-transaction';
import {
  claimAttempt,
  markSent,
  nextPendingEmail,
  recordFailedAttempt,
  retrySchedule,
  type RetrySchedule,
} from './queue.server';
import { getDatabase } from '../../../db/client';
import type { OutboxStatus } from '../../../db/inbox-statuses';
import type { OutboxEmail } from '../../../db/schema';
import { createMailTransport, readMailSettings, type MailSettings } from './transport.server';
import { createWorkerLease } from './lease.server';

export type OutboxSettings = {
  mail: MailSettings;
  /** OUTBOX_POLL_MS: how long to wait before looking again when nothing is due. */
  pollMilliseconds: number;
  /** OUTBOX_RETRY_BASE_MS: the first wait after a failure; the rest of the schedule scales. */
  retrySchedule: RetrySchedule;
  /** OUTBOX_LEASE_MS: how long the others wait for a worker that crashed. */
  leaseMilliseconds: number;
};

/** The outbox worker's settings from the environment; a mail setting that cannot work throws. */
export function readOutboxSettings(): OutboxSettings {
  const { OUTBOX_POLL_MS, OUTBOX_RETRY_BASE_MS, OUTBOX_LEASE_MS } = environment();
  return {
    mail: readMailSettings(),
    pollMilliseconds: OUTBOX_POLL_MS,
    retrySchedule: retrySchedule(OUTBOX_RETRY_BASE_MS),
    leaseMilliseconds: OUTBOX_LEASE_MS,
  };
}

export type OutboxWorker = {
  /** Stops looking for e-mails, waits for a delivery in progress, and gives up the lease. */
  stop: () => Promise<void>;
};

/**
 * Delivers the outbox, one e-mail after another while any is due, in whichever process holds
 * the `outbox` lease (docs/decisions/011-outbox.md). Each attempt is recorded before it is made
 * and the e-mail marked sent only after the transport took it: delivery is at least once.
 */
export function startOutboxWorker(settings: OutboxSettings): OutboxWorker {
  const database = getDatabase();
  const transport = createMailTransport(settings.mail);
  const lease = createWorkerLease(database, {
    name: 'outbox',
    holder: `${os.hostname()} pid ${process.pid} ${randomUUID().slice(0, 8)}`,
    durationMilliseconds: settings.leaseMilliseconds,
  });
  const { pollMilliseconds, retrySchedule: schedule } = settings;

  /** Delivers the next due e-mail if this process may; returns how long to wait after it. */
  const deliverNext = async (): Promise<number> => {
    // Each write waits its turn for the lock outside the event loop (db/write-transaction.ts).
    if (!(await writeTransaction(() => lease.hold()))) return pollMilliseconds;
    const pending = nextPendingEmail(database);
    if (!pending) return pollMilliseconds;
    const now = new Date();
    const dueIn = Date.parse(pending.nextAttemptAt) - now.getTime();
    if (dueIn > 0) return Math.min(dueIn, pollMilliseconds);
    const email = await writeTransaction(() => claimAttempt(database, pending, now, schedule));
    if (!email) return 0;
    try {
      await transport.send(email);
    } catch (error) {
      const status = await writeTransaction(() =>
        recordFailedAttempt(database, email, firstLine(error), schedule),
      );
      logger.error(failureLine(email, status, error));
      return 0;
    }
    await writeTransaction(() => markSent(database, email.id, new Date()));
    return 0;
  };

  let stopping = false;
  let wake = () => {};
  const pause = (milliseconds: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, milliseconds);
      timer.unref();
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const running = (async () => {
    logger.info(`Outbox: e-mails go to ${transport.destination}`);
    let lastProblem = '';
    while (!stopping) {
      let wait = pollMilliseconds;
      try {
        wait = await deliverNext();
        lastProblem = '';
      } catch (error) {
        // The database said no (locked, full, read-only): said once, tried again at each poll.
        noteDatabaseError(error);
        const problem = firstLine(error);
        if (problem !== lastProblem) logger.error(`Outbox: cannot work the queue: ${problem}`);
        lastProblem = problem;
      }
      if (!stopping) await pause(wait);
    }
    try {
      lease.release();
    } catch {
      // Unreleased, the lease expires by itself.
    }
    transport.close();
  })();

  return {
    stop: () => {
      stopping = true;
      wake();
      return running;
    },
  };
}

/** One line per failed delivery, no stack: the reason is the transport's own. */
function failureLine(email: OutboxEmail, status: OutboxStatus, error: unknown): string {
  const what = `Outbox: e-mail ${email.id} to ${email.recipient}`;
  return status === 'failed'
    ? `${what} given up after ${email.attempts} attempts (npm run outbox -- --retry ${email.id}): ${firstLine(error)}`
    : `${what} not delivered (attempt ${email.attempts}, next at ${email.nextAttemptAt}): ${firstLine(error)}`;
}
