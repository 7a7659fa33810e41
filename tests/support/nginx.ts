// Starts nginx with the reference configuration, deploy/nginx.conf, in front of a test server.
// The test runs the real file: only the lines the file marks "test:" are replaced (paths,
// ports, user), each by an anchored pattern that must match exactly once, so a change to the
// file that the tests cannot follow fails loudly here instead of testing a stale copy. Over TLS,
// the server listens as the file's commented TLS server does, with that block's own settings.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { probe, proxyInstalled, startProxyProcess } from './proxy-process';
import { childEnvironment } from './test-environment';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const referenceConfigFile = path.join(projectRoot, 'deploy/nginx.conf');
export const nginxBinary = '/usr/sbin/nginx';
const installCommand = 'apt-get install -y nginx-light';
const startTimeoutMilliseconds = 15_000;
/** Another process may take the free port between our check and nginx's bind: try again. */
const portAttempts = 5;

/** Whether the suites behind nginx can run (tests/support/proxy-process.ts). */
export const nginxInstalled = () =>
  proxyInstalled({
    name: 'nginx',
    binary: nginxBinary,
    installCommand,
    reference: 'deploy/nginx.conf',
  });

export type NginxFront = {
  /** e.g. http://127.0.0.1:41235, or https:// over TLS */
  url: string;
  /** Quits nginx gracefully (SIGQUIT; SIGTERM, then SIGKILL, if it hangs) and removes its folder. */
  stop: () => Promise<void>;
  /** nginx's error log so far (kept after stop). */
  errorLog: () => string;
  /** nginx's access log so far, with the cache status of each request (kept after stop). */
  accessLog: () => string;
};

/** A string in nginx's configuration syntax: double-quoted, escaped. */
function quoted(value: string): string {
  return `"${value.replace(/["\\$]/g, (character) => `\\${character}`)}"`;
}

/**
 * Replaces the one line of `text` that `pattern` (multiline, not global) matches, or throws when
 * it matches none or several.
 */
function replaceLine(
  text: string,
  pattern: RegExp,
  replacement: (...groups: string[]) => string,
): string {
  const matches = text.match(new RegExp(pattern.source, `${pattern.flags}g`))?.length ?? 0;
  if (matches !== 1) {
    throw new Error(
      `deploy/nginx.conf: expected exactly one line matching ${pattern}, found ${matches}; ` +
        'update tests/support/nginx.ts with the file',
    );
  }
  // The callback gets the match, each group, the offset and the whole text: keep the groups.
  return text.replace(pattern, (_match, ...rest: unknown[]) =>
    replacement(...rest.slice(0, -2).map((group) => (typeof group === 'string' ? group : ''))),
  );
}

/** The temp-path directives of the modules this nginx was built with (`nginx -V`). */
function temporaryPathDirectives(): string[] {
  const { stderr = '', stdout = '' } = spawnSync(nginxBinary, ['-V'], {
    encoding: 'utf8',
    env: childEnvironment(),
  });
  const features = `${stderr}${stdout}`;
  return [
    ['client_body_temp_path', 'client_body', 'http_core'],
    ['proxy_temp_path', 'proxy', 'http_proxy'],
    ['fastcgi_temp_path', 'fastcgi', 'http_fastcgi'],
    ['uwsgi_temp_path', 'uwsgi', 'http_uwsgi'],
    ['scgi_temp_path', 'scgi', 'http_scgi'],
  ]
    .filter(([, , module]) => !features.includes(`--without-${module}_module`))
    .map(([directive, folder]) => `${directive} ${folder};`);
}

/** A certificate and its key, as files nginx reads. */
export type TlsFiles = { certificate: string; key: string };

/**
 * A self-signed certificate for 127.0.0.1 in `folder`, valid for a day: what the TLS server of
 * deploy/nginx.conf needs to run in a test (production has its own, from certbot).
 */
