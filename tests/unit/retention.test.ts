// The privacy page's promises, kept: rows of chosen ages in a real SQLite file and `.eml` files
// written by the real file transport beside it, the retention job over them, the daily
// schedule, and the page stating the same periods (`npm run retention` as a process:
// tests/integration/retention-command.test.ts).
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDatabase } from '../../db/client';
import { periodInWords, retention } from '~/config/retention';
import { legalSections } from '~/components/pages/legal-document';
import { privacySections, privacyValues } from '~/content/privacy';
import { periodIn } from '~/i18n/periods';
import { translationsFor } from '~/i18n/translations.server';
import { addTranslations, translatorFor } from '~/i18n/translator';
import { enqueueEmail } from '~/features/outbox/queue.server';
import { emlFileName } from '~/features/outbox/transport.server';
import { applyRetention, describeRetention } from '~/features/privacy/retention.server';
import { startRetentionSchedule } from '../../app/features/privacy/retention-schedule.server';
import { addBuyerRequest } from '../support/buyer-request-rows';
import {
  deliverAsFile,
  emptyMailFolder,
  lastWritten,
  mailFolderNames,
  testMailFolder,
} from '../support/eml-files';

const sqlite = () => getDatabase().$client;
const now = new Date('2026-11-23T12:00:00.000Z');
const dayMilliseconds = 24 * 60 * 60 * 1000;

/** `days` before `now`, as the tables store time; negative days are after it. */
const daysAgo = (days: number) => new Date(now.getTime() - days * dayMilliseconds).toISOString();
/** The calendar date `years` before `now`, plus `days`. */
function yearsAgo(years: number, days = 0): string {
  const date = new Date(now.getTime() + days * dayMilliseconds);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString();
}

/** Stores a contact message and queues its notice; returns the notice's Message-ID. */
function addContactMessage(email: string, createdAt: string): string {
  const { lastInsertRowid } = sqlite()
    .prepare(
      "insert into contact_messages (name, email, subject, message, created_at) values ('A Buyer', ?, 'other', 'Please send a price list.', ?)",
    )
    .run(email, createdAt);
  return enqueueEmail(getDatabase(), {
    kind: 'contact-notification',
    to: 'sales@example.com',
    subject: 'A message',
    body: 'Please send a price list.',
    aboutEmail: email,
    contactMessageId: Number(lastInsertRowid),
  }).messageId;
}

/** Stores a signup and queues its confirmation e-mail; returns the e-mail's Message-ID. */
function addSignup(
  email: string,
  { createdAt, sentAt, confirmedAt }: { createdAt: string; sentAt?: string; confirmedAt?: string },
): string {
  sqlite()
    .prepare(
      'insert into subscriptions (email, created_at, confirmation_sent_at, confirmed_at) values (?, ?, ?, ?)',
    )
    .run(email, createdAt, sentAt ?? createdAt, confirmedAt ?? null);
  return enqueueEmail(getDatabase(), {
    kind: 'newsletter-confirmation',
    to: email,
    subject: 'Please confirm',
    body: 'A link',
    aboutEmail: email,
  }).messageId;
}

const remaining = (sql: string) => sqlite().prepare(sql).pluck().all();
const messageEmails = () => remaining('select email from contact_messages order by email');
const signupEmails = () => remaining('select email from subscriptions order by email');
const outboxAbout = () => remaining('select about_email from outbox order by about_email');

beforeEach(() => {
  sqlite().exec(
    'delete from outbox; delete from contact_messages; delete from buyer_requests; delete from subscriptions;',
  );
  emptyMailFolder();
});

