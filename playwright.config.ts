import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { commandWithEnvironment } from './tests/support/test-environment';
import { serverEntry } from './tests/support/test-server';

const port = Number(process.env.E2E_PORT || 3310);
const baseURL = `http://localhost:${port}`;
// A fresh database per run, shared by the test server of this run only. Workers load this
// file again but inherit the variable, so tests can read the rows the server wrote.
process.env.E2E_DATABASE_URL ??= path.join(
  fs.mkdtempSync(path.join(os.tmpdir(), 'tea-e2e-')),
  'e2e.db',
);
// Debian's Chromium, as its headless shell where installed: the same Blink and V8 without the
// desktop browser around them, which Playwright's own downloads also run headless tests in. On two
// cores it ran the whole suite in half the time of the full browser (decision 035).
const systemChromium = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) =>
  fs.existsSync(file),
);

const launchOptions = systemChromium
  ? {
      executablePath: systemChromium,
      args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
    }
  : {};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // A flaky test is a defect to fix, not a retry to hide.
  retries: 0,
  workers: 2,
  // CI shares two cores with a server and a browser; give assertions room on a busy machine.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'reports/e2e.json' }]] : 'list',
  use: {
    baseURL,
    // A failed test keeps its trace: every action with the page's DOM before and after it, the
    // network and the console, and a screenshot of where it stopped. The trace's screencast (a
    // frame after each paint) is left out: recording it cost a fifth of the run's time on two
    // cores (docs/development.md 'CI time').
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'js-on',
      use: { ...devices['Desktop Chrome'], javaScriptEnabled: true },
    },
    {
      name: 'js-off',
      use: { ...devices['Desktop Chrome'], javaScriptEnabled: false },
    },
  ],
  webServer: {
    // Playwright adds its own environment to the command's; `env -i` leaves the server exactly
    // these variables and PATH, HOME and TMPDIR (tests/support/test-environment.ts).
    command: commandWithEnvironment([process.execPath, serverEntry], {
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: process.env.E2E_DATABASE_URL,
      RATE_LIMIT_CONTACT_PER_MINUTE: '100000',
      RATE_LIMIT_SUBSCRIBE_PER_MINUTE: '100000',
      RATE_LIMIT_REQUEST_PER_MINUTE: '100000',
      // One client (this machine) asks for every page several times a minute.
      RATE_LIMIT_PAGES_PER_MINUTE: '1000000',
      // Every signup of the run comes from this machine, one client.
      RATE_LIMIT_SIGNUP_MAILS_PER_DAY: '1000000',
    }),
    url: `${baseURL}/api/products`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
