// Runs an operator's command as `npm run <name>` does: `tsx scripts/<name>.ts ARGS`, a process of
// its own on the database a DATABASE_URL names. Node loads tsx itself (`--import tsx`), which
// saves starting npx and a second Node. Asynchronous, so a test can keep a server busy (a flood)
// while the command runs. Where npm's own handling of the command line is the point,
// `runNpmScript` runs `npm run` itself, as the operator types it.
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

/** The scripts/ file of each operator's command. */
export type OperatorScript =
  'inbox' | 'outbox' | 'backup' | 'restore' | 'retention' | 'seed-database' | 'migrate-database';

/**
 * Runs `command` in the project on the database `databaseFile`, with nothing of the caller's
 * environment but childEnvironment's, and collects what it printed. Its standard input is a
 * pipe (never a terminal) holding `input`, if given, then closed.
 */
export function runInProject(
  command: readonly [string, ...string[]],
  databaseFile: string,
  environment: Record<string, string> = {},
  input?: string,
): Promise<CommandResult> {
  const [program, ...args] = command;
  const child = spawn(program, args, {
    cwd: projectRoot,
    env: childEnvironment({ DATABASE_URL: databaseFile, ...environment }),
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  // A command that ends before reading its input closes the pipe: its exit code tells why.
  child.stdin.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
  });
  child.stdin.end(input);
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

/** The command line that runs the operator's command `script` as `npm run` would. */
export const operatorCommandLine = (script: OperatorScript, args: readonly string[] = []) =>
  [process.execPath, '--import', 'tsx', `scripts/${script}.ts`, ...args] as const;

export function runOperatorCommand(
  script: OperatorScript,
  args: readonly string[],
  databaseFile: string,
  environment: Record<string, string> = {},
): Promise<CommandResult> {
  return runInProject(operatorCommandLine(script, args), databaseFile, environment);
}

/** `npm run <words>`, exactly as typed: `runNpmScript(['inbox', '--requests'], file)`. */
export function runNpmScript(words: readonly string[], databaseFile: string) {
  return runInProject(['npm', 'run', ...words], databaseFile);
}