describe('the retention job', () => {
  it(`deletes contact messages older than ${retention.contactMessageYears} years, with their e-mails`, () => {
    addContactMessage('old@example.com', yearsAgo(2, -1));
    addContactMessage('recent@example.com', yearsAgo(2, 1));
    addContactMessage('new@example.com', daysAgo(0));
    const report = applyRetention(now);
    expect(report).toMatchObject({
      contactMessagesBefore: yearsAgo(2),
      contactMessages: 1,
      contactNotifications: 1,
    });
    expect(messageEmails()).toEqual(['new@example.com', 'recent@example.com']);
    expect(outboxAbout()).toEqual(['new@example.com', 'recent@example.com']);
  });

  it('counts on a dry run exactly what a run deletes, and deletes nothing', () => {
    addContactMessage('old@example.com', yearsAgo(2, -1));
    addContactMessage('new@example.com', daysAgo(0));
    const planned = applyRetention(now, getDatabase(), { dryRun: true });
    expect(planned).toMatchObject({ contactMessages: 1, contactNotifications: 1 });
    expect(messageEmails()).toEqual(['new@example.com', 'old@example.com']);
    expect(applyRetention(now)).toEqual(planned);
    expect(messageEmails()).toEqual(['new@example.com']);
  });

  it(`deletes quote and sample requests older than ${retention.contactMessageYears} years, with their e-mails`, () => {
    for (const [email, createdAt] of [
      ['old@example.com', yearsAgo(2, -1)],
      ['recent@example.com', yearsAgo(2, 1)],
    ] as const) {
      const id = addBuyerRequest({ email, createdAt });
      enqueueEmail(getDatabase(), {
        kind: 'request-notification',
        to: 'wholesale@example.com',
        subject: 'A request',
        body: 'Samples, please.',
        aboutEmail: email,
        buyerRequestId: id,
      });
    }
    expect(applyRetention(now)).toMatchObject({ buyerRequests: 1, requestNotifications: 1 });
    expect(remaining('select email from buyer_requests')).toEqual(['recent@example.com']);
    expect(outboxAbout()).toEqual(['recent@example.com']);
  });

  it('would lose no e-mail of a deleted message even without the job: the foreign key cascades', () => {
    expect(sqlite().pragma('foreign_keys', { simple: true })).toBe(1);
    addContactMessage('cascade@example.com', daysAgo(0));
    sqlite().exec("delete from contact_messages where email = 'cascade@example.com'");
    expect(outboxAbout()).toEqual([]);
  });

  it(`deletes signups unconfirmed ${retention.unconfirmedSignupDays} days after their latest e-mail`, () => {
    addSignup('stale@example.com', { createdAt: daysAgo(7.01) });
    addSignup('waiting@example.com', { createdAt: daysAgo(6.99) });
    // Signed up long ago, and again two days ago: the fresh link works for five more days.
    addSignup('again@example.com', { createdAt: daysAgo(30), sentAt: daysAgo(2) });
    addSignup('confirmed@example.com', { createdAt: daysAgo(400), confirmedAt: daysAgo(399) });
    const report = applyRetention(now);
    expect(report).toMatchObject({
      unconfirmedSignupsBefore: daysAgo(7),
      unconfirmedSignups: 1,
      confirmationEmails: 1,
    });
    expect(signupEmails()).toEqual([
      'again@example.com',
      'confirmed@example.com',
      'waiting@example.com',
    ]);
    expect(outboxAbout()).toEqual([
      'again@example.com',
      'confirmed@example.com',
      'waiting@example.com',
    ]);
  });

  it('leaves the e-mails of a stale signup’s address that are about its contact messages', () => {
    addSignup('both@example.com', { createdAt: daysAgo(10) });
    addContactMessage('both@example.com', daysAgo(10));
    applyRetention(now);
    expect(signupEmails()).toEqual([]);
    expect(remaining('select kind from outbox')).toEqual(['contact-notification']);
  });
});

