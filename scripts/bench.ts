/**
 * npm run bench: builds, then measures requests a second and p50/p99 latency of three pages,
 * an API read and a static file, 50 connections for 10 s each, first against our production
 * server (server/, as built) and then against the same build behind remix-serve. Each answer's
 * throughput is given as a fraction of the static file's on the same server: the limit of that
 * server on this machine. Prints a table and writes bench/results/bench-<time>.json.
 *
 * Requests ask for compression as browsers do. Every server gets a throwaway database.
 */
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import {
  removeTemporaryDatabase,
  startTestServer,
  temporaryDatabaseFile,
} from '../tests/support/test-server';
import {
  buildProduction,
  describeMachine,
  freePort,
  machineLine,
  printTable,
  writeResults,
} from './measurement';
import { prepareDatabase } from '../db/prepare';

const connections = 50;
const durationSeconds = 10;
/** Long enough for kept pages, compressed copies and V8 to settle; not counted. */
const warmUpSeconds = 2;
const requestHeaders = { 'accept-encoding': 'gzip, deflate, br' };
/** The issue's target: an HTML page answers at least half as fast as a static file. */
const pageTargetRatio = 0.5;
const startTimeoutMilliseconds = 60_000;

const targets = [
  { path: '/', html: true },
  { path: '/products', html: true },
  { path: '/products/1', html: true },
  { path: '/api/products', html: false },
  { path: '/favicon.svg', html: false },
] as const;
const staticPath = '/favicon.svg';

type Measurement = {
  path: string;
  requestsPerSecond: number;
  p50Milliseconds: number;
  p99Milliseconds: number;
  bytesPerRequest: number;
  non2xx: number;
  errors: number;
  ratioToStatic: number;
};

type RunningServer = { name: string; url: string; stop: () => Promise<void> };

async function measure(url: string): Promise<Omit<Measurement, 'path' | 'ratioToStatic'>> {
  await autocannon({ url, connections, duration: warmUpSeconds, headers: requestHeaders });
  const result = await autocannon({
    url,
    connections,
    duration: durationSeconds,
    headers: requestHeaders,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Milliseconds: result.latency.p50,
    p99Milliseconds: result.latency.p99,
    bytesPerRequest: Math.round(result.throughput.total / Math.max(result.requests.total, 1)),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function measureServer(server: RunningServer): Promise<Measurement[]> {
  const measured = [];
  for (const target of targets) {
    process.stdout.write(`  ${server.name} ${target.path} ...`);
    measured.push({ path: target.path, ...(await measure(`${server.url}${target.path}`)) });
    process.stdout.write(` ${measured.at(-1)?.requestsPerSecond} req/s\n`);
  }
  const staticRate = measured.find((row) => row.path === staticPath)?.requestsPerSecond ?? 0;
  return measured.map((row) => ({
    ...row,
    ratioToStatic: Number((row.requestsPerSecond / Math.max(staticRate, 1)).toFixed(2)),
  }));
}

async function startOurServer(): Promise<RunningServer> {
  const server = await startTestServer();
  return {
    name: 'our server',
    url: server.url,
    stop: async () => {
      await server.stop();
      removeTemporaryDatabase(server.databaseFile);
    },
  };
}

/** The same build behind @remix-run/serve (docs/architecture.md 'Why not remix-serve'). */
async function startRemixServe(): Promise<RunningServer> {
  const port = await freePort();
  const databaseFile = temporaryDatabaseFile();
  // Our server prepares its database at start (db/prepare.ts); remix-serve only loads the build.
  prepareDatabase(databaseFile);
  const child = spawn(
    process.execPath,
    ['node_modules/@remix-run/serve/dist/cli.js', 'build/server/index.js'],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        DATABASE_URL: databaseFile,
      },
      // It logs every request; that cost is part of remix-serve, the output is not of interest.
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startTimeoutMilliseconds;
  for (;;) {
    const ready = await fetch(`${url}/api/products`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('remix-serve did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    name: 'remix-serve',
    url,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      removeTemporaryDatabase(databaseFile);
    },
  };
}

async function run(start: () => Promise<RunningServer>): Promise<Measurement[]> {
  const server = await start();
  try {
    return await measureServer(server);
  } finally {
    await server.stop();
  }
}

async function main() {
  buildProduction();
  const machine = describeMachine();
  console.log(
    `\nBenchmark: ${connections} connections × ${durationSeconds} s per URL, after a ${warmUpSeconds} s warm-up`,
  );
  const ours = await run(startOurServer);
  const remixServe = await run(startRemixServe);

  console.log(`\n${machineLine(machine)}\n`);
  printTable(
    [
      'URL',
      'our server req/s',
      'p50 ms',
      'p99 ms',
      'KB/answer',
      '× static',
      'remix-serve req/s',
      'p50 ms',
      'p99 ms',
      '× static',
    ],
    ours.map((row, index) => {
      const other = remixServe[index];
      return [
        row.path,
        row.requestsPerSecond,
        row.p50Milliseconds,
        row.p99Milliseconds,
        (row.bytesPerRequest / 1024).toFixed(1),
        row.ratioToStatic.toFixed(2),
        other?.requestsPerSecond ?? 0,
        other?.p50Milliseconds ?? 0,
        other?.p99Milliseconds ?? 0,
        (other?.ratioToStatic ?? 0).toFixed(2),
      ];
    }),
  );
  const failures = [...ours, ...remixServe].filter((row) => row.non2xx > 0 || row.errors > 0);
  for (const row of failures) {
    console.log(`! ${row.path}: ${row.non2xx} non-2xx answers, ${row.errors} errors or timeouts`);
  }
  const pages = ours.filter((row) => targets.find((target) => target.path === row.path)?.html);
  console.log(
    `\nTarget: every HTML page at least ${pageTargetRatio} × the static file on our server: ${pages
      .map((row) => `${row.path} ${row.ratioToStatic >= pageTargetRatio ? 'met' : 'MISSED'}`)
      .join(', ')}`,
  );
  const file = writeResults('bench', {
    machine,
    settings: { connections, durationSeconds, warmUpSeconds, requestHeaders, staticPath },
    servers: { server: ours, 'remix-serve': remixServe },
  });
  console.log(`Written to ${file}`);
}

await main();
