import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { shiftLogs } from '@/lib/db/schema';

/** One place a block withdrew. */
type Withdrawal = { assignmentId: string; shiftId: string; from: string };

/** The lifecycle's removal status and the statuses that hold a worker's time (lib/shifts/definitions.ts HOLDING). */
const REMOVED = 'cancelled';
const HOLDING = sql`('invited', 'accepted')`;
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
  const { tenantId, candidateId } = block;
  const inScope = block.locationId
    ? sql`s.location_id = ${block.locationId}`
    : sql`s.location_id in (select id from locations where tenant_id = ${tenantId} and company_id = ${block.companyId})`;
  const open = sql`a.tenant_id = ${tenantId} and a.candidate_id = ${candidateId} and a.status in ${HOLDING}
    and s.status <> 'cancelled' and s.starts_at > now() and ${inScope}`;
  await tx.execute(sql`select s.id from shifts s
    where s.tenant_id = ${tenantId} and s.id in (select a.shift_id from shift_assignments a join shifts s on s.id = a.shift_id and s.tenant_id = a.tenant_id where ${open})
    order by s.id for update of s`);
  // Even with nothing to withdraw, the worker row serialises the block with an invitation racing it.
  await tx.execute(sql`select id from candidates where tenant_id = ${tenantId} and id = ${candidateId} for update`);
  // Read again under the locks: the shifts may have started, or been cancelled or moved, while we waited.
  const held = await tx.execute<{ id: string; shift_id: string; status: string }>(sql`select a.id, a.shift_id, a.status
    from shift_assignments a join shifts s on s.id = a.shift_id and s.tenant_id = a.tenant_id
    where ${open} order by a.id for update of a`);
  if (!held.rows.length) return [];
  await tx.execute(sql`update shift_assignments set status = ${REMOVED}, updated_at = now()
    where tenant_id = ${tenantId} and id in (${sql.join(
      held.rows.map((r) => sql`${r.id}::uuid`),
      sql`, `,
    )})`);
  const byShift = new Map<string, typeof held.rows>();
  for (const r of held.rows) byShift.set(r.shift_id, [...(byShift.get(r.shift_id) ?? []), r]);
  await tx.insert(shiftLogs).values(
    [...byShift.entries()].map(([shiftId, rows]) => ({
      tenantId,
      shiftId,
      userId: block.userId,
      action: BLOCK_WITHDRAW_ACTION,
      changes: rows.map((r) => ({ entity: 'assignment' as const, entity_id: r.id, field: 'status', from: r.status, to: REMOVED })),
    })),
  );
  return held.rows.map((r) => ({ assignmentId: r.id, shiftId: r.shift_id, from: r.status }));
}
