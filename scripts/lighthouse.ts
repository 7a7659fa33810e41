/**
 * npm run audit:lighthouse: builds, serves the build with our production server and a
 * throwaway database, and audits every public route (app/config/public-routes.ts), a product
 * page, a grade page and home in Arabic and Russian with Lighthouse 12 (mobile: a mid-range phone on slow 4G, simulated) in
 * the system's Chromium. Prints the four category scores, FCP, LCP, TBT, CLS, the bytes
 * transferred and each page's long tasks, writes the summary to bench/results/lighthouse-<time>.json
 * and every run's whole Lighthouse report to a folder of its own in bench's git-ignored tmp.
 *
 * A figure is only a measurement when it was taken honestly:
 * - on a quiet machine: before each run the processors' use by other work is sampled; above
 *   LIGHTHOUSE_MAX_BUSY (0.15) the script waits for quiet, then refuses (LIGHTHOUSE_ALLOW_BUSY=1
 *   records the figures, flagged as taken on a busy machine);
 * - with the page's scripts run inside the trace: the app marks hydration ('tea:hydrated',
 *   app/hooks/use-hydrated.tsx); a run without the mark is retried, and reported as no
 *   measurement (exit code 1) if it never comes;
 * - on the same simulated phone on every machine: Lighthouse's mobile preset slows the host's
 *   processor fourfold, whatever the host; here the slowdown is chosen once an audit from the
 *   host's speed measured as Lighthouse measures it, the median of nine readings at the start
 *   (scripts/lib/cpu-calibration.ts, decision 036). Measured again at the end, a host whose speed
 *   moved by more than a fifth is flagged.
 *   LIGHTHOUSE_CPU_SLOWDOWN=4 applies Lighthouse's fixed default instead.
 * LIGHTHOUSE_BLOCK_SCRIPTS=1 audits with every script blocked instead; LIGHTHOUSE_PAGES=/,/contact
 * audits only those pages; LIGHTHOUSE_KEEP_TRACES=1 keeps each run's trace beside its report, to
 * open in Chromium's Performance panel and find what a long task or the paints wait for.
 *
 * The pages are audited from the production server directly, over plain HTTP/1.1, as issue 21's
 * targets were set. LIGHTHOUSE_FRONT=nginx audits them as production serves them (deploy/README.md):
 * over HTTPS and HTTP/2, through the TLS server of deploy/nginx.conf (tests/support/nginx.ts runs
 * the file, with a certificate made for the run, which Chromium is told to accept). Lighthouse's
 * simulation then adds the TLS handshake to the document, and sends every file after it on the one
 * connection, one after the other; over HTTP/1.1 it opens up to six, each with its own handshake,
 * sharing the line. Neither is how a phone's HTTP/2 interleaves them: docs/development.md.
 *
 * SITE_URL is the audited address itself, so the canonical links point where Lighthouse looks.
 * Each page is fetched once before its audits, as a visitor before would have, so the server
 * answers from its kept pages (decision 005) as it does in production. Lighthouse's figures vary
 * from run to run, so each page is audited LIGHTHOUSE_RUNS times (3) and the run with the
 * median performance score is reported, as Lighthouse's own docs advise.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { chromium as playwrightChromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { gradePath, publicPages } from '../app/config/public-routes';
import { localizedPath, prefixedLanguages } from '../app/i18n/languages';
import { teaGrades } from '../app/content/tea-grades';
import { hydratedMark } from '../app/hooks/use-hydrated';
import { startNginx } from '../tests/support/nginx';
import { removeTemporaryDatabase, startTestServer } from '../tests/support/test-server';
import {
  calibratedSlowdown,
  hostIndexOf,
  hostReadingsPerAudit,
  simulatedPhoneIndex,
  slowdownBounds,
  steadySpeed,
} from './lib/cpu-calibration';
import {
  buildProduction,
  busyFraction,
  describeMachine,
  freePort,
  machineLine,
  printTable,
  writeResults,
} from './measurement';

/**
 * Every public route in English, and home's Arabic and Russian twins, which stand for their
 * languages' pages (their own fonts, the same scripts): LIGHTHOUSE_PAGES audits other twins.
 */
