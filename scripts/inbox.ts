// `npm run inbox`: the operators' view of contact messages and subscribers.
//   --all            every message, not only the latest 20
//   --since DATE     only rows from DATE (YYYY-MM-DD) on
//   --subscribers    newsletter subscribers instead of messages
//   --csv | --json   export instead of the table
import { parseArgs } from 'node:util';
import { closeDatabase, databasePath } from '../db/client';
import { listContactMessages, listSubscribers, toCsv, toTable } from '../app/lib/inbox.server';

const { values } = parseArgs({
  options: {
    all: { type: 'boolean', default: false },
    since: { type: 'string' },
    subscribers: { type: 'boolean', default: false },
    csv: { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
  },
});

if (values.since && !/^\d{4}-\d{2}-\d{2}$/.test(values.since)) {
  console.error('--since takes a date as YYYY-MM-DD');
  process.exit(2);
}

const rows: Record<string, string>[] = values.subscribers
  ? listSubscribers({ since: values.since })
  : listContactMessages({ since: values.since, all: values.all || Boolean(values.since) });
const columns = values.subscribers
  ? ['date', 'email']
  : ['date', 'name', 'email', 'subject', 'message'];

if (values.json) {
  process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
} else if (values.csv) {
  process.stdout.write(toCsv(rows, columns));
} else {
  const what = values.subscribers ? 'subscribers' : 'messages';
  console.log(`${rows.length} ${what} in ${databasePath()}\n`);
  if (rows.length > 0) console.log(toTable(rows, columns));
}
closeDatabase();
