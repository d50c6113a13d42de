import 'server-only';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { tenantDataVersions } from '@/lib/db/schema';
import { log } from '@/lib/log';
import { changedLocations, locationPrints, type LocationPrints } from './location-queries';

/**
 * Open who's-working boards learn of changes from the tenant's `live` data version (migration 0018: raised
 * at commit by any timecard, shift or closing timesheet, whichever app instance wrote it). One process reads
 * the versions of every tenant it has listeners for in one query per tick, however many boards are open,
 * and tells the listeners of a tenant whose version moved. The per-process database session rules out
 * LISTEN/NOTIFY on the embedded server (a LISTEN needs a connection of its own, held for good); a
 * primary-key read per tick works the same on both databases and across instances.
 *
 * A listener bound to some locations (a Company Contact's board) is told only of a move that touched one
 * of them (issue 24 item 5): while such listeners are open, a move also reads which locations changed
 * (lib/live/location-queries.ts), once per tenant and move, and staff listeners hear which ones too.
 */
const WATCH_TICK_MS = 250;

/** `locations`: the changed locations the listener may see, sorted; null when which is not known. */
export type Listener = (version: number, locations: string[] | null) => void;
/** `version`: the version this listener has been told of (its baseline); null until the first read. */
type Entry = { onChange: Listener; locationIds: readonly string[] | null; version: number | null };
type Watched = { version: number | null; prints: LocationPrints | null; entries: Set<Entry> };
type State = { tenants: Map<string, Watched>; timer: NodeJS.Timeout | null; reading: boolean };

function state(): State {
  const g = globalThis as typeof globalThis & { __liveVersionWatch?: State };
  return (g.__liveVersionWatch ??= { tenants: new Map(), timer: null, reading: false });
}

const hasBoundEntries = (w: Watched) => [...w.entries].some((e) => e.locationIds !== null);

/**
 * Where the move landed: the diff of the digests before and after, or null when that is not known: no
 * bound listener (staff need no diff), or no "before" yet (a bound board opened less than a tick ago).
 * Not knowing wakes everyone: a board woken for nothing costs one cached read, a board not woken is stale.
 */
async function whereMoved(db: DbOrTx, tenantId: string, watched: Watched): Promise<string[] | null> {
  if (!hasBoundEntries(watched)) {
    watched.prints = null;
    return null;
  }
  const before = watched.prints;
  watched.prints = await locationPrints(db, tenantId);
  return before ? changedLocations(before, watched.prints) : null;
}

/**
 * Tells each listener whose version is not `version`. `changed` (where the move from `from` landed) is
 * exact only for a listener that was at `from`; one that was further behind (it subscribed with an older
 * version than this process had seen) is told without locations, and so woken whatever they were.
 */
function tell(watched: Watched, from: number | null, version: number, changed: string[] | null) {
  for (const entry of watched.entries) {
    const was = entry.version;
    entry.version = version;
    if (was === null || was === version) continue;
    const where = was === from ? changed : null;
    if (entry.locationIds === null || where === null) {
      entry.onChange(version, where);
      continue;
    }
    const mine = where.filter((id) => entry.locationIds!.includes(id));
    if (mine.length) entry.onChange(version, mine);
  }
}

async function tick(db: DbOrTx, s: State) {
  if (s.reading || s.tenants.size === 0) return;
  s.reading = true;
  try {
    const ids = [...s.tenants.keys()];
    const rows = await db
      .select({ tenantId: tenantDataVersions.tenantId, live: tenantDataVersions.live })
      .from(tenantDataVersions)
      .where(inArray(tenantDataVersions.tenantId, ids));
    const seen = new Map(rows.map((r) => [r.tenantId, r.live]));
    for (const id of ids) {
      const watched = s.tenants.get(id);
      const version = seen.get(id) ?? 0;
      if (!watched) continue;
      const from = watched.version;
      const moved = from !== null && from !== version;
      watched.version = version;
      const changed = moved ? await whereMoved(db, id, watched) : null;
      // A bound board that opened since the last move needs the digests it will be compared against.
      if (!moved && watched.prints === null && hasBoundEntries(watched)) watched.prints = await locationPrints(db, id);
      tell(watched, from, version, changed);
    }
  } catch (err) {
    // A failed read is retried on the next tick; boards keep their last answer meanwhile.
    log.warn({ err }, 'live version read failed');
  } finally {
    s.reading = false;
  }
}

/**
 * Calls `listener` whenever the tenant's live version moves; with `locationIds` (a contact's scope) only
 * when the move touched one of them. `since`: the version the listener's board was read at; a move past
 * it before the first read here is told at once (a board rendered, then a clock-in, then its stream
 * opened must not miss that clock-in). Without it, the first read is the baseline. Returns the unsubscribe.
 */
export function watchLiveVersion(
  db: DbOrTx,
  tenantId: string,
  listener: Listener,
  locationIds: readonly string[] | null = null,
  since: number | null = null,
): () => void {
  const s = state();
  let watched = s.tenants.get(tenantId);
  if (!watched) s.tenants.set(tenantId, (watched = { version: null, prints: null, entries: new Set() }));
  const entry: Entry = { onChange: listener, locationIds, version: since };
  watched.entries.add(entry);
  if (!s.timer) {
    s.timer = setInterval(() => void tick(db, s), WATCH_TICK_MS);
    s.timer.unref();
  }
  void tick(db, s);
  return () => {
    watched.entries.delete(entry);
    if (watched.entries.size === 0) s.tenants.delete(tenantId);
    if (s.tenants.size === 0 && s.timer) {
      clearInterval(s.timer);
      s.timer = null;
    }
  };
}
