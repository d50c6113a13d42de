/**
 * A per-process cache with a time-to-live. It hangs off globalThis under `name` because Next bundles
 * route handlers and pages separately: a module-level Map would be one cache per bundle, and a write
 * through the API could never clear the pages' copy.
 */
export function ttlCache<V>(name: string, ttlMs: number) {
  type Entry = { at: number; value: Promise<V> };
  const store = globalThis as typeof globalThis & { __portalCaches?: Record<string, Map<string, Entry>> };
  store.__portalCaches ??= {};
  const map = (store.__portalCaches[name] ??= new Map<string, Entry>());
  return {
    /** The cached value, or `load()` shared by concurrent callers; a failed load is not kept. */
    get(key: string, load: () => Promise<V>): Promise<V> {
      const hit = map.get(key);
      if (hit && Date.now() - hit.at < ttlMs) return hit.value;
      const value = load();
      map.set(key, { at: Date.now(), value });
      value.catch(() => map.delete(key));
      if (map.size > 10_000) map.delete(map.keys().next().value!);
      return value;
    },
    delete(key: string): void {
      map.delete(key);
    },
  };
}
