// `npm run db:migrate`: applies pending migrations (opening the database does it).
import { closeDatabase, databasePath, getDatabase } from '../db/client';

getDatabase();
console.log(`${databasePath()}: migrations applied`);
closeDatabase();
