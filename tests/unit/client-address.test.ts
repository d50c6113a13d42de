import { describe, expect, it } from 'vitest';
import { clientAddress } from '@/scripts/lib/client-address.mjs';

describe('client address (scripts/server.mjs, DESIGN.md §7)', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress('203.0.113.9', undefined, 0)).toBe('203.0.113.9');
    expect(clientAddress('203.0.113.9', '1.2.3.4, 5.6.7.8', 0)).toBe('203.0.113.9');
    expect(clientAddress('::ffff:198.51.100.7', '1.2.3.4', 0)).toBe('198.51.100.7');
    expect(clientAddress('::1', undefined, 0)).toBe('::1');
    expect(clientAddress(undefined, undefined, 0)).toBe('unknown');
  });

  it('behind N trusted proxies is the Nth address from the right, never one the client wrote further left', () => {
    // client → proxy (appends the client's address) → app: the socket peer is the proxy.
    expect(clientAddress('10.0.0.2', '198.51.100.7', 1)).toBe('198.51.100.7');
    // The client forged two entries; the proxy appended the real address after them.
    expect(clientAddress('10.0.0.2', 'forged-1, forged-2, 198.51.100.7', 1)).toBe('198.51.100.7');
    // Two proxies: CDN → load balancer → app.
    expect(clientAddress('10.0.0.3', 'forged, 198.51.100.7, 10.0.0.2', 2)).toBe('198.51.100.7');
  });

  it('falls back to the leftmost address when the chain is shorter than the hops trusted', () => {
    expect(clientAddress('10.0.0.2', undefined, 1)).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', '198.51.100.7', 3)).toBe('198.51.100.7');
  });
});
