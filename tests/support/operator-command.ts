// Runs an operator's command as an operator does: `npx tsx scripts/<name>.ts ARGS`, a process of
// its own on the database a DATABASE_URL names. Asynchronous, so a test can keep a server busy
// (a flood) while the command runs.
import { spawn } from 'node:child_process';

export type CommandResult = {
  /** The exit code. */
  status: number | null;
  stdout: string;
  /** stderr without npm's own warnings about the machine's configuration. */
  errors: string;
};

export function runOperatorCommand(
  script: 'inbox' | 'outbox' | 'backup' | 'restore' | 'retention',
  args: readonly string[],
  databaseFile: string,
): Promise<CommandResult> {
  const child = spawn('npx', ['tsx', `scripts/${script}.ts`, ...args], {
    env: { ...process.env, DATABASE_URL: databaseFile },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text));
  child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (status) => {
      const errors = stderr
        .split('\n')
        .filter((line) => line && !line.startsWith('npm warn'))
        .join('\n');
      resolve({ status, stdout, errors });
    });
  });
}
