import ipaddr from 'ipaddr.js';

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
