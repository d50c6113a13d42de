'use client';
import { mutate } from 'swr';
import { keysOf, type ClientRoute } from './typed-api';

/**
 * The one way a screen says "these reads moved": every cached read of these endpoints (any path parameters,
 * any query) refetches, through SWR's global cache. Endpoints are named by their typed refs
 * (lib/contracts/routes), never by URL prefixes, so a renamed path fails to compile instead of silently
 * missing a cache entry: `invalidate(timesheetsRoutes.list, timesheetsRoutes.count)`.
 */
export function invalidate(...refs: readonly ClientRoute[]): Promise<unknown> {
  return mutate(keysOf(...refs));
}

/** Every read (GET) of a module's route table: for a change after which anything of that module may differ. */
export function readsOf(routes: Readonly<Record<string, ClientRoute>>): ClientRoute[] {
  return Object.values(routes).filter((r) => r.method === 'GET');
}
