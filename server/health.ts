import type { RequestHandler } from 'express';
import { checkDatabaseHealth } from '../db/health';

/**
 * `GET /healthz` for a load balancer or monitor: 200 while the database answers a read and
 * commits a write in the file DATABASE_URL names, else 503 with what is wrong. Never cached.
 */
export const healthCheck: RequestHandler = (_request, response) => {
  response.set('Cache-Control', 'no-store').type('application/json; charset=utf-8');
  try {
    checkDatabaseHealth();
    response.status(200).send(JSON.stringify({ status: 'ok' }));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`Health check failed: ${reason}`);
    response
      .status(503)
      .send(JSON.stringify({ message: `The database is not healthy: ${reason}` }));
  }
};
