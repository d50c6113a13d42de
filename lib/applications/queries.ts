import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { notFound } from '@/lib/errors';
import { idParam } from '@/lib/schema-kit/ids';
import { likePattern, offsetOf } from '@/lib/schema-kit/paging';
import { orderBySort } from '@/lib/schema-kit/list-sort';
import type { DbOrTx } from '@/lib/db/client';
import type { ApplicationListQuery } from './schema';
import type { ApplicationSort } from './types';
import type { ApplicationRow, CandidateSummary } from './schema';
import { iso } from '@/lib/db/iso';
import { theRow } from '@/lib/db/rows';

type Raw = Record<string, unknown>;
const str = (v: unknown) => (v === null || v === undefined ? null : String(v));

const SELECT = sql`select a.*, c.first_name || ' ' || c.last_name as candidate_name, c.email as candidate_email,
    j.title as job_title, j.position as job_position, coalesce(j.pay_rate_min, j.pay_rate_max) as job_pay_rate, j.company_id, j.location_id, s.name as status_name, s.color as status_color,
    -- The placement made from it that still runs (stored active and not ended by date): a placed
    -- application offers no second "Place" (issue 22 §3).
    (select p.id from placements p where p.tenant_id = a.tenant_id and p.application_id = a.id and p.status = 'active'
      and (p.end_date is null or p.end_date >= current_date) order by p.start_date desc limit 1) as placement_id
  from applications a
  join candidates c on c.id = a.candidate_id and c.tenant_id = a.tenant_id
  left join jobs j on j.id = a.job_id and j.tenant_id = a.tenant_id
  left join status_options s on s.id = a.status_id and s.tenant_id = a.tenant_id`;

function toApplication(r: Raw): ApplicationRow {
  return {
    _id: String(r.id),
    candidate_id: String(r.candidate_id),
    candidate_name: String(r.candidate_name),
    candidate_email: String(r.candidate_email),
    job_id: str(r.job_id),
    job_title: str(r.job_title),
    job_position: str(r.job_position),
    job_pay_rate: r.job_pay_rate === null || r.job_pay_rate === undefined ? null : Number(r.job_pay_rate),
    company_id: str(r.company_id),
    location_id: str(r.location_id),
    status_id: str(r.status_id),
    status_name: str(r.status_name),
    status_color: str(r.status_color),
    placement_id: str(r.placement_id),
    source: String(r.source),
    cover_note: str(r.cover_note),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
  };
}

function conditions(tenantId: string, q: ApplicationListQuery): SQL {
  const where: SQL[] = [sql`a.tenant_id = ${tenantId}`, sql`a.archived_at is null`];
  if (q.status_id) where.push(sql`a.status_id = ${q.status_id}`);
  if (q.job) where.push(sql`a.job_id = ${q.job}`);
  if (q.candidate_id) where.push(sql`a.candidate_id = ${q.candidate_id}`);
  if (q.source) where.push(sql`lower(a.source) = lower(${q.source})`);
  // Applied dates are calendar days in UTC, the same day the list prints.
  if (q.from) where.push(sql`a.created_at >= ${q.from}::date`);
  if (q.to) where.push(sql`a.created_at < ${q.to}::date + 1`);
  if (q.search) {
    const like = likePattern(q.search);
    where.push(sql`(c.first_name || ' ' || c.last_name ilike ${like} or c.email ilike ${like})`);
  }
  return sql.join(where, sql` and `);
}

const APPLICATION_ORDER: Record<ApplicationSort, SQL[]> = {
  candidate: [sql`c.last_name`, sql`c.first_name`],
  applied: [sql`a.created_at`],
};

/** In the asked order (newest first by default); the count joins candidates only because the search reads their names. */
export async function listApplications(
  db: DbOrTx,
  tenantId: string,
  q: ApplicationListQuery,
): Promise<{ data: ApplicationRow[]; total: number }> {
  const where = conditions(tenantId, q);
  const [rows, count] = await Promise.all([
    db.execute<Raw>(
      sql`${SELECT} where ${where} order by ${orderBySort(q.sort, APPLICATION_ORDER, sql`a.id`)} limit ${q.per_page} offset ${offsetOf(q)}`,
    ),
    db.execute<{ n: number }>(
      sql`select count(*)::int as n from applications a join candidates c on c.id = a.candidate_id and c.tenant_id = a.tenant_id where ${where}`,
    ),
  ]);
  return { data: rows.rows.map(toApplication), total: Number(theRow(count.rows, 'count').n) };
}

export async function getApplication(db: DbOrTx, tenantId: string, id: string): Promise<ApplicationRow> {
  const rows = await db.execute<Raw>(
    sql`${SELECT} where a.tenant_id = ${tenantId} and a.id = ${idParam(id, 'application')} and a.archived_at is null`,
  );
  if (!rows.rows[0]) throw notFound('application');
  return toApplication(rows.rows[0]);
}

/** The candidate of the tenant, or a 404 (another tenant's id, a malformed id). */
export async function getCandidateSummary(db: DbOrTx, tenantId: string, id: string): Promise<CandidateSummary> {
  const rows = await db.execute<Raw>(sql`select id, first_name || ' ' || last_name as name, email from candidates
    where tenant_id = ${tenantId} and id = ${idParam(id, 'candidate')}`);
  const r = rows.rows[0];
  if (!r) throw notFound('candidate');
  return { _id: String(r.id), name: String(r.name), email: String(r.email) };
}

/** Every application of one candidate, newest first (the /applications/update/{candidateId} editor). */
export async function candidateApplications(db: DbOrTx, tenantId: string, candidateId: string) {
  const candidate = await getCandidateSummary(db, tenantId, candidateId);
  const rows =
    await db.execute<Raw>(sql`${SELECT} where a.tenant_id = ${tenantId} and a.candidate_id = ${candidate._id} and a.archived_at is null
    order by a.created_at desc, a.id desc limit 200`);
  return { candidate, applications: rows.rows.map(toApplication) };
}
