// What `npm run bench` and `npm run audit:lighthouse` share: a fresh production build, the
// machine they ran on, a results file under bench/results/, and a plain-text table.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const resultsFolder = 'bench/results';

/** `npm run build`, so the figures are those of the code as it is now. */
export function buildProduction(): void {
  const { status } = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (status !== 0) throw new Error(`npm run build failed (exit ${status})`);
}

export type Machine = {
  date: string;
  cpus: number;
  cpuModel: string;
  memoryGiB: number;
  node: string;
  platform: string;
  /** Other work on the machine skews every figure: the one-minute load average at the start. */
  loadAverage: number;
};

export function describeMachine(): Machine {
  const cpus = os.cpus();
  return {
    date: new Date().toISOString(),
    cpus: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
    loadAverage: Number(os.loadavg()[0]?.toFixed(1)),
  };
}

export function machineLine(machine: Machine): string {
  return `${machine.date.slice(0, 16).replace('T', ' ')} UTC, ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGiB} GiB, Node ${machine.node}, load average ${machine.loadAverage} at the start`;
}

/** The CPU time of every process, busy and in all, from /proc/stat (Linux). */
function cpuTimes(): { busy: number; total: number } | undefined {
  try {
    const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = (fields ?? [])
      .slice(1)
      .map(Number);
    const busy =
      (user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0);
    return { busy, total: busy + (idle ?? 0) + (iowait ?? 0) };
  } catch {
    return undefined;
  }
}

/**
 * How busy the machine's processors were over the next `milliseconds`, 0 to 1, while this
 * script waits: what other work takes away from a measurement made now. `undefined` where the
 * system does not say (no /proc). The load average lags a minute behind and counts the
 * measurement's own browser, so it cannot tell.
 */
export async function busyFraction(milliseconds: number): Promise<number | undefined> {
  const before = cpuTimes();
  await new Promise((resolve) => setTimeout(resolve, milliseconds));
  const after = cpuTimes();
  if (!before || !after || after.total === before.total) return undefined;
  return Number(((after.busy - before.busy) / (after.total - before.total)).toFixed(2));
}

/** Writes `bench/results/<kind>-<time>.json` and returns its path. */
export function writeResults(kind: string, results: unknown): string {
  fs.mkdirSync(resultsFolder, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
  const file = path.join(resultsFolder, `${kind}-${stamp}.json`);
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return file;
}

/** A table with a header row; numbers are right-aligned. */
export function printTable(header: readonly string[], rows: readonly (string | number)[][]): void {
  const cells = [header, ...rows].map((row) => row.map(String));
  const widths = header.map((_, column) =>
    Math.max(...cells.map((row) => row[column]?.length ?? 0)),
  );
  const line = (row: readonly string[], original: readonly (string | number)[]) =>
    row
      .map((cell, column) =>
        typeof original[column] === 'number'
          ? cell.padStart(widths[column] ?? 0)
          : cell.padEnd(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  console.log(line(cells[0] ?? [], header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  rows.forEach((row, index) => console.log(line(cells[index + 1] ?? [], row)));
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}
