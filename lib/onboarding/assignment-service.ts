import 'server-only';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { badRequest, conflict, say } from '@/lib/errors';
import type { Session } from '@/lib/auth/guard';
import type { DbOrTx } from '@/lib/db/client';
import { candidates, onboardingAssignments, onboardingItems } from '@/lib/db/schema';
import { loadAssignment, loadPacket, record } from './load';
import type { assignBody } from './schema';
import type { AssignResult } from './schema';
import { theRow } from '@/lib/db/rows';

/**
 * Gives a packet to candidates of the tenant. A candidate who already holds the packet, or is named
 * twice, is skipped (the unique index decides), so assigning again is harmless. An archived or empty
 * packet cannot be assigned: there would be nothing to complete.
 */
export async function assignPacket(
  db: DbOrTx,
  session: Session,
  packetId: string,
  body: z.infer<typeof assignBody>,
): Promise<AssignResult> {
  return db.transaction(async (tx) => {
    const packet = await loadPacket(tx, session.tenantId, packetId);
    if (packet.archivedAt) throw conflict('onboarding.packetArchived');
    const items = theRow(
      await tx
        .select({ n: count() })
        .from(onboardingItems)
        .where(and(eq(onboardingItems.tenantId, session.tenantId), eq(onboardingItems.packetId, packetId))),
      'count',
    );
    if (items.n === 0) throw conflict('onboarding.packetEmpty');
    const ids = [...new Set(body.candidate_ids)];
    const found = await tx
      .select({ id: candidates.id })
      .from(candidates)
      .where(and(eq(candidates.tenantId, session.tenantId), inArray(candidates.id, ids)));
    if (found.length !== ids.length) {
      const known = new Set(found.map((r) => r.id));
      const missing = ids.filter((id) => !known.has(id));
      throw badRequest(
        'generic.field',
        { field: 'candidate_ids', message: say('onboarding.candidatesMissing', { count: missing.length }) },
        { candidate_ids: missing },
      );
    }
    const rows = await tx
      .insert(onboardingAssignments)
      // In id order: two overlapping assigns insert the rows they share in one order, so neither waits on
      // the unique index for a row the other inserted while it holds one the other wants (lib/db/locks.ts).
      .values(
        [...ids].sort().map((candidateId) => ({
          tenantId: session.tenantId,
          packetId,
          candidateId,
          assignedBy: session.userId,
          dueDate: body.due_date ?? null,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: onboardingAssignments.id });
    await record(tx, session, 'assignment.create', packetId, {
      candidate_ids: ids,
      assigned: rows.length,
      due_date: body.due_date ?? null,
    });
    return { assigned: rows.length, skipped: body.candidate_ids.length - rows.length, assignment_ids: rows.map((r) => r.id) };
  });
}

/** Withdraws a packet from a candidate, with whatever progress they made. */
export async function deleteAssignment(db: DbOrTx, session: Session, id: string) {
  await db.transaction(async (tx) => {
    const row = await loadAssignment(tx, session.tenantId, id, true);
    await tx
      .delete(onboardingAssignments)
      .where(and(eq(onboardingAssignments.tenantId, session.tenantId), eq(onboardingAssignments.id, id)));
    await record(tx, session, 'assignment.delete', id, { packet_id: row.packetId, candidate_id: row.candidateId });
  });
}
