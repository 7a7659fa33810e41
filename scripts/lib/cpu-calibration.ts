/**
 * How much `npm run audit:lighthouse` slows the host's processor to simulate the same phone on
 * every machine (decision 036). Lighthouse's mobile preset slows whatever host it runs on
 * fourfold, so the phone it simulates is as fast as a quarter of the host. The project's machines
 * measure 1,000 to 2,900 on Lighthouse's BenchmarkIndex from one run to the next (one machine
 * half as fast as another of the same kind, and one machine's readings 1,600 to 2,900 within an
 * audit), so a fixed fourfold slowdown simulated phones 2.8 times apart, and a page's blocking
 * time followed the host, not the page.
 */

/**
 * The phone every audit simulates, on Lighthouse's BenchmarkIndex: the fourfold slowdown of the
 * machine issue 21's targets were set and tracked on (index 2,300, decision 036). Inside
 * Lighthouse's 'mid-tier mobile' bracket (125-800, in the throttling page of its docs).
 */
export const simulatedPhoneIndex = 575;

/** The slowest and fastest slowdowns an audit applies: outside them the host is not fit. */
export const slowdownBounds = { least: 1, most: 10 } as const;

/**
 * How many times the host is measured, at the start of an audit and again at its end. Readings
 * seconds apart in one tab ran from 1,025 to 1,970 on the machines of 29 November, and swing
 * between about 1,100 and 2,000 from one minute to the next, while the pages' own work did not:
 * runs read at 2,000 did the same work in the same time as runs read at 1,100 (decision 036,
 * update of 29 November). One reading chose a phone at random, so the slowdown is chosen once an
 * audit, from the median of these readings.
 */
export const hostReadingsPerAudit = 9;

/** The host's speed from several readings: their median, rounded. */
export function hostIndexOf(readings: readonly number[]): number {
  const sorted = readings.filter(Number.isFinite).sort((first, second) => first - second);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1
      ? (sorted[middle] ?? Number.NaN)
      : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
  return Math.round(median);
}

/**
 * How far apart the host's speed may be at the start of an audit and at its end: further apart,
 * the machine changed under the audit (a host slowed or moved), and the audit says so.
 */
export const allowedSpeedDrift = 0.2;

/**
 * The CPU slowdown that makes a host of `hostIndex` run as the simulated phone, to two decimals;
 * undefined where the host is too slow to simulate it or so fast that its readings are not
 * believable (a slowdown outside `slowdownBounds`).
 */
export function calibratedSlowdown(hostIndex: number): number | undefined {
  if (!Number.isFinite(hostIndex) || hostIndex <= 0) return undefined;
  const slowdown = Math.round((hostIndex / simulatedPhoneIndex) * 100) / 100;
  return slowdown >= slowdownBounds.least && slowdown <= slowdownBounds.most ? slowdown : undefined;
}

/** Whether the host kept the speed the slowdown was chosen for: within `allowedSpeedDrift`. */
export function steadySpeed(indexAtStart: number, indexAtEnd: number): boolean {
  return Math.abs(indexAtEnd - indexAtStart) <= allowedSpeedDrift * indexAtStart;
}
