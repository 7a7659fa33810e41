import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: { '~': new URL('./app', import.meta.url).pathname },
  },
  test: {
    include: ['tests/unit/**/*.test.ts'],
    setupFiles: ['tests/unit/setup-database.ts'],
    pool: 'forks',
    // The kept pages' memory test measures after a collection (tests/unit/page-cache.test.ts).
    poolOptions: { forks: { execArgv: ['--expose-gc'] } },
    // CI adds a JSON report (outside test-results/, which Playwright empties), which .ci/run adds up.
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: 'reports/unit.json' },
  },
});
