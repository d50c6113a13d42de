import 'server-only';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { notFound } from '@/lib/errors';
import { likePattern, offsetOf } from '@/lib/schema-kit/paging';
import { orderBySort } from '@/lib/schema-kit/list-sort';
import { inLocations } from '@/lib/auth/contact-scope';
import type { DbOrTx } from '@/lib/db/client';
import { companies } from '@/lib/db/schema';
import { seesPay } from '@/lib/auth/pay-visibility';
import type { ClientScope } from '@/lib/placements/scope';
import type { CompaniesQuery, placementsQuery } from './schema';
import type { CompanySort } from './types';
import type { CompanyOption, CompanyPlacement, CompanyRow } from './schema';
import type { z } from 'zod';
import { iso } from '@/lib/db/iso';
import { theRow } from '@/lib/db/rows';

type Raw = Record<string, unknown>;
const textOrNull = (v: unknown) => (v === null || v === undefined ? null : String(v));

/** The client company by id within the tenant; another tenant's id is a 404 like a missing one. */
export async function loadCompany(tx: DbOrTx, tenantId: string, id: string) {
  const [row] = await tx
    .select()
    .from(companies)
    .where(and(eq(companies.tenantId, tenantId), eq(companies.id, id)))
    .limit(1);
  if (!row) throw notFound('company');
  return row;
}

// Counts per company as correlated sub-selects: each uses its (tenant_id, company_id) or (tenant_id, location_id) index.
const COUNTS = sql`
  (select count(*)::int from locations l where l.tenant_id = co.tenant_id and l.company_id = co.id) as locations_count,
  (select count(*)::int from contacts ct where ct.tenant_id = co.tenant_id and ct.company_id = co.id and ct.archived_at is null) as contacts_count,
  (select count(*)::int from placements p where p.tenant_id = co.tenant_id and p.company_id = co.id and p.status = 'active') as active_placements`;

function toCompany(r: Raw): CompanyRow {
  return {
    _id: String(r.id),
    name: String(r.name),
    industry: textOrNull(r.industry),
    phone: textOrNull(r.phone),
    address: textOrNull(r.address),
    status: String(r.status),
    created_at: iso(r.created_at),
    locations_count: Number(r.locations_count ?? 0),
    contacts_count: Number(r.contacts_count ?? 0),
    active_placements: Number(r.active_placements ?? 0),
  };
}

function companyFilters(tenantId: string, q: CompaniesQuery): SQL {
  const where: SQL[] = [sql`co.tenant_id = ${tenantId}`];
  if (q.status !== 'all') where.push(sql`co.status = ${q.status}`);
  if (q.industry) where.push(sql`co.industry = ${q.industry}`);
  if (q.search) {
    const like = likePattern(q.search);
    where.push(sql`(co.name ilike ${like} or co.industry ilike ${like} or co.address ilike ${like})`);
  }
  return sql.join(where, sql` and `);
}

const COMPANY_ORDER: Record<CompanySort, SQL[]> = { name: [sql`co.name`], status: [sql`co.status`, sql`co.name`] };

export async function listCompanies(db: DbOrTx, tenantId: string, q: CompaniesQuery) {
  const where = companyFilters(tenantId, q);
  const [rows, total, industries] = await Promise.all([
    db.execute<Raw>(
      sql`select co.*, ${COUNTS} from companies co where ${where} order by ${orderBySort(q.sort, COMPANY_ORDER, sql`co.id`)} limit ${q.per_page} offset ${offsetOf(q)}`,
    ),
    db.execute<{ n: number }>(sql`select count(*)::int as n from companies co where ${where}`),
    industriesOf(db, tenantId),
  ]);
  return { data: rows.rows.map(toCompany), total: Number(theRow(total.rows, 'count').n), industries };
}

/** Distinct industries of the tenant's companies, for the list's industry filter. */
async function industriesOf(db: DbOrTx, tenantId: string): Promise<string[]> {
  const rows = await db.execute<{ industry: string }>(sql`select distinct industry from companies
    where tenant_id = ${tenantId} and industry is not null and industry <> '' order by industry limit 200`);
  return rows.rows.map((r) => r.industry);
}

export async function getCompany(db: DbOrTx, tenantId: string, id: string): Promise<CompanyRow> {
  const rows = await db.execute<Raw>(sql`select co.*, ${COUNTS} from companies co where co.tenant_id = ${tenantId} and co.id = ${id}`);
  if (!rows.rows[0]) throw notFound('company');
  return toCompany(rows.rows[0]);
}

/**
 * The company's placements, newest start first; `active` are those with status active, `ended` the rest.
 * The screen is staff's, but the placements scope applies all the same: a contact would get only her
 * assigned locations' rows, without pay (lib/placements/scope.ts).
 */
export async function listCompanyPlacements(db: DbOrTx, scope: ClientScope, companyId: string, q: z.infer<typeof placementsQuery>) {
  const tenantId = scope.tenantId;
  await loadCompany(db, tenantId, companyId);
  const where: SQL[] = [sql`p.tenant_id = ${tenantId}`, sql`p.company_id = ${companyId}`, inLocations(sql`p.location_id`, scope)];
  if (q.status === 'active') where.push(sql`p.status = 'active'`);
  if (q.status === 'ended') where.push(sql`p.status <> 'active'`);
  if (q.search) {
    const like = likePattern(q.search);
    where.push(sql`(c.first_name || ' ' || c.last_name ilike ${like} or p.position ilike ${like} or l.name ilike ${like})`);
  }
  const w = sql.join(where, sql` and `);
  const from = sql`from placements p join candidates c on c.id = p.candidate_id and c.tenant_id = p.tenant_id
    join locations l on l.id = p.location_id and l.tenant_id = p.tenant_id`;
  const [rows, total] = await Promise.all([
    db.execute<Raw>(sql`select p.*, c.first_name || ' ' || c.last_name as candidate_name, l.name as location_name ${from} where ${w}
      order by p.start_date desc, p.id limit ${q.per_page} offset ${offsetOf(q)}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n ${from} where ${w}`),
  ]);
  const data: CompanyPlacement[] = rows.rows.map((r) => ({
    _id: String(r.id),
    candidate_id: String(r.candidate_id),
    candidate_name: String(r.candidate_name),
    location_id: String(r.location_id),
    location_name: String(r.location_name),
    position: String(r.position),
    start_date: String(r.start_date),
    end_date: textOrNull(r.end_date),
    bill_rate: Number(r.bill_rate),
    ...(seesPay(scope.role) ? { pay_rate: Number(r.pay_rate) } : {}),
    status: String(r.status),
  }));
  return { data, total: Number(theRow(total.rows, 'count').n) };
}

/** Every company of the tenant as id and name, A→Z, for company selects (contacts filter and form). */
export async function companyOptions(db: DbOrTx, tenantId: string): Promise<CompanyOption[]> {
  const rows = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.tenantId, tenantId))
    .orderBy(companies.name)
    .limit(2000);
  return rows.map((r) => ({ _id: r.id, name: r.name }));
}
