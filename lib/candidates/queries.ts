import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { notFound } from '@/lib/errors';
import { likePattern, offsetOf } from '@/lib/schema-kit/paging';
import type { DbOrTx } from '@/lib/db/client';
import { ratingSummary } from '@/lib/shift-ratings/queries';
import { PHONE_PATTERN, type CandidateListQuery } from './schema';
import type { CustomFields, ShiftTime } from './types';
import type { CandidateDetail, CandidateRow, Preferences, StatusOption, WeeklyAvailability } from './schema';
import { iso } from '@/lib/db/iso';

type Raw = Record<string, unknown>;
const str = (v: unknown) => (v === null || v === undefined ? null : String(v));

// Status comes from the profile row, which a candidate created before profiles (or by an import) may lack.
const ROW_SELECT = sql`c.id, c.first_name, c.last_name, c.email, c.phone, c.city, c.created_at,
  s.id as status_ref_id, s.name as status_name, s.color as status_color,
  (c.id in (select p.candidate_id from placements p where p.tenant_id = c.tenant_id)) as has_placement`;
const ROW_FROM = sql`from candidates c
  left join candidate_profiles cp on cp.candidate_id = c.id and cp.tenant_id = c.tenant_id
  left join status_options s on s.id = cp.status_id and s.tenant_id = c.tenant_id`;

function toRow(r: Raw): CandidateRow {
  return {
    _id: String(r.id),
    first_name: String(r.first_name),
    last_name: String(r.last_name),
    name: `${r.first_name} ${r.last_name}`,
    email: String(r.email),
    phone: str(r.phone),
    city: str(r.city),
    status: r.status_ref_id ? { _id: String(r.status_ref_id), name: String(r.status_name), color: str(r.status_color) } : null,
    has_placement: Boolean(r.has_placement),
    created_at: iso(r.created_at),
  };
}

function listConditions(tenantId: string, q: CandidateListQuery): SQL {
  const where: SQL[] = [sql`c.tenant_id = ${tenantId}`];
  if (q.status_id) where.push(sql`cp.status_id = ${q.status_id}`);
  if (q.city) where.push(sql`c.city ilike ${likePattern(q.city)}`);
  if (q.has_placement !== undefined) {
    const placed = sql`c.id in (select p.candidate_id from placements p where p.tenant_id = ${tenantId})`;
    where.push(q.has_placement ? placed : sql`not ${placed}`);
  }
  if (q.search) {
    // The name and email expressions match the trigram indexes of migration 0003.
    const like = likePattern(q.search);
    // Phones are stored as typed: "6145550100" should still find "(614) 555-0100".
    const digits = PHONE_PATTERN.test(q.search) ? q.search.replace(/\D/g, '') : '';
    const phoneDigits = digits.length >= 3 ? sql` or regexp_replace(c.phone, '[^0-9]', '', 'g') like ${`%${digits}%`}` : sql``;
    where.push(sql`((c.first_name || ' ' || c.last_name) ilike ${like} or c.email ilike ${like} or c.phone ilike ${like}${phoneDigits})`);
  }
  return sql.join(where, sql` and `);
}

const ORDER: Record<CandidateListQuery['sort'], SQL> = {
  last_name: sql`c.last_name, c.first_name, c.id`,
  newest: sql`c.created_at desc, c.id desc`,
};

export async function listCandidates(
  db: DbOrTx,
  tenantId: string,
  q: CandidateListQuery,
): Promise<{ data: CandidateRow[]; total: number }> {
  const where = listConditions(tenantId, q);
  const [rows, count] = await Promise.all([
    db.execute<Raw>(
      sql`select ${ROW_SELECT} ${ROW_FROM} where ${where} order by ${ORDER[q.sort]} limit ${q.per_page} offset ${offsetOf(q)}`,
    ),
    db.execute<{ n: number }>(sql`select count(*)::int as n ${ROW_FROM} where ${where}`),
  ]);
  return { data: rows.rows.map(toRow), total: Number(count.rows[0]?.n ?? 0) };
}

function preferencesOf(raw: unknown): Preferences {
  const p = (raw ?? {}) as {
    positions?: string[];
    locations?: string[];
    minPayRate?: number | null;
    maxDistanceMiles?: number | null;
    shiftTimes?: string[];
  };
  return {
    positions: p.positions ?? [],
    locations: p.locations ?? [],
    min_pay_rate: p.minPayRate ?? null,
    max_distance_miles: p.maxDistanceMiles ?? null,
    shift_times: (p.shiftTimes ?? []) as ShiftTime[],
  };
}

/** Core row plus profile (status, preferences, weekly availability, custom fields); 404 outside the tenant. */
export async function getCandidate(db: DbOrTx, tenantId: string, id: string): Promise<CandidateDetail> {
  const res = await db.execute<Raw>(sql`select ${ROW_SELECT}, cp.status_id, cp.preferences, cp.weekly_availability, cp.custom_fields
    ${ROW_FROM} where c.tenant_id = ${tenantId} and c.id = ${id}`);
  const r = res.rows[0];
  if (!r) throw notFound('candidate');
  return {
    ...toRow(r),
    status_id: str(r.status_id),
    rating: await ratingSummary(db, tenantId, id),
    preferences: preferencesOf(r.preferences),
    weekly_availability: (r.weekly_availability ?? {}) as WeeklyAvailability,
    custom_fields: (r.custom_fields ?? {}) as CustomFields,
  };
}

export type CandidateCore = { id: string; firstName: string; lastName: string; email: string };

/** The candidate's core row, by id and tenant together; another tenant's id is a 404. */
export async function findCandidate(tx: DbOrTx, tenantId: string, id: string): Promise<CandidateCore> {
  const res = await tx.execute<Raw>(
    sql`select id, first_name, last_name, email from candidates where tenant_id = ${tenantId} and id = ${id}`,
  );
  const r = res.rows[0];
  if (!r) throw notFound('candidate');
  return { id: String(r.id), firstName: String(r.first_name), lastName: String(r.last_name), email: String(r.email) };
}

/** The tenant's active candidate statuses in their configured order (status_options, kind candidate). */
export async function candidateStatuses(db: DbOrTx, tenantId: string): Promise<StatusOption[]> {
  const res = await db.execute<Raw>(sql`select id, name, color, is_default from status_options
    where tenant_id = ${tenantId} and kind = 'candidate' and archived_at is null order by position, name`);
  return res.rows.map((r) => ({ _id: String(r.id), name: String(r.name), color: str(r.color), is_default: Boolean(r.is_default) }));
}
