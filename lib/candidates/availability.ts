import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { notFound } from '@/lib/errors';
import { audit } from '@/lib/audit';
import type { Session } from '@/lib/auth/guard';
import type { DbOrTx } from '@/lib/db/client';
import { availabilityWindows } from '@/lib/db/schema';
import type { WeeklyInput, WindowInput } from './availability-schema';
import { upsertProfile } from '@/lib/db/candidate-profile';
import { findCandidate, getCandidate } from './queries';
import type { Availability, AvailabilityWindow } from './schema';
import { theRow } from '@/lib/db/rows';

type WindowRow = typeof availabilityWindows.$inferSelect;
const toWindow = (w: WindowRow): AvailabilityWindow => ({
  _id: w.id,
  kind: w.kind,
  starts_at: w.startsAt.toISOString(),
  ends_at: w.endsAt.toISOString(),
  reason: w.reason,
  created_at: w.createdAt.toISOString(),
});

/** v1 weekly ranges and v2 dated windows (oldest first), in one answer. */
export async function getAvailability(db: DbOrTx, tenantId: string, candidateId: string): Promise<Availability> {
  const detail = await getCandidate(db, tenantId, candidateId);
  const windows = await db
    .select()
    .from(availabilityWindows)
    .where(and(eq(availabilityWindows.tenantId, tenantId), eq(availabilityWindows.candidateId, candidateId)))
    .orderBy(asc(availabilityWindows.startsAt), asc(availabilityWindows.id))
    .limit(500);
  return { weekly: detail.weekly_availability, windows: windows.map(toWindow) };
}

export async function saveWeekly(
  db: DbOrTx,
  session: Session,
  candidateId: string,
  input: WeeklyInput,
  ip?: string,
): Promise<Availability> {
  await db.transaction(async (tx) => {
    await findCandidate(tx, session.tenantId, candidateId);
    await upsertProfile(tx, session.tenantId, candidateId, { weeklyAvailability: input.weekly });
    await audit(tx, {
      tenantId: session.tenantId,
      userId: session.userId,
      action: 'candidate.availability.weekly',
      target: candidateId,
      ip,
    });
  });
  return getAvailability(db, session.tenantId, candidateId);
}

export async function addWindow(
  db: DbOrTx,
  session: Session,
  candidateId: string,
  input: WindowInput,
  ip?: string,
): Promise<AvailabilityWindow> {
  return db.transaction(async (tx) => {
    await findCandidate(tx, session.tenantId, candidateId);
    const row = theRow(
      await tx
        .insert(availabilityWindows)
        .values({
          tenantId: session.tenantId,
          candidateId,
          kind: input.kind,
          startsAt: new Date(input.starts_at),
          endsAt: new Date(input.ends_at),
          reason: input.reason,
        })
        .returning(),
    );
    await audit(tx, {
      tenantId: session.tenantId,
      userId: session.userId,
      action: 'candidate.availability.window.add',
      target: candidateId,
      meta: { window_id: row.id },
      ip,
    });
    return toWindow(row);
  });
}

export async function deleteWindow(db: DbOrTx, session: Session, candidateId: string, windowId: string, ip?: string): Promise<void> {
  await db.transaction(async (tx) => {
    await findCandidate(tx, session.tenantId, candidateId);
    const removed = await tx
      .delete(availabilityWindows)
      .where(
        and(
          eq(availabilityWindows.tenantId, session.tenantId),
          eq(availabilityWindows.candidateId, candidateId),
          eq(availabilityWindows.id, windowId),
        ),
      )
      .returning({ id: availabilityWindows.id });
    if (!removed.length) throw notFound('availabilityWindow');
    await audit(tx, {
      tenantId: session.tenantId,
      userId: session.userId,
      action: 'candidate.availability.window.remove',
      target: candidateId,
      meta: { window_id: windowId },
      ip,
    });
  });
}
