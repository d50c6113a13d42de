/** `::ffff:1.2.3.4` is how Node shows an IPv4 peer on a dual-stack socket: one client, one key. */
const plain = (ip) => (ip?.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip) || 'unknown';

/**
 * The client address that per-address limits key on (DESIGN.md §7). With no trusted proxy (hops 0) it is
 * the socket's peer and no header counts. Behind N proxies each appends the address it received from to
 * X-Forwarded-For, so the client is the Nth entry from the right, counting the socket as the last hop;
 * anything further left was written by the client itself and is ignored.
 */
export function clientAddress(socketAddress, forwardedFor, hops) {
  if (hops === 0) return plain(socketAddress);
  const chain = [
    ...(forwardedFor ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    socketAddress,
  ];
  return plain(chain[Math.max(0, chain.length - 1 - hops)]);
}
