// A database that cannot fail silently, on real production servers: a damaged file stops the
// server before it serves anything, /healthz tells a monitor whether writes work, and a file
// deleted or replaced under the running server is never written to as if all were well.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  removeTemporaryDatabase,
  serverEntry,
  startTestServer,
  temporaryDatabaseFile,
  type TestServer,
} from '../support/test-server';
import { childEnvironment } from '../support/test-environment';

// Each test starts a production server: more than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const running: TestServer[] = [];
const databases: string[] = [];

afterEach(async () => {
  for (const server of running.splice(0)) await server.stop();
  for (const file of databases.splice(0)) removeTemporaryDatabase(file);
});

async function start(): Promise<TestServer> {
  const server = await startTestServer();
  running.push(server);
  databases.push(server.databaseFile);
  return server;
}

/** Runs the production server to its exit, as `npm run serve` would, and returns what it said. */
function runServerToExit(databaseFile: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [serverEntry], {
      env: childEnvironment({ NODE_ENV: 'production', PORT: '0', DATABASE_URL: databaseFile }),
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // A server that started after all must not outlive the test.
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

const message = {
  name: 'Sanjeewa Fernando',
  email: 'sanjeewa@example.com',
  subject: 'product',
  message: 'Do you ship Uva BOP to Hamburg?',
};

const postMessage = (server: TestServer) =>
  fetch(`${server.url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(message),
  });

describe('on start', () => {
  it('refuses a damaged database file with a clear message and exit code 1, serving nothing', async () => {
    const file = temporaryDatabaseFile();
    databases.push(file);
    fs.writeFileSync(
      file,
      Buffer.concat([Buffer.from('SQLite format 3\0'), Buffer.alloc(8192, 7)]),
    );
    const { code, output } = await runServerToExit(file);
    expect(code).toBe(1);
    expect(output).toContain(`Cannot start: The database ${file} is damaged`);
    expect(output).not.toContain('Serving http');
  });

  it('refuses a file that is not a database at all', async () => {
    const file = temporaryDatabaseFile();
    databases.push(file);
    fs.writeFileSync(file, 'these are not the messages you are looking for\n'.repeat(200));
    const { code, output } = await runServerToExit(file);
    expect(code).toBe(1);
    expect(output).toContain('is damaged');
    expect(output).not.toContain('Serving http');
  });
});

describe('GET /healthz', () => {
  it('answers 200 while the database reads and writes, never cached', async () => {
    const server = await start();
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('answers 503 when the database file was deleted under the server', async () => {
    const server = await start();
    fs.rmSync(server.databaseFile);
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(503);
    // An outsider learns only that it is not well; the reason, with the path, goes to the log.
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ status: 'unavailable' });
    expect(body).not.toContain(server.databaseFile);
    await server.waitForOutput('deleted or replaced');
  });
});

describe('a database file deleted or replaced while the server runs', () => {
  it('acknowledges no message, answers 503 and says so loudly', async () => {
    const server = await start();
    expect((await postMessage(server)).status).toBe(201);
    for (const suffix of ['', '-wal', '-shm'])
      fs.rmSync(server.databaseFile + suffix, { force: true });
    const response = await postMessage(server);
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('5');
    await server.waitForOutput('DATABASE FILE LOST');
  });

  it('notices a file put in its place (a restore over the running server)', async () => {
    const server = await start();
    // A second server makes the file; it is stopped here, or after the test if that fails.
    const copy = await start();
    await copy.stop();
    const other = copy.databaseFile;
    fs.renameSync(other, server.databaseFile);
    const response = await postMessage(server);
    expect(response.status).toBe(503);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(503);
  });
});
