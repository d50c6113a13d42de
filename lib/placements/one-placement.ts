import 'server-only';
import { sql } from 'drizzle-orm';
import { conflict } from '@/lib/errors';
import type { DbOrTx } from '@/lib/db/client';
import { lockKey } from '@/lib/db/locks';
import { notPlaceableStatus } from '@/lib/statuses/placeable';

/** What decides whether two placements are the same one: the worker, the site, the job and the dates. */
type PlacementSlot = {
  candidate_id: string;
  location_id: string;
  job_id?: string | null;
  start_date: string;
  end_date?: string | null;
};

const candidateName = async (tx: DbOrTx, tenantId: string, candidateId: string): Promise<string> => {
  const res = await tx.execute<{ name: string }>(sql`select first_name || ' ' || last_name as name from candidates
    where tenant_id = ${tenantId} and id = ${candidateId}`);
  return res.rows[0]?.name ?? '';
};

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
  const res = await tx.execute<{
    id: string;
    position: string;
    start_date: string;
    location: string;
    candidate: string;
  }>(sql`select p.id, p.position, p.start_date::text as start_date, l.name as location,
      c.first_name || ' ' || c.last_name as candidate
    from placements p
      join locations l on l.id = p.location_id and l.tenant_id = p.tenant_id
      join candidates c on c.id = p.candidate_id and c.tenant_id = p.tenant_id
    where p.tenant_id = ${tenantId} and p.candidate_id = ${p.candidate_id} and p.location_id = ${p.location_id}
      and p.job_id is not distinct from ${p.job_id ?? null}::uuid and p.status = 'active'
      and p.start_date <= coalesce(${p.end_date ?? null}::date, 'infinity'::date)
      and coalesce(p.end_date, 'infinity'::date) >= ${p.start_date}::date
      and (${exceptId ?? null}::uuid is null or p.id <> ${exceptId ?? null}::uuid)
    order by p.start_date, p.id limit 1`);
  const first = res.rows[0];
  if (first)
    throw conflict(
      'placements.alreadyPlaced',
      { candidate: first.candidate, position: first.position, location: first.location, start: first.start_date },
      { placement_id: first.id },
    );
}
