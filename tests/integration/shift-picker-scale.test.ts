import { randomUUID } from 'node:crypto';
import { and, asc, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as pickerRoute from '@/app/api/on-demand/shifts/[id]/candidates/route';
import { db } from '@/lib/db/client';
import { candidates, companies, locations, shifts } from '@/lib/db/schema';
import { pickerSql } from '@/lib/shifts/picker-queries';
import { call } from './helpers';
import { signInAs, tenantBySlug } from './time-helpers';

// The assignment picker's work does not grow with the talent pool (issue 22 §4): with thousands of candidates
// in the tenant, one query reads the workers placed at the shift's client and about a page of the others, in
// name order, instead of probing every candidate's placements and sorting them all.

const POOL = 2000;
const tag = randomUUID().slice(0, 8);
let acmeId = '';
let shiftId = '';
let admin = '';

type PlanNode = {
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
};

/** Rows the plan read from `relation`: what its scans returned over all their loops, and what their filters dropped. */
function rowsRead(node: PlanNode, relation: string): number {
  const own =
    node['Relation Name'] === relation
      ? (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1) + (node['Rows Removed by Filter'] ?? 0)
      : 0;
  return own + (node.Plans ?? []).reduce((n, child) => n + rowsRead(child, relation), 0);
}

beforeAll(async () => {
  admin = await signInAs('admin@acme.test');
  acmeId = (await tenantBySlug('acme')).id;
  const co = (await db().select().from(companies).where(eq(companies.tenantId, acmeId)).orderBy(asc(companies.name)).limit(1))[0]!;
  const site = (
    await db()
      .select()
      .from(locations)
      .where(and(eq(locations.tenantId, acmeId), eq(locations.companyId, co.id)))
      .limit(1)
  )[0]!;
  const start = new Date(Date.UTC(2034, 2, 7, 14));
  const shift = (
    await db()
      .insert(shifts)
      .values({
        tenantId: acmeId,
        locationId: site.id,
        position: 'Picker',
        startsAt: start,
        endsAt: new Date(start.getTime() + 8 * 3_600_000),
        headcount: 2,
        status: 'published',
      })
      .returning()
  )[0]!;
  shiftId = shift.id;
  await db().execute(sql`insert into candidates (tenant_id, first_name, last_name, email)
    select ${acmeId}, 'Pool', 'Scale' || lpad(n::text, 5, '0'), 'pool' || n || '.' || ${tag} || '@scale.test'
    from generate_series(1, ${POOL}) n`);
  // Fresh statistics, as autovacuum would have after such an import.
  await db().execute(sql`analyze candidates`);
});

afterAll(async () => {
  await db()
    .delete(candidates)
    .where(and(eq(candidates.tenantId, acmeId), like(candidates.email, `%.${tag}@scale.test`)));
  if (shiftId) await db().delete(shifts).where(eq(shifts.id, shiftId));
});

describe('the assignment picker at scale', () => {
  it(`reads about a page of a ${POOL}-candidate pool, not all of it`, async () => {
    const query = pickerSql({ tenantId: acmeId }, shiftId, { per_page: 20 });
    const res = await db().execute<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(sql`explain (analyze, format json) ${query}`);
    const plan = res.rows[0]!['QUERY PLAN'][0].Plan;
    const total = Number(
      (await db().execute<{ n: number }>(sql`select count(*)::int as n from candidates where tenant_id = ${acmeId}`)).rows[0]!.n,
    );
    expect(total).toBeGreaterThan(POOL);
    // A page (20) and the few placed or blocked workers skipped on the way, with room to spare; never the pool.
    expect(rowsRead(plan, 'candidates'), JSON.stringify(plan)).toBeLessThan(500);
  });

  it('answers the route with one page in the picker order', async () => {
    const res = await call(pickerRoute.GET, 'GET', `/api/on-demand/shifts/${shiftId}/candidates?per_page=50`, {
      token: admin,
      params: { id: shiftId },
    });
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.data).toHaveLength(50);
  });
});
