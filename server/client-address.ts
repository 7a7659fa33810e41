import ipaddr from 'ipaddr.js';
import proxyAddr from 'proxy-addr';

/**
 * Express's `trust proxy`: how many proxies stand in front (their `X-Forwarded-For` entries are
 * read from the right, so a client's own forged entries on the left are never taken), or which
 * addresses they have. `false`: the socket's address is the client.
 */
export type TrustProxySetting = number | string[] | false;

/**
 * `TRUST_PROXY`: unset or `0` (no proxy), a hop count (`1` behind one nginx), or a comma-separated
 * list of proxy addresses, CIDR ranges or proxy-addr's names (`loopback`, `uniquelocal`).
 * `true` is refused: it would take the leftmost address, which any client can choose.
 */
export function parseTrustProxy(value: string | undefined): TrustProxySetting {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0' || text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (text === 'true') {
    throw new Error(
      'TRUST_PROXY=true would let any client choose its address with X-Forwarded-For. ' +
        'Set the number of proxies in front (1 behind one nginx) or their addresses.',
    );
  }
  const entries = text.split(',').map((entry) => entry.trim());
  try {
    proxyAddr.compile(entries);
  } catch (error) {
    throw new Error(
      `TRUST_PROXY=${text} is not a hop count or a list of addresses: ${String(error)}`,
    );
  }
  return entries;
}

/** IPv6 clients get a /56 at least from their provider (RIPE-690), so they are counted by it. */
const ipv6PrefixBytes = 7;

/**
 * The key a client's requests are counted under: an IPv4 address as it is (IPv4-mapped IPv6
 * too), an IPv6 address by its /56 network, so that one home or server cannot take many budgets
 * by changing the low bits.
 */
export function rateLimitKey(address: string): string {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!ipaddr.isValid(bare)) return `other:${bare}`;
  let parsed = ipaddr.parse(bare);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = parsed.toByteArray().slice(0, ipv6PrefixBytes);
  const padded = [...network, ...new Array<number>(16 - ipv6PrefixBytes).fill(0)];
  return `${ipaddr.fromByteArray(padded).toString()}/${ipv6PrefixBytes * 8}`;
}
