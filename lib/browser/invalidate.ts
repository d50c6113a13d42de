'use client';
import { mutate } from 'swr';
import { apiKey, keysOf, type ClientRoute, type InputArgs, type ResultOf } from './typed-api';

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

/**
 * The other half: a write whose answer is the fresh state of a read (the saved record, the saved matrix).
 * The read's cached entry shows it at once, without a refetch: the one read its input names, or with no
 * input every cached read of the endpoint. Typed by the read: the answer must be what that endpoint answers,
 * `showSaved(jobsRoutes.get, res, { params: { id } })`.
 */
export function showSaved<R extends ClientRoute>(ref: R, answer: ResultOf<R>, ...[input]: InputArgs<R>): Promise<unknown> {
  const key = input === undefined ? keysOf(ref) : apiKey(ref, ...([input] as InputArgs<R>));
  return mutate(key, answer, { revalidate: false });
}
