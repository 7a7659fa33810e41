// The environment of every process a test starts (production servers, the operators' commands,
// nginx): nothing of the caller's but what finds programs, the home folder and the temporary
// folder, plus exactly what the test sets. A developer's SITE_URL, SMTP_URL, DATABASE_URL,
// NODE_OPTIONS and the like never change what a test sees.

/** The only variables a process started by a test takes from the caller. */
export const inheritedVariables: readonly string[] = ['PATH', 'HOME', 'TMPDIR'];

/**
 * Set by the integration project's global setup (tests/support/leftover-processes.ts) to an id of
 * the run. Every process started with `childEnvironment` carries it as `testChildVariable`, and
 * so do the processes those start (workers, nginx's master), so the run can find any it left.
 */
export const testRunVariable = 'TEA_TEST_RUN';
export const testChildVariable = 'TEA_TEST_CHILD_OF_RUN';

/**
 * The whole environment of a process a test starts: the inherited few, then `variables`. Typed as
 * Node's, which @remix-run/node declares with a NODE_ENV that a process need not have.
 */
export function childEnvironment(
  variables: Readonly<Record<string, string | undefined>> = {},
): NodeJS.ProcessEnv {
  const environment: Record<string, string> = {};
  for (const name of inheritedVariables) {
    const value = process.env[name];
    if (value !== undefined) environment[name] = value;
  }
  const run = process.env[testRunVariable];
  if (run) environment[testChildVariable] = run;
  return { ...environment, ...variables } as NodeJS.ProcessEnv;
}

/** `word` quoted for a POSIX shell, whatever it holds. */
export const shellQuote = (word: string) => `'${word.replace(/'/g, `'\\''`)}'`;

/**
 * `argv` as one shell command that runs with exactly `childEnvironment(variables)`, for a runner
 * that adds its own environment to every command it starts (Playwright's webServer).
 */
export function commandWithEnvironment(
  argv: readonly string[],
  variables: Readonly<Record<string, string | undefined>> = {},
): string {
  const assignments = Object.entries(childEnvironment(variables))
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `${name}=${shellQuote(value)}`);
  return ['env', '-i', ...assignments, ...argv.map(shellQuote)].join(' ');
}
