// `npm run db:seed`: puts the 8 sample products into the database at DATABASE_URL when its
// products table is empty (the server seeds only a database it creates). The database must
// exist and be up to date (npm run db:migrate).
import { seedSampleProducts } from '../db/seed';
import { runCommand } from './lib/cli';
import { existingDatabaseFile, openOperatorDatabase } from './lib/operator-database';

runCommand('db:seed', () => {
  const database = openOperatorDatabase({ write: true });
  try {
    const added = seedSampleProducts(database);
    console.log(
      added > 0
        ? `${existingDatabaseFile()}: added ${added} sample products`
        : `${existingDatabaseFile()}: products table not empty, nothing added`,
    );
  } finally {
    database.$client.close();
  }
});
