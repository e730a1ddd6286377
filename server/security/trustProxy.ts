import ipaddr from 'ipaddr.js';

/**
 * Which peers may tell the server a client's address in X-Forwarded-For: none (false), or the
 * proxies' addresses and subnets. Every per-address budget, the "same address" fraud signal and
 * the audit trail stand on the address this yields, so no setting believes just anyone.
 */
export type TrustedProxies = false | string[];

/**
 * The names @fastify/proxy-addr (Fastify's trustProxy) reads as ranges: loopback (127.0.0.1/8,
 * ::1), linklocal (169.254.0.0/16, fe80::/10), uniquelocal (10/8, 172.16/12, 192.168/16, fc00::/7).
 */
const rangeNames: ReadonlySet<string> = new Set(['loopback', 'linklocal', 'uniquelocal']);

const example = 'comma-separated, e.g. TRUST_PROXY=10.0.1.0/24,192.0.2.15';

/** A TRUST_PROXY that would let a client forge its address, or is no address at all. */
export class TrustProxySettingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TrustProxySettingError';
  }
}

/**
 * TRUST_PROXY (README "Behind a load balancer"): unset, empty or "false" trusts no proxy (the
 * socket's address is the client's); otherwise a comma-separated list of the proxies' addresses
 * and CIDR subnets, or loopback / linklocal / uniquelocal. X-Forwarded-For is then read from the
 * right, hop by hop, while the hop is a trusted proxy: the client is the rightmost untrusted one.
 *
 * Refused, with a one-line message saying what to set instead:
 * - "true": it believes any X-Forwarded-For, so anyone could pick the address every limit counts;
 * - a hop count ("1"): it cannot tell a proxy from a client that reaches the server directly,
 *   which is why Fastify 5 no longer honours one (its trustProxy treats a number as trust nothing).
 */
export function trustedProxiesFromEnvironment(value: string | undefined): TrustedProxies {
  const setting = value?.trim() ?? '';
  if (setting === '' || setting === 'false') return false;
  if (setting === 'true')
    throw new TrustProxySettingError(
      `TRUST_PROXY=true would believe any X-Forwarded-For, so a client could forge the address every limit counts: set the addresses or subnets of your proxies instead, ${example}.`,
    );
  if (/^\d+$/.test(setting))
    throw new TrustProxySettingError(
      `TRUST_PROXY=${setting}: a hop count cannot tell your proxy from a client that reaches the server directly: set the addresses or subnets of your proxies instead, ${example}.`,
    );
  const entries = setting.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    if (rangeNames.has(entry) || ipaddr.isValid(entry) || ipaddr.isValidCIDR(entry)) continue;
    throw new TrustProxySettingError(
      `TRUST_PROXY: "${entry}" is not an address, a CIDR subnet, loopback, linklocal or uniquelocal: set the addresses or subnets of your proxies, ${example}.`,
    );
  }
  return entries;
}
