// Starts Varnish with the reference VCL, deploy/varnish.vcl, in front of a test server. The
// test runs the real file: only the backend's port, the line the file marks "test:", is
// replaced, by an anchored pattern that must match exactly once, so a change to the file the
// tests cannot follow fails here instead of testing a stale copy.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './nginx';
import { childEnvironment } from './test-environment';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const referenceVclFile = path.join(projectRoot, 'deploy/varnish.vcl');
export const varnishBinary = '/usr/sbin/varnishd';
const installCommand = 'apt-get install -y varnish';
const startTimeoutMilliseconds = 30_000;
const stopTimeoutMilliseconds = 10_000;

/**
 * Whether the suites behind Varnish can run. Without it: under CI (`CI` set) this throws, so the
 * run fails and says what to install; elsewhere it warns and the suites skip themselves.
 */
export function varnishInstalled(): boolean {
  try {
    fs.accessSync(varnishBinary, fs.constants.X_OK);
    return true;
  } catch {
    const message = `Varnish is not installed at ${varnishBinary}: run \`${installCommand}\``;
    if (process.env.CI) throw new Error(`${message} (CI runs the tests behind Varnish).`);
    console.warn(`${message}. Skipping the tests behind Varnish (deploy/varnish.vcl).`);
    return false;
  }
}

export type VarnishCache = {
  /** e.g. http://127.0.0.1:41236 */
  url: string;
  port: number;
  /** Stops varnishd (SIGTERM, then SIGKILL if it hangs) and removes its folder. */
  stop: () => Promise<void>;
  /** What varnishd printed so far. */
  output: () => string;
};

/** deploy/varnish.vcl with its backend on 127.0.0.1:`backendPort`. */
export function testVcl(reference: string, backendPort: number): string {
  const backendPortLine = /^(\s*)\.port = "3000";$/m;
  const matches = reference.match(new RegExp(backendPortLine.source, 'gm'))?.length ?? 0;
  if (matches !== 1) {
    throw new Error(
      `deploy/varnish.vcl: expected exactly one line matching ${backendPortLine}, found ` +
        `${matches}; update tests/support/varnish.ts with the file`,
    );
  }
  return reference.replace(backendPortLine, (_line, indent: string) => {
    return `${indent}.port = "${backendPort}";`;
  });
}

function answers(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = http.get(`${url}/robots.txt`, { agent: false, timeout: 5_000 }, (incoming) => {
      incoming.resume();
      incoming.on('end', () => resolve(incoming.statusCode ?? 0));
      incoming.on('error', reject);
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error('no answer in 5 s')));
    outgoing.on('error', reject);
  });
}

/**
 * Starts varnishd with deploy/varnish.vcl in front of the server on 127.0.0.1:`backendPort`,
 * listening on a free loopback port, with its working folder and storage in a temporary folder,
 * and resolves once a request through it reaches that server.
 */
export async function startVarnish({
  backendPort,
}: {
  backendPort: number;
}): Promise<VarnishCache> {
  if (!varnishInstalled()) throw new Error(`Varnish is not installed: \`${installCommand}\``);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tea-varnish-'));
  // Run as root, varnishd's cache process drops to the varnish users: they must enter it.
  fs.chmodSync(folder, 0o755);
  const vclFile = path.join(folder, 'lankahills.vcl');
  fs.writeFileSync(vclFile, testVcl(fs.readFileSync(referenceVclFile, 'utf8'), backendPort));
  const port = await freePort();
  // -F: in the foreground, so the manager stays our child and its exit ends the cache process.
  const child = spawn(
    varnishBinary,
    [
      '-F',
      '-f',
      vclFile,
      '-a',
      `127.0.0.1:${port}`,
      '-n',
      path.join(folder, 'work'),
      '-s',
      'malloc,32m',
    ],
    { env: childEnvironment(), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => (output += text));
  child.stderr.setEncoding('utf8').on('data', (text: string) => (output += text));
  const cleanUpOnExit = () => {
    child.kill('SIGKILL');
    fs.rmSync(folder, { recursive: true, force: true });
  };
  process.once('exit', cleanUpOnExit);
  let hasExited = false;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      hasExited = true;
      resolve();
    }),
  );
  child.once('error', (error) => {
    output += `\n${String(error)}`;
  });

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      for (const signal of ['SIGTERM', 'SIGKILL'] as const) {
        if (hasExited) break;
        child.kill(signal);
        const timedOut = new Promise<void>((resolve) =>
          setTimeout(resolve, stopTimeoutMilliseconds).unref(),
        );
        await Promise.race([exited, timedOut]);
      }
      process.off('exit', cleanUpOnExit);
      fs.rmSync(folder, { recursive: true, force: true });
    })());

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startTimeoutMilliseconds;
  while (!hasExited && Date.now() < deadline) {
    const status = await answers(url).catch(() => undefined);
    if (status === 200) return { url, port, stop, output: () => output };
    // Poll again shortly, or stop waiting at once if varnishd has exited.
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 50))]);
  }
  await stop();
  throw new Error(`varnishd did not answer through ${url} in time:\n${output}`);
}
