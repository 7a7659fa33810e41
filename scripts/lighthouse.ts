/**
 * npm run audit:lighthouse: builds, serves the build with our production server and a
 * throwaway database, and audits five pages with Lighthouse 12 (mobile: a mid-range phone on
 * slow 4G, simulated) in the system's Chromium. Prints the four category scores, LCP, TBT,
 * CLS and the bytes transferred, and writes bench/results/lighthouse-<time>.json.
 *
 * SITE_URL is the audited server itself, so the canonical links point where Lighthouse looks.
 * Each page is fetched once before its audits, as a visitor before would have, so the server
 * answers from its kept pages (decision 005) as it does in production. Lighthouse's figures vary
 * from run to run on a shared machine, so each page is audited LIGHTHOUSE_RUNS times (3) and
 * the run with the median performance score is reported, as Lighthouse's own docs advise.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { removeTemporaryDatabase, startTestServer } from '../tests/support/test-server';
import {
  buildProduction,
  describeMachine,
  freePort,
  machineLine,
  printTable,
  writeResults,
} from './measurement';

const auditedPaths = ['/', '/products', '/products/1', '/contact', '/tea-grades'];
const runsPerPage = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromiumFlags = [
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
  lcpMilliseconds: 1500,
  tbtMilliseconds: 50,
  cls: 0.02,
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
};

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
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 30_000;
  while (
    !(await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`Chromium did not start (${chromiumPath})`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    port,
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      // Chromium's helper processes may still be writing their cache for a moment.
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}

/** The snippet Lighthouse shows for the LCP element (its details are a table or a list of them). */
function largestPaintElement(details: unknown): string {
  const text = JSON.stringify(details ?? '');
  return /"snippet":"((?:[^"\\]|\\.)*)"/.exec(text)?.[1]?.replace(/\\"/g, '"') ?? 'unknown';
}

function bytesWithoutMedia(details: unknown): number {
  const items =
    details && typeof details === 'object' && 'items' in details && Array.isArray(details.items)
      ? (details.items as { resourceType?: string; transferSize?: number }[])
      : [];
  return items
    .filter((item) => item.resourceType !== 'Media')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

function numeric(
  result: { audits: Record<string, { numericValue?: number }> },
  id: string,
): number {
  return result.audits[id]?.numericValue ?? Number.NaN;
}

async function audit(url: string, port: number): Promise<Omit<PageAudit, 'path'>> {
  const runner = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
  });
  if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = runner;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
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
  };
}

/** Lighthouse now and then loses a page's trace (NO_NAVSTART and the like): such a run is retried. */
async function auditWithRetries(url: string, port: number): Promise<Omit<PageAudit, 'path'>> {
  const attempts = 3;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url, port);
    } catch (error) {
      if (attempt >= attempts) throw error;
      process.stdout.write(` (retrying: ${error instanceof Error ? error.message : error})`);
    }
  }
}

/** The run with the median performance score (the middle one of the sorted runs). */
function medianRun(runs: Omit<PageAudit, 'path'>[]): Omit<PageAudit, 'path'> {
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
  const server = await startTestServer({
    environment: { PORT: String(sitePort), SITE_URL: `http://localhost:${sitePort}` },
  });
  const chromium = await launchChromium();
  const audits: PageAudit[] = [];
  try {
    for (const auditedPath of auditedPaths) {
      const url = `http://localhost:${sitePort}${auditedPath}`;
      process.stdout.write(`  Lighthouse ${auditedPath} ...`);
      await fetch(url).then((response) => response.arrayBuffer());
      const runs: Omit<PageAudit, 'path'>[] = [];
      for (let run = 0; run < runsPerPage; run += 1) {
        runs.push(await auditWithRetries(url, chromium.port));
        process.stdout.write(` ${runs.at(-1)?.scores.performance}`);
      }
      audits.push({ path: auditedPath, ...medianRun(runs) });
      process.stdout.write('\n');
    }
  } finally {
    await chromium.close();
    await server.stop();
    removeTemporaryDatabase(server.databaseFile);
  }

  console.log(
    `\nLighthouse 12, mobile (simulated slow 4G, 4× CPU slowdown), median of ${runsPerPage} runs a page, ${machineLine(machine)}\n`,
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
    ]),
  );
  for (const row of audits) {
    console.log(`\n${row.path}: largest paint ${row.lcpElement}`);
    if (row.shortfalls.length > 0) {
      console.log(`  short of full marks: ${row.shortfalls.join(', ')}`);
    }
  }
  console.log(
    `\nTargets: ${targets.score} in every category, LCP under ${targets.lcpMilliseconds} ms, TBT under ${targets.tbtMilliseconds} ms, CLS under ${targets.cls}, home page under ${targets.homeKilobytesWithoutVideo} KB before the video.`,
  );
  const file = writeResults('lighthouse', {
    machine,
    chromiumFlags,
    runsPerPage,
    targets,
    audits,
  });
  console.log(`Written to ${file}`);
}

await main();
