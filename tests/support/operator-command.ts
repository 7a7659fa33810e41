// Runs an operator's command as `npm run <name>` does: `tsx scripts/<name>.ts ARGS`, a process of
// its own on the database a DATABASE_URL names. Node loads tsx itself (`--import tsx`), which
// saves starting npx and a second Node. Asynchronous, so a test can keep a server busy (a flood)
// while the command runs.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { childEnvironment } from './test-environment';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** A command still running after this is killed, so a hung one cannot outlive its test. */
const commandTimeoutMilliseconds = 90_000;

export type CommandResult = {
  /** The exit code. */
  status: number | null;
  stdout: string;
  /** stderr without blank lines. */
  errors: string;
};

export function runOperatorCommand(
  script:
    'inbox' | 'outbox' | 'backup' | 'restore' | 'retention' | 'seed-database' | 'migrate-database',
  args: readonly string[],
  databaseFile: string,
  environment: Record<string, string> = {},
): Promise<CommandResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
    cwd: projectRoot,
    // The database the command works on, and nothing else of the caller's environment.
    env: childEnvironment({ DATABASE_URL: databaseFile, ...environment }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
  child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  const timer = setTimeout(() => child.kill('SIGKILL'), commandTimeoutMilliseconds);
  return new Promise((resolve, reject) => {
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('close', (status) => {
      clearTimeout(timer);
      const errors = stderr
        .split('\n')
        .filter((line) => line)
        .join('\n');
      resolve({ status, stdout, errors });
    });
  });
}
