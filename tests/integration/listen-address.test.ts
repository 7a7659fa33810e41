// Which address the server listens on (HOST, server/settings.ts): behind a proxy (TRUST_PROXY
// set) and without HOST it is 127.0.0.1 only, since a client that reached the port from the
// network could write its own X-Forwarded-For; HOST chooses any address; with neither, every
// interface, as before. Checked by connecting, from this machine, to its loopback and to an
// address of one of its network interfaces, and by the start's log line.
import { spawn } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { childEnvironment } from '../support/test-environment';
import {
  removeTemporaryDatabase,
  serverEntry,
  temporaryDatabaseFile,
} from '../support/test-server';

/** An IPv4 address of this machine that is not loopback, if it has one. */
const networkAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((entry) => entry?.family === 'IPv4' && !entry.internal)?.address;
if (!networkAddress) {
  console.warn(
    'This machine has no IPv4 address besides loopback: skipping the tests that connect to one.',
  );
}

type Listening = { port: number; line: string };
const running: { stop: () => Promise<void> }[] = [];

afterEach(async () => {
  for (const server of running.splice(0)) await server.stop();
});

/**
 * Starts the production server with `environment` (a port the system chooses) and resolves with
 * its port and the start's log line, once it has printed it. (The test servers of
 * tests/support/test-server.ts are reached at 127.0.0.1, which a HOST may rule out.)
 */
function startServer(environment: Record<string, string>): Promise<Listening> {
  const databaseFile = temporaryDatabaseFile();
  const child = spawn(process.execPath, [serverEntry], {
    env: childEnvironment({
      NODE_ENV: 'production',
      PORT: '0',
      DATABASE_URL: databaseFile,
      ...environment,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  running.push({
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      removeTemporaryDatabase(databaseFile);
    },
  });
  let output = '';
  return new Promise((resolve, reject) => {
    child.stderr.setEncoding('utf8').on('data', (text: string) => (output += text));
    child.stdout.setEncoding('utf8').on('data', (text: string) => {
      output += text;
      const line = output.split('\n').find((candidate) => candidate.includes('listening on'));
      const port = /listening on \S+:(\d+)/.exec(line ?? '')?.[1];
      if (line && port) resolve({ port: Number(port), line });
    });
    void exited.then(() => reject(new Error(`the server exited before listening:\n${output}`)));
  });
}

/** 'connected', or the error code of the attempt (ECONNREFUSED: nothing listens there). */
function connect(host: string, port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 5_000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve('timeout');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

describe('with TRUST_PROXY=1 and no HOST', () => {
  it('listens on 127.0.0.1 and says so', async () => {
    const { port, line } = await startServer({ TRUST_PROXY: '1' });
    expect(line).toContain(`listening on 127.0.0.1:${port} (loopback only:`);
    expect(await connect('127.0.0.1', port)).toBe('connected');
    // Not even other loopback addresses: only the one nginx's upstream names.
    expect(await connect('127.0.0.2', port)).toBe('ECONNREFUSED');
  });

  it.skipIf(!networkAddress)('is not reachable on the machine’s network address', async () => {
    const { port } = await startServer({ TRUST_PROXY: '1' });
    expect(await connect(networkAddress ?? '', port)).toBe('ECONNREFUSED');
  });
});

describe('with HOST', () => {
  it('listens on that address alone, whatever TRUST_PROXY says', async () => {
    const { port, line } = await startServer({ TRUST_PROXY: '1', HOST: '127.0.0.2' });
    expect(line).toContain(`Serving http://127.0.0.2:${port} (production)`);
    expect(line).toContain(`listening on 127.0.0.2:${port} (HOST)`);
    expect(await connect('127.0.0.2', port)).toBe('connected');
    expect(await connect('127.0.0.1', port)).toBe('ECONNREFUSED');
  });

  it.skipIf(!networkAddress)('listens on the machine’s network address when told', async () => {
    const address = networkAddress ?? '';
    const { port, line } = await startServer({ TRUST_PROXY: '1', HOST: address });
    expect(line).toContain(`listening on ${address}:${port} (HOST)`);
    expect(await connect(address, port)).toBe('connected');
    expect(await connect('127.0.0.1', port)).toBe('ECONNREFUSED');
  });
});

describe('with neither', () => {
  it.skipIf(!networkAddress)('listens on every interface, as before HOST existed', async () => {
    const { port, line } = await startServer({});
    expect(line).toMatch(/listening on \S+ \(every interface: /);
    expect(await connect('127.0.0.1', port)).toBe('connected');
    expect(await connect(networkAddress ?? '', port)).toBe('connected');
  });
});
