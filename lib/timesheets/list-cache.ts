import 'server-only';
import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { tenantDataVersions } from '@/lib/db/schema';

/**
 * List pages cached per process and validated against the tenant's data version on every request.
 *
 * The version is a counter that triggers raise in the same transaction as any change a list row shows
 * (migration 0005), so a page is never served after the change that outdates it has committed, whichever
 * process made the change. Checking it costs one primary-key read instead of the page query and its
 * joins, which is what lets the embedded single-session database answer 32 concurrent clients quickly.
 * The version is read before the page is loaded: a change that lands in between leaves the entry
 * tagged with the older version, so the next request reloads it (stale only in the safe direction).
 */
const MAX_ENTRIES = 2_000;
const MAX_AGE_MS = 5 * 60_000;

type Entry = { version: number; at: number; value: Promise<unknown> };

function pages(): Map<string, Entry> {
  const store = globalThis as typeof globalThis & { __timesheetListPages?: Map<string, Entry> };
  return (store.__timesheetListPages ??= new Map());
}

export async function dataVersion(tenantId: string): Promise<number> {
  const [row] = await db().select({ v: tenantDataVersions.timesheets }).from(tenantDataVersions)
    .where(eq(tenantDataVersions.tenantId, tenantId)).limit(1);
  return row?.v ?? 0;
}

/** The page for `key` (which must name the tenant, the scope and every query parameter), loading it when stale. */
export async function cachedPage<T>(tenantId: string, key: string, load: () => Promise<T>): Promise<T> {
  const version = await dataVersion(tenantId);
  const map = pages();
  const hit = map.get(key);
  if (hit && hit.version === version && Date.now() - hit.at < MAX_AGE_MS) {
    // Re-insert so the Map's order is least recently used first.
    map.delete(key);
    map.set(key, hit);
    return hit.value as Promise<T>;
  }
  // Concurrent requests for the same stale page share one load.
  const value = load();
  map.set(key, { version, at: Date.now(), value });
  value.catch(() => map.delete(key));
  while (map.size > MAX_ENTRIES) map.delete(map.keys().next().value!);
  return value;
}
