// How the database is made ready before the server listens (db/prepare.ts), on real SQLite
// files: migrations run once, with foreign keys off and checked before the commit, so a table
// rebuild never cascades into the outbox and a migration that breaks a reference changes
// nothing; the sample products go only into a database made now.
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { describe, expect, it } from 'vitest';
import { DatabaseDamagedError, MigrationError, prepareDatabase } from '../../db/prepare';
import {
  addMessagesWithPendingEmails,
  damagePage,
  migrationsFolder,
  migrationsWith,
  rebuildContactMessagesSql,
  rootPageOf,
  rowsOf,
  foldersRemovedAfterAll,
} from '../support/migrations';

const removedAfterAll = foldersRemovedAfterAll('tea-prepare-');

/** A path for a database file that does not exist yet, in a folder of this test. */
function newDatabaseFile(): string {
  return path.join(removedAfterAll(), 'app.db');
}

/** A further migration folder, removed after the tests. */
function folderWith(added: { tag: string; sql: string }[]): string {
  const folder = migrationsWith(added);
  removedAfterAll(path.dirname(folder));
  return folder;
}

const count = (file: string, table: string, where = '1') =>
  rowsOf<{ total: number }>(file, `select count(*) as total from ${table} where ${where}`)[0]
    ?.total;

const appliedMigrations = (file: string) => count(file, '__drizzle_migrations');

describe('a migration that rebuilds contact_messages (drizzle-kit changing a column)', () => {
  const rebuild = [{ tag: '0005_rebuild_contact_messages', sql: rebuildContactMessagesSql }];

  it('keeps every e-mail waiting in the outbox, with its reference', () => {
    const file = newDatabaseFile();
    prepareDatabase(file, migrationsFolder);
    const emails = addMessagesWithPendingEmails(file, 3);
    const before = rowsOf(file, 'select * from outbox order by id');

    const preparation = prepareDatabase(file, folderWith(rebuild));

    expect(preparation.applied).toEqual(['0005_rebuild_contact_messages']);
    expect(rowsOf(file, 'select * from outbox order by id')).toEqual(before);
    expect(
      rowsOf<{ id: number }>(file, 'select id from outbox order by id').map((row) => row.id),
    ).toEqual(emails);
    expect(count(file, 'contact_messages')).toBe(3);
    expect(rowsOf(file, 'pragma foreign_key_check')).toEqual([]);
    // The change itself was made.
    const [message] = rowsOf<{ dflt_value: string }>(
      file,
      "select dflt_value from pragma_table_info('contact_messages') where name = 'message'",
    );
    expect(message?.dflt_value).toBe("''");
  });

  it("deletes them under drizzle-orm's own migrate, the defect this guards against", () => {
    const file = newDatabaseFile();
    prepareDatabase(file, migrationsFolder);
    addMessagesWithPendingEmails(file, 3);
    const connection = new Database(file);
    try {
      // As db/client.ts opened the database before migrating it.
      connection.pragma('foreign_keys = ON');
      migrate(drizzle(connection), { migrationsFolder: folderWith(rebuild) });
    } finally {
      connection.close();
    }
    expect(count(file, 'contact_messages')).toBe(3);
    expect(count(file, 'outbox', "kind = 'contact-notification'")).toBe(0);
  });
});

describe('a migration that breaks a reference', () => {
  it('is rolled back whole, with the earlier pending ones, and the error names the tables', () => {
    const file = newDatabaseFile();
    prepareDatabase(file, migrationsFolder);
    addMessagesWithPendingEmails(file, 2);
    const migrationsBefore = appliedMigrations(file);
    const folder = folderWith([
      {
        tag: '0005_notes',
        sql: "CREATE TABLE `notes` (`id` integer PRIMARY KEY NOT NULL, `text` text NOT NULL);--> statement-breakpoint\nINSERT INTO `notes` (`text`) VALUES ('kept?');",
      },
      // With foreign keys off, nothing cascades: the outbox row is left pointing at nothing.
      { tag: '0006_forget_first_message', sql: 'DELETE FROM `contact_messages` WHERE `id` = 1;' },
    ]);

    let failure: unknown;
    try {
      prepareDatabase(file, folder);
    } catch (error) {
      failure = error;
    }
    expect(failure).toBeInstanceOf(MigrationError);
    const message = (failure as Error).message;
    expect(message).toContain('0006_forget_first_message');
    expect(message).toMatch(/outbox row \d+ refers to a missing contact_messages row/);
    expect(message).toContain('nothing was changed');

    expect(rowsOf(file, "select name from sqlite_master where name = 'notes'")).toEqual([]);
    expect(count(file, 'contact_messages')).toBe(2);
    expect(count(file, 'outbox')).toBe(3);
    expect(appliedMigrations(file)).toBe(migrationsBefore);
    expect(rowsOf(file, 'pragma foreign_key_check')).toEqual([]);
  });

  it('that failed on its own SQL changes nothing either', () => {
    const file = newDatabaseFile();
    prepareDatabase(file, migrationsFolder);
    const folder = folderWith([
      { tag: '0005_notes', sql: 'CREATE TABLE `notes` (`id` integer PRIMARY KEY NOT NULL);' },
      { tag: '0006_typo', sql: 'ALTER TABLE `nothing_here` ADD `x` text;' },
    ]);
    expect(() => prepareDatabase(file, folder)).toThrow(
      /Migration 0006_typo failed: no such table: nothing_here/,
    );
    expect(rowsOf(file, "select name from sqlite_master where name = 'notes'")).toEqual([]);
  });

  it('is not blamed for a reference an operator broke before', () => {
    const file = newDatabaseFile();
    prepareDatabase(file, migrationsFolder);
    addMessagesWithPendingEmails(file, 2);
    // An operator's sqlite3, where foreign keys are off unless turned on (better-sqlite3 has
    // them on by default).
    const operator = new Database(file);
    operator.pragma('foreign_keys = OFF');
    operator.exec('delete from contact_messages where id = 2');
    operator.close();
    const preparation = prepareDatabase(
      file,
      folderWith([
        { tag: '0005_notes', sql: 'CREATE TABLE `notes` (`id` integer PRIMARY KEY NOT NULL);' },
      ]),
    );
    expect(preparation.applied).toEqual(['0005_notes']);
  });
});

