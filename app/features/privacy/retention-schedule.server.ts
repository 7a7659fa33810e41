import { applyRetention, deletedAnything, describeRetention } from './retention.server';

const dayMilliseconds = 24 * 60 * 60 * 1000;

/** One run; a failure (a locked database, say) is reported and the next day's run tries again. */
function runRetention(): void {
  try {
    const report = applyRetention();
    if (deletedAnything(report))
      console.log(`Retention: deleted ${describeRetention(report).join('; ')}`);
  } catch (error) {
    console.error('Retention could not run; it runs again in a day', error);
  }
}

/**
 * Keeps the privacy page's promises in a running server (app/features/privacy/retention.server.ts): runs the
 * retention once now and then every day. Start it in one process only (the primary under
 * WEB_CONCURRENCY); the timer does not keep the process alive, and `stop()` ends it.
 */
export function startRetentionSchedule(): { stop: () => void } {
  runRetention();
  const timer = setInterval(runRetention, dayMilliseconds);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
