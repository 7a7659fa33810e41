// `npm run restore` of a backup that still holds e-mails to send, as an operator runs it: it
// shows what the backup holds, and sends none of them again unless told to keep them, by a
// flag in a script or by an answer at a terminal (a real pseudo-terminal, through script(1)).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { backupDatabase, droppedAtRestore } from '../../db/backup';
import { prepareDatabase } from '../../db/prepare';
import {
  addMessagesWithPendingEmails,
  foldersRemovedAfterAll,
  migrationsFolder,
  rowsOf,
} from '../support/migrations';
import { operatorCommandLine, runInProject, runOperatorCommand } from '../support/operator-command';
import { shellQuote } from '../support/test-environment';

const newFolder = foldersRemovedAfterAll('tea-restore-');
const commandTimeout = 90_000;

/** How many e-mails of each status the outbox of `file` holds. */
const outboxStatuses = (file: string) =>
  Object.fromEntries(
    rowsOf<{ status: string; count: number }>(
      file,
      'select status, count(*) as count from outbox group by status',
    ).map(({ status, count }) => [status, count]),
  );

/**
 * A database as a server leaves it, and in the same folder a backup of another one holding
 * three contact messages and four e-mails not yet sent (three notifications, one confirmation).
 */
async function databaseAndBackup() {
  const folder = newFolder();
  const databaseFile = path.join(folder, 'app.db');
  const sourceFile = path.join(newFolder(), 'app.db');
  const backupFile = path.join(folder, 'backup.db');
  for (const file of [databaseFile, sourceFile]) prepareDatabase(file, migrationsFolder);
  addMessagesWithPendingEmails(sourceFile, 3);
  await backupDatabase(sourceFile, backupFile);
  return { folder, databaseFile, backupFile, backupBytes: fs.readFileSync(backupFile) };
}

/** The files of `folder`, and the bytes of the database in it. */
const stateOf = (folder: string, databaseFile: string) => ({
  files: fs.readdirSync(folder).sort(),
  bytes: fs.readFileSync(databaseFile),
});

/** The restore run at a pseudo-terminal, answering `typed`; its output and stderr as one. */
function restoreAtTerminal(backupFile: string, databaseFile: string, typed: string) {
  const command = operatorCommandLine('restore', [backupFile]).map(shellQuote).join(' ');
  return runInProject(['script', '-qec', command, '/dev/null'], databaseFile, {}, typed);
}

describe.concurrent('restoring a backup with pending e-mails', () => {
  it(
    'shows what it holds and, outside a terminal, refuses without --keep-pending or --drop-pending',
    async () => {
      const { folder, databaseFile, backupFile } = await databaseAndBackup();
      const before = stateOf(folder, databaseFile);
      const { status, stdout, errors } = await runOperatorCommand(
        'restore',
        [backupFile],
        databaseFile,
      );
      expect(errors).toBe(
        'restore: The backup holds 4 pending e-mails: add --keep-pending to have the server ' +
          'send them, or --drop-pending to never send them; nothing was changed',
      );
      expect(status).toBe(2);
      expect(stdout).toMatch(/^contact_messages +3$/m);
      expect(stdout).toMatch(/^outbox +4$/m);
      expect(stdout).toMatch(
        /^4 e-mails pending in the backup, queued from \d{4}-\d\d-\d\d \d\d:\d\d:\d\d to \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC:$/m,
      );
      expect(stdout).toMatch(/^contact-notification +3$/m);
      expect(stdout).toMatch(/^newsletter-confirmation +1$/m);
      expect(stateOf(folder, databaseFile)).toEqual(before);
    },
    commandTimeout,
  );

  it(
    'with --drop-pending restores them as failed e-mails the worker never sends',
    async () => {
      const { databaseFile, backupFile, backupBytes } = await databaseAndBackup();
      const { status, stdout, errors } = await runOperatorCommand(
        'restore',
        [backupFile, '--drop-pending'],
        databaseFile,
      );
      expect(errors).toBe('');
      expect(status).toBe(0);
      expect(stdout).toContain('Dropped 4 pending e-mails: failed, never sent');
      expect(outboxStatuses(databaseFile)).toEqual({ failed: 4 });
      expect(
        rowsOf<{ last_error: string }>(databaseFile, 'select distinct last_error from outbox'),
      ).toEqual([{ last_error: droppedAtRestore }]);
      expect(rowsOf(databaseFile, 'select id from contact_messages')).toHaveLength(3);
      // The backup itself still holds them as they were.
      expect(fs.readFileSync(backupFile).equals(backupBytes)).toBe(true);
    },
    commandTimeout,
  );

  it(
    'with --keep-pending restores them pending, for the server to send',
    async () => {
      const { databaseFile, backupFile } = await databaseAndBackup();
      const { status, stdout } = await runOperatorCommand(
        'restore',
        [backupFile, '--keep-pending'],
        databaseFile,
      );
      expect(status).toBe(0);
      expect(stdout).toContain('Kept 4 pending e-mails: the server sends them at its next start');
      expect(outboxStatuses(databaseFile)).toEqual({ pending: 4 });
    },
    commandTimeout,
  );

  it(
    'at a terminal asks until told keep, drop or abort, and an abort changes nothing',
    async () => {
      const kept = await databaseAndBackup();
      const aborted = await databaseAndBackup();
      const abortedBefore = stateOf(aborted.folder, aborted.databaseFile);
      const [keptRun, abortedRun] = await Promise.all([
        restoreAtTerminal(kept.backupFile, kept.databaseFile, 'later\nkeep\n'),
        restoreAtTerminal(aborted.backupFile, aborted.databaseFile, 'abort\n'),
      ]);

      expect(keptRun.stdout).toContain('[keep/drop/abort]');
      expect(keptRun.stdout).toContain('Please answer keep, drop or abort');
      expect(keptRun.status).toBe(0);
      expect(outboxStatuses(kept.databaseFile)).toEqual({ pending: 4 });

      expect(abortedRun.stdout).toContain('restore: Aborted: nothing was restored or changed');
      expect(abortedRun.status).toBe(1);
      expect(stateOf(aborted.folder, aborted.databaseFile)).toEqual(abortedBefore);
    },
    commandTimeout,
  );

  it(
    'restores where there is no database only with --create',
    async () => {
      const { backupFile } = await databaseAndBackup();
      const databaseFile = path.join(newFolder(), 'new.db');
      const { status, errors } = await runOperatorCommand(
        'restore',
        [backupFile, '--create', '--drop-pending'],
        databaseFile,
      );
      expect(errors).toBe('');
      expect(status).toBe(0);
      expect(rowsOf(databaseFile, 'select id from contact_messages')).toHaveLength(3);
      expect(outboxStatuses(databaseFile)).toEqual({ failed: 4 });
    },
    commandTimeout,
  );
});
