import type { Environment, TrustProxySetting } from '../app/server-interface.server';

/**
 * What the server layer needs of the environment, taken from the one checked reading of it
 * (app/config/environment.server.ts, through the server interface).
 */
export type ServerSettings = {
  production: boolean;
  port: number;
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

export function serverSettingsFrom(environment: Environment): ServerSettings {
  const siteOrigin = new URL(environment.SITE_URL);
  return {
    production: environment.NODE_ENV === 'production',
    port: environment.PORT,
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
