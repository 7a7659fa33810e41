// The integration project's global setup: every process a test starts carries this run's id
// (tests/support/test-environment.ts), and at the end of the run any of them still alive, a
// server a test forgot to stop or a worker its primary left behind, is killed and fails the run.
// Linux only (it reads /proc); elsewhere the check is skipped.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { testChildVariable, testRunVariable } from './test-environment';

type Leftover = { pid: number; command: string };

function leftoverProcesses(run: string): Leftover[] {
  const marker = `${testChildVariable}=${run}`;
  const leftovers: Leftover[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const environment = fs.readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0');
      if (!environment.includes(marker)) continue;
      const command = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0').join(' ');
      leftovers.push({ pid: Number(entry), command: command.trim() });
    } catch {
      // Gone meanwhile, or not ours to read.
    }
  }
  return leftovers;
}

export default function setup(): (() => void) | undefined {
  if (!fs.existsSync('/proc/self/environ')) return undefined;
  const run = randomUUID();
  // Set before the test workers start, so they and every process they start inherit it.
  process.env[testRunVariable] = run;
  return () => {
    const leftovers = leftoverProcesses(run);
    for (const { pid } of leftovers) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Exited meanwhile.
      }
    }
    if (leftovers.length > 0) {
      throw new Error(
        `${leftovers.length} process(es) started by the integration tests were still running ` +
          `at the end, now killed; a test must stop what it starts:\n` +
          leftovers.map(({ pid, command }) => `  ${pid} ${command}`).join('\n'),
      );
    }
  };
}
