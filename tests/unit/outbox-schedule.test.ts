// The outbox's retry schedule and its bookkeeping on a real SQLite file: each attempt is
// recorded before it is made, a failure waits out the schedule, the last one gives up.
import { beforeEach, describe, expect, it } from 'vitest';
import { getDatabase } from '../../db/client';
import type { OutboxEmail } from '../../db/schema';
import {
  claimAttempt,
  enqueueEmail,
  isFinalAttempt,
  listOutbox,
  markSent,
  nextPendingEmail,
  recordFailedAttempt,
  retryDelay,
  retryFailedEmails,
  retrySchedule,
} from '~/features/outbox/queue.server';

const minute = 60_000;
const hour = 60 * minute;
const schedule = retrySchedule();

describe('the retry schedule', () => {
  it('waits a minute after the first failure, doubling to an hour', () => {
    const waits = [1, 2, 3, 4, 5, 6, 7, 8, 20].map((attempt) => retryDelay(attempt, schedule));
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60].map((minutes) => minutes * minute));
  });

  it('gives up once the attempts have spanned a day', () => {
    const attempts = Array.from({ length: 40 }, (_, index) => index + 1);
    const final = attempts.find((attempt) => isFinalAttempt(attempt, schedule));
    expect(final).toBe(29);
    const spanBeforeFinal = attempts
      .slice(0, 28)
      .reduce((sum, attempt) => sum + retryDelay(attempt, schedule), 0);
    // The 29th attempt is made about 23 hours after the first; its failure is the last.
    expect(spanBeforeFinal).toBeGreaterThan(23 * hour);
    expect(spanBeforeFinal).toBeLessThan(24 * hour);
  });

  it('scales as a whole with its first wait (the tests’ OUTBOX_RETRY_BASE_MS)', () => {
    const fast = retrySchedule(100);
    expect(retryDelay(1, fast)).toBe(100);
    expect(retryDelay(30, fast)).toBe(6_000);
    expect(isFinalAttempt(29, fast)).toBe(true);
    expect(isFinalAttempt(28, fast)).toBe(false);
  });

  it('never overflows, however many attempts', () => {
    expect(retryDelay(5_000, schedule)).toBe(hour);
  });
});

describe('the outbox bookkeeping', () => {
  const database = () => getDatabase();
  const start = new Date('2026-11-23T10:00:00.000Z');
  const later = (milliseconds: number) => new Date(start.getTime() + milliseconds);

  beforeEach(() => {
    database().$client.exec('delete from outbox');
  });

  const queue = (subject = 'A test e-mail') => {
    enqueueEmail(database(), {
      kind: 'contact-notification',
      to: 'info@lankahillstea.lk',
      subject,
      body: 'Body',
    });
    database().$client.prepare('update outbox set next_attempt_at = ?').run(start.toISOString());
  };

  /** Claims the due e-mail at `now`, as the worker does before each attempt. */
  const claim = (now: Date): OutboxEmail => {
    const pending = nextPendingEmail(database());
    if (!pending) throw new Error('nothing pending');
    expect(Date.parse(pending.nextAttemptAt)).toBeLessThanOrEqual(now.getTime());
    const claimed = claimAttempt(database(), pending, now, schedule);
    if (!claimed) throw new Error('not claimed');
    return claimed;
  };

  it('counts an attempt and pushes the next one back before the e-mail goes out', () => {
    queue();
    const claimed = claim(start);
    expect(claimed).toMatchObject({ attempts: 1, status: 'pending' });
    // A crash now leaves it pending, due again in a minute.
    expect(nextPendingEmail(database())?.nextAttemptAt).toBe(later(minute).toISOString());
    markSent(database(), claimed.id, later(1_000));
    expect(nextPendingEmail(database())).toBeUndefined();
    expect(listOutbox(database(), { includeSent: true })).toEqual([
      expect.objectContaining({ status: 'sent', attempts: 1, sentAt: later(1_000).toISOString() }),
    ]);
  });

  it('claims an attempt once: a second claim of the same reading gets nothing', () => {
    queue();
    const pending = nextPendingEmail(database());
    if (!pending) throw new Error('nothing pending');
    expect(claimAttempt(database(), pending, start, schedule)).toBeDefined();
    expect(claimAttempt(database(), pending, start, schedule)).toBeUndefined();
  });

  it('keeps retrying on the schedule, then gives up as failed with the last error', () => {
    queue();
    let now = start;
    let status = 'pending';
    let attempts = 0;
    while (status === 'pending') {
      const claimed = claim(now);
      attempts = claimed.attempts;
      status = recordFailedAttempt(database(), claimed, `451 busy (attempt ${attempts})`, schedule);
      now = new Date(now.getTime() + retryDelay(attempts, schedule));
    }
    expect(status).toBe('failed');
    expect(attempts).toBe(29);
    expect(listOutbox(database())).toEqual([
      expect.objectContaining({
        status: 'failed',
        attempts: 29,
        lastError: '451 busy (attempt 29)',
      }),
    ]);
    expect(nextPendingEmail(database())).toBeUndefined();
  });

  it('puts failed e-mails back, due now with the whole schedule before them', () => {
    queue('first');
    queue('second');
    database().$client.exec("update outbox set status = 'failed', attempts = 29");
    const [first, second] = listOutbox(database());
    if (!first || !second) throw new Error('two e-mails expected');
    expect(retryFailedEmails(database(), first.id, later(hour))).toEqual([first.id]);
    expect(retryFailedEmails(database(), first.id, later(hour))).toEqual([]);
    expect(retryFailedEmails(database(), 'failed', later(hour))).toEqual([second.id]);
    expect(listOutbox(database())).toEqual([
      expect.objectContaining({
        status: 'pending',
        attempts: 0,
        nextAttemptAt: later(hour).toISOString(),
      }),
      expect.objectContaining({
        status: 'pending',
        attempts: 0,
        nextAttemptAt: later(hour).toISOString(),
      }),
    ]);
  });

  it('lists what waits or failed, and with includeSent everything', () => {
    queue('waits');
    queue('sent');
    queue('failed');
    database().$client.exec(
      "update outbox set status = 'sent' where subject = 'sent'; update outbox set status = 'failed' where subject = 'failed';",
    );
    expect(listOutbox(database()).map(({ subject }) => subject)).toEqual(['waits', 'failed']);
    expect(listOutbox(database(), { includeSent: true })).toHaveLength(3);
  });
});
