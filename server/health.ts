import type { RequestHandler } from 'express';
import type { Logger } from 'pino';

/**
 * `GET /healthz` for a load balancer or monitor: 200 `{"status":"ok"}` while this process can
 * serve (the database is undamaged, is the file DATABASE_URL names, and answers a read), else
 * 503 `{"status":"unavailable"}`. It tells an outsider nothing more: the reason goes to the log.
 * Cheap enough to probe every second (one read, no write, no fsync), and never cached.
 */
export function healthCheck({
  checkHealth,
  logger,
}: {
  checkHealth: () => void;
  logger: Logger;
}): RequestHandler {
  let lastProblem: string | undefined;
  return (_request, response) => {
    response.set('Cache-Control', 'no-store').type('application/json; charset=utf-8');
    try {
      checkHealth();
      lastProblem = undefined;
      response.status(200).send(JSON.stringify({ status: 'ok' }));
    } catch (error) {
      const problem = error instanceof Error ? error.message : String(error);
      // Once per change, not once per probe.
      if (problem !== lastProblem) logger.error({ problem }, 'Health check failed');
      lastProblem = problem;
      response.status(503).send(JSON.stringify({ status: 'unavailable' }));
    }
  };
}
