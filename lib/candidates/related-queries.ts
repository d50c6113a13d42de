import 'server-only';
import { sql } from 'drizzle-orm';
import { inLocations } from '@/lib/auth/contact-scope';
import type { DbOrTx } from '@/lib/db/client';
import { seesPay } from '@/lib/auth/pay-visibility';
import type { ClientScope } from '@/lib/placements/scope';
import type { NamedOption } from './types';
import type { CandidateApplication, CandidatePlacement, Exclusion } from './schema';
import { iso } from '@/lib/db/iso';

// Reads of the rows around a candidate (placements, applications, exclusions) and the options its screens
// offer. The tables belong to other modules; they are read directly here so this module stands alone.

type Raw = Record<string, unknown>;
const str = (v: unknown) => (v === null || v === undefined ? null : String(v));

/** The candidate's placements; the placements scope applies (a contact: her locations only, no pay), as everywhere. */
export async function candidatePlacements(db: DbOrTx, scope: ClientScope, candidateId: string): Promise<CandidatePlacement[]> {
  const res = await db.execute<Raw>(sql`select p.id, p.company_id, co.name as company_name, l.name as location_name, p.position,
      p.start_date, p.end_date, p.status, p.bill_rate, p.pay_rate
    from placements p
    join companies co on co.id = p.company_id and co.tenant_id = p.tenant_id
    join locations l on l.id = p.location_id and l.tenant_id = p.tenant_id
    where p.tenant_id = ${scope.tenantId} and p.candidate_id = ${candidateId} and ${inLocations(sql`p.location_id`, scope)}
    order by p.start_date desc, p.id desc limit 500`);
  return res.rows.map((r) => ({
    _id: String(r.id),
    company_id: String(r.company_id),
    company_name: String(r.company_name),
    location_name: String(r.location_name),
    position: String(r.position),
    start_date: String(r.start_date),
    end_date: str(r.end_date),
    status: String(r.status),
    bill_rate: Number(r.bill_rate),
    ...(seesPay(scope.role) ? { pay_rate: Number(r.pay_rate) } : {}),
  }));
}

export async function candidateApplications(db: DbOrTx, tenantId: string, candidateId: string): Promise<CandidateApplication[]> {
  const res = await db.execute<Raw>(sql`select a.id, a.job_id, j.title as job_title, a.source, a.created_at,
      s.id as status_ref_id, s.name as status_name, s.color as status_color
    from applications a
    left join jobs j on j.id = a.job_id and j.tenant_id = a.tenant_id
    left join status_options s on s.id = a.status_id and s.tenant_id = a.tenant_id
    where a.tenant_id = ${tenantId} and a.candidate_id = ${candidateId} and a.archived_at is null
    order by a.created_at desc, a.id desc limit 500`);
  return res.rows.map((r) => ({
    _id: String(r.id),
    job_id: str(r.job_id),
    job_title: str(r.job_title),
    source: String(r.source),
    created_at: iso(r.created_at),
    status: r.status_ref_id ? { _id: String(r.status_ref_id), name: String(r.status_name), color: str(r.status_color) } : null,
  }));
}

export async function candidateExclusions(db: DbOrTx, tenantId: string, candidateId: string): Promise<Exclusion[]> {
  const res = await db.execute<Raw>(sql`select e.company_id, co.name as company_name, e.reason, e.created_at
    from exclusions e join companies co on co.id = e.company_id and co.tenant_id = e.tenant_id
    where e.tenant_id = ${tenantId} and e.candidate_id = ${candidateId} order by co.name`);
  return res.rows.map((r) => ({
    company_id: String(r.company_id),
    company_name: String(r.company_name),
    reason: str(r.reason),
    created_at: iso(r.created_at),
  }));
}

/** Client companies for the exclusion picker. */
export async function companyOptions(db: DbOrTx, tenantId: string): Promise<NamedOption[]> {
  const res = await db.execute<Raw>(sql`select id, name from companies where tenant_id = ${tenantId} order by name limit 1000`);
  return res.rows.map((r) => ({ _id: String(r.id), name: String(r.name) }));
}

/** Active document types for the documents upload (document_types, shared with onboarding). */
export async function documentTypeOptions(db: DbOrTx, tenantId: string): Promise<NamedOption[]> {
  const res = await db.execute<Raw>(
    sql`select id, name from document_types where tenant_id = ${tenantId} and archived_at is null order by name limit 500`,
  );
  return res.rows.map((r) => ({ _id: String(r.id), name: String(r.name) }));
}
