import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { CUSTOM_FIELDS } from '@/lib/timesheets/export';
import type { FieldKeys, ReportSource } from './sources';

/**
 * The SQL behind each source: one FROM with every join tenant-matched, and one code-defined expression
 * per field. Nothing a user sends becomes SQL text: field keys pick expressions from these tables and
 * filter values travel as parameters.
 */
export type SqlSource<K extends string = string> = {
  from: SQL;
  /** The root row's id: the stable tiebreak of the order, and the keyset cursor with `date`. */
  id: SQL;
  tenant: SQL;
  /** The natural date column (order and date range); 'timestamp' ranges are whole UTC days. */
  date: { column: SQL; kind: 'date' | 'timestamp' };
  /** Rows a source always leaves out unless a status asks for them (archived timesheets). */
  defaultWhere?: (status: string | undefined) => SQL[];
  status: (value: string) => SQL;
  company?: SQL;
  location?: SQL;
  fields: Record<K, SQL>;
  /** CSV header per field: export/custom's fixed English integration headers (a person's download words them by reading.ts). */
  headers: Record<K, string>;
};

/** ISO 8601 in UTC with milliseconds, the same text Date.toISOString gives the timesheet export. */
const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const person = (alias: string) => sql.raw(`${alias}.first_name || ' ' || ${alias}.last_name`);

type Join = [kind: 'join' | 'left join', table: string, on: string];

/**
 * FROM the root table, with each join also matched on the root row's tenant: written once here, so no
 * source can forget it. Table names, aliases and conditions are constants of this file.
 */
function tenantFrom(table: string, alias: string, joins: Join[]): Pick<SqlSource, 'from' | 'id' | 'tenant'> {
  const joined = joins.map(([kind, target, on]) => `${kind} ${target} on ${on} and ${target.split(' ')[1]}.tenant_id = ${alias}.tenant_id`);
  return {
    from: sql.raw([`from ${table} ${alias}`, ...joined].join('\n')),
    id: sql.raw(`${alias}.id`),
    tenant: sql.raw(`${alias}.tenant_id`),
  };
}

const timesheets: SqlSource<FieldKeys['timesheets']> = {
  ...tenantFrom('timesheets', 't', [
    ['join', 'candidates c', 'c.id = t.candidate_id'],
    ['join', 'locations l', 'l.id = t.location_id'],
    ['join', 'companies co', 'co.id = l.company_id'],
    ['left join', 'placements p', 'p.id = t.placement_id'],
  ]),
  date: { column: sql`t.week_start`, kind: 'date' },
  // As on the timesheet list: archived sheets only on the archived tab.
  defaultWhere: (status) => [status === 'archived' ? sql`t.archived_at is not null` : sql`t.archived_at is null`],
  status: (value) => (value === 'archived' ? sql`true` : sql`t.status = ${value}`),
  company: sql`l.company_id`,
  location: sql`t.location_id`,
  fields: {
    worker_name: person('c'),
    user_id: sql`t.candidate_id::text`,
    company_name: sql`co.name`,
    location_name: sql`l.name`,
    position: sql`p.position`,
    week_start: sql`t.week_start::text`,
    week_end: sql`(t.week_start + 6)::text`,
    status: sql`t.status`,
    regular_hours: sql`t.regular_hours`,
    overtime_hours: sql`t.overtime_hours`,
    double_time_hours: sql`t.double_time_hours`,
    total_hours: sql`(t.regular_hours + t.overtime_hours + t.double_time_hours)`,
    bill_rate: sql`t.bill_rate`,
    pay_rate: sql`t.pay_rate`,
    // The pay-and-bill engine's stored totals (lib/timesheets/totals.ts), never re-derived.
    bill_total: sql`t.bill_total`,
    pay_total: sql`t.pay_total`,
    margin: sql`(t.bill_total - t.pay_total)`,
    invoiced_client: sql`t.invoiced_client`,
    invoiced_vendor: sql`t.invoiced_vendor`,
    locked: sql`t.locked`,
    payroll_exported_at: iso(sql`t.payroll_exported_at`),
    comment: sql`t.comment`,
    manager: sql`t.manager`,
    _id: sql`t.id::text`,
    placement_id: sql`t.placement_id::text`,
    submitted_at: iso(sql`t.submitted_at`),
    approved_at: iso(sql`t.approved_at`),
    updated_at: iso(sql`t.updated_at`),
  },
  // The timesheet export's own headers, so export/custom reads the same with fields or with a saved report.
  headers: Object.fromEntries(Object.entries(CUSTOM_FIELDS).map(([k, c]) => [k, c.header])) as Record<FieldKeys['timesheets'], string>,
};

