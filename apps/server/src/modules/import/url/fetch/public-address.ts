import ipaddr from 'ipaddr.js';

/**
 * IMPORT_ALLOW_PRIVATE: false (public addresses only), true (the private ranges below too), or
 * the addresses and CIDRs of those ranges that may be reached (`192.168.1.20`, `10.1.0.0/16`).
 */
export type PrivateAllowance = boolean | readonly string[];

/**
 * What IMPORT_ALLOW_PRIVATE may open: the host itself and the networks a site on a LAN or a test
 * server sits on. Link-local (the cloud metadata address 169.254.169.254), multicast, unspecified
 * and reserved ranges stay shut whatever it says (docs/product.md#from-a-web-page).
 */
const PRIVATE_RANGES: ReadonlySet<string> = new Set([
  'loopback',
  'private',
  'carrierGradeNat',
  'uniqueLocal',
]);

function inListed(ip: ipaddr.IPv4 | ipaddr.IPv6, listed: string): boolean {
  const [network, bits] = ipaddr.isValidCIDR(listed)
    ? ipaddr.parseCIDR(listed)
    : [ipaddr.parse(listed), ipaddr.parse(listed).kind() === 'ipv4' ? 32 : 128];
  return ip.kind() === network.kind() && ip.match(network, bits);
}

/**
 * Whether an import may connect to this address. ipaddr.js knows the special ranges of both
 * families (RFC 6890 and its updates); only global unicast is public. `process` reads an
 * IPv4-mapped IPv6 address (::ffff:10.0.0.1) as the IPv4 address it carries, and the ranges that
 * embed another address (NAT64, 6to4, Teredo) are refused, since they could carry a private one.
 */
export function addressAllowed(address: string, allowPrivate: PrivateAllowance): boolean {
  if (!ipaddr.isValid(address)) return false;
  const ip = ipaddr.process(address);
  const range = ip.range();
  if (range === 'unicast') return true;
  if (allowPrivate === false || !PRIVATE_RANGES.has(range)) return false;
  return allowPrivate === true || allowPrivate.some((listed) => inListed(ip, listed));
}
