// The database commands as an operator runs them, and drizzle-kit as a developer runs it:
// `npm run db:seed` fills an emptied products table of an existing database and creates no
// database; `npm run db:migrate` creates one only with --create, applies a migration
// drizzle-kit really generated to rebuild contact_messages without losing an e-mail from the
// outbox, and never seeds again.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../db/prepare';
import {
  addMessagesWithPendingEmails,
  migrationsFolder,
  projectRoot,
  rebuildContactMessagesSql,
  rowsOf,
  foldersRemovedAfterAll,
} from '../support/migrations';
import { runOperatorCommand } from '../support/operator-command';
import { childEnvironment } from '../support/test-environment';

const newFolder = foldersRemovedAfterAll('tea-commands-');

const productCount = (file: string) =>
  rowsOf<{ total: number }>(file, 'select count(*) as total from products')[0]?.total;

function emptyProducts(file: string): void {
  const operator = new Database(file);
  operator.exec('delete from products');
  operator.close();
}

describe('npm run db:seed', () => {
  it('puts the sample products into the emptied table of an existing database, once', async () => {
    const file = path.join(newFolder(), 'app.db');
    prepareDatabase(file, migrationsFolder);
    emptyProducts(file);

    const seeded = await runOperatorCommand('seed-database', [], file);
    expect(seeded).toMatchObject({ status: 0, errors: '' });
    expect(seeded.stdout).toContain(`${file}: added 8 sample products`);
    expect(productCount(file)).toBe(8);

    const again = await runOperatorCommand('seed-database', [], file);
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('products table not empty, nothing added');
    expect(productCount(file)).toBe(8);
  }, 60_000);

  it('refuses a database that is not there, creating none', async () => {
    const folder = newFolder();
    const file = path.join(folder, 'missing.db');
    const result = await runOperatorCommand('seed-database', [], file);
    expect(result.status).toBe(2);
    expect(result.errors).toBe(
      `db:seed: No database at ${file} (set DATABASE_URL to the server's file)`,
    );
    expect(fs.readdirSync(folder)).toEqual([]);
  }, 60_000);
});

describe('npm run db:migrate', () => {
  it('makes a database only when asked with --create', async () => {
    const folder = newFolder();
    const file = path.join(folder, 'app.db');
    const refused = await runOperatorCommand('migrate-database', [], file);
    expect(refused.errors).toBe(
      `db:migrate: No database at ${file} (set DATABASE_URL to the server's file; ` +
        'npm run db:migrate -- --create makes a new one)',
    );
    expect(refused.status).toBe(2);
    expect(fs.readdirSync(folder)).toEqual([]);

    const created = await runOperatorCommand('migrate-database', ['--create'], file);
    expect(created).toMatchObject({ status: 0, errors: '' });
    expect(created.stdout).toContain(`${file}: created, with 8 sample products`);
    expect(productCount(file)).toBe(8);
  }, 60_000);
});

/**
 * A copy of db/ and db/migrations in `folder` where contact_messages.message gets a default, and
 * the migration `drizzle-kit generate` writes for it (a rebuild of the table). Returns the
 * migrations folder.
 */
function generateContactMessagesRebuild(folder: string): string {
  fs.mkdirSync(path.join(folder, 'db'));
  for (const name of fs.readdirSync(path.join(projectRoot, 'db'))) {
    if (name.endsWith('.ts')) {
      fs.copyFileSync(path.join(projectRoot, 'db', name), path.join(folder, 'db', name));
    }
  }
  fs.cpSync(migrationsFolder, path.join(folder, 'migrations'), { recursive: true });
  // The copy imports drizzle-orm as the project does.
  fs.symlinkSync(path.join(projectRoot, 'node_modules'), path.join(folder, 'node_modules'));
  const schemaFile = path.join(folder, 'db', 'schema.ts');
  const schema = fs.readFileSync(schemaFile, 'utf8');
  const table = schema.indexOf("'contact_messages'");
  const column = "message: text('message').notNull(),";
  const at = schema.indexOf(column, table);
  expect(table).toBeGreaterThan(0);
  expect(at).toBeGreaterThan(table);
  fs.writeFileSync(
    schemaFile,
    `${schema.slice(0, at)}message: text('message').notNull().default(''),${schema.slice(at + column.length)}`,
  );
  fs.writeFileSync(
    path.join(folder, 'drizzle.config.ts'),
    "export default { dialect: 'sqlite', schema: './db/schema.ts', out: './migrations' };\n",
  );
  execFileSync(
    process.execPath,
    [
      path.join(projectRoot, 'node_modules/drizzle-kit/bin.cjs'),
      'generate',
      '--config',
      'drizzle.config.ts',
      '--name',
      'rebuild_contact_messages',
    ],
    { cwd: folder, env: childEnvironment(), stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 },
  );
  return path.join(folder, 'migrations');
}

/** The statements of a migration, each with its white space collapsed. */
const statementsOf = (sql: string) =>
  sql
    .split('--> statement-breakpoint')
    .map((statement) => statement.replace(/\s+/g, ' ').trim())
    .filter(Boolean);

describe('a migration drizzle-kit generates to change a column of contact_messages', () => {
  it('is the table rebuild the unit tests apply, and db:migrate keeps every outbox e-mail', async () => {
    const folder = newFolder();
    const generated = generateContactMessagesRebuild(folder);
    const added = fs
      .readdirSync(generated)
      .filter((name) => name.endsWith('.sql'))
      .filter((name) => !fs.existsSync(path.join(migrationsFolder, name)));
    expect(added).toHaveLength(1);
    const sql = fs.readFileSync(path.join(generated, added[0] ?? ''), 'utf8');
    expect(statementsOf(sql)).toEqual(statementsOf(rebuildContactMessagesSql));

    const file = path.join(folder, 'app.db');
    prepareDatabase(file, migrationsFolder);
    addMessagesWithPendingEmails(file, 3);
    emptyProducts(file);
    const outboxBefore = rowsOf(file, 'select * from outbox order by id');
    expect(outboxBefore).toHaveLength(4);

    const migrated = await runOperatorCommand('migrate-database', [], file, {
      MIGRATIONS_DIR: generated,
    });
    expect(migrated).toMatchObject({ status: 0, errors: '' });
    expect(migrated.stdout).toContain(`${file}: applied ${added[0]?.replace(/\.sql$/, '')}`);
    expect(rowsOf(file, 'select * from outbox order by id')).toEqual(outboxBefore);
    expect(rowsOf(file, 'pragma foreign_key_check')).toEqual([]);
    // Migrating is not starting afresh: the emptied catalogue stays empty.
    expect(productCount(file)).toBe(0);
  }, 90_000);
});
