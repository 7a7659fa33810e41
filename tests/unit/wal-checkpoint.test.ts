// SQLite copies the WAL back into the database file (a checkpoint) after enough commits.
// A write that leaves its statement unfinished skips that, and the WAL grows without end.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { databasePath, getDatabase } from '../../db/client';
import { saveContactMessage } from '~/features/inquiries/store.server';
import { subscribe } from '~/features/newsletter/subscriptions.server';

/** Commits `write` until the WAL passes a low checkpoint threshold; returns the file's growth. */
function databaseFileGrowthAfter(write: (index: number) => void): number {
  const sqlite = getDatabase().$client;
  sqlite.pragma('wal_checkpoint(TRUNCATE)');
  const sizeBefore = fs.statSync(databasePath()).size;
  sqlite.pragma('wal_autocheckpoint = 5');
  try {
    for (let index = 0; index < 40; index += 1) write(index);
  } finally {
    sqlite.pragma('wal_autocheckpoint = 1000');
  }
  return fs.statSync(databasePath()).size - sizeBefore;
}

describe('automatic WAL checkpoints', () => {
  it('happen while contact messages are stored', () => {
    const growth = databaseFileGrowthAfter((index) =>
      saveContactMessage({
        name: 'Checkpoint Tester',
        email: 'wal@example.com',
        subject: 'other',
        message: `Message ${index}: ${'a long line of text to fill pages. '.repeat(40)}`,
      }),
    );
    expect(growth).toBeGreaterThan(0);
  });

  it('happen while subscriptions are stored', () => {
    const growth = databaseFileGrowthAfter((index) =>
      // A client each: one client's signups of new addresses stop at the daily limit.
      subscribe({ email: `reader-${index}-${'x'.repeat(200)}@example.com` }, `client-${index}`),
    );
    expect(growth).toBeGreaterThan(0);
  });
});
