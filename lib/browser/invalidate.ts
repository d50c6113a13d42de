'use client';
import { mutate } from 'swr';
import { keysOf, type ClientRoute } from './typed-api';

/**
 * The one way a screen says "these reads moved": they refetch, through SWR's global cache. A target is an
 * endpoint's typed ref (lib/contracts/routes): every cached read of it, any path parameters, any query; or
 * one read's key as its typed factory builds it (apiKey, a module's detailKey): that read alone. Never a URL
 * prefix, so a renamed path fails to compile instead of silently missing a cache entry:
 * `invalidate(timesheetsRoutes.list, timesheetsRoutes.count)`, `invalidate(detailKey(id))`.
 */
export function invalidate(...targets: readonly (ClientRoute | string)[]): Promise<unknown> {
  const keys = new Set(targets.filter((t) => typeof t === 'string'));
  const refs = targets.filter((t) => typeof t !== 'string');
  const ofRefs = keysOf(...refs);
  return mutate((key) => (typeof key === 'string' && keys.has(key)) || ofRefs(key));
}

/** Every read (GET) of a module's route table: for a change after which anything of that module may differ. */
export function readsOf(routes: Readonly<Record<string, ClientRoute>>): ClientRoute[] {
  return Object.values(routes).filter((r) => r.method === 'GET');
}
