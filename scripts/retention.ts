// `npm run retention`: deletes what the privacy page says the site no longer keeps (the periods
// of app/config/retention.ts) from the database in DATABASE_URL, and prints what it deleted.
// The server runs the same job once a day (app/features/privacy/retention-schedule.server.ts).
import { closeDatabase, databasePath } from '../db/client';
import { applyRetention, describeRetention } from '../app/features/privacy/retention.server';

const report = applyRetention();
console.log(`Retention in ${databasePath()}: deleted`);
for (const line of describeRetention(report)) console.log(`  ${line}`);
closeDatabase();
