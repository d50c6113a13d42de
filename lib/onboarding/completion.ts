import 'server-only';
import type { DbOrTx } from '@/lib/db/client';
import { notifyAll, type Notice } from '@/lib/notifications/notify';
import { agencyDesk } from '@/lib/notifications/recipients';
import { settleCompletion } from './assignment-queries';

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
  const changed = await settleCompletion(tx, tenantId, target);
  // Those just completed (not those reopened) tell the agency's desk, but not who made the change.
  const done = changed.filter((r) => r.completed_at !== null);
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
