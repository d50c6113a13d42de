import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { likePattern } from '@/lib/schema-kit/paging';
import { inLocations } from '@/lib/auth/contact-scope';
import type { DbOrTx } from '@/lib/db/client';
import type { Scope } from './scope';
import type { pickerQuery } from './schema';

// The statements of the shift's assignment picker (lib/shifts/picker.ts), each in the caller's transaction.

/** One worker as the picker's query reads her: her placement at the shift's client and a not-placeable status, if any. */
export type PickerRow = {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  blocking_status: string | null;
  placed: 'site' | 'client' | null;
  placed_position: string | null;
  same_position: boolean | null;
};

/** Whether the shift is the tenant's and inside the caller's locations. */
export async function shiftInScope(tx: DbOrTx, scope: Scope, shiftId: string): Promise<boolean> {
  const shift = await tx.execute<{ id: string }>(sql`select s.id from shifts s
    where s.tenant_id = ${scope.tenantId} and s.id = ${shiftId} and ${inLocations(sql`s.location_id`, scope)}`);
  return Boolean(shift.rows[0]);
}

/** Whether a candidate's name or email holds the search (nothing to add without one). */
const searchOf = (like: string | null): SQL =>
  like ? sql`and ((c.first_name || ' ' || c.last_name) ilike ${like} or c.email ilike ${like})` : sql``;

/**
 * The picker's one query, set-based so its work does not grow with the tenant's talent pool: the workers placed
 * at the shift's client on its day come from the placements (one row each, her best placement by a window), and
 * only `per_page` of the rest are read, in name order from the candidates' name index, the placeable before those
 * in a not-placeable status. The three parts are then ranked as the picker shows them. Exported for the EXPLAIN
 * test that keeps it bounded.
 */
export function pickerSql(scope: Pick<Scope, 'tenantId'>, shiftId: string, q: z.infer<typeof pickerQuery>): SQL {
  const tenant = scope.tenantId;
  const search = searchOf(q.search ? likePattern(q.search) : null);
  const worker = sql`c.id, c.first_name, c.last_name, c.email`;
  return sql`with s as (
      select s.location_id, s.position, l.company_id, (s.starts_at at time zone l.timezone)::date as day
      from shifts s join locations l on l.id = s.location_id and l.tenant_id = s.tenant_id
      where s.tenant_id = ${tenant} and s.id = ${shiftId}),
    -- Placed at the shift's client on its local day: her best placement, the shift's position first, then its
    -- site, then the latest start.
    placed as (
      select candidate_id, placed, position, same_position from (
        select p.candidate_id, case when p.location_id = s.location_id then 'site' else 'client' end as placed, p.position,
          lower(p.position) = lower(s.position) as same_position,
          row_number() over (partition by p.candidate_id
            order by lower(p.position) = lower(s.position) desc, p.location_id = s.location_id desc, p.start_date desc) as n
        from placements p cross join s
        where p.tenant_id = ${tenant} and p.company_id = s.company_id and p.status = 'active'
          and p.start_date <= s.day and (p.end_date is null or p.end_date >= s.day)) ranked
      where n = 1),
    -- The tenant's statuses marked not placeable (a handful).
    blocking as (select st.id, st.name from status_options st where st.tenant_id = ${tenant} and st.kind = 'candidate' and not st.placeable),
    offered as (
      select ${worker}, b.name as blocking_status, pl.placed, pl.position as placed_position, pl.same_position
      from placed pl
        join candidates c on c.id = pl.candidate_id and c.tenant_id = ${tenant}
        left join candidate_profiles cp on cp.candidate_id = c.id and cp.tenant_id = ${tenant}
        left join blocking b on b.id = cp.status_id
      where true ${search}
      union all
      (select ${worker}, null, null, null, null from candidates c
        where c.tenant_id = ${tenant} ${search}
          and not exists (select 1 from placed pl where pl.candidate_id = c.id)
          and not exists (select 1 from candidate_profiles cp join blocking b on b.id = cp.status_id
            where cp.candidate_id = c.id and cp.tenant_id = ${tenant})
        order by c.last_name, c.first_name, c.id limit ${q.per_page})
      union all
      (select ${worker}, b.name, null, null, null from blocking b
        join candidate_profiles cp on cp.status_id = b.id and cp.tenant_id = ${tenant}
        join candidates c on c.id = cp.candidate_id and c.tenant_id = ${tenant}
        where not exists (select 1 from placed pl where pl.candidate_id = c.id) ${search}
        order by c.last_name, c.first_name, c.id limit ${q.per_page}))
    select * from offered
    order by case
        when blocking_status is not null then 4
        when placed is null then 3
        when not same_position then 2
        when placed = 'client' then 1
        else 0 end,
      last_name, first_name, id
    limit ${q.per_page}`;
}

/** The picker's rows for the shift, ranked as it shows them (pickerSql). */
export async function pickerRows(
  tx: DbOrTx,
  scope: Pick<Scope, 'tenantId'>,
  shiftId: string,
  q: z.infer<typeof pickerQuery>,
): Promise<PickerRow[]> {
  const res = await tx.execute<PickerRow>(pickerSql(scope, shiftId, q));
  return res.rows;
}
