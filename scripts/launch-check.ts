// `npm run launch-check`: what still stands between the site and its launch. Lists every sample
// fact the site shows (app/content/company-facts/), every drawing not yet replaced by the
// company's photograph (pictures/README.md) and every production setting left at its default,
// and exits 1 while anything is left; 0 when nothing is. deploy/README.md runs it before the
// first start, in the environment the server will have.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { counted } from '../app/content/counted';
import { companyFacts } from '../app/content/company-facts';
import { checkCompanyFacts } from '../app/content/company-facts/schema';
import { runCommand, type CommandDefinition } from './lib/cli';
import { launchFindings } from './lib/launch-findings';
import { findPictureSources } from './pictures/sources';

const usage = `Usage: npm run launch-check

Checks the company facts against their rules (app/content/company-facts/schema.ts), then lists
what must change before the site goes live, and exits 1 while anything is left:
- every company fact still marked sample in app/content/company-facts/,
- every drawing not yet replaced by a photograph under pictures/photographs,
- every person the site names without a photograph (pictures/photographs/people/<id>.jpg),
- every production setting (SITE_URL, SIGNING_SECRET, SMTP_URL, MAIL_FROM) not set in this
  environment: run it with the variables the server will have.
Exits 0, saying so, when nothing is left.

  -h, --help    this text
`;

const launchCheckCommand: CommandDefinition<Record<string, never>> = {
  name: 'launch-check',
  usage,
  options: {},
  positionals: 0,
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

await runCommand(launchCheckCommand, () => {
  // A fact that breaks its rule (a phone with a letter, 30 February) stops the check, named.
  const facts = checkCompanyFacts(companyFacts);
  const findings = launchFindings(facts, findPictureSources(root), process.env);
  const left = findings.filter((finding) => finding.items.length > 0);
  if (left.length === 0) {
    process.stdout.write('Launch check: nothing left to do before launch.\n');
    return;
  }
  for (const finding of left) {
    process.stdout.write(
      `${finding.heading} (${finding.items.length}): ${finding.howToFix}.\n` +
        finding.items.map((item) => `  ${item}\n`).join('') +
        '\n',
    );
  }
  const total = left.reduce((sum, finding) => sum + finding.items.length, 0);
  process.stdout.write(`Launch check: ${counted(total, 'thing')} left to do before launch.\n`);
  process.exitCode = 1;
});
