import type { Server } from 'node:http';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';

const graceMilliseconds = 10_000;

/**
 * SIGTERM or SIGINT: stop accepting, finish the requests in flight (closing each connection
 * after its answer, so keep-alive cannot hold the server open) and the background work (the
 * outbox worker's delivery in progress), then exit 0; connections still open after ten seconds
 * are cut. The database connections close as the process exits.
 *
 * Node's own primitives, no library (decision 015): `server.close()` stops accepting,
 * `closeIdleConnections()` lets idle keep-alive connections go at once (Node 19 and later also
 * do it inside close()), `closeAllConnections()` cuts what is left after the grace period.
 */
export function createGracefulShutdown(logger: Logger) {
  let server: Server | undefined;
  let shuttingDown = false;
  const backgroundWork: (() => Promise<void> | void)[] = [];

  const shutDown = (signal: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info(`${signal}: finishing requests in flight, then closing the database`);
    if (!server) process.exit(0);
    server.close(() => {
      // In order: the database closes last, after the work that writes to it has stopped.
      void backgroundWork
        .reduce<Promise<unknown>>(
          (previous, stop) => previous.then(() => stop()).catch(() => undefined),
          Promise.resolve(),
        )
        .then(() => {
          logger.info('Database closed; exiting');
          process.exit(0);
        });
    });
    server.closeIdleConnections();
    setTimeout(() => server?.closeAllConnections(), graceMilliseconds).unref();
  };
  process.on('SIGTERM', shutDown);
  process.on('SIGINT', shutDown);

  const closeAfterAnswer: RequestHandler = (request, response, next) => {
    response.on('finish', () => {
      if (shuttingDown) request.socket.end();
    });
    next();
  };
  return {
    closeAfterAnswer,
    /** The server to close on the signal. */
    watch: (listening: Server) => {
      server = listening;
    },
    /** Work to stop on the signal, and wait for, before the process exits. */
    stopBeforeExit: (stop: () => Promise<void> | void) => {
      backgroundWork.unshift(stop);
    },
  };
}
