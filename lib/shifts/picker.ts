import 'server-only';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { notFound } from '@/lib/errors';
import { likePattern } from '@/lib/schema-kit/paging';
import { inLocations } from '@/lib/auth/contact-scope';
import type { DbOrTx } from '@/lib/db/client';
import type { Scope } from './scope';
import type { pickerQuery, pickerWorker } from './schema';

type PickerWorker = z.infer<typeof pickerWorker>;
type Raw = {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  blocking_status: string | null;
  placed: 'site' | 'client' | null;
  placed_position: string | null;
  same_position: boolean | null;
};

/** The worker's one reason not to be an eligible pick, the most serious first (issue 22 §4). */
function reasonOf(r: Raw): Pick<PickerWorker, 'reason' | 'reason_detail'> {
  if (r.blocking_status) return { reason: 'not_placeable', reason_detail: r.blocking_status };
  if (!r.placed) return { reason: 'no_placement', reason_detail: null };
  if (!r.same_position) return { reason: 'other_position', reason_detail: r.placed_position };
  return { reason: null, reason_detail: null };
}

/**
 * The candidates the shift's assignment picker offers (issue 22 §4): eligible workers first (an active
 * placement on the shift's local day at its site, then at another site of its client, in the shift's
 * position), then those placed there in another position, then the rest, and last those whose status is
 * marked not placeable, which cannot be picked at all. Each says why it is not eligible. A shift outside
 * the caller's scope is a 404.
 */
export async function pickerWorkers(tx: DbOrTx, scope: Scope, shiftId: string, q: z.infer<typeof pickerQuery>): Promise<PickerWorker[]> {
  const shift = await tx.execute<{ id: string }>(sql`select s.id from shifts s
    where s.tenant_id = ${scope.tenantId} and s.id = ${shiftId} and ${inLocations(sql`s.location_id`, scope)}`);
  if (!shift.rows[0]) throw notFound('shift');
  const like = q.search ? likePattern(q.search) : null;
  const res = await tx.execute<Raw>(sql`with s as (
      select s.location_id, s.position, l.company_id, (s.starts_at at time zone l.timezone)::date as day
      from shifts s join locations l on l.id = s.location_id and l.tenant_id = s.tenant_id
      where s.tenant_id = ${scope.tenantId} and s.id = ${shiftId})
    select c.id, c.first_name, c.last_name, c.email, st.name as blocking_status,
      pl.placed, pl.position as placed_position, pl.same_position
    from candidates c cross join s
      left join candidate_profiles cp on cp.candidate_id = c.id and cp.tenant_id = c.tenant_id
      left join status_options st on st.id = cp.status_id and st.tenant_id = c.tenant_id and st.kind = 'candidate' and not st.placeable
      left join lateral (
        select case when p.location_id = s.location_id then 'site' else 'client' end as placed, p.position,
          lower(p.position) = lower(s.position) as same_position
        from placements p
        where p.tenant_id = c.tenant_id and p.candidate_id = c.id and p.company_id = s.company_id and p.status = 'active'
          and p.start_date <= s.day and (p.end_date is null or p.end_date >= s.day)
        order by lower(p.position) = lower(s.position) desc, p.location_id = s.location_id desc, p.start_date desc
        limit 1) pl on true
    where c.tenant_id = ${scope.tenantId}
      and (${like}::text is null or (c.first_name || ' ' || c.last_name) ilike ${like} or c.email ilike ${like})
    order by case
        when st.name is not null then 4
        when pl.placed is null then 3
        when not pl.same_position then 2
        when pl.placed = 'client' then 1
        else 0 end,
      c.last_name, c.first_name, c.id
    limit ${q.per_page}`);
  return res.rows.map((r) => {
    const why = reasonOf(r);
    return {
      _id: r.id,
      first_name: r.first_name,
      last_name: r.last_name,
      email: r.email,
      placed: r.placed,
      eligible: why.reason === null,
      selectable: why.reason !== 'not_placeable',
      ...why,
    };
  });
}
