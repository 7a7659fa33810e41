// `npm run launch-check` as the company runs it before the first start (deploy/README.md): on the
// repository as it is, it lists every sample fact, every drawing not yet replaced and every
// production setting left at its default, and exits 1; on a copy whose facts are all filled in
// (every `sample: false`), with a photograph for every drawing and the four settings given, it
// exits 0.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyFacts } from '~/content/company-facts';
import { productionSettings, sampleFacts } from '../../scripts/lib/launch-findings';
import { findPictureSources } from '../../scripts/pictures/sources';
import { copyCheckout } from '../support/checkout-copy';
import { projectRoot } from '../support/migrations';
import { childEnvironment } from '../support/test-environment';

const settings = {
  SITE_URL: 'https://www.example-tea.lk',
  SIGNING_SECRET: 'a3f1c9e07b5d4e2a8c6f0b1d9e7a5c3f',
  SMTP_URL: 'smtp://sales:secret@mail.example-tea.lk:587',
  MAIL_FROM: 'Example Tea <sales@example-tea.lk>',
};

function launchCheck(cwd: string, environment: Record<string, string> = {}, args: string[] = []) {
  const run = spawnSync('npm', ['run', '--silent', 'launch-check', ...args], {
    cwd,
    env: childEnvironment(environment),
    encoding: 'utf8',
    timeout: 90_000,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

let filledIn = '';

beforeAll(async () => {
  filledIn = copyCheckout('launch-check-');
  const factsFolder = path.join(filledIn, 'app/content/company-facts');
  for (const file of fs.readdirSync(factsFolder)) {
    const facts = fs.readFileSync(path.join(factsFolder, file), 'utf8');
    fs.writeFileSync(
      path.join(factsFolder, file),
      facts.replaceAll('sample: true', 'sample: false'),
    );
  }
  // The check looks only for a photograph of each name, so one small JPEG serves for all.
  const photograph = await sharp({
    create: { width: 8, height: 6, channels: 3, background: '#6b4a2b' },
  })
    .jpeg()
    .toBuffer();
  for (const picture of findPictureSources(filledIn)) {
    const file = path.join(filledIn, 'pictures/photographs', `${picture.name}.jpg`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, photograph);
  }
}, 120_000);

afterAll(() => {
  if (filledIn) fs.rmSync(filledIn, { recursive: true, force: true });
});

describe('npm run launch-check', () => {
  it('lists every sample, drawing and unset setting of the repository as it is, and exits 1', () => {
    const run = launchCheck(projectRoot);
    expect(run.status).toBe(1);
    for (const sample of sampleFacts(companyFacts)) expect(run.stdout).toContain(`  ${sample}\n`);
    expect(run.stdout).toContain('  grades/opa\n');
    expect(run.stdout).not.toContain('maps/export-markets');
    // Each person by name, with the file their photograph goes in; their stand-in drawing, which
    // no page shows, is not listed among the drawings.
    for (const person of companyFacts.people) {
      expect(run.stdout).toContain(
        `  ${person.name}, ${person.role}: pictures/photographs/people/${person.id}.jpg\n`,
      );
      expect(run.stdout).not.toContain(`  people/${person.id}\n`);
    }
    for (const [name, meaning] of Object.entries(productionSettings)) {
      expect(run.stdout).toContain(`  ${name} is not set: ${meaning}\n`);
    }
    expect(run.stdout).toMatch(/Launch check: \d+ things left to do before launch\.\n$/);
    expect(run.stderr).toBe('');
  });

  it('exits 0 once the facts are filled in, every drawing has its photograph and the settings are given', () => {
    const run = launchCheck(filledIn, settings);
    expect(run.stdout).toBe('Launch check: nothing left to do before launch.\n');
    expect(run.status).toBe(0);
  });

  it('still exits 1 for one setting left out, naming only that one', () => {
    const run = launchCheck(filledIn, { ...settings, SMTP_URL: '' });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe(
      'Production settings left at their default (1): set them in the server’s environment (deploy/README.md, First start).\n' +
        `  SMTP_URL is not set: ${productionSettings.SMTP_URL}\n\n` +
        'Launch check: 1 thing left to do before launch.\n',
    );
  });

  it('stops at a fact that breaks its rule, naming it, and exits 1', () => {
    const factsFile = path.join(filledIn, 'app/content/company-facts/contact.ts');
    const facts = fs.readFileSync(factsFile, 'utf8');
    fs.writeFileSync(factsFile, facts.replace("dial: '+94771234567'", "dial: '077 123 4567'"));
    try {
      const run = launchCheck(filledIn, settings);
      expect(run.status).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr.trim()).toBe(
        'launch-check: app/content/company-facts: phones.1.dial is not + and 7 to 15 digits',
      );
    } finally {
      fs.writeFileSync(factsFile, facts);
    }
  });

  it('prints its usage for --help and refuses an unknown option with exit code 2', () => {
    const help = launchCheck(projectRoot, {}, ['--', '--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^Usage: npm run launch-check\n/);
    const unknown = launchCheck(projectRoot, {}, ['--', '--frobnicate']);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr.trim()).toBe(
      "launch-check: Unknown option '--frobnicate' (npm run launch-check -- --help)",
    );
  });
});
