// Each test file starts from the same environment, whatever the shell that runs Vitest exports:
// the variables its processes inherit (tests/support/test-environment.ts), CI, and what Vitest
// and Vite set for themselves. The code under test sees its defaults (SITE_URL, SMTP_URL,
// SIGNING_SECRET...) unless a test sets a variable itself (vi.stubEnv).
import { inheritedVariables, testRunVariable } from './test-environment';

const kept = new Set([
  ...inheritedVariables,
  testRunVariable,
  'CI',
  // Vitest's own, and the import.meta.env of Vite.
  'TEST',
  'NODE_ENV',
  'BASE_URL',
  'MODE',
  'DEV',
  'PROD',
  'SSR',
  'FORCE_TTY',
  'FORCE_COLOR',
  'NO_COLOR',
  'TERM',
]);

for (const name of Object.keys(process.env)) {
  if (kept.has(name) || name.startsWith('VITEST') || name.startsWith('TINYPOOL')) continue;
  delete process.env[name];
}
