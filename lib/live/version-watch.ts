import 'server-only';
import { inArray } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { tenantDataVersions } from '@/lib/db/schema';
import { log } from '@/lib/log';

/**
 * Open who's-working boards learn of changes from the tenant's `live` data version (migration 0018: raised
 * at commit by any timecard, shift or closing timesheet, whichever app instance wrote it). One process reads
 * the versions of every tenant it has listeners for in one query per tick, however many boards are open,
 * and tells the listeners of a tenant whose version moved. The per-process database session rules out
 * LISTEN/NOTIFY on the embedded server (a LISTEN needs a connection of its own, held for good); a
 * primary-key read per tick works the same on both databases and across instances.
 */
const WATCH_TICK_MS = 250;

type Listener = (version: number) => void;
type Watched = { version: number | null; listeners: Set<Listener> };
type State = { tenants: Map<string, Watched>; timer: NodeJS.Timeout | null; reading: boolean };

function state(): State {
  const g = globalThis as typeof globalThis & { __liveVersionWatch?: State };
  return (g.__liveVersionWatch ??= { tenants: new Map(), timer: null, reading: false });
}

async function tick(s: State) {
  if (s.reading || s.tenants.size === 0) return;
  s.reading = true;
  try {
    const ids = [...s.tenants.keys()];
    const rows = await db()
      .select({ tenantId: tenantDataVersions.tenantId, live: tenantDataVersions.live })
      .from(tenantDataVersions)
      .where(inArray(tenantDataVersions.tenantId, ids));
    const seen = new Map(rows.map((r) => [r.tenantId, r.live]));
    for (const id of ids) {
      const watched = s.tenants.get(id);
      const version = seen.get(id) ?? 0;
      if (!watched) continue;
      const moved = watched.version !== null && watched.version !== version;
      watched.version = version;
      if (moved) for (const listener of watched.listeners) listener(version);
    }
  } catch (err) {
    // A failed read is retried on the next tick; boards keep their last answer meanwhile.
    log.warn({ err }, 'live version read failed');
  } finally {
    s.reading = false;
  }
}

/** Calls `listener` whenever the tenant's live version moves; returns the unsubscribe. */
export function watchLiveVersion(tenantId: string, listener: Listener): () => void {
  const s = state();
  let watched = s.tenants.get(tenantId);
  if (!watched) s.tenants.set(tenantId, (watched = { version: null, listeners: new Set() }));
  watched.listeners.add(listener);
  if (!s.timer) {
    s.timer = setInterval(() => void tick(s), WATCH_TICK_MS);
    s.timer.unref();
  }
  void tick(s);
  return () => {
    watched.listeners.delete(listener);
    if (watched.listeners.size === 0) s.tenants.delete(tenantId);
    if (s.tenants.size === 0 && s.timer) {
      clearInterval(s.timer);
      s.timer = null;
    }
  };
}
