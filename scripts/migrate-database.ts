// `npm run db:migrate`: checks the database at DATABASE_URL and applies pending migrations, as
// the server does at start; a new file also gets the sample products.
import { prepareDatabase } from '../db/prepare';
import { runCommand } from './lib/cli';

runCommand('db:migrate', () => {
  const { file, created, applied, seeded } = prepareDatabase();
  if (created) console.log(`${file}: created, with ${seeded} sample products`);
  console.log(
    applied.length > 0
      ? `${file}: applied ${applied.join(', ')}`
      : `${file}: up to date, no migration pending`,
  );
});
