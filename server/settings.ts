import { positiveIntegerSetting } from '../app/config/environment-settings.server';
import { siteUrl } from '../app/config/site-url.server';
import { parseTrustProxy, type TrustProxySetting } from './client-address';

/**
 * Everything the server layer reads from the environment, read and checked once at start: a
 * setting that cannot be right throws, and the server says so and does not start.
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

/** `ALLOWED_HOSTS=a.example,b.example`, or SITE_URL's host with localhost and loopback. */
export function allowedHostsFrom(value: string | undefined, siteOrigin: URL): Set<string> {
  const configured = (value ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase().replace(/\.$/, ''))
    .filter(Boolean);
  return new Set(configured.length > 0 ? configured : [siteOrigin.hostname, ...loopbackHosts]);
}

export function readServerSettings(): ServerSettings {
  const environment = process.env;
  const siteOrigin = new URL(siteUrl());
  const port = Number(environment.PORT || 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT=${environment.PORT} is not a port number (0-65535).`);
  }
  return {
    production: environment.NODE_ENV === 'production',
    port,
    trustProxy: parseTrustProxy(environment.TRUST_PROXY),
    allowedHosts: allowedHostsFrom(environment.ALLOWED_HOSTS, siteOrigin),
    siteOrigin,
    workerCount: positiveIntegerSetting('WEB_CONCURRENCY', 1),
    pageCacheMaxBytes: positiveIntegerSetting('PAGE_CACHE_MAX_MB', 32) * 1024 * 1024,
    strictTransportSecurity: siteOrigin.protocol === 'https:',
  };
}
