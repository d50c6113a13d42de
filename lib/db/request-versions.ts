import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The tenants' data versions (lib/db/versioned-cache.ts) one read-only request has read, so that every
 * cached value it uses checks against the same read: the timesheet count route reached six cached values
 * (settings, the page, the counts, the past-due counts…) and waited for a version read after it arrived
 * six times over. Under load each such wait was a read in the pool's queue (issue 24: count/all at
 * p50 1.4 s beside the list's 0.7 s).
 *
 * Correct for the same reason as one read: it was made after the request arrived, so nothing committed
 * before the request is missed. A request that writes must see its own writes, so only reads get a memo
 * (the handler wraps GET and HEAD), and every transaction's end forgets it (lib/db/client.ts).
 */
type Memo = Map<string, Promise<unknown>>;

// On globalThis: Next bundles this module into more than one layer, and the database client (which
// forgets) is a process singleton.
const holder = globalThis as typeof globalThis & { __requestVersions?: AsyncLocalStorage<Memo> };
const memo = (holder.__requestVersions ??= new AsyncLocalStorage<Memo>());

/** Runs a read-only request's work with a memo of the versions it reads. */
export function withVersionMemo<T>(fn: () => T): T {
  return memo.run(new Map(), fn);
}

/** The tenant's versions as this request first read them, or `read()` (remembered when in a memo). */
export function memoisedVersions<V>(tenantId: string, read: () => Promise<V>): Promise<V> {
  const store = memo.getStore();
  if (!store) return read();
  let versions = store.get(tenantId) as Promise<V> | undefined;
  if (!versions) {
    versions = read();
    store.set(tenantId, versions);
    versions.catch(() => store.delete(tenantId));
  }
  return versions;
}

/** After a write: the next cached value reads the versions again. */
export function forgetVersions(): void {
  memo.getStore()?.clear();
}
