import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '@/lib/db/client';
import { tenantBySlug } from './time-helpers';

// Issue 22 §11, migration 0025: every list's name sort can be served in index order. Each query below has the
// FROM, joins and ORDER BY of its list (lib/*/queries.ts), tenant first. The demo data is small enough that the
// planner would rightly scan and sort, so the plan is asked with sequential scans and full sorts priced out:
// if it still needs a full Sort, no index gives that order. An Incremental Sort (the id tie-break among equal
// names, presorted by the index) is what the lists are meant to pay.

let tenantId = '';
beforeAll(async () => {
  tenantId = (await tenantBySlug('acme')).id;
});

async function planOf(query: ReturnType<typeof sql>): Promise<string> {
  return db().transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_sort = off`);
    const rows = await tx.execute<{ 'QUERY PLAN': string }>(sql`explain ${query}`);
    return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

/** A plain Sort node (not an Incremental Sort) anywhere in the plan. */
const fullSort = (plan: string) => plan.split('\n').some((line) => /^(->\s*)?Sort\s+\(/.test(line.trim()));

/** `index`: the one that gives the order (the joined rows are probed by whichever index the planner likes). */
const LISTS: { name: string; index: string; query: () => ReturnType<typeof sql> }[] = [
  {
    name: 'contacts by name',
    index: 'contacts_tenant_name_idx',
    query: () => sql`select ct.id from contacts ct join companies co on co.id = ct.company_id and co.tenant_id = ct.tenant_id
      where ct.tenant_id = ${tenantId} order by ct.last_name, ct.first_name, ct.id limit 25`,
  },
  {
    name: 'companies by status',
    index: 'companies_tenant_status_name_idx',
    query: () =>
      sql`select co.id from companies co where co.tenant_id = ${tenantId} order by co.status desc, co.name desc, co.id desc limit 25`,
  },
  {
    name: 'timecards by worker',
    index: 'candidates_tenant_name_idx',
    query: () => sql`select tc.id from timecards tc
      join candidates c on c.id = tc.candidate_id and c.tenant_id = tc.tenant_id
      join locations l on l.id = tc.location_id and l.tenant_id = tc.tenant_id
      join companies co on co.id = l.company_id and co.tenant_id = tc.tenant_id
      where tc.tenant_id = ${tenantId} order by c.last_name, c.first_name, tc.id limit 25`,
  },
  {
    name: 'timecards by site',
    index: 'locations_tenant_name_idx',
    query: () => sql`select tc.id from timecards tc
      join candidates c on c.id = tc.candidate_id and c.tenant_id = tc.tenant_id
      join locations l on l.id = tc.location_id and l.tenant_id = tc.tenant_id
      join companies co on co.id = l.company_id and co.tenant_id = tc.tenant_id
      where tc.tenant_id = ${tenantId} order by l.name, tc.id limit 25`,
  },
  {
    name: 'timesheets by worker',
    index: 'candidates_tenant_name_idx',
    query: () => sql`select t.id from timesheets t
      join candidates c on c.id = t.candidate_id and c.tenant_id = t.tenant_id
      join locations l on l.id = t.location_id and l.tenant_id = t.tenant_id
      join companies co on co.id = l.company_id and co.tenant_id = t.tenant_id
      where t.tenant_id = ${tenantId} and t.archived_at is null order by c.last_name, c.first_name, t.week_start desc, t.id desc limit 25`,
  },
  {
    name: 'placements by client',
    index: 'companies_tenant_name_idx',
    query: () => sql`select p.id from placements p
      join candidates c on c.id = p.candidate_id and c.tenant_id = p.tenant_id
      join companies co on co.id = p.company_id and co.tenant_id = p.tenant_id
      join locations l on l.id = p.location_id and l.tenant_id = p.tenant_id
      where p.tenant_id = ${tenantId} order by co.name, p.id limit 25`,
  },
  {
    name: 'placements by candidate',
    index: 'candidates_tenant_name_idx',
    query: () => sql`select p.id from placements p
      join candidates c on c.id = p.candidate_id and c.tenant_id = p.tenant_id
      join companies co on co.id = p.company_id and co.tenant_id = p.tenant_id
      where p.tenant_id = ${tenantId} order by c.last_name desc, c.first_name desc, p.id desc limit 25`,
  },
  {
    name: 'applications by candidate',
    index: 'candidates_tenant_name_idx',
    query: () => sql`select a.id from applications a join candidates c on c.id = a.candidate_id and c.tenant_id = a.tenant_id
      where a.tenant_id = ${tenantId} order by c.last_name, c.first_name, a.id limit 25`,
  },
];

describe('name sorts of the large lists are served by an index', () => {
  for (const list of LISTS) {
    it(list.name, async () => {
      const plan = await planOf(list.query());
      expect(plan, plan).toContain(list.index);
      expect(fullSort(plan), plan).toBe(false);
    });
  }
});
