import { defineConfig } from 'vitest/config';
import { hydrationStarter } from './scripts/hydration-starter/vite-plugin';
import { pictures } from './scripts/pictures/vite-plugin';

// Two projects (`vitest run --project unit|'integration*'`), run one after the other:
// - unit: the code in this process only, no server, command, child process or network (a
//   temporary SQLite file of its own is fine); seconds, even on a busy machine.
// - integration: production servers, the operators' commands, nginx and SMTP, as processes of
//   their own with a clean environment (tests/support/test-environment.ts).
// Timeouts are for a busy two-core machine; a test that needs more is too big, not too slow.
//
// Files run two at a time (one per core; Vitest's default on two cores is one). The integration
// files whose bounds are times on a loaded server (`measuredAlone`) each run last, in a group of
// their own, so that no other file's servers share the machine with them: Vitest runs groups
// (`sequence.groupOrder`) one after the other, and its worker limit is one for the whole run.
const integrationFiles = 'tests/integration/**/*.test.ts';
const integrationSetup = {
  setupFiles: ['tests/support/setup-environment.ts', 'tests/support/setup-database.ts'],
  // Fails the run if a server or command a test started is still running at the end.
  globalSetup: ['tests/support/leftover-processes.ts'],
  testTimeout: 120_000,
  hookTimeout: 120_000,
};
/**
 * Pages answered within 500 ms while another program holds the write lock, and a post refused
 * after 1 s of waiting (database-locks); 2,000 posts from 50 clients with no 503 (server-load).
 */
const measuredAlone = ['database-locks', 'server-load'];
const measuredAloneFile = (name: string) => `tests/integration/${name}.test.ts`;

export default defineConfig({
  // Route modules reach the picture manifest (`virtual:pictures`); it comes from the build's cache.
  // The document's scripts name the hydration starter's file (`virtual:hydration-starter`).
  plugins: [pictures(), hydrationStarter()],
  resolve: {
    alias: { '~': new URL('./app', import.meta.url).pathname },
  },
  test: {
    pool: 'forks',
    maxWorkers: 2,
    // The kept pages' memory test measures after a collection (tests/unit/page-cache-memory.test.ts).
    poolOptions: { forks: { execArgv: ['--expose-gc'] } },
    // CI adds one JSON report of both projects (outside test-results/, which Playwright empties),
    // which scripts/ci-summary.mjs adds up.
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: 'reports/unit.json' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          setupFiles: ['tests/support/setup-environment.ts', 'tests/support/setup-database.ts'],
          testTimeout: 20_000,
          hookTimeout: 20_000,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: [integrationFiles],
          exclude: measuredAlone.map(measuredAloneFile),
          ...integrationSetup,
          sequence: { groupOrder: 2 },
        },
      },
      ...measuredAlone.map((name, index) => ({
        extends: true as const,
        test: {
          name: `integration-${name}`,
          include: [measuredAloneFile(name)],
          ...integrationSetup,
          sequence: { groupOrder: 3 + index },
        },
      })),
    ],
  },
});
