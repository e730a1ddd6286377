import ipaddr from 'ipaddr.js';

/**
 * The network a client address stands for when counting it against a per-address budget: an IPv4
 * address itself, and for IPv6 its /64. A home or mobile connection gets a whole /64 from its
 * provider, so one claimant (or one bot) can use 2^64 addresses; counting each apart would make
 * the per-address limits of authorize and submit, the per-minute filter and the "claims per
 * address" signal worth nothing against IPv6 (OWASP's advice on rate limiting by IPv6 prefix).
 * An IPv4 address written as IPv6 (::ffff:203.0.113.9, as dual-stack sockets report it) counts
 * as the IPv4 address. Anything unparsable is kept as given, lower-cased.
 */
export function clientNetworkOf(address: string): string {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    // A zone index (fe80::1%eth0) names the interface, not the address.
    parsed = ipaddr.parse(address.split('%', 1)[0] ?? '');
  } catch {
    return address.toLowerCase();
  }
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const ipv6 = parsed as ipaddr.IPv6;
  if (ipv6.isIPv4MappedAddress()) return ipv6.toIPv4Address().toString();
  const parts = ipv6.parts.slice(0, 4);
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toString()}/64`;
}
