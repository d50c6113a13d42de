import 'server-only';
import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { tenantDataVersions } from '@/lib/db/schema';

/**
 * Values cached per process and validated against one of the tenant's data versions on every request:
 * `timesheets` (the timesheet list and counts), `live` (the who's-working board), `job_board` (the public
 * job board and job pages).
 *
 * A version is a counter that triggers raise in the same transaction as any change a list row shows
 * (migration 0005), so a page is never served after the change that outdates it has committed, whichever
 * process made the change. Checking it costs one primary-key read instead of the page query and its
 * joins, which is what lets the embedded single-session database answer 32 concurrent clients quickly.
 * The version is read before the page is loaded: a change that lands in between leaves the entry
 * tagged with the older version, so the next request reloads it (stale only in the safe direction).
 * Pages are kept as their JSON text, so a hit costs no serialisation either.
 */
const MAX_ENTRIES = 2_000;
const MAX_AGE_MS = 5 * 60_000;

export type Counter = 'timesheets' | 'live' | 'jobBoard';
export type Versions = Record<Counter, number>;
const NONE: Versions = { timesheets: 0, live: 0, jobBoard: 0 };

type Entry = { version: number; at: number; value: Promise<unknown> };
type Reads = { running?: Promise<Versions>; queued?: Promise<Versions> };
type Store = { pages: Map<string, Entry>; reads: Map<string, Reads> };

function store(): Store {
  const g = globalThis as typeof globalThis & { __timesheetListCache?: Store };
  return (g.__timesheetListCache ??= { pages: new Map(), reads: new Map() });
}

/** The tenant's data versions, all three in one primary-key read. */
export async function dataVersions(tenantId: string): Promise<Versions> {
  const [row] = await db()
    .select({ timesheets: tenantDataVersions.timesheets, live: tenantDataVersions.live, jobBoard: tenantDataVersions.jobBoard })
    .from(tenantDataVersions)
    .where(eq(tenantDataVersions.tenantId, tenantId))
    .limit(1);
  return row ?? NONE;
}

/**
 * The tenant's version as read by a query that started after this call: concurrent requests share
 * reads, but never one that began before they arrived (it could predate a change they must see).
 * Under load this is one read in flight and one queued per tenant instead of one per request.
 */
export function versionsSinceNow(tenantId: string): Promise<Versions> {
  const { reads } = store();
  let slot = reads.get(tenantId);
  if (!slot) reads.set(tenantId, (slot = {}));
  const s = slot;
  const start = () => {
    const p = dataVersions(tenantId);
    const clear = () => {
      if (s.running === p) s.running = undefined;
    };
    p.then(clear, clear);
    s.running = p;
    return p;
  };
  if (!s.running) return start();
  s.queued ??= s.running
    .then(
      () => undefined,
      () => undefined,
    )
    .then(() => {
      s.queued = undefined;
      return start();
    });
  return s.queued;
}

/**
 * The value for `key` (which must name the scope, every query parameter, and anything else the value
 * depends on that the data version does not track, such as today's past-due cutoff; the tenant is added
 * here), loaded again once the tenant's data version has moved.
 */
export async function cachedValue<T>(
  tenantId: string,
  key: string,
  /** Given the version the value is tagged with (read before the load). */
  load: (version: number) => Promise<T>,
  counter: Counter = 'timesheets',
  /** The versions this request already read (after it arrived): saves a second read in a row. */
  read?: Versions,
): Promise<T> {
  const version = (read ?? (await versionsSinceNow(tenantId)))[counter];
  // Named by the tenant here, whatever the caller passes: no key can reach another tenant's value.
  key = `${counter}:${tenantId}:${key}`;
  const { pages } = store();
  const hit = pages.get(key);
  if (hit && hit.version === version && Date.now() - hit.at < MAX_AGE_MS) {
    // Re-inserted so the Map's order is least recently used first.
    pages.delete(key);
    pages.set(key, hit);
    return hit.value as Promise<T>;
  }
  // Concurrent requests for the same stale value share one load.
  const value = load(version);
  pages.set(key, { version, at: Date.now(), value });
  value.catch(() => pages.delete(key));
  while (pages.size > MAX_ENTRIES) pages.delete(pages.keys().next().value!);
  return value;
}

/** The page for `key` (see cachedValue) as a JSON response; kept as its JSON text, so a hit costs no serialisation. */
export async function cachedPage(
  tenantId: string,
  key: string,
  load: (version: number) => Promise<unknown>,
  counter: Counter = 'timesheets',
): Promise<Response> {
  const json = await cachedValue(tenantId, `page:${key}`, (version) => load(version).then((body) => JSON.stringify(body)), counter);
  return new Response(json, { headers: { 'content-type': 'application/json' } });
}
