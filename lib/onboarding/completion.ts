import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { notifyAll, type Notice } from '@/lib/notifications/notify';
import { agencyDesk } from '@/lib/notifications/recipients';

/**
 * Sets or clears completed_at from the progress rows, inside the caller's transaction: an assignment is
 * complete when its packet has items and every one is done. Runs for one assignment after progress
 * changes, or for every assignment of a packet after its items change (a new item reopens completed
 * assignments; removing the last open item completes them). An existing completed_at is kept.
 * `actorId` is the staff member whose change this is: the desk hears of a completion, but not she.
 */
export async function recomputeCompletion(
  tx: DbOrTx,
  tenantId: string,
  target: { assignmentId: string } | { packetId: string },
  actorId: string,
) {
  const which = 'assignmentId' in target ? sql`a2.id = ${target.assignmentId}` : sql`a2.packet_id = ${target.packetId}`;
  const changed = await tx.execute<{ id: string; completed_at: string | null; candidate: string; packet: string }>(sql`
    update onboarding_assignments a set completed_at = case when t.total > 0 and t.done = t.total then coalesce(a.completed_at, now()) end
    from (
      select a2.id,
        (select count(*) from onboarding_items i where i.tenant_id = a2.tenant_id and i.packet_id = a2.packet_id) as total,
        (select count(*) from onboarding_progress pr where pr.tenant_id = a2.tenant_id and pr.assignment_id = a2.id) as done
      from onboarding_assignments a2 where a2.tenant_id = ${tenantId} and ${which}
    ) t
    where a.id = t.id and a.tenant_id = ${tenantId}
      and (a.completed_at is null) = (t.total > 0 and t.done = t.total)
    returning a.id, a.completed_at,
      (select c.first_name || ' ' || c.last_name from candidates c where c.id = a.candidate_id) as candidate,
      (select p.name from onboarding_packets p where p.id = a.packet_id) as packet`);
  // Those just completed (not those reopened) tell the agency's desk, but not who made the change.
  const done = changed.rows.filter((r) => r.completed_at !== null);
  if (!done.length) return;
  const desk = (await agencyDesk(tx, tenantId)).filter((id) => id !== actorId);
  await notifyAll(
    tx,
    done.map(
      (r) =>
        ({
          event: 'onboarding_completed',
          tenantId,
          userIds: desk,
          key: `onboarding:${r.id}:${new Date(r.completed_at!).getTime()}`,
          payload: { candidate: r.candidate, packet: r.packet },
          link: '/onboarding',
        }) satisfies Notice<'onboarding_completed'>,
    ),
  );
}
