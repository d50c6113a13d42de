import type { NextRequest } from 'next/server';
import { env } from '@/lib/env';

/**
 * The header scripts/server.mjs sets from the TCP socket (or, with TRUST_PROXY=N, from the address N
 * trusted proxies passed on). The server drops any copy a client sends, so it cannot be forged.
 */
export const CLIENT_IP_HEADER = 'x-portal-client-ip';

/**
 * The client's address, the key of every per-address limit (DESIGN.md §7). Served by anything other than
 * scripts/server.mjs (CLIENT_IP_SOURCE unset), no header can be trusted: every caller shares one
 * address, so limits still hold, only more tightly.
 */
export function clientIp(req: Pick<NextRequest, 'headers'>): string {
  if (env().CLIENT_IP_SOURCE !== 'server') return 'unknown';
  return req.headers.get(CLIENT_IP_HEADER)?.trim() || 'unknown';
}