// An active placement past its end date reads as ended, as on the placements screen.
const PLACEMENT_STATUS = sql`case when p.status = 'active' and p.end_date < (now() at time zone l.timezone)::date then 'ended' else p.status end`;

const placements: SqlSource<FieldKeys['placements']> = {
  ...tenantFrom('placements', 'p', [
    ['join', 'candidates c', 'c.id = p.candidate_id'],
    ['join', 'companies co', 'co.id = p.company_id'],
    ['join', 'locations l', 'l.id = p.location_id'],
    ['left join', 'jobs j', 'j.id = p.job_id'],
  ]),
  date: { column: sql`p.start_date`, kind: 'date' },
  status: (value) => sql`${PLACEMENT_STATUS} = ${value}`,
  company: sql`p.company_id`,
  location: sql`p.location_id`,
  fields: {
    _id: sql`p.id::text`,
    candidate_name: person('c'),
    candidate_email: sql`c.email`,
    company_name: sql`co.name`,
    location_name: sql`l.name`,
    position: sql`p.position`,
    job_title: sql`j.title`,
    start_date: sql`p.start_date::text`,
    end_date: sql`p.end_date::text`,
    status: PLACEMENT_STATUS,
    bill_rate: sql`p.bill_rate`,
    pay_rate: sql`p.pay_rate`,
    margin: sql`p.bill_rate - p.pay_rate`,
    created_at: iso(sql`p.created_at`),
  },
  headers: {
    _id: 'Placement ID',
    candidate_name: 'Candidate',
    candidate_email: 'Email',
    company_name: 'Company',
    location_name: 'Location',
    position: 'Position',
    job_title: 'Job',
    start_date: 'Start Date',
    end_date: 'End Date',
    status: 'Status',
    bill_rate: 'Bill Rate',
    pay_rate: 'Pay Rate',
    margin: 'Margin',
    created_at: 'Created At',
  },
};

const candidates: SqlSource<FieldKeys['candidates']> = {
  ...tenantFrom('candidates', 'c', [
    ['left join', 'candidate_profiles cp', 'cp.candidate_id = c.id'],
    ['left join', 'status_options so', 'so.id = cp.status_id'],
  ]),
  date: { column: sql`c.created_at`, kind: 'timestamp' },
  status: (value) => sql`cp.status_id = ${value}::uuid`,
  fields: {
    _id: sql`c.id::text`,
    full_name: person('c'),
    first_name: sql`c.first_name`,
    last_name: sql`c.last_name`,
    email: sql`c.email`,
    phone: sql`c.phone`,
    city: sql`c.city`,
    status: sql`coalesce(so.name, c.status)`,
    created_at: iso(sql`c.created_at`),
    // applications_tenant_candidate_idx serves this per row.
    applications_count: sql`(select count(*)::int from applications a where a.tenant_id = c.tenant_id and a.candidate_id = c.id)`,
  },
  headers: {
    _id: 'Candidate ID',
    full_name: 'Candidate',
    first_name: 'First Name',
    last_name: 'Last Name',
    email: 'Email',
    phone: 'Phone',
    city: 'City',
    status: 'Status',
    created_at: 'Created At',
    applications_count: 'Applications',
  },
};

const applications: SqlSource<FieldKeys['applications']> = {
  ...tenantFrom('applications', 'a', [
    ['join', 'candidates c', 'c.id = a.candidate_id'],
    ['left join', 'jobs j', 'j.id = a.job_id'],
    ['left join', 'companies co', 'co.id = j.company_id'],
    ['left join', 'locations l', 'l.id = j.location_id'],
    ['left join', 'status_options so', 'so.id = a.status_id'],
  ]),
  date: { column: sql`a.created_at`, kind: 'timestamp' },
  status: (value) => sql`a.status_id = ${value}::uuid`,
  company: sql`j.company_id`,
  location: sql`j.location_id`,
  fields: {
    _id: sql`a.id::text`,
    candidate_name: person('c'),
    candidate_email: sql`c.email`,
    job_title: sql`j.title`,
    position: sql`j.position`,
    company_name: sql`co.name`,
    location_name: sql`l.name`,
    status: sql`so.name`,
    source: sql`a.source`,
    created_at: iso(sql`a.created_at`),
    updated_at: iso(sql`a.updated_at`),
    archived: sql`a.archived_at is not null`,
  },
  headers: {
    _id: 'Application ID',
    candidate_name: 'Candidate',
    candidate_email: 'Email',
    job_title: 'Job',
    position: 'Position',
    company_name: 'Company',
    location_name: 'Location',
    status: 'Status',
    source: 'Source',
    created_at: 'Applied At',
    updated_at: 'Updated At',
    archived: 'Archived',
  },
};

export const SQL_SOURCES: Readonly<Record<ReportSource, SqlSource>> = { timesheets, placements, candidates, applications };
