import { and, asc, eq, inArray, lt, lte, or } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { pushNotifications } from '@/lib/db/schema';
import { log } from '@/lib/log';
import { deliverNotification, type PushRow } from './deliver';
import type { NotificationTransport } from './transports';

/** Rows claimed per round; the next round (15 s later, or the next history read) takes the rest. */
export const DISPATCH_BATCH = 20;
/**
 * A row left in 'sending' this long was claimed by an instance that died mid-send: it is claimed again.
 * Delivery is idempotent per recipient (one inbox row each), so a second attempt duplicates nothing.
 */
export const STALE_SENDING_MS = 10 * 60_000;

/**
 * Sends the notifications that are due. The claim is one statement (`UPDATE … WHERE id IN (SELECT …
 * FOR UPDATE SKIP LOCKED LIMIT n) RETURNING *`), so any number of app instances can run this at once
 * and each due row is taken by exactly one. While sending, sent_at holds the claim time.
 */
export async function dispatchDue(now = new Date(), transports?: NotificationTransport[]): Promise<PushRow[]> {
  const t = pushNotifications;
  const due = db().select({ id: t.id }).from(t)
    .where(or(
      and(eq(t.status, 'scheduled'), lte(t.scheduledAt, now)),
      and(eq(t.status, 'sending'), lt(t.sentAt, new Date(now.getTime() - STALE_SENDING_MS))),
    ))
    .orderBy(asc(t.scheduledAt))
    .limit(DISPATCH_BATCH)
    .for('update', { skipLocked: true });
  const claimed = await db().update(t).set({ status: 'sending', sentAt: now }).where(inArray(t.id, due)).returning();
  const sent: PushRow[] = [];
  for (const row of claimed) sent.push(await deliverNotification(row, transports));
  return sent;
}

/** Minimum gap between dispatches started by page reads, so polling screens do not each start one. */
const KICK_GAP_MS = 5_000;
let running: Promise<unknown> | null = null;
let lastKick = 0;

/**
 * Runs dispatchDue in the background (history reads call it, so due rows go out even where the timer
 * does not run). One at a time per process; errors are logged, never thrown to the caller.
 */
export function kickDispatch(force = false): void {
  const at = Date.now();
  if (running || (!force && at - lastKick < KICK_GAP_MS)) return;
  lastKick = at;
  running = dispatchDue()
    .catch((err: unknown) => log.error({ err }, 'push notification dispatch failed'))
    .finally(() => { running = null; });
}
