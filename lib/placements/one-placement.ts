import 'server-only';
import { conflict } from '@/lib/errors';
import type { DbOrTx } from '@/lib/db/client';
import { lockKey } from '@/lib/db/locks';
import { notPlaceableStatus } from '@/lib/statuses/placeable-queries';
import { candidateName, firstOverlappingPlacement, type PlacementSlotQuery } from './order-fill-queries';

/** What decides whether two placements are the same one: the worker, the site, the job and the dates. */
type PlacementSlot = PlacementSlotQuery;

/** A candidate whose status is marked not placeable (e.g. "Do not place") is refused, naming the status. */
export async function assertPlaceable(tx: DbOrTx, tenantId: string, candidateId: string): Promise<void> {
  const status = await notPlaceableStatus(tx, tenantId, candidateId);
  if (status) throw conflict('placements.notPlaceable', { candidate: await candidateName(tx, tenantId, candidateId), status });
}

/**
 * One placement (issue 22 §3): refuses a second active placement of the same candidate at the same site
 * for the same job (or both without one) whose dates overlap, naming the one that exists (its id under
 * `errors.placement_id`). Two requests at once would both find none, so the check and the insert that
 * follows run under a per-candidate advisory lock: the second waits for the first to commit, then sees
 * its row. The lock is taken after any order row the caller holds (lib/db/locks.ts lock order), and
 * `exceptId` skips the placement being edited.
 */
export async function assertOnePlacement(tx: DbOrTx, tenantId: string, p: PlacementSlot, exceptId?: string): Promise<void> {
  await lockKey(tx, `placement:${tenantId}:${p.candidate_id}`);
  const first = await firstOverlappingPlacement(tx, tenantId, p, exceptId);
  if (first)
    throw conflict(
      'placements.alreadyPlaced',
      { candidate: first.candidate, position: first.position, location: first.location, start: first.start_date },
      { placement_id: first.id },
    );
}