describe('the .eml files of the file transport', () => {
  /** Delivers the e-mail as a file, written when its row was (the transport writes on delivery). */
  async function delivered(messageId: string, writtenAt: string): Promise<string> {
    const file = await deliverAsFile(messageId);
    lastWritten(file, writtenAt);
    return path.basename(file);
  }

  it('go with the e-mails the job deletes, and the others stay', async () => {
    const oldMessage = await delivered(
      addContactMessage('old@example.com', yearsAgo(2, -1)),
      yearsAgo(2, -1),
    );
    const recentMessage = await delivered(
      addContactMessage('recent@example.com', yearsAgo(2, 1)),
      yearsAgo(2, 1),
    );
    const staleSignup = await delivered(
      addSignup('stale@example.com', { createdAt: daysAgo(8) }),
      daysAgo(8),
    );
    const freshSignup = await delivered(
      addSignup('fresh@example.com', { createdAt: daysAgo(1) }),
      daysAgo(1),
    );
    expect(applyRetention(now)).toMatchObject({
      contactMessages: 1,
      unconfirmedSignups: 1,
      mailFiles: 2,
      leftoverMailFiles: 0,
      mailFileFailures: [],
    });
    expect(mailFolderNames()).toEqual([recentMessage, freshSignup].sort());
    expect(mailFolderNames()).not.toContain(oldMessage);
    expect(mailFolderNames()).not.toContain(staleSignup);
  });

  it(`go when older than ${retention.contactMessageYears} years and their e-mails have gone already`, async () => {
    const orphan = (email: string, writtenAt: string) =>
      delivered(addContactMessage(email, daysAgo(0)), writtenAt);
    const oldOrphan = await orphan('gone-long-ago@example.com', yearsAgo(2, -1));
    const youngOrphan = await orphan('gone-lately@example.com', yearsAgo(2, 1));
    // Deleted before the job deleted files too, or by hand: the rows are gone, the files not.
    sqlite().exec('delete from outbox; delete from contact_messages;');
    // A confirmed address's confirmation e-mail stays as long as the address, however old.
    const kept = await delivered(
      addSignup('confirmed@example.com', { createdAt: daysAgo(800), confirmedAt: daysAgo(799) }),
      daysAgo(800),
    );
    const report = applyRetention(now);
    expect(report).toMatchObject({ mailFiles: 0, leftoverMailFiles: 1, mailFileFailures: [] });
    expect(mailFolderNames()).toEqual([kept, youngOrphan].sort());
    expect(mailFolderNames()).not.toContain(oldOrphan);
  });

  it('are counted on a dry run, which deletes none of them', async () => {
    await delivered(addContactMessage('old@example.com', yearsAgo(3)), yearsAgo(3));
    await delivered(addContactMessage('orphan@example.com', yearsAgo(3)), yearsAgo(3));
    sqlite().exec("delete from contact_messages where email = 'orphan@example.com'");
    await delivered(addContactMessage('new@example.com', daysAgo(0)), daysAgo(0));
    const files = mailFolderNames();
    const planned = applyRetention(now, getDatabase(), { dryRun: true });
    expect(planned).toMatchObject({ contactMessages: 1, mailFiles: 1, leftoverMailFiles: 1 });
    expect(mailFolderNames()).toEqual(files);
    expect(messageEmails()).toEqual(['new@example.com', 'old@example.com']);
    expect(applyRetention(now)).toEqual(planned);
    expect(mailFolderNames()).toHaveLength(1);
  });

  it('that cannot be deleted are reported, the rows being gone all the same', () => {
    const messageId = addContactMessage('old@example.com', yearsAgo(3));
    // Where the e-mail's file would be, something the system will not unlink as a file.
    const stuck = path.join(testMailFolder(), emlFileName(messageId));
    fs.mkdirSync(stuck, { recursive: true });
    const report = applyRetention(now);
    expect(report).toMatchObject({ contactMessages: 1, contactNotifications: 1, mailFiles: 0 });
    expect(report.mailFileFailures).toEqual([expect.stringContaining(stuck)]);
    expect(describeRetention(report)).toContain(`could not delete: ${report.mailFileFailures[0]}`);
    expect(messageEmails()).toEqual([]);
  });
});

describe('the schedule in the server', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('runs the job at start and then every day, until stopped', () => {
    vi.useFakeTimers({ now, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    addSignup('first@example.com', { createdAt: daysAgo(8) });
    const schedule = startRetentionSchedule();
    try {
      expect(signupEmails()).toEqual([]);
      addSignup('second@example.com', { createdAt: daysAgo(6.5) });
      vi.advanceTimersByTime(dayMilliseconds - 1);
      expect(signupEmails()).toEqual(['second@example.com']);
      vi.advanceTimersByTime(1);
      expect(signupEmails()).toEqual([]);
    } finally {
      schedule.stop();
    }
    addSignup('third@example.com', { createdAt: daysAgo(8) });
    vi.advanceTimersByTime(2 * dayMilliseconds);
    expect(signupEmails()).toEqual(['third@example.com']);
  });
});

describe('the privacy page', () => {
  // The English page's words: the translation file's texts with the periods filled in.
  addTranslations('en', translationsFor('en', ['privacy', 'periods']));
  const sections = legalSections(
    translatorFor('en', 'privacy'),
    privacySections,
    privacyValues((count, unit) =>
      periodIn('en', translatorFor('en', 'periods').group('units'), count, unit),
    ),
  );
  const sectionText = (id: string) =>
    sections.find((section) => section.id === id)?.paragraphs.join(' ') ?? '';

  it('states the periods the job deletes by, files included', () => {
    const text = sectionText('how-long');
    const years = periodInWords(retention.contactMessageYears, 'year');
    expect(text).toContain(`for ${years} after`);
    expect(text).toContain(
      'with the e-mails about them and the copies of those e-mails kept as files',
    );
    expect(text).toContain(`within ${periodInWords(retention.unconfirmedSignupDays, 'day')} of`);
    expect(text).toContain(`is deleted ${years} after it was written`);
    expect(text).toContain('every day');
  });

  it('says what is erased on request: rows, e-mails waiting to be sent and copies kept as files', () => {
    const text = sectionText('your-rights');
    for (const what of [
      'your contact messages',
      'your quote and sample requests',
      'your newsletter subscription',
      'those still waiting to be sent',
      'every copy of an e-mail kept as a file on our server that names your address',
    ]) {
      expect(text).toContain(what);
    }
  });
});
