// `npm run db:migrate`: checks the database at DATABASE_URL and applies pending migrations, as
// the server does at start. It makes a new database only when asked (--create): a mistyped
// DATABASE_URL must not turn into a new, seeded file that nobody serves.
import { prepareDatabase } from '../db/prepare';
import { runCommand, type CommandDefinition } from './lib/cli';
import { counted } from '../app/content/counted';
import { existingDatabaseFile, locateDatabaseFile, noDatabaseError } from './lib/operator-database';

const usage = `Usage: npm run db:migrate [-- --create]

Checks the database at DATABASE_URL (SQLite's quick_check) and applies the migrations it lacks,
in one transaction, as the server does at start; prints which, or that none was pending.

  --create      if there is no database at DATABASE_URL, make one, with the sample products
                (without it, a missing file is refused: a mistyped DATABASE_URL creates nothing)
  -h, --help    this text
`;

const options = { create: { type: 'boolean' } } as const;

const migrateCommand: CommandDefinition<typeof options> = {
  name: 'db:migrate',
  usage,
  options,
  positionals: 0,
};

await runCommand(migrateCommand, ({ values }) => {
  const { file, exists } = locateDatabaseFile();
  if (!exists && !values.create) {
    throw noDatabaseError(file, 'npm run db:migrate -- --create makes a new one');
  }
  // An existing file must at least be a database; a damaged one is prepareDatabase's to refuse.
  if (exists) existingDatabaseFile();
  const { created, applied, seeded } = prepareDatabase(file);
  if (created) console.log(`${file}: created, with ${counted(seeded, 'sample product')}`);
  console.log(
    applied.length > 0
      ? `${file}: applied ${applied.join(', ')}`
      : `${file}: up to date, no migration pending`,
  );
});
