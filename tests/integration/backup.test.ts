// `npm run backup` and `npm run restore` as an operator runs them, against real production
// servers (tests/support/test-server.ts): a backup made during a flood of messages holds every
// message acknowledged before it began; a restore refuses while a server holds the database and,
// once it is stopped, puts the backup in place for the next server.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../db/prepare';
import { runOperatorCommand } from '../support/operator-command';
import { sampleContactMessage } from '../support/sample-inquiries';
import {
  queryDatabaseFile,
  removeTemporaryDatabase,
  startTestServer,
  temporaryDatabaseFile,
} from '../support/test-server';

const testTimeout = 180_000;

/** How a test says what to do once it has finished, passed or failed. */
type OnTestFinished = (cleanup: () => void | Promise<void>) => void;

/** A database file in a fresh temporary folder, removed with its folder after the test. */
function newDatabaseFile(onTestFinished: OnTestFinished): string {
  const file = temporaryDatabaseFile();
  onTestFinished(() => removeTemporaryDatabase(file));
  return file;
}

/** A production server on `databaseFile`, killed after the test if it still runs. */
async function startServer(databaseFile: string, onTestFinished: OnTestFinished) {
  const server = await startTestServer({ databaseFile });
  onTestFinished(async () => {
    await server.kill();
  });
  return server;
}

