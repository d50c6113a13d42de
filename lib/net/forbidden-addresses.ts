import 'server-only';
import { BlockList, isIP } from 'node:net';

/**
 * IPv4 ranges an outbound request must never reach: the server's own host, its private networks and
 * the cloud metadata service (169.254.169.254), plus ranges that are never a public service.
 */
const V4: [network: string, prefix: number][] = [
  ['0.0.0.0', 8], // "this network"; 0.0.0.0 itself connects to the local host
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation (TEST-NET-1)
  ['192.88.99.0', 24], // 6to4 relay anycast (deprecated)
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation (TEST-NET-2)
  ['203.0.113.0', 24], // documentation (TEST-NET-3)
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, with 255.255.255.255 (broadcast)
];

const V6: [network: string, prefix: number][] = [
  ['::', 96], // unspecified (::), loopback (::1) and the deprecated IPv4-compatible form
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard-only
  ['2001::', 23], // IETF protocol assignments, Teredo among them
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
  ['fc00::', 7], // unique-local (AWS metadata's fd00:ec2::254 too)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

const hex = (a: number, b: number) => ((a << 8) | b).toString(16);

function build(): BlockList {
  const list = new BlockList();
  for (const [network, prefix] of V4) {
    // BlockList matches IPv4-mapped IPv6 (::ffff:a.b.c.d) against these rules itself.
    list.addSubnet(network, prefix, 'ipv4');
    // Forms that carry an IPv4 address inside an IPv6 one and reach it through a translator:
    // NAT64 (64:ff9b::a.b.c.d) and 6to4 (2002:aabb:ccdd::).
    const [a, b, c, d] = network.split('.').map(Number);
    if (a === undefined || b === undefined || c === undefined || d === undefined) throw new Error(`not an IPv4 network: ${network}`);
    list.addSubnet(`64:ff9b::${network}`, 96 + prefix, 'ipv6');
    list.addSubnet(`2002:${hex(a, b)}:${hex(c, d)}::`, 16 + prefix, 'ipv6');
  }
  for (const [network, prefix] of V6) list.addSubnet(network, prefix, 'ipv6');
  return list;
}

const blocked = build();

/** An IP literal without brackets. Anything that is not an IP address counts as forbidden (fail closed). */
export function isForbiddenAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}
