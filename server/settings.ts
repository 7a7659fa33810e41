import type { Environment, TrustProxySetting } from '../app/server-interface.server';

/**
 * What the server layer needs of the environment, taken from the one checked reading of it
 * (app/config/environment.server.ts, through the server interface).
 */
export type ServerSettings = {
  production: boolean;
  port: number;
  /**
   * The address to listen on (undefined: every interface, Node's default) and why, for the
   * start's log line: `HOST`; unset, 127.0.0.1 when TRUST_PROXY is set (the proxy is on this
   * machine, and a client that reached the port directly could write its own X-Forwarded-For),
   * otherwise every interface.
   */
  listen: { host: string | undefined; reason: string };
  trustProxy: TrustProxySetting;
  /** Host names (lower case, no port) this site answers to; anything else is a 400. */
  allowedHosts: ReadonlySet<string>;
  /** The public origin (`SITE_URL`), e.g. https://www.lankahillstea.lk. */
  siteOrigin: URL;
  /** Worker processes under node:cluster; 1 runs the server in the main process. */
  workerCount: number;
  pageCacheMaxBytes: number;
  /** HTTPS is promised by SITE_URL, so browsers may be told never to use plain HTTP. */
  strictTransportSecurity: boolean;
};

const loopbackHosts = ['localhost', '127.0.0.1', '[::1]'];

function listenAddress(environment: Environment): ServerSettings['listen'] {
  if (environment.HOST !== undefined) return { host: environment.HOST, reason: 'HOST' };
  if (environment.TRUST_PROXY !== false) {
    return { host: '127.0.0.1', reason: 'loopback only: TRUST_PROXY is set and HOST is not' };
  }
  return { host: undefined, reason: 'every interface: neither HOST nor TRUST_PROXY is set' };
}

export function serverSettingsFrom(environment: Environment): ServerSettings {
  const siteOrigin = new URL(environment.SITE_URL);
  return {
    production: environment.NODE_ENV === 'production',
    port: environment.PORT,
    listen: listenAddress(environment),
    trustProxy: environment.TRUST_PROXY,
    allowedHosts: new Set(
      environment.ALLOWED_HOSTS.length > 0
        ? environment.ALLOWED_HOSTS
        : [siteOrigin.hostname, ...loopbackHosts],
    ),
    siteOrigin,
    workerCount: environment.WEB_CONCURRENCY,
    pageCacheMaxBytes: environment.PAGE_CACHE_MAX_MB * 1024 * 1024,
    strictTransportSecurity: siteOrigin.protocol === 'https:',
  };
}
