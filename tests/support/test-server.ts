// Starts the production server (server/, as built) as its own process, for tests and scripts
// that need a server of their own: their own limits, database, faults, signals or crashes.
// Playwright's config and specs load it too, so it imports nothing from Vitest
// (tests/unit/runner-boundaries.test.ts); the Vitest hooks are in server-hooks.ts.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { childEnvironment } from './test-environment';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const startTimeoutMilliseconds = 60_000;
/** What `npm run serve` runs. */
export const serverEntry = 'build/server-entry/index.js';

/**
 * What every test server runs with unless a test says otherwise: production mode, a port the
 * system chooses (so parallel tests never collide), and rate limits raised out of the way.
 * Nothing else comes from the caller's environment (tests/support/test-environment.ts).
 */
const defaultEnvironment: Readonly<Record<string, string>> = {
  NODE_ENV: 'production',
  PORT: '0',
  RATE_LIMIT_CONTACT_PER_MINUTE: '1000000',
  RATE_LIMIT_SUBSCRIBE_PER_MINUTE: '1000000',
  RATE_LIMIT_REQUEST_PER_MINUTE: '1000000',
  RATE_LIMIT_PAGES_PER_MINUTE: '1000000',
  RATE_LIMIT_SIGNUP_MAILS_PER_DAY: '1000000',
};

export type ServerExit = { code: number | null; signal: NodeJS.Signals | null };

export type TestServer = {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  databaseFile: string;
  /** Everything the server printed so far, stdout and stderr. */
  output: () => string;
  /** Resolves once the server has printed `text`. */
  waitForOutput: (text: string) => Promise<void>;
  exited: Promise<ServerExit>;
  /** Sends a signal without waiting. */
  signal: (signal: NodeJS.Signals) => void;
  /** SIGTERM, then waits for the exit. */
  stop: () => Promise<ServerExit>;
  /** SIGKILL, then waits for the exit. */
  kill: () => Promise<ServerExit>;
};

/** A new, empty folder in the system's temporary folder, holding the path of a database file. */
export function temporaryDatabaseFile(): string {
  return path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tea-server-')), 'app.db');
}

/** Removes a database made by temporaryDatabaseFile, with its folder (-wal, -shm). */
export function removeTemporaryDatabase(databaseFile: string): void {
  fs.rmSync(path.dirname(databaseFile), { recursive: true, force: true });
}

/** Stops a server startTestServer started (none: it never started) and removes its database. */
export async function stopAndRemoveTestServer(server: TestServer | undefined): Promise<void> {
  if (!server) return;
  await server.stop();
  removeTemporaryDatabase(server.databaseFile);
}

/**
 * Starts the production server from the last `npm run build` and resolves once it answers
 * GET /api/products, which also means the database is open, migrated and seeded.
 */
export async function startTestServer({
  databaseFile: givenDatabaseFile,
  environment = {},
  root = projectRoot,
}: {
  databaseFile?: string;
  environment?: Record<string, string>;
  /** Another checkout's build (a test that builds the site with a change of its own). */
  root?: string;
} = {}): Promise<TestServer> {
  if (!fs.existsSync(path.join(root, serverEntry))) {
    throw new Error('No production build: run `npm run build` first.');
  }
  const databaseFile = givenDatabaseFile ?? temporaryDatabaseFile();
  const child = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: childEnvironment({ ...defaultEnvironment, DATABASE_URL: databaseFile, ...environment }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A test that fails before stopping its server must not leave it running.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  let output = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => (output += text));
  child.stderr.setEncoding('utf8').on('data', (text: string) => (output += text));
  const exited = new Promise<ServerExit>((resolve) =>
    child.once('exit', (code, signal) => {
      process.off('exit', killOnExit);
      resolve({ code, signal });
    }),
  );

  const servingPort = new Promise<number>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start in time:\n${output}`)),
      startTimeoutMilliseconds,
    );
    // A test that chose the port (and may have silenced the start line with LOG_LEVEL) polls it.
    const chosenPort = Number(environment.PORT ?? 0);
    if (chosenPort > 0) {
      clearTimeout(timer);
      resolve(chosenPort);
      return;
    }
    const readPort = () => {
      const match = /Serving http:\/\/localhost:(\d+)/.exec(output);
      if (!match) return;
      clearTimeout(timer);
      child.stdout.off('data', readPort);
      resolve(Number(match[1]));
    };
    child.stdout.on('data', readPort);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? signal}) before serving:\n${output}`));
    });
  });

  let url: string;
  try {
    url = `http://127.0.0.1:${await servingPort}`;
    const deadline = Date.now() + startTimeoutMilliseconds;
    let ready = await fetch(`${url}/api/products`).catch(() => undefined);
    while (!ready && child.exitCode === null && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      ready = await fetch(`${url}/api/products`).catch(() => undefined);
    }
    if (!ready?.ok) {
      throw new Error(`server answered ${ready?.status ?? 'nothing'} to GET /api/products`);
    }
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    if (!givenDatabaseFile) removeTemporaryDatabase(databaseFile);
    throw error;
  }

  const signal = (name: NodeJS.Signals) => {
    child.kill(name);
  };
  const waitForOutput = async (text: string) => {
    const deadline = Date.now() + startTimeoutMilliseconds;
    while (!output.includes(text)) {
      if (Date.now() > deadline) throw new Error(`server never printed "${text}":\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return {
    url,
    databaseFile,
    output: () => output,
    waitForOutput,
    exited,
    signal,
    stop: () => {
      signal('SIGTERM');
      return exited;
    },
    kill: () => {
      signal('SIGKILL');
      return exited;
    },
  };
}

/**
 * Runs the production server expecting it to stop by itself (a start it refuses), with the test
 * defaults and `environment`; it is killed after `timeoutMilliseconds` if it serves after all.
 * Resolves with its exit code and everything it printed.
 */
export function runServerToExit({
  databaseFile,
  environment = {},
  timeoutMilliseconds = 30_000,
}: {
  databaseFile: string;
  environment?: Record<string, string>;
  timeoutMilliseconds?: number;
}): Promise<{ code: number | null; output: string; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [serverEntry], {
      cwd: projectRoot,
      env: childEnvironment({ ...defaultEnvironment, DATABASE_URL: databaseFile, ...environment }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => {
      output += text;
      stdout += text;
    });
    child.stderr.setEncoding('utf8').on('data', (text: string) => {
      output += text;
      stderr += text;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMilliseconds);
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output, stdout, stderr });
    });
  });
}

/** Reads a server's database through a read-only connection of its own. */
export function queryDatabaseFile<Row>(
  databaseFile: string,
  sql: string,
  ...parameters: unknown[]
): Row[] {
  const database = new Database(databaseFile, { readonly: true, fileMustExist: true });
  try {
    return database.prepare(sql).all(...parameters) as Row[];
  } finally {
    database.close();
  }
}

export type StoredTable = 'contact_messages' | 'subscriptions';

export function countRows(databaseFile: string, table: StoredTable): number {
  const [row] = queryDatabaseFile<{ total: number }>(
    databaseFile,
    `select count(*) as total from ${table}`,
  );
  return row?.total ?? 0;
}
