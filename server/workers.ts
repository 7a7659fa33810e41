import cluster, { type Worker } from 'node:cluster';
import type { Logger } from 'pino';

/**
 * The primary process under WEB_CONCURRENCY: starts the workers (each runs the whole server on
 * the shared port; node:cluster hands them connections), replaces one that dies, and on SIGTERM
 * or SIGINT passes the signal on and exits once every worker has finished its requests.
 */
export function runWorkers(count: number, logger: Logger): void {
  let shuttingDown = false;
  const recentRestarts: number[] = [];
  const startWorker = (): Worker => cluster.fork();
  for (let index = 0; index < count; index += 1) startWorker();

  cluster.on('exit', (worker, code, signal) => {
    if (shuttingDown) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        logger.info('All workers stopped; exiting');
        process.exit(0);
      }
      return;
    }
    logger.error(`Worker ${worker.process.pid} stopped (${signal ?? code}); starting another`);
    // A worker that cannot start (a port taken, a broken build) would be restarted forever.
    const now = Date.now();
    recentRestarts.push(now);
    while ((recentRestarts[0] ?? now) < now - 60_000) recentRestarts.shift();
    if (recentRestarts.length > count * 5) {
      logger.error('Workers keep stopping; giving up');
      process.exit(1);
    }
    startWorker();
  });

  const shutDown = (signal: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info(`${signal}: stopping ${count} workers`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on('SIGTERM', shutDown);
  process.on('SIGINT', shutDown);
}
