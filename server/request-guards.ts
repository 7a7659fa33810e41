import type { RequestHandler } from 'express';
import { refuse } from './refusal';

/**
 * Checks every request must pass before anything else reads it, each answering a clear 4xx
 * rather than letting an odd request reach code that would fail with a 5xx.
 */

const allowedMethods = ['GET', 'HEAD', 'POST'];

/** GET, HEAD and POST are all the site answers; anything else (TRACE, PUT...) is a 405. */
export const methodGuard: RequestHandler = (request, response, next) => {
  if (allowedMethods.includes(request.method)) return next();
  refuse(request, response, 405, `Method not allowed. Use ${allowedMethods.join(', ')}.`, {
    Allow: allowedMethods.join(', '),
  });
};

const hostPattern = /^(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?\.?)(?::(\d{1,5}))?$/i;

/** `host[:port]` as sent, or null when it is not a host name or address with a valid port. */
export function parseHost(value: string): { hostname: string; host: string } | null {
  const match = hostPattern.exec(value.trim());
  if (!match) return null;
  const hostname = (match[1] ?? '').toLowerCase().replace(/\.$/, '');
  const port = match[2];
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65_535)) return null;
  return { hostname, host: port === undefined ? hostname : `${hostname}:${port}` };
}

/**
 * Only this site's own host names are answered (ALLOWED_HOSTS): a page built for another Host
 * would be poisoned in any cache keyed on it. `X-Forwarded-Host` counts only from a trusted
 * proxy and is checked alike. A request without any Host (HTTP/1.0, a proxy that drops it) is
 * taken as addressed to SITE_URL's host. From here on `Host` holds the checked host and
 * `X-Forwarded-Host` is gone, so nothing later reads an unchecked one.
 */
export function hostGuard({
  allowedHosts,
  defaultHost,
}: {
  allowedHosts: ReadonlySet<string>;
  defaultHost: string;
}): RequestHandler {
  return (request, response, next) => {
    const trusted = request.app.get('trust proxy fn') as (address: string, hop: number) => boolean;
    const forwardedHost = request.get('x-forwarded-host');
    const fromTrustedProxy = trusted(request.socket.remoteAddress ?? '', 0);
    const claimed =
      forwardedHost !== undefined && fromTrustedProxy
        ? (forwardedHost.split(',')[0] ?? '')
        : (request.get('host') ?? defaultHost);
    const parsed = parseHost(claimed);
    if (!parsed || !allowedHosts.has(parsed.hostname)) {
      refuse(request, response, 400, 'Unknown host. This server answers only for its own site.');
      return;
    }
    request.headers.host = parsed.host;
    delete request.headers['x-forwarded-host'];
    next();
  };
}

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A form post or API call from another website's page (cross-site request forgery) is refused
 * with a 403: the browser says where it comes from in `Sec-Fetch-Site` and `Origin`. Clients
 * that send neither (curl, a server, an old browser's form) are let through, since a browser
 * that sends neither also sends no credentials we would honour: the site has none.
 */
export function originGuard({ siteOrigin }: { siteOrigin: URL }): RequestHandler {
  return (request, response, next) => {
    if (!unsafeMethods.has(request.method)) return next();
    const fetchSite = request.get('sec-fetch-site');
    const origin = request.get('origin');
    const crossSiteFetch = fetchSite !== undefined && !['same-origin', 'none'].includes(fetchSite);
    if (
      crossSiteFetch ||
      (origin !== undefined && !isOwnOrigin(origin, request.headers.host, siteOrigin))
    ) {
      refuse(
        request,
        response,
        403,
        'Forms on this site can only be sent from its own pages. Please use the form on our website.',
      );
      return;
    }
    // Checked here against the host the client reached; Remix would compare it with Host again
    // and fail with a 500 behind a proxy that rewrites Host.
    delete request.headers.origin;
    next();
  };
}

function isOwnOrigin(origin: string, host: string | undefined, siteOrigin: URL): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  // Host names, not ports: a proxy may pass Host without the port the browser used.
  return url.origin === siteOrigin.origin || url.hostname === parseHost(host ?? '')?.hostname;
}

/**
 * The request target as a path: an absolute-form target (`GET http://host/path`, which HTTP/1.1
 * allows) becomes its path and query, since the host is the checked one. A target that is
 * neither, or whose percent escapes do not decode to UTF-8, names nothing here: 400, not a 5xx
 * later.
 */
export const requestTargetGuard: RequestHandler = (request, response, next) => {
  try {
    if (!request.originalUrl.startsWith('/')) {
      const target = new URL(request.originalUrl);
      request.url = request.originalUrl = target.pathname + target.search;
    }
    decodeURIComponent(request.originalUrl.split('?')[0] ?? '');
  } catch {
    refuse(request, response, 400, 'Malformed address.');
    return;
  }
  next();
};

/**
 * `?_data=` is Remix's data request of before single fetch; our pages never make one, and an
 * unknown route id in it fails inside Remix with a 500.
 */
export const legacyDataRequestGuard: RequestHandler = (request, response, next) => {
  if (!('_data' in request.query)) return next();
  refuse(request, response, 400, 'This site does not answer ?_data requests.');
};
