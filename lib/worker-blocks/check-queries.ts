import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';

export type BlockReason = { kind: 'client_block' | 'agency_exclusion'; reason: string | null };

/**
 * Why a worker may not work at a location, or null: the client's "do not return" for the company or this
 * location (worker_blocks), or the agency's own exclusion of the worker from the company (exclusions).
 * Assignment calls this before it offers or confirms a place. When several hold, the answer is stable:
 * the location's own block, then the company's, then the agency's exclusion (the newest of a kind first).
 * A location of another tenant names no company of this one, so nothing holds there.
 */
export async function blockAt(tx: DbOrTx, tenantId: string, candidateId: string, locationId: string): Promise<BlockReason | null> {
  const rows = await tx.execute<{ kind: BlockReason['kind']; reason: string | null }>(sql`
    select kind, reason from (
      select 'client_block' as kind, b.reason, case when b.location_id is null then 1 else 0 end as rank, b.created_at
        from worker_blocks b join locations l on l.id = ${locationId} and l.tenant_id = ${tenantId}
        where b.tenant_id = ${tenantId} and b.candidate_id = ${candidateId} and b.company_id = l.company_id
          and (b.location_id is null or b.location_id = l.id)
      union all
      select 'agency_exclusion', e.reason, 2, e.created_at from exclusions e join locations l on l.id = ${locationId} and l.tenant_id = ${tenantId}
        where e.tenant_id = ${tenantId} and e.candidate_id = ${candidateId} and e.company_id = l.company_id
    ) held order by rank, created_at desc
    limit 1`);
  const r = rows.rows[0];
  return r ? { kind: r.kind, reason: r.reason } : null;
}
