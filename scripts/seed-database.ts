// `npm run db:seed`: puts the 8 sample products into the database at DATABASE_URL when its
// products table is empty (the server seeds only a database it creates). The database must
// exist and be up to date (npm run db:migrate).
import { seedSampleProducts } from '../db/seed';
import { runCommand, type CommandDefinition } from './lib/cli';
import { counted } from '../app/content/counted';
import { openOperatorDatabase } from './lib/operator-database';

const usage = `Usage: npm run db:seed

Puts the sample products into the database at DATABASE_URL if its products table is empty, and
does nothing to a table that holds any product. The database must exist and be up to date
(npm run db:migrate); the server seeds only a database it creates.

  -h, --help    this text
`;

const seedCommand: CommandDefinition<Record<never, never>> = {
  name: 'db:seed',
  usage,
  options: {},
  positionals: 0,
};

await runCommand(seedCommand, () => {
  const database = openOperatorDatabase({ write: true });
  const file = database.$client.name;
  try {
    const added = seedSampleProducts(database);
    console.log(
      added > 0
        ? `${file}: added ${counted(added, 'sample product')}`
        : `${file}: products table not empty, nothing added`,
    );
  } finally {
    database.$client.close();
  }
});
