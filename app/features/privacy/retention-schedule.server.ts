import { logger } from '../../logging/logger.server';
import { applyRetention, deletedAnything, describeRetention } from './retention.server';

const dayMilliseconds = 24 * 60 * 60 * 1000;
/** After a failed run (the database locked by a backup, say), the next try. */
const retryMilliseconds = 10 * 60 * 1000;

/**
 * Keeps the privacy page's promises in a running server (app/features/privacy/retention.server.ts):
 * runs the retention once now and then every day; a run that fails is reported and tried again
 * ten minutes later. Start it in one process only (the primary under WEB_CONCURRENCY); the timer
 * does not keep the process alive, and `stop()` ends it.
 */
export function startRetentionSchedule(): { stop: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    let next = dayMilliseconds;
    try {
      const report = applyRetention();
      // A file it could not delete still holds what the privacy page says is gone: an error.
      const failed = report.mailFileFailures.length > 0;
      if (failed || deletedAnything(report)) {
        logger[failed ? 'error' : 'info'](
          `Retention: deleted ${describeRetention(report).join('; ')}`,
        );
      }
    } catch (error) {
      logger.error({ err: error }, 'Retention could not run; it is tried again in ten minutes');
      next = retryMilliseconds;
    }
    timer = setTimeout(run, next);
    timer.unref();
  };
  run();
  return { stop: () => clearTimeout(timer) };
}