const everyPage = [
  ...publicPages.map((page) => page.path),
  '/products/1',
  gradePath(teaGrades[0]?.slug ?? 'opa'),
  ...prefixedLanguages.map((language) => localizedPath('/', language)),
];
const auditedPaths = process.env.LIGHTHOUSE_PAGES?.split(',') ?? everyPage;
const runsPerPage = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const scriptsBlocked = process.env.LIGHTHOUSE_BLOCK_SCRIPTS === '1';
/** The share of the processors other work may use while a run starts. */
const maxBusy = Number(process.env.LIGHTHOUSE_MAX_BUSY ?? 0.15);
const allowBusy = process.env.LIGHTHOUSE_ALLOW_BUSY === '1';
const keepTraces = process.env.LIGHTHOUSE_KEEP_TRACES === '1';
const behindNginx = process.env.LIGHTHOUSE_FRONT === 'nginx';
/** A fixed CPU slowdown instead of one calibrated to the host (4: Lighthouse's own default). */
const fixedSlowdown = process.env.LIGHTHOUSE_CPU_SLOWDOWN
  ? Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN)
  : undefined;
if (fixedSlowdown !== undefined && !(fixedSlowdown >= 1)) {
  throw new Error(`LIGHTHOUSE_CPU_SLOWDOWN must be a number of at least 1, not '${fixedSlowdown}'`);
}
/** What the pages were audited through, for the table's heading and the results file. */
const front = behindNginx
  ? 'through nginx over HTTPS and HTTP/2'
  : 'from the Node server over HTTP/1.1';
/** How long to wait for a busy machine to quiet down before refusing. */
const quietWaitMilliseconds = 120_000;
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromiumFlags = [
  // Behind nginx, the certificate is the run's own (self-signed).
  ...(behindNginx ? ['--ignore-certificate-errors'] : []),
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
/** The targets, printed beside the figures. */
const targets = {
  score: 100,
  lcpMilliseconds: 1200,
  tbtMilliseconds: 50,
  cls: 0,
  homeKilobytesWithoutVideo: 250,
};

type PageAudit = {
  path: string;
  scores: Record<(typeof categories)[number], number>;
  fcpMilliseconds: number;
  lcpMilliseconds: number;
  tbtMilliseconds: number;
  cls: number;
  transferredBytes: number;
  /** The home page budget counts what loads before the intro film. */
  transferredBytesWithoutVideo: number;
  /** What the page is measured by as its largest paint. */
  lcpElement: string;
  /** The audits of the four categories that did not score full marks, worst first. */
  shortfalls: string[];
  /** When the page's scripts had hydrated it (ms into the trace); null: not inside the trace. */
  hydratedMilliseconds: number | null;
  /** Main-thread tasks of 50 ms or more: where, when and how long (ms). */
  longTasks: { url: string; startTime: number; duration: number }[];
  /** The processors' use by other work as the run started, 0 to 1 (none: not known). */
  busy?: number;
  /**
   * Lighthouse's measure of the machine's speed during the run (its BenchmarkIndex: 1,000 to
   * 2,900 on this project's two-core machines), one reading: kept, not acted on.
   */
  benchmarkIndex: number;
  /** The CPU slowdown Lighthouse simulated the phone with (decision 036). */
  cpuSlowdown: number;
  /** What Lighthouse itself warned about the run (a slow host, a redirect, an interruption). */
  runWarnings: string[];
};

type LighthouseRun = Omit<PageAudit, 'path'>;

/** A table's rows in a Lighthouse audit's details, or none. */
function detailItems(details: unknown): Record<string, unknown>[] {
  return details &&
    typeof details === 'object' &&
    'items' in details &&
    Array.isArray(details.items)
    ? (details.items as Record<string, unknown>[])
    : [];
}

/** Sends `signal` to every process of the group `groupId`; false when none is left (0 only asks). */
function signalGroup(groupId: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-groupId, signal);
    return true;
  } catch {
    return false;
  }
}

