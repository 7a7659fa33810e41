// Vitest's hooks around the test servers of tests/support/test-server.ts, apart from it because
// Playwright loads that module and Vitest throws when imported by another runner.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { removeTemporaryDatabase, startTestServer, type TestServer } from './test-server';

/**
 * For a test file whose tests each start their own servers: the returned function starts one
 * (with `environment` over the test defaults), and every server it started is stopped, and its
 * database removed, after each test, whether the test passed or not.
 */
export function startsServersForEachTest(): (
  environment?: Record<string, string>,
) => Promise<TestServer> {
  const running: TestServer[] = [];
  afterEach(async () => {
    for (const server of running.splice(0)) {
      await server.stop();
      removeTemporaryDatabase(server.databaseFile);
    }
  });
  return async (environment = {}) => {
    const server = await startTestServer({ environment });
    running.push(server);
    return server;
  };
}

/**
 * For a test file whose tests share one server: started before the first test, stopped (and its
 * database removed) after the last. The returned function gives the running server.
 */
export function sharesOneServer(): () => TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer();
  }, 90_000);
  afterAll(async () => {
    if (!server) return;
    await server.stop();
    removeTemporaryDatabase(server.databaseFile);
  });
  return () => {
    if (!server) throw new Error('The shared test server did not start');
    return server;
  };
}
