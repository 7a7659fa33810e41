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
 * How many times the host is measured before each run. One reading is a poor estimate of a
 * host's speed: on the machines of 29 November, readings seconds apart in one tab ran from 1,025
 * to 1,970, and a plain loop of fixed work took 28 to 61 ms from one try to the next with nothing
 * else running. The slowdown is chosen from the median of several readings, so that one slow or
 * fast reading does not choose another phone.
 */
export const hostReadingsPerRun = 3;

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
 * How far apart the host's speed may be just before a run and during it (Lighthouse's own
 * reading): further apart, the slowdown chosen before the run did not describe it.
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

/** Whether the host ran at the speed the slowdown was chosen for: within `allowedSpeedDrift`. */
export function steadySpeed(indexBefore: number, indexDuring: number): boolean {
  return Math.abs(indexDuring - indexBefore) <= allowedSpeedDrift * indexBefore;
}