async function postContact(url: string, message: string): Promise<Response> {
  return fetch(`${url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(sampleContactMessage({ message })),
  });
}

/** Posts a message and returns the id the server acknowledged it with (201). */
async function sendMessage(url: string, message: string): Promise<number> {
  const response = await postContact(url, message);
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/**
 * Keeps `clients` clients posting contact messages until stopped; `acknowledged` grows with
 * the id of every message answered 201, in the order of the answers.
 */
function startFlood(url: string, clients = 8) {
  let flooding = true;
  const acknowledged: number[] = [];
  const otherAnswers: number[] = [];
  const client = async (client: number) => {
    for (let sent = 1; flooding; sent += 1) {
      const response = await postContact(url, `Flood client ${client}, message ${sent}: BOPF?`);
      if (response.status === 201) {
        acknowledged.push(((await response.json()) as { id: number }).id);
      } else {
        otherAnswers.push(response.status);
        await response.body?.cancel();
      }
    }
  };
  const clientsDone = Promise.all(Array.from({ length: clients }, (_, index) => client(index)));
  return {
    acknowledged,
    otherAnswers,
    stop: async () => {
      flooding = false;
      await clientsDone;
    },
  };
}

async function waitFor(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const ids = (databaseFile: string) =>
  queryDatabaseFile<{ id: number }>(
    databaseFile,
    'select id from contact_messages order by id',
  ).map(({ id }) => id);

const integrityCheck = (databaseFile: string) =>
  queryDatabaseFile<{ integrity_check: string }>(databaseFile, 'pragma integrity_check');

function renameFirstProduct(databaseFile: string, name: string): void {
  const database = new Database(databaseFile, { fileMustExist: true });
  try {
    database.pragma('busy_timeout = 5000');
    database.prepare('update products set name = ? where id = 1').run(name);
  } finally {
    database.close();
  }
}

async function firstProductName(url: string): Promise<string> {
  const response = await fetch(`${url}/api/products/1`);
  return ((await response.json()) as { name: string }).name;
}

const journalFiles = (databaseFile: string) =>
  ['-wal', '-shm', '-journal'].filter((suffix) => fs.existsSync(databaseFile + suffix));

describe('npm run backup', () => {
  it(
    'copies a database a flood is writing to, every message acknowledged before it began',
    async ({ onTestFinished }) => {
      const server = await startServer(newDatabaseFile(onTestFinished), onTestFinished);
      const backupFile = path.join(path.dirname(server.databaseFile), 'copy.db');
      const flood = startFlood(server.url);
      try {
        await waitFor(() => flood.acknowledged.length >= 200, '200 acknowledged messages');
        const acknowledgedBefore = [...flood.acknowledged];
        const backup = await runOperatorCommand(
          'backup',
          ['--to', backupFile],
          server.databaseFile,
        );
        const acknowledgedDuring = flood.acknowledged.length - acknowledgedBefore.length;
        await flood.stop();

        expect(backup.errors).toBe('');
        expect(backup.status).toBe(0);
        // The server kept taking messages while the copy was made.
        expect(acknowledgedDuring).toBeGreaterThan(0);
        expect(flood.otherAnswers).toEqual([]);
        // One self-contained file, whole.
        expect(journalFiles(backupFile)).toEqual([]);
        expect(integrityCheck(backupFile)).toEqual([{ integrity_check: 'ok' }]);
        const copied = new Set(ids(backupFile));
        expect(acknowledgedBefore.filter((id) => !copied.has(id))).toEqual([]);
        expect(backup.stdout).toContain('integrity_check: ok');
        expect(backup.stdout).toMatch(new RegExp(`^contact_messages +${copied.size}$`, 'm'));
        expect(backup.stdout).toMatch(/^products +8$/m);
      } finally {
        await flood.stop();
      }
    },
    testTimeout,
  );
});

describe('npm run restore', () => {
  it(
    'refuses while a server holds the database, then restores it for the next server',
    async ({ onTestFinished }) => {
      const databaseFile = newDatabaseFile(onTestFinished);
      const server = await startServer(databaseFile, onTestFinished);
      const backedUp = [
        await sendMessage(server.url, 'Before the backup: one'),
        await sendMessage(server.url, 'Before the backup: two'),
      ];
      renameFirstProduct(databaseFile, 'Dimbula BOPF as backed up');

      const backup = await runOperatorCommand('backup', [], databaseFile);
      expect(backup.status).toBe(0);
      const backupFile = /^ +to (.+)$/m.exec(backup.stdout)?.[1] ?? '';
      expect(path.relative(path.dirname(databaseFile), backupFile)).toMatch(
        /^backups\/app-\d{8}-\d{6}\.db$/,
      );

      const afterBackup = await sendMessage(server.url, 'After the backup');
      renameFirstProduct(databaseFile, 'Renamed after the backup');
      expect(await firstProductName(server.url)).toBe('Renamed after the backup');

      // Whether the server had sent the two e-mails by the backup is its worker's timing; the
      // backup's pending ones, if any, are kept.
      const refused = await runOperatorCommand(
        'restore',
        [backupFile, '--keep-pending'],
        databaseFile,
      );
      expect(refused.errors).toBe(
        `restore: ${databaseFile} is open in another process, a running server most likely: ` +
          'stop it (every worker), then restore',
      );
      expect(refused.status).toBe(1);
      expect(ids(databaseFile)).toContain(afterBackup);
      // Nothing but the database and the backups; mail/ beside them holds the e-mails about the
      // messages (no SMTP_URL: the file transport), written by the server whenever it gets to them.
      const besideDatabase = fs
        .readdirSync(path.dirname(databaseFile))
        .filter((name) => name !== 'mail');
      expect(besideDatabase.sort()).toEqual(['app.db', 'app.db-shm', 'app.db-wal', 'backups']);

      // Killed, not stopped: the server leaves its write-ahead log behind, as after a crash.
      await server.kill();
      expect(journalFiles(databaseFile)).toEqual(['-wal', '-shm']);
      const restored = await runOperatorCommand(
        'restore',
        [backupFile, '--keep-pending'],
        databaseFile,
      );
      expect(restored.errors).toBe('');
      expect(restored.status).toBe(0);
      const keptFile = /kept as (.+)$/m.exec(restored.stdout)?.[1] ?? '';
      expect(keptFile).toMatch(/\/app\.db\.before-restore-\d{8}-\d{6}$/);

      // The old log was folded into the kept file, and none is left for the restored one.
      expect(journalFiles(databaseFile)).toEqual([]);
      expect(journalFiles(keptFile)).toEqual([]);
      expect(ids(keptFile)).toEqual([...backedUp, afterBackup]);
      expect(ids(databaseFile)).toEqual(backedUp);
      expect(integrityCheck(databaseFile)).toEqual([{ integrity_check: 'ok' }]);

      const restarted = await startServer(databaseFile, onTestFinished);
      expect(await firstProductName(restarted.url)).toBe('Dimbula BOPF as backed up');
      const next = await sendMessage(restarted.url, 'After the restore');
      await restarted.stop();
      expect(ids(databaseFile)).toEqual([...backedUp, next]);
    },
    testTimeout,
  );
});

describe.concurrent('mistakes and damaged files', () => {
  /** A migrated database in a fresh temporary folder, as a server leaves it. */
  function databaseOnDisk(onTestFinished: OnTestFinished): string {
    const file = newDatabaseFile(onTestFinished);
    prepareDatabase(file);
    return file;
  }

  it.for<['backup' | 'restore', string[], string]>([
    [
      'backup',
      ['--frobnicate'],
      "backup: Unknown option '--frobnicate' (npm run backup -- --help)",
    ],
    [
      'backup',
      ['--to'],
      "backup: Option '--to <value>' argument missing (npm run backup -- --help)",
    ],
    ['restore', [], 'restore: Which backup? npm run restore -- FILE'],
    [
      'restore',
      ['a.db', 'b.db'],
      'restore: Unexpected argument "b.db" (npm run restore -- --help)',
    ],
  ])(
    '%s %j: one line, exit code 2',
    { timeout: testTimeout },
    async ([script, args, line], { onTestFinished }) => {
      const databaseFile = databaseOnDisk(onTestFinished);
      const { status, stdout, errors } = await runOperatorCommand(script, args, databaseFile);
      expect(errors).toBe(line);
      expect(status).toBe(2);
      expect(stdout).toBe('');
    },
  );

  it(
    'prints how each is used with --help',
    async ({ onTestFinished }) => {
      const databaseFile = databaseOnDisk(onTestFinished);
      const backup = await runOperatorCommand('backup', ['--help'], databaseFile);
      expect(backup.status).toBe(0);
      expect(backup.stdout).toContain('Usage: npm run backup [-- --to FILE]');
      const restore = await runOperatorCommand('restore', ['--help'], databaseFile);
      expect(restore.status).toBe(0);
      expect(restore.stdout).toContain('Usage: npm run restore -- FILE');
      expect(fs.readdirSync(path.dirname(databaseFile))).toEqual(['app.db']);
    },
    testTimeout,
  );

  it(
    'backs up no database that is not there, creating nothing',
    async ({ onTestFinished }) => {
      const missing = newDatabaseFile(onTestFinished);
      const { status, errors } = await runOperatorCommand('backup', [], missing);
      expect(errors).toBe(
        `backup: No database at ${missing} (set DATABASE_URL to the server's file)`,
      );
      expect(status).toBe(2);
      expect(fs.readdirSync(path.dirname(missing))).toEqual([]);
    },
    testTimeout,
  );

  it(
    'never overwrites a file with a backup',
    async ({ onTestFinished }) => {
      const databaseFile = databaseOnDisk(onTestFinished);
      const { status, errors } = await runOperatorCommand(
        'backup',
        ['--to', databaseFile],
        databaseFile,
      );
      expect(errors).toBe(
        `backup: ${databaseFile} already exists: a backup never overwrites a file`,
      );
      expect(status).toBe(2);
    },
    testTimeout,
  );

  it(
    'restores no backup that is not there, and not the database onto itself',
    async ({ onTestFinished }) => {
      const databaseFile = databaseOnDisk(onTestFinished);
      const missing = path.join(path.dirname(databaseFile), 'nothing.db');
      const absent = await runOperatorCommand('restore', [missing], databaseFile);
      expect(absent.errors).toBe(`restore: No backup at ${missing}`);
      expect(absent.status).toBe(2);
      const itself = await runOperatorCommand('restore', [databaseFile], databaseFile);
      expect(itself.errors).toBe(
        `restore: ${databaseFile} is the database itself (DATABASE_URL), not a backup`,
      );
      expect(itself.status).toBe(2);
    },
    testTimeout,
  );

  it(
    'refuses a file that is not a sound copy of the site, changing nothing',
    async ({ onTestFinished }) => {
      const databaseFile = databaseOnDisk(onTestFinished);
      const folder = path.dirname(databaseFile);
      const notADatabase = path.join(folder, 'notes.db');
      fs.writeFileSync(notADatabase, 'Backups are kept in the safe. '.repeat(200));
      const otherDatabase = path.join(folder, 'other.db');
      const other = new Database(otherDatabase);
      other.exec('create table contact_messages (id integer primary key)');
      other.close();
      const before = fs.readFileSync(databaseFile);

      const garbage = await runOperatorCommand('restore', [notADatabase], databaseFile);
      expect(garbage.errors).toBe(
        `restore: ${notADatabase} is not a sound copy of the site's database: file is not a database`,
      );
      expect(garbage.status).toBe(1);
      const foreign = await runOperatorCommand('restore', [otherDatabase], databaseFile);
      expect(foreign.errors).toMatch(
        new RegExp(
          `^restore: ${otherDatabase} is not a sound copy .*: it lacks the tables .*products`,
        ),
      );
      expect(foreign.status).toBe(1);

      expect(fs.readFileSync(databaseFile).equals(before)).toBe(true);
      expect(fs.readdirSync(folder).sort()).toEqual(['app.db', 'notes.db', 'other.db']);
    },
    testTimeout,
  );

  it(
    'restores over a database too damaged to open, keeping it',
    async ({ onTestFinished }) => {
      const databaseFile = databaseOnDisk(onTestFinished);
      const backupFile = path.join(path.dirname(databaseFile), 'good.db');
      expect((await runOperatorCommand('backup', ['--to', backupFile], databaseFile)).status).toBe(
        0,
      );
      fs.writeFileSync(databaseFile, 'overwritten by a runaway script');
      fs.writeFileSync(`${databaseFile}-wal`, 'a stale log');

      const restored = await runOperatorCommand('restore', [backupFile], databaseFile);
      expect(restored.errors).toBe('');
      expect(restored.status).toBe(0);
      const keptFile = /kept as (.+)$/m.exec(restored.stdout)?.[1] ?? '';
      expect(fs.readFileSync(keptFile, 'utf8')).toBe('overwritten by a runaway script');
      // The stale log is not read into the restored database.
      expect(journalFiles(databaseFile)).toEqual([]);
      expect(integrityCheck(databaseFile)).toEqual([{ integrity_check: 'ok' }]);
    },
    testTimeout,
  );
});
