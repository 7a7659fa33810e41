// Every operator's command, as an operator runs it, trusted not to change data by mistake:
// `--help` prints its usage and touches nothing, an unknown option is one line and exit code 2,
// and a DATABASE_URL naming nothing, a folder or a file that is not a database is refused in one
// line with nothing created. Also the option npm keeps for itself when the `--` is left out
// (`npm run inbox --requests`), refused rather than quietly listing contact messages.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../db/prepare';
import { foldersRemovedAfterAll, migrationsFolder, rowsOf } from '../support/migrations';
import {
  runNpmScript,
  runOperatorCommand,
  type CommandResult,
  type OperatorScript,
} from '../support/operator-command';

const newFolder = foldersRemovedAfterAll('tea-operator-commands-');
const commandTimeout = 90_000;

/** Each command's script, and its name after `npm run`. */
const commands: { script: OperatorScript; name: string }[] = [
  { script: 'inbox', name: 'inbox' },
  { script: 'outbox', name: 'outbox' },
  { script: 'retention', name: 'retention' },
  { script: 'backup', name: 'backup' },
  { script: 'restore', name: 'restore' },
  { script: 'migrate-database', name: 'db:migrate' },
  { script: 'seed-database', name: 'db:seed' },
];

/** A database as the server leaves it, which no test here may change. */
let databaseFile = '';
/** A folder that must stay empty: DATABASE_URL names a file in it, or the folder itself. */
let emptyFolder = '';
let missingFile = '';

/** The database's bytes, its modification time and the files beside it. */
const stateOf = (file: string) => ({
  bytes: fs.readFileSync(file),
  modified: fs.statSync(file).mtimeMs,
  folder: fs.readdirSync(path.dirname(file)).sort(),
});
let before: ReturnType<typeof stateOf>;

beforeAll(() => {
  databaseFile = path.join(newFolder(), 'app.db');
  prepareDatabase(databaseFile, migrationsFolder);
  before = stateOf(databaseFile);
  emptyFolder = newFolder();
  missingFile = path.join(emptyFolder, 'app.db');
});

/** A refusal: exit code 2, nothing on stdout, one line on stderr. */
function expectRefusal(result: CommandResult, line: string | RegExp): void {
  expect(result.stdout).toBe('');
  expect(result.errors.split('\n')).toEqual([
    line instanceof RegExp ? expect.stringMatching(line) : line,
  ]);
  expect(result.status).toBe(2);
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// One command at a time, its four runs at once: more would only queue for the two cores.
describe('every operator command', () => {
  it.for(commands)(
    '$name: --help, an unknown option, no database, a folder',
    { timeout: commandTimeout },
    async ({ script, name }) => {
      // restore needs a backup to get as far as the database: the intact one serves.
      const operands = script === 'restore' ? [databaseFile] : [];
      const [help, unknown, missing, folder] = await Promise.all([
        runOperatorCommand(script, ['--help'], databaseFile),
        runOperatorCommand(script, ['--frobnicate'], databaseFile),
        runOperatorCommand(script, operands, missingFile),
        runOperatorCommand(script, operands, emptyFolder),
      ]);

      expect(help.errors).toBe('');
      expect(help.stdout).toMatch(new RegExp(`^Usage: npm run ${name}\\b`));
      expect(help.stdout).toContain('-h, --help');
      expect(help.status).toBe(0);
      expectRefusal(unknown, `${name}: Unknown option '--frobnicate' (npm run ${name} -- --help)`);
      expectRefusal(
        missing,
        new RegExp(
          `^${name}: No database at ${escaped(missingFile)} \\(set DATABASE_URL to the server's file[;)]`,
        ),
      );
      expectRefusal(
        folder,
        `${name}: ${emptyFolder} is a folder, not a database file (check DATABASE_URL)`,
      );

      expect(stateOf(databaseFile)).toEqual(before);
      expect(fs.readdirSync(emptyFolder)).toEqual([]);
    },
  );

  it(
    'refuses a file that is not a database, leaving it as it was',
    async () => {
      const notes = path.join(newFolder(), 'notes.txt');
      fs.writeFileSync(notes, 'Backups are kept in the safe.\n');
      const notesBefore = stateOf(notes);
      expectRefusal(
        await runOperatorCommand('inbox', [], notes),
        `inbox: ${notes} is not a SQLite database (check DATABASE_URL)`,
      );
      expect(stateOf(notes)).toEqual(notesBefore);
    },
    commandTimeout,
  );
});

describe('options npm keeps for itself', () => {
  it(
    'refuses `npm run inbox --requests` and `npm run retention --dry-run` (no --), and runs `npm run inbox -- --requests`',
    async () => {
      // A database of its own: reading one in WAL mode leaves -wal and -shm files beside it.
      const file = path.join(newFolder(), 'app.db');
      prepareDatabase(file, migrationsFolder);
      const stale = new Database(file);
      stale
        .prepare(
          "insert into contact_messages (name, email, subject, message, created_at) values ('A Buyer', 'old@example.com', 'other', 'A price list?', '2020-01-01T00:00:00.000Z')",
        )
        .run();
      stale.close();
      const [requests, dryRun, passed] = await Promise.all([
        runNpmScript(['inbox', '--requests'], file),
        runNpmScript(['retention', '--dry-run'], file),
        runNpmScript(['inbox', '--', '--requests'], file),
      ]);
      // npm's own lines (its warning about an unknown setting) aside, one line says what to type.
      const ours = (result: CommandResult) =>
        result.errors.split('\n').filter((line) => line && !line.startsWith('npm '));
      expect(ours(requests)).toEqual([
        'inbox: npm kept --requests for itself: write npm run inbox -- --requests (options go after --)',
      ]);
      expect(requests.status).toBe(2);
      expect(requests.stdout).not.toContain('messages in');
      // Run without its --dry-run, retention would have deleted the old message.
      expect(ours(dryRun)).toEqual([
        'retention: npm kept --dry-run for itself: write npm run retention -- --dry-run (options go after --)',
      ]);
      expect(dryRun.status).toBe(2);
      expect(rowsOf(file, 'select email from contact_messages')).toEqual([
        { email: 'old@example.com' },
      ]);

      expect(ours(passed)).toEqual([]);
      expect(passed.stdout).toContain(`0 quote and sample requests in ${file}`);
      expect(passed.status).toBe(0);
    },
    commandTimeout,
  );
});
