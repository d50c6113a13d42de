import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';

/**
 * The name of the candidate's status when that status is marked not placeable (admin settings →
 * candidate statuses, e.g. "Do not place"), else null. Placing, inviting and assigning all ask this, so
 * the flag means the same thing everywhere (issue 22 §4). An archived status still blocks: archiving
 * hides it from the pickers, it does not clear what it says about the candidates who hold it.
 */
export async function notPlaceableStatus(tx: DbOrTx, tenantId: string, candidateId: string): Promise<string | null> {
  const res = await tx.execute<{ name: string }>(sql`select s.name from candidate_profiles p
    join status_options s on s.id = p.status_id and s.tenant_id = p.tenant_id
    where p.tenant_id = ${tenantId} and p.candidate_id = ${candidateId} and s.kind = 'candidate' and not s.placeable`);
  return res.rows[0]?.name ?? null;
}