describe('the sample products', () => {
  it('go into a database made now, and never again after an operator emptied the table', () => {
    const file = newDatabaseFile();
    const first = prepareDatabase(file, migrationsFolder);
    expect(first).toMatchObject({ created: true, seeded: 8 });
    expect(count(file, 'products')).toBe(8);

    const operator = new Database(file);
    operator.exec('delete from products');
    operator.close();

    // A restart.
    const second = prepareDatabase(file, migrationsFolder);
    expect(second).toEqual({ file, created: false, applied: [], seeded: 0 });
    expect(count(file, 'products')).toBe(0);
  });

  it('go into a database an earlier start left without tables', () => {
    const file = newDatabaseFile();
    // The first start failed on a migration: the file exists, with nothing in it.
    const broken = folderWith([{ tag: '0005_typo', sql: 'THIS IS NOT SQL;' }]);
    expect(() => prepareDatabase(file, broken)).toThrow(MigrationError);
    expect(fs.existsSync(file)).toBe(true);
    expect(rowsOf(file, "select name from sqlite_master where name = 'products'")).toEqual([]);

    expect(prepareDatabase(file, migrationsFolder)).toMatchObject({ created: true, seeded: 8 });
    expect(count(file, 'products')).toBe(8);
  });
});

describe('a damaged file', () => {
  it('is refused before anything is changed, naming the file', () => {
    const file = newDatabaseFile();
    prepareDatabase(file, migrationsFolder);
    damagePage(file, rootPageOf(file, 'contact_messages'));
    const bytes = fs.readFileSync(file);
    expect(() => prepareDatabase(file, folderWith([{ tag: '0005_x', sql: 'SELECT 1;' }]))).toThrow(
      DatabaseDamagedError,
    );
    expect(() => prepareDatabase(file, migrationsFolder)).toThrow(
      `The database ${file} is damaged`,
    );
    expect(fs.readFileSync(file).equals(bytes)).toBe(true);
  });
});

describe('0007_visitor_language on a database from before it', () => {
  /** db/migrations as it was before the language column: its journal without 0007 on. */
  function migrationsBeforeLanguage(): string {
    const folder = folderWith([]);
    const journalFile = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as {
      entries: { tag: string }[];
    };
    const at = journal.entries.findIndex(({ tag }) => tag === '0007_visitor_language');
    expect(at).toBeGreaterThan(0);
    journal.entries = journal.entries.slice(0, at);
    fs.writeFileSync(journalFile, JSON.stringify(journal));
    return folder;
  }

  it('gives every row English, keeps every waiting e-mail and holds new rows to the codes', () => {
    const file = newDatabaseFile();
    prepareDatabase(file, migrationsBeforeLanguage());
    addMessagesWithPendingEmails(file, 2);
    const operator = new Database(file);
    operator.exec(`
      insert into buyer_requests (kind, tea, tea_name, sample_count, packing, incoterm,
        destination_port, destination_country, company, name, email, message)
      values ('samples', 'grade:opa', 'OPA', 3, 'chests', 'cif', 'Hamburg', 'DE',
        'Nordtee GmbH', 'Anna Weber', 'anna@example.de', 'Three samples for our blenders.');
      insert into subscriptions (email) values ('reader@example.com');`);
    operator.close();
    const outboxBefore = rowsOf(file, 'select * from outbox order by id');

    expect(prepareDatabase(file, migrationsFolder).applied).toEqual(['0007_visitor_language']);

    for (const table of ['contact_messages', 'buyer_requests', 'subscriptions']) {
      expect(rowsOf(file, `select distinct language from ${table}`)).toEqual([{ language: 'en' }]);
    }
    expect(count(file, 'contact_messages')).toBe(2);
    expect(rowsOf(file, 'select * from outbox order by id')).toEqual(outboxBefore);
    expect(rowsOf(file, 'pragma foreign_key_check')).toEqual([]);
    const after = new Database(file);
    try {
      expect(() =>
        after.prepare("update contact_messages set language = 'de' where id = 1").run(),
      ).toThrow(/CHECK constraint failed: contact_messages_language_check/);
      expect(() =>
        after.prepare("insert into subscriptions (email) values ('reader@example.com')").run(),
      ).toThrow(/UNIQUE constraint failed: subscriptions.email/);
    } finally {
      after.close();
    }
  });
});
