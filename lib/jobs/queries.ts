import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { notFound } from '@/lib/errors';
import { idParam } from '@/lib/schema-kit/ids';
import { likePattern, offsetOf } from '@/lib/schema-kit/paging';
import type { DbOrTx } from '@/lib/db/client';
import type { JobListQuery } from './schema';
import type { EmploymentType, JobSort, JobStatus } from './types';
import type { JobRow } from './schema';
import { isoOrNull } from '@/lib/db/iso';
import { theRow } from '@/lib/db/rows';

type Raw = Record<string, unknown>;
const LIST_EXCERPT = 300;
const numOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));

// Applications are counted per job in one grouped subquery instead of once per row. List rows carry only
// the start of the description (a page of 100 jobs stays small); one job carries all of it.
const selectJobs = (
  tenantId: string,
  full = true,
) => sql`select j.id, j.title, j.position, j.category, j.employment_type, j.pay_rate_min, j.pay_rate_max, j.status, j.published_at,
    j.valid_through, j.company_id, j.location_id, j.created_at, j.updated_at, ${full ? sql`j.description` : sql`left(j.description, ${LIST_EXCERPT})`} as description,
    co.name as company_name, l.name as location_name, coalesce(a.n, 0)::int as application_count
  from jobs j
  left join companies co on co.id = j.company_id and co.tenant_id = j.tenant_id
  left join locations l on l.id = j.location_id and l.tenant_id = j.tenant_id
  left join (select job_id, count(*) as n from applications where tenant_id = ${tenantId} and archived_at is null group by job_id) a on a.job_id = j.id`;

const ORDER: Record<JobSort, SQL> = {
  '-created': sql`j.created_at desc, j.id desc`,
  created: sql`j.created_at asc, j.id asc`,
  title: sql`lower(j.title) asc, j.id asc`,
  '-title': sql`lower(j.title) desc, j.id desc`,
};

function toJob(r: Raw): JobRow {
  return {
    _id: String(r.id),
    title: String(r.title),
    description: String(r.description),
    position: String(r.position),
    category: (r.category as string) ?? null,
    employment_type: r.employment_type as EmploymentType,
    pay_rate_min: numOrNull(r.pay_rate_min),
    pay_rate_max: numOrNull(r.pay_rate_max),
    status: r.status as JobStatus,
    published_at: isoOrNull(r.published_at),
    valid_through: isoOrNull(r.valid_through),
    company_id: (r.company_id as string) ?? null,
    company_name: (r.company_name as string) ?? null,
    location_id: (r.location_id as string) ?? null,
    location_name: (r.location_name as string) ?? null,
    application_count: Number(r.application_count ?? 0),
    created_at: isoOrNull(r.created_at)!,
    updated_at: isoOrNull(r.updated_at)!,
  };
}

function conditions(tenantId: string, q: JobListQuery): SQL {
  const where: SQL[] = [sql`j.tenant_id = ${tenantId}`];
  if (q.status !== 'all') where.push(sql`j.status = ${q.status}`);
  if (q.company) where.push(sql`j.company_id = ${q.company}`);
  if (q.location) where.push(sql`j.location_id = ${q.location}`);
  if (q.category) where.push(sql`j.category = ${q.category}`);
  if (q.search) {
    const like = likePattern(q.search);
    where.push(sql`(j.title ilike ${like} or j.position ilike ${like})`);
  }
  return sql.join(where, sql` and `);
}

export async function listJobs(db: DbOrTx, tenantId: string, q: JobListQuery): Promise<{ data: JobRow[]; total: number }> {
  const where = conditions(tenantId, q);
  const [rows, count] = await Promise.all([
    db.execute<Raw>(sql`${selectJobs(tenantId, false)} where ${where} order by ${ORDER[q.sort]} limit ${q.per_page} offset ${offsetOf(q)}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from jobs j where ${where}`),
  ]);
  return { data: rows.rows.map(toJob), total: Number(theRow(count.rows, 'count').n) };
}

/** One job of the tenant; a malformed id or another tenant's job is a 404. */
export async function getJob(db: DbOrTx, tenantId: string, id: string): Promise<JobRow> {
  const rows = await db.execute<Raw>(sql`${selectJobs(tenantId)} where j.tenant_id = ${tenantId} and j.id = ${idParam(id, 'job')}`);
  if (!rows.rows[0]) throw notFound('job');
  return toJob(rows.rows[0]);
}

/** Categories in use, for the list filter. */
export async function listCategories(db: DbOrTx, tenantId: string): Promise<string[]> {
  const rows = await db.execute<{ category: string }>(sql`select distinct category from jobs
    where tenant_id = ${tenantId} and category is not null and category <> '' order by category limit 200`);
  return rows.rows.map((r) => r.category);
}