/**
 * Ends Chromium and every helper process it started (renderers, the GPU and network services,
 * the crash handler), which may otherwise go on writing into its profile after it exits.
 */
async function endProcessGroup(groupId: number): Promise<void> {
  for (const [signal, waitMilliseconds] of [
    ['SIGTERM', 5_000],
    ['SIGKILL', 2_000],
  ] as const) {
    if (!signalGroup(groupId, signal)) return;
    const deadline = Date.now() + waitMilliseconds;
    while (signalGroup(groupId, 0) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Chromium with a DevTools port for Lighthouse to drive, in a profile of its own. */
async function launchChromium(): Promise<{ port: number; close: () => Promise<void> }> {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'tea-lighthouse-'));
  const child = spawn(
    chromiumPath,
    [
      ...chromiumFlags,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    // A process group of its own, so that closing ends its helper processes too.
    { stdio: 'ignore', detached: true },
  );
  // Its own group does not hear the terminal's Ctrl-C: the audit ends it on the way out.
  const groupId = child.pid;
  const endAbruptly = () => {
    if (groupId !== undefined) signalGroup(groupId, 'SIGKILL');
    try {
      fs.rmSync(profile, { recursive: true, force: true });
    } catch {
      // On the way out: a profile left in the temporary folder is all that is lost.
    }
  };
  const endOnSignal = (signal: NodeJS.Signals) => {
    endAbruptly();
    process.kill(process.pid, signal);
  };
  process.once('exit', endAbruptly);
  process.once('SIGINT', endOnSignal);
  process.once('SIGTERM', endOnSignal);
  const deadline = Date.now() + 30_000;
  while (
    !(await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline) {
      endAbruptly();
      throw new Error(`Chromium did not start (${chromiumPath})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    port,
    close: async () => {
      process.off('exit', endAbruptly);
      process.off('SIGINT', endOnSignal);
      process.off('SIGTERM', endOnSignal);
      if (groupId !== undefined) await endProcessGroup(groupId);
      // The audit's figures are written whatever happens here: a profile left behind is a
      // warning, not a failed run (it once lost a whole audit to ENOTEMPTY).
      try {
        fs.rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
      } catch (error) {
        console.warn(`Left Chromium's profile at ${profile}: ${String(error)}`);
      }
    },
  };
}

/** The snippet Lighthouse shows for the LCP element (its details are a table or a list of them). */
function largestPaintElement(details: unknown): string {
  const text = JSON.stringify(details ?? '');
  return /"snippet":"((?:[^"\\]|\\.)*)"/.exec(text)?.[1]?.replace(/\\"/g, '"') ?? 'unknown';
}

function bytesWithoutMedia(details: unknown): number {
  return detailItems(details)
    .filter((item) => item.resourceType !== 'Media')
    .reduce(
      (sum, item) => sum + (typeof item.transferSize === 'number' ? item.transferSize : 0),
      0,
    );
}

function hydratedAt(details: unknown): number | null {
  const mark = detailItems(details).find((item) => item.name === hydratedMark);
  return typeof mark?.startTime === 'number' ? Math.round(mark.startTime) : null;
}

function longTasksOf(details: unknown): PageAudit['longTasks'] {
  return detailItems(details)
    .map((item) => ({
      url: typeof item.url === 'string' ? item.url : 'unattributable',
      startTime: Math.round(Number(item.startTime)),
      duration: Math.round(Number(item.duration)),
    }))
    .filter((task) => task.duration >= 50);
}

function numeric(
  result: { audits: Record<string, { numericValue?: number }> },
  id: string,
): number {
  return result.audits[id]?.numericValue ?? Number.NaN;
}

