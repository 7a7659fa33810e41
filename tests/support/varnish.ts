// Starts Varnish with the reference VCL, deploy/varnish.vcl, in front of a test server. The
// test runs the real file: only the backend's port, the line the file marks "test:", is
// replaced, by an anchored pattern that must match exactly once, so a change to the file the
// tests cannot follow fails here instead of testing a stale copy.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './nginx';
import { probe, proxyInstalled, startProxyProcess } from './proxy-process';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const referenceVclFile = path.join(projectRoot, 'deploy/varnish.vcl');
export const varnishBinary = '/usr/sbin/varnishd';
const installCommand = 'apt-get install -y varnish';
const startTimeoutMilliseconds = 30_000;

/** Whether the suites behind Varnish can run (tests/support/proxy-process.ts). */
export const varnishInstalled = () =>
  proxyInstalled({
    name: 'Varnish',
    binary: varnishBinary,
    installCommand,
    reference: 'deploy/varnish.vcl',
  });

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
  // -F: in the foreground. At the test process's exit SIGKILL: the cache process ends with
  // its manager.
  const varnish = startProxyProcess(
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
    { folder, stopSignals: ['SIGTERM', 'SIGKILL'], exitSignal: 'SIGKILL' },
  );
  const { stop, output } = varnish;

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startTimeoutMilliseconds;
  while (!varnish.hasExited() && Date.now() < deadline) {
    const status = await probe(url).catch(() => undefined);
    if (status === 200) return { url, port, stop, output };
    // Poll again shortly, or stop waiting at once if varnishd has exited.
    await Promise.race([varnish.exited, new Promise((resolve) => setTimeout(resolve, 50))]);
  }
  await stop();
  throw new Error(`varnishd did not answer through ${url} in time:\n${output()}`);
}
