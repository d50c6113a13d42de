import { sql, type SQL } from 'drizzle-orm';
import { badRequest, say } from '@/lib/errors';
import type { DbOrTx } from '@/lib/db/client';
import type { Audience, AudienceType } from './types';

/** One array parameter (drizzle would spread a plain array into a list of parameters). */
export const uuidArray = (ids: string[]) => sql`${sql.param(ids)}::uuid[]`;
const textArray = (values: string[]) => sql`${sql.param(values)}::text[]`;

// Candidates have no archive column of their own: an archived one carries status 'archived'.
const LIVE_CANDIDATE = sql`c.status <> 'archived'`;
// The placements screen's notion of active: status active and not past its end date where it works.
const ACTIVE_PLACEMENT = sql`p.status = 'active' and (p.end_date is null or p.end_date >= (now() at time zone l.timezone)::date)`;

function placedWhere(tenantId: string, filter: SQL): SQL {
  return sql`select distinct p.candidate_id as id from placements p
    join locations l on l.id = p.location_id and l.tenant_id = p.tenant_id
    join candidates c on c.id = p.candidate_id and c.tenant_id = p.tenant_id
    where p.tenant_id = ${tenantId} and ${ACTIVE_PLACEMENT} and ${LIVE_CANDIDATE} and ${filter}`;
}

/** The candidate ids an audience reaches inside the tenant, one row each (`id`). */
function recipientsSql(tenantId: string, a: Audience): SQL {
  switch (a.type) {
    case 'all':
      return sql`select c.id from candidates c where c.tenant_id = ${tenantId} and ${LIVE_CANDIDATE}`;
    case 'locations':
      return placedWhere(tenantId, sql`p.location_id = any(${uuidArray(a.ids)})`);
    case 'positions':
      return placedWhere(tenantId, sql`p.position = any(${textArray(a.ids)})`);
    case 'statuses':
      return sql`select cp.candidate_id as id from candidate_profiles cp
        join candidates c on c.id = cp.candidate_id and c.tenant_id = cp.tenant_id
        where cp.tenant_id = ${tenantId} and cp.status_id = any(${uuidArray(a.ids)}) and ${LIVE_CANDIDATE}`;
    case 'candidates':
      // Named one by one: the sender chose them, so their status does not filter them out.
      return sql`select c.id from candidates c where c.tenant_id = ${tenantId} and c.id = any(${uuidArray(a.ids)})`;
  }
}

export async function resolveRecipients(tx: DbOrTx, tenantId: string, audience: Audience): Promise<string[]> {
  const res = await tx.execute<{ id: string }>(sql`select distinct id from (${recipientsSql(tenantId, audience)}) r`);
  return res.rows.map((r) => String(r.id));
}

export async function countRecipients(tx: DbOrTx, tenantId: string, audience: Audience): Promise<number> {
  const res = await tx.execute<{ n: number }>(sql`select count(distinct id)::int as n from (${recipientsSql(tenantId, audience)}) r`);
  return Number(res.rows[0]?.n ?? 0);
}

/** Position names the tenant uses: its positions catalogue and the positions of its placements. */
export const POSITION_NAMES = (tenantId: string) => sql`select name from positions where tenant_id = ${tenantId} and archived_at is null
  union select position as name from placements where tenant_id = ${tenantId}`;

/** Which of the ids exist in the tenant, per audience type. */
function existingSql(tenantId: string, type: Exclude<AudienceType, 'all'>, ids: string[]): SQL {
  switch (type) {
    case 'locations':
      return sql`select id::text as v from locations where tenant_id = ${tenantId} and id = any(${uuidArray(ids)})`;
    case 'statuses':
      return sql`select id::text as v from status_options where tenant_id = ${tenantId} and kind = 'candidate' and id = any(${uuidArray(ids)})`;
    case 'candidates':
      return sql`select id::text as v from candidates where tenant_id = ${tenantId} and id = any(${uuidArray(ids)})`;
    case 'positions':
      return sql`select name as v from (${POSITION_NAMES(tenantId)}) n where name = any(${textArray(ids)})`;
  }
}

/**
 * 400 naming the ids that do not exist in the session's tenant. Another tenant's location reads the
 * same as a made-up one, so nothing about other tenants leaks.
 */
export async function assertAudienceExists(tx: DbOrTx, tenantId: string, audience: Audience): Promise<void> {
  if (audience.type === 'all') return;
  const res = await tx.execute<{ v: string }>(existingSql(tenantId, audience.type, audience.ids));
  const found = new Set(res.rows.map((r) => String(r.v)));
  const missing = audience.ids.filter((id) => !found.has(id));
  if (missing.length === 0) return;
  const text = say('pushNotifications.unknownAudience', {
    type: audience.type,
    ids: missing.slice(0, 10).join(', '),
    more: Math.max(0, missing.length - 10),
  });
  throw badRequest('generic.field', { field: 'audience.ids', message: text }, { 'audience.ids': text });
}