async function audit(
  url: string,
  port: number,
  reportFile: string,
  cpuSlowdown: number,
): Promise<LighthouseRun> {
  const runner = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
    blockedUrlPatterns: scriptsBlocked ? ['*.js'] : null,
    throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
  });
  if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = runner;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  fs.writeFileSync(reportFile, typeof runner.report === 'string' ? runner.report : '');
  if (keepTraces)
    fs.writeFileSync(
      reportFile.replace(/\.json$/, '.trace.json'),
      JSON.stringify(runner.artifacts.Trace),
    );
  const scores = Object.fromEntries(
    categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  ) as PageAudit['scores'];
  return {
    scores,
    fcpMilliseconds: Math.round(numeric(lhr, 'first-contentful-paint')),
    lcpMilliseconds: Math.round(numeric(lhr, 'largest-contentful-paint')),
    tbtMilliseconds: Math.round(numeric(lhr, 'total-blocking-time')),
    cls: Number(numeric(lhr, 'cumulative-layout-shift').toFixed(3)),
    transferredBytes: numeric(lhr, 'total-byte-weight'),
    transferredBytesWithoutVideo: bytesWithoutMedia(lhr.audits['network-requests']?.details),
    lcpElement: largestPaintElement(lhr.audits['largest-contentful-paint-element']?.details),
    shortfalls: categories
      .flatMap((id) => lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((result) => result && result.score !== null && result.score < 1)
      .sort((first, second) => (first?.score ?? 0) - (second?.score ?? 0))
      .map((result) => `${result?.id} (${result?.displayValue || result?.score})`),
    hydratedMilliseconds: hydratedAt(lhr.audits['user-timings']?.details),
    longTasks: longTasksOf(lhr.audits['long-tasks']?.details),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier ?? Number.NaN,
    runWarnings: lhr.runWarnings.map(String),
  };
}

/**
 * Asks for the page once, as a visitor before would have, so that the server answers from its kept
 * pages (decision 005) and nginx from its cache, as they do in production. Chromium's own
 * Accept-Encoding, since nginx keeps a copy per value of it (the origin's Vary).
 */
function warmUp(url: string): Promise<void> {
  const get = url.startsWith('https:') ? https.get : http.get;
  const headers = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };
  return new Promise((resolve, reject) => {
    get(url, { headers, rejectUnauthorized: false }, (incoming) => {
      incoming.resume();
      incoming.on('end', resolve);
      incoming.on('error', reject);
    }).on('error', reject);
  });
}

/** Waits until other work leaves the processors quiet; refuses a busy machine unless allowed. */
async function quietMachine(): Promise<number | undefined> {
  const deadline = Date.now() + quietWaitMilliseconds;
  for (;;) {
    const busy = await busyFraction(2_000);
    if (busy === undefined || busy <= maxBusy) return busy;
    if (Date.now() > deadline) {
      if (allowBusy) return busy;
      throw new Error(
        `The machine stayed busy (${Math.round(busy * 100)}% of its processors in use by other work): ` +
          'no figure from it would be a measurement. Measure on a quiet machine, or set ' +
          'LIGHTHOUSE_ALLOW_BUSY=1 to record figures flagged as taken on a busy machine.',
      );
    }
    process.stdout.write(` (busy ${Math.round(busy * 100)}%, waiting)`);
  }
}

/**
 * The host's speed, on Lighthouse's BenchmarkIndex, measured as Lighthouse measures it (its own
 * page function, each reading in a fresh tab of the audited Chromium): the median of
 * `hostReadingsPerAudit` readings.
 */
async function hostIndexNow(port: number): Promise<number> {
  const browser = await playwrightChromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const readings: number[] = [];
    while (readings.length < hostReadingsPerAudit) {
      const page = await context.newPage();
      readings.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
      await page.close();
    }
    return hostIndexOf(readings);
  } finally {
    await browser.close();
  }
}

/** The audit's slowdown: the fixed one, or the one that makes this host the phone. */
async function chooseSlowdown(port: number): Promise<{ cpuSlowdown: number; hostIndex?: number }> {
  if (fixedSlowdown !== undefined) return { cpuSlowdown: fixedSlowdown };
  const hostIndex = await hostIndexNow(port);
  const cpuSlowdown = calibratedSlowdown(hostIndex);
  if (cpuSlowdown === undefined) {
    throw new Error(
      `This machine's BenchmarkIndex is ${hostIndex}: simulating a phone of ` +
        `${simulatedPhoneIndex} would take a slowdown outside ${slowdownBounds.least}-` +
        `${slowdownBounds.most}. Measure on another machine, or set LIGHTHOUSE_CPU_SLOWDOWN.`,
    );
  }
  return { cpuSlowdown, hostIndex };
}

