import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { shiftAssignments, shiftLogs } from '@/lib/db/schema';
import { lockHeldPlacesInScope } from './queries';

/** One place a block withdrew. */
type Withdrawal = { assignmentId: string; shiftId: string; from: string };

/** The lifecycle's removal status. */
const REMOVED = 'cancelled';
/** The shift_logs action of a withdrawal for a block (messages/shiftsBoard `details.log.blocked`). */
const BLOCK_WITHDRAW_ACTION = 'blocked';

/**
 * A new block withdraws the worker from the places she holds where it now refuses her (issue 14): her
 * `invited` and `accepted` assignments on shifts inside the block's scope (the location, or every location
 * of the company) that have not started and are not cancelled become `cancelled` — the status the shift
 * lifecycle gives a removal (lib/shifts/lifecycle.ts `cancel_assignment`; lib/shifts depends on this module
 * for blockAt, so the two words are spelled here rather than imported) — and each shift's log records it with
 * the action `blocked`. Started and past shifts keep their staff: the verdicts and the timesheet speak there.
 *
 * Runs in the block's transaction, before its row is written. The locks follow the order the shift actions
 * take them (the shift, then the worker): the shifts, by id, then the worker's candidate row, so an
 * invitation racing the block either committed before (and is withdrawn here) or waits and then meets the
 * block in blockAt; then her assignment rows by id.
 */
export async function withdrawForBlock(
  tx: DbOrTx,
  block: { tenantId: string; userId: string | null; candidateId: string; companyId: string; locationId: string | null },
): Promise<Withdrawal[]> {
  const { tenantId } = block;
  const held = await lockHeldPlacesInScope(tx, block);
  if (!held.length) return [];
  await tx
    .update(shiftAssignments)
    .set({ status: REMOVED, updatedAt: sql`now()` })
    .where(
      and(
        eq(shiftAssignments.tenantId, tenantId),
        inArray(
          shiftAssignments.id,
          held.map((r) => r.id),
        ),
      ),
    );
  const byShift = new Map<string, typeof held>();
  for (const r of held) byShift.set(r.shift_id, [...(byShift.get(r.shift_id) ?? []), r]);
  await tx.insert(shiftLogs).values(
    [...byShift.entries()].map(([shiftId, rows]) => ({
      tenantId,
      shiftId,
      userId: block.userId,
      action: BLOCK_WITHDRAW_ACTION,
      changes: rows.map((r) => ({ entity: 'assignment' as const, entity_id: r.id, field: 'status', from: r.status, to: REMOVED })),
    })),
  );
  return held.map((r) => ({ assignmentId: r.id, shiftId: r.shift_id, from: r.status }));
}
