// What the tests behind nginx (tests/support/nginx.ts) and Varnish (tests/support/varnish.ts)
// share: whether the program is installed, the probe that tells it answers, and the process
// itself, run in the foreground in a temporary folder of its own and stopped signal by signal.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { childEnvironment } from './test-environment';

const stopTimeoutMilliseconds = 10_000;

/**
 * Whether the suites behind `name` can run. Without it: under CI (`CI` set) this throws, so the
 * run fails and says what to install; elsewhere it warns and the suites skip themselves.
 */
export function proxyInstalled({
  name,
  binary,
  installCommand,
  reference,
}: {
  name: string;
  binary: string;
  installCommand: string;
  /** The shipped file its tests run, for the warning. */
  reference: string;
}): boolean {
  try {
    fs.accessSync(binary, fs.constants.X_OK);
    return true;
  } catch {
    const message = `${name} is not installed at ${binary}: run \`${installCommand}\``;
    if (process.env.CI) throw new Error(`${message} (CI runs the tests behind ${name}).`);
    console.warn(`${message}. Skipping the tests behind ${name} (${reference}).`);
    return false;
  }
}

/** The status of GET /robots.txt through `url`: small, always 200, and no test looks at it. */
export function probe(url: string): Promise<number> {
  // Over TLS, the certificate is the test's own, made for the run (tests/support/nginx.ts).
  const get = url.startsWith('https:') ? https.get : http.get;
  return new Promise((resolve, reject) => {
    const options = { agent: false, timeout: 5_000, rejectUnauthorized: false };
    const outgoing = get(`${url}/robots.txt`, options, (incoming) => {
      incoming.resume();
      incoming.on('end', () => resolve(incoming.statusCode ?? 0));
      incoming.on('error', reject);
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error('no answer in 5 s')));
    outgoing.on('error', reject);
  });
}

export type ProxyProcess = {
  /** What the process printed so far. */
  output: () => string;
  hasExited: () => boolean;
  exited: Promise<void>;
  /** Sends each stop signal in turn until the process exits, then removes its folder; once. */
  stop: () => Promise<void>;
};

/**
 * Starts `binary` in the foreground (its master stays our child, so its exit is the exit of
 * every worker), with a clean environment. A test that fails before stopping it must not leave
 * it running, nor its folder: at the test process's exit it gets `exitSignal`.
 */
export function startProxyProcess(
  binary: string,
  args: readonly string[],
  {
    folder,
    stopSignals,
    exitSignal,
    beforeRemovingFolder = () => {},
  }: {
    folder: string;
    stopSignals: readonly NodeJS.Signals[];
    exitSignal: NodeJS.Signals;
    /** Reads what should outlive the folder (logs) once the process has stopped. */
    beforeRemovingFolder?: () => void;
  },
): ProxyProcess {
  const child = spawn(binary, args, {
    env: childEnvironment(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => (output += text));
  child.stderr.setEncoding('utf8').on('data', (text: string) => (output += text));
  const cleanUpOnExit = () => {
    child.kill(exitSignal);
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

  /** Resolves true once the process has exited, false after `milliseconds`. */
  const exitWithin = async (milliseconds: number) => {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), milliseconds);
    });
    const result = await Promise.race([exited.then(() => true), timedOut]);
    clearTimeout(timer);
    return result;
  };

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      for (const signal of stopSignals) {
        if (hasExited) break;
        child.kill(signal);
        if (await exitWithin(stopTimeoutMilliseconds)) break;
      }
      beforeRemovingFolder();
      process.off('exit', cleanUpOnExit);
      fs.rmSync(folder, { recursive: true, force: true });
    })());

  return { output: () => output, hasExited: () => hasExited, exited, stop };
}