/**
 * One run on a quiet machine. Lighthouse now and then loses a page's trace (NO_NAVSTART and the
 * like), and a run may end before the page's scripts ran: such a run is retried.
 */
async function measuredRun(
  url: string,
  port: number,
  reportFile: string,
  cpuSlowdown: number,
): Promise<LighthouseRun> {
  const attempts = 3;
  for (let attempt = 1; ; attempt += 1) {
    const busy = await quietMachine();
    try {
      const run = { ...(await audit(url, port, reportFile, cpuSlowdown)), busy };
      const scriptsRan = scriptsBlocked || run.hydratedMilliseconds !== null;
      if (scriptsRan || attempt >= attempts) return run;
      process.stdout.write(' (retrying: the scripts did not run inside the trace)');
    } catch (error) {
      if (attempt >= attempts) throw error;
      process.stdout.write(` (retrying: ${error instanceof Error ? error.message : error})`);
    }
  }
}

/** The run with the median performance score (the middle one of the sorted runs). */
function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const sorted = [...runs].sort(
    (first, second) =>
      first.scores.performance - second.scores.performance ||
      second.tbtMilliseconds - first.tbtMilliseconds,
  );
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('No Lighthouse run to report');
  return median;
}

async function main() {
  buildProduction();
  const machine = describeMachine();
  const sitePort = await freePort();
  // Behind nginx, its port is chosen first: the origin's SITE_URL names it.
  const frontPort = behindNginx ? await freePort() : undefined;
  const siteUrl = frontPort ? `https://127.0.0.1:${frontPort}` : `http://localhost:${sitePort}`;
  const server = await startTestServer({
    environment: {
      PORT: String(sitePort),
      SITE_URL: siteUrl,
      // Behind nginx, as deploy/README.md runs it: the client's address is the one nginx adds.
      ...(behindNginx ? { TRUST_PROXY: '1' } : {}),
    },
  });
  const nginx = behindNginx
    ? await startNginx({ upstreamPort: sitePort, overTls: true, port: frontPort })
    : undefined;
  const chromium = await launchChromium();
  /** The host's speed at the start of the audit and at its end (none with a fixed slowdown). */
  const hostIndex: { atStart?: number; atEnd?: number } = {};
  const audits: PageAudit[] = [];
  const stamp = machine.date.replace(/[:.]/g, '-').slice(0, 19);
  const reportFolder = path.join('bench/tmp', `lighthouse-${stamp}`);
  fs.mkdirSync(reportFolder, { recursive: true });
  try {
    const { cpuSlowdown, hostIndex: atStart } = await chooseSlowdown(chromium.port);
    hostIndex.atStart = atStart;
    for (const auditedPath of auditedPaths) {
      const url = `${siteUrl}${auditedPath}`;
      process.stdout.write(`  Lighthouse ${auditedPath} ...`);
      await warmUp(url);
      const runs: LighthouseRun[] = [];
      for (let run = 0; run < runsPerPage; run += 1) {
        const name = `${auditedPath.replace(/^\/$/, '/home').slice(1).replace(/\//g, '-')}-${run + 1}`;
        const reportFile = path.join(reportFolder, `${name}.json`);
        runs.push(await measuredRun(url, chromium.port, reportFile, cpuSlowdown));
        process.stdout.write(` ${runs.at(-1)?.scores.performance}`);
      }
      audits.push({ path: auditedPath, ...medianRun(runs) });
      process.stdout.write('\n');
    }
    if (atStart !== undefined) hostIndex.atEnd = await hostIndexNow(chromium.port);
  } finally {
    await chromium.close();
    await nginx?.stop();
    await server.stop();
    removeTemporaryDatabase(server.databaseFile);
  }

  const slowdownLine =
    fixedSlowdown === undefined
      ? `CPU slowed to a phone of BenchmarkIndex ${simulatedPhoneIndex}, decision 036: the host ` +
        `read ${hostIndex.atStart} at the start, ${hostIndex.atEnd} at the end`
      : `${fixedSlowdown}× CPU slowdown, not calibrated`;
  console.log(
    `\nLighthouse 12, mobile (simulated slow 4G; ${slowdownLine}), median of ${runsPerPage} runs a page, ` +
      `${scriptsBlocked ? 'every script blocked' : 'scripts running'}, ${front}, ${machineLine(machine)}\n`,
  );
  printTable(
    [
      'page',
      'performance',
      'accessibility',
      'best practices',
      'SEO',
      'FCP ms',
      'LCP ms',
      'TBT ms',
      'CLS',
      'KB transferred',
      'KB without video',
      'hydrated ms',
      'busy %',
      'CPU index',
      'CPU ×',
    ],
    audits.map((row) => [
      row.path,
      row.scores.performance,
      row.scores.accessibility,
      row.scores['best-practices'],
      row.scores.seo,
      row.fcpMilliseconds,
      row.lcpMilliseconds,
      row.tbtMilliseconds,
      row.cls,
      Math.round(row.transferredBytes / 1024),
      Math.round(row.transferredBytesWithoutVideo / 1024),
      scriptsBlocked ? 'blocked' : (row.hydratedMilliseconds ?? 'NOT IN TRACE'),
      row.busy === undefined ? 'unknown' : Math.round(row.busy * 100),
      row.benchmarkIndex,
      row.cpuSlowdown,
    ]),
  );
  for (const row of audits) {
    console.log(`\n${row.path}: largest paint ${row.lcpElement}`);
    if (row.shortfalls.length > 0) {
      console.log(`  short of full marks: ${row.shortfalls.join(', ')}`);
    }
    for (const warning of row.runWarnings) console.log(`  Lighthouse warned: ${warning}`);
    for (const task of row.longTasks) {
      console.log(`  long task ${task.duration} ms at ${task.startTime} ms: ${task.url}`);
    }
  }
  console.log(
    `\nTargets: ${targets.score} in every category, LCP at most ${targets.lcpMilliseconds} ms, TBT at most ${targets.tbtMilliseconds} ms, CLS ${targets.cls}, home page at most ${targets.homeKilobytesWithoutVideo} KB before the video.`,
  );
  const file = writeResults('lighthouse', {
    machine,
    front,
    chromiumFlags,
    runsPerPage,
    scriptsBlocked,
    simulatedPhoneIndex: fixedSlowdown === undefined ? simulatedPhoneIndex : null,
    fixedSlowdown: fixedSlowdown ?? null,
    hostIndexAtStart: hostIndex.atStart ?? null,
    hostIndexAtEnd: hostIndex.atEnd ?? null,
    maxBusy,
    targets,
    audits,
  });
  console.log(`Written to ${file}; every run's Lighthouse report in ${reportFolder}/`);
  const unmeasured = scriptsBlocked
    ? []
    : audits.filter((row) => row.hydratedMilliseconds === null).map((row) => row.path);
  const busyRuns = audits.filter((row) => (row.busy ?? 0) > maxBusy).map((row) => row.path);
  if (busyRuns.length > 0) {
    console.log(`Taken on a busy machine, not measurements: ${busyRuns.join(', ')}`);
  }
  if (
    hostIndex.atStart !== undefined &&
    hostIndex.atEnd !== undefined &&
    !steadySpeed(hostIndex.atStart, hostIndex.atEnd)
  ) {
    console.log(
      `The machine's speed read differently at the end of the audit (BenchmarkIndex ` +
        `${hostIndex.atStart} at the start, ${hostIndex.atEnd} at the end): the slowdown was ` +
        'chosen from the start. On the two-core hosts, readings swing between about 1,100 and ' +
        "2,000 while the pages' own work does not (decision 036, update of 29 November).",
    );
  }
  if (unmeasured.length > 0) {
    console.log(
      `The scripts never ran inside the trace, not measurements: ${unmeasured.join(', ')}`,
    );
    process.exitCode = 1;
  }
}

await main();