function selfSignedCertificate(folder: string): TlsFiles {
  const files = { certificate: path.join(folder, 'cert.pem'), key: path.join(folder, 'key.pem') };
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      files.key,
      '-out',
      files.certificate,
    ],
    { encoding: 'utf8', env: childEnvironment() },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate:\n${made.stderr}`);
  return files;
}

/**
 * The TLS server's listen parameters and settings, as deploy/nginx.conf's commented TLS block
 * gives them (`listen 443 ssl http2;`, the protocols and the session cache), so that a test over
 * TLS runs the file's own choices.
 */
function tlsSettings(reference: string): { listenParameters: string; settings: string[] } {
  const listenParameters = /^\s*#\s+listen 443 (ssl[^;]*);/m.exec(reference)?.[1];
  const settings = [
    ...reference.matchAll(/^\s*#\s+(ssl_(?:protocols|session_cache|session_timeout)\s[^;]*;)/gm),
  ].map((match) => match[1] ?? '');
  if (!listenParameters || settings.length !== 3) {
    throw new Error(
      "deploy/nginx.conf: the TLS block's `listen 443 ssl ...;` and its three ssl_ settings were " +
        'not found; update tests/support/nginx.ts with the file',
    );
  }
  return { listenParameters, settings };
}

/**
 * deploy/nginx.conf as a test runs it: listening on 127.0.0.1:`port`, in front of
 * 127.0.0.1:`upstreamPort`, with its pid, logs, cache and temp files inside `folder`. With `tls`,
 * the server listens as the file's TLS server does (HTTPS and HTTP/2), with that certificate.
 */
export function testConfiguration(
  reference: string,
  {
    folder,
    port,
    upstreamPort,
    tls,
  }: { folder: string; port: number; upstreamPort: number; tls?: TlsFiles },
): string {
  const inFolder = (name: string) => quoted(path.join(folder, name));
  const runsAsRoot = process.getuid?.() === 0;
  let text = reference;
  // As root, workers would otherwise run as www-data or nobody and could not write the
  // test's private folder; as anyone else, nginx cannot switch users and runs as the caller.
  text = replaceLine(text, /^user\s+[^;\s]+;$/m, () =>
    runsAsRoot ? 'user root;' : '# user: the caller (the test does not run as root)',
  );
  text = replaceLine(text, /^pid\s+[^;\s]+;$/m, () => `pid ${inFolder('nginx.pid')};`);
  text = replaceLine(
    text,
    /^error_log\s+[^;\s]+((?:\s+\w+)?);$/m,
    (level) => `error_log ${inFolder('error.log')}${level};`,
  );
  text = replaceLine(
    text,
    /^(\s*)access_log\s+[^;\s]+((?:\s+\w+)?);$/m,
    (indent, format) => `${indent}access_log ${inFolder('access.log')}${format};`,
  );
  text = replaceLine(
    text,
    /^(\s*)proxy_cache_path\s+[^;\s]+(\s[^;]*);$/m,
    (indent, parameters) => `${indent}proxy_cache_path ${inFolder('cache')}${parameters};`,
  );
  text = replaceLine(
    text,
    /^(\s*)server\s+127\.0\.0\.1:3000((?:\s[^;]*)?);$/m,
    (indent, parameters) => `${indent}server 127.0.0.1:${upstreamPort}${parameters};`,
  );
  text = replaceLine(text, /^(\s*)listen\s+80;$/m, (indent) => {
    if (!tls) return `${indent}listen 127.0.0.1:${port};`;
    const { listenParameters, settings } = tlsSettings(reference);
    return [
      `listen 127.0.0.1:${port} ${listenParameters};`,
      `ssl_certificate ${quoted(tls.certificate)};`,
      `ssl_certificate_key ${quoted(tls.key)};`,
      ...settings,
    ]
      .map((line) => `${indent}${line}`)
      .join('\n');
  });
  text = replaceLine(
    text,
    /^(\s*)listen\s+\[::\]:80;$/m,
    (indent) => `${indent}# listen [::]:80; (the test listens on 127.0.0.1 only)`,
  );
  // Temp files default to /var/lib/nginx (Debian's build), which the test must not touch.
  // With -p, relative paths are inside the folder.
  text = replaceLine(
    text,
    /^http\s*\{$/m,
    () =>
      `http {\n    # test: temp files inside the test's folder.\n` +
      temporaryPathDirectives()
        .map((line) => `    ${line}\n`)
        .join(''),
  );
  return text;
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function readIfPresent(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

type Attempt = { front: NginxFront } | { portTaken: true };

async function startOnce(
  upstreamPort: number,
  overTls: boolean,
  chosenPort: number | undefined,
): Promise<Attempt> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tea-nginx-'));
  const configFile = path.join(folder, 'nginx.conf');
  const errorLogFile = path.join(folder, 'error.log');
  const accessLogFile = path.join(folder, 'access.log');
  let port: number;
  try {
    port = chosenPort ?? (await freePort());
    fs.writeFileSync(
      configFile,
      testConfiguration(fs.readFileSync(referenceConfigFile, 'utf8'), {
        folder,
        port,
        upstreamPort,
        tls: overTls ? selfSignedCertificate(folder) : undefined,
      }),
    );
  } catch (error) {
    fs.rmSync(folder, { recursive: true, force: true });
    throw error;
  }

  let keptErrorLog: string | undefined;
  let keptAccessLog: string | undefined;
  // daemon off: in the foreground. -e: messages from before the configuration is read go to the
  // folder too. At the test process's exit SIGTERM, which stops the workers with the master.
  const nginx = startProxyProcess(
    nginxBinary,
    ['-p', `${folder}/`, '-c', configFile, '-e', errorLogFile, '-g', 'daemon off;'],
    {
      folder,
      stopSignals: ['SIGQUIT', 'SIGTERM', 'SIGKILL'],
      exitSignal: 'SIGTERM',
      beforeRemovingFolder: () => {
        keptErrorLog = errorLog();
        keptAccessLog = accessLog();
      },
    },
  );
  const errorLog = () => keptErrorLog ?? `${readIfPresent(errorLogFile)}${nginx.output()}`;
  const accessLog = () => keptAccessLog ?? readIfPresent(accessLogFile);
  const { stop, exited } = nginx;

  const url = `${overTls ? 'https' : 'http'}://127.0.0.1:${port}`;
  const deadline = Date.now() + startTimeoutMilliseconds;
  let lastProblem = 'no attempt yet';
  while (!nginx.hasExited()) {
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not answer in time (${lastProblem}):\n${errorLog()}`);
    }
    let status: number | undefined;
    try {
      status = await probe(url);
    } catch (error) {
      lastProblem = String(error); // not listening yet
    }
    if (status === 200) return { front: { url, stop, errorLog, accessLog } };
    if (status === 502 || status === 504) {
      await stop();
      throw new Error(
        `nginx answers ${status}: is the server on 127.0.0.1:${upstreamPort} running?\n${errorLog()}`,
      );
    }
    if (status !== undefined) lastProblem = `GET /robots.txt answered ${status}`;
    // Poll again shortly, or stop waiting at once if nginx has exited.
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 25))]);
  }

  await stop();
  const log = errorLog();
  if (/bind\(\) to \S+ failed \(98: Address already in use\)/.test(log)) return { portTaken: true };
  throw new Error(`nginx exited before answering:\n${log}`);
}

/**
 * Starts nginx with deploy/nginx.conf in front of the server on 127.0.0.1:`upstreamPort`, in a
 * temporary folder of its own, and resolves once a request through it reaches that server.
 * `overTls`: as the file's TLS server, over HTTPS and HTTP/2 with a certificate made for the run.
 * `port`: the port to listen on, for an origin whose SITE_URL must name it; otherwise a free one.
 */
export async function startNginx({
  upstreamPort,
  overTls = false,
  port,
}: {
  upstreamPort: number;
  overTls?: boolean;
  port?: number;
}): Promise<NginxFront> {
  if (!nginxInstalled()) throw new Error(`nginx is not installed: \`${installCommand}\``);
  for (let attempt = 1; attempt <= portAttempts; attempt += 1) {
    const result = await startOnce(upstreamPort, overTls, port);
    if ('front' in result) return result.front;
    if (port !== undefined) throw new Error(`nginx found port ${port} taken`);
  }
  throw new Error(`nginx found its port taken ${portAttempts} times in a row`);
}

/** Stops nginx if it started, and prints its error log when it wrote one: what a failure needs. */
export async function stopNginxShowingErrors(front: NginxFront | undefined): Promise<void> {
  await front?.stop();
  const log = front?.errorLog().trim();
  if (log) console.warn(`nginx error log:\n${log}`);
}
