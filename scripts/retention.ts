// `npm run retention`: deletes what the privacy page says the site no longer keeps (the periods
// of app/config/retention.ts) from the database in DATABASE_URL, and prints what it deleted; with
// --dry-run, what it would delete. The server runs the same job once a day
// (app/features/privacy/retention-schedule.server.ts).
import { periodInWords, retention } from '../app/config/retention';
import { applyRetention, describeRetention } from '../app/features/privacy/retention.server';
import { runCommand, type CommandDefinition } from './lib/cli';
import { openOperatorDatabase } from './lib/operator-database';
import { counted } from '../app/content/counted';

const usage = `Usage: npm run retention [-- --dry-run]

Deletes from the database at DATABASE_URL what the privacy page says the site keeps no longer,
each with the outbox e-mails about it: contact messages and quote and sample requests older than
${periodInWords(retention.contactMessageYears, 'year')}, and newsletter signups not confirmed within ${periodInWords(retention.unconfirmedSignupDays, 'day')} of their latest confirmation
e-mail. Prints what it deleted. The server runs the same job at start and then daily.

  --dry-run     print what it would delete, and delete nothing
  -h, --help    this text
`;

const options = { 'dry-run': { type: 'boolean' } } as const;

const retentionCommand: CommandDefinition<typeof options> = {
  name: 'retention',
  usage,
  options,
  positionals: 0,
};

await runCommand(retentionCommand, ({ values }) => {
  const dryRun = values['dry-run'] === true;
  // Written to even for a dry run: the deletes are made, counted and rolled back.
  const database = openOperatorDatabase({ write: true });
  try {
    const report = applyRetention(new Date(), database, { dryRun });
    const lines = describeRetention(report).map((line) => `  ${line}\n`);
    const heading = dryRun
      ? `Retention in ${database.$client.name} would delete (a dry run: nothing was deleted)`
      : `Retention in ${database.$client.name}: deleted`;
    process.stdout.write(`${heading}\n${lines.join('')}`);
    // A file left behind still holds what the privacy page says is gone: the run failed.
    const failures = report.mailFileFailures.length;
    if (failures > 0) {
      throw new Error(
        `${counted(failures, '.eml file')} could not be deleted (above): delete by hand, or run again`,
      );
    }
  } finally {
    database.$client.close();
  }
});
