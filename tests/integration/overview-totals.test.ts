import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as overviewRoute from '@/app/api/main/overview/route';
import { contactLocationIds } from '@/lib/auth/contact-scope';
import { db } from '@/lib/db/client';
import type { Overview } from '@/lib/overview/schema';
import { cleanUp, permissionWorld, portalContact, type PermissionWorld, type PortalContact } from './contact-permission-fixtures';
import { call, json, signIn } from './helpers';
import { ownTenant } from './own-tenant';

/**
 * What the overview reads instead of every timesheet (migration 0021): timesheet_week_totals, kept by a
 * trigger at commit, always equals the sum of the not-archived timesheets it stands for, whatever happens to
 * them; and a contact's locations, cached per process, follow any change of her assignments at once.
 */

const SLUG = 'overview-totals';
const WEEK = '2032-05-03';
const NEXT = '2032-05-10';
let tenantId = '';
let admin = '';
let world: PermissionWorld;
let contact: PortalContact;

type Totals = { week: string; location: string; n: number; hours: number; overtime: number; bill: number; days: number[] };

/** The summary rows of this tenant's test weeks, and the same figures summed from the timesheets themselves. */
async function bothWays(): Promise<[Totals[], Totals[]]> {
  const pick = (table: 'kept' | 'summed') =>
    table === 'kept'
      ? sql`select week_start::text as week, location_id::text as location, timesheets as n, hours::float8 as hours,
          overtime_hours::float8 as overtime, bill_total::float8 as bill, day_hours::float8[] as days
        from timesheet_week_totals where tenant_id = ${tenantId} and week_start in (${WEEK}::date, ${NEXT}::date) and timesheets <> 0`
      : sql`select week_start::text as week, location_id::text as location, count(*)::int as n,
          sum(regular_hours + overtime_hours + double_time_hours)::float8 as hours, sum(overtime_hours + double_time_hours)::float8 as overtime,
          sum(bill_total)::float8 as bill,
          array[sum(day_hours[1]), sum(day_hours[2]), sum(day_hours[3]), sum(day_hours[4]), sum(day_hours[5]), sum(day_hours[6]),
            sum(day_hours[7])]::float8[] as days
        from timesheets where tenant_id = ${tenantId} and week_start in (${WEEK}::date, ${NEXT}::date) and archived_at is null
        group by week_start, location_id`;
  const order = (rows: Totals[]) => rows.sort((a, b) => `${a.week}${a.location}`.localeCompare(`${b.week}${b.location}`));
  const [kept, summed] = await Promise.all([db().execute<Totals>(pick('kept')), db().execute<Totals>(pick('summed'))]);
  return [order(kept.rows), order(summed.rows)];
}

async function expectInStep() {
  const [kept, summed] = await bothWays();
  expect(kept).toEqual(summed);
  return kept;
}

/** A timesheet of a new worker (one per worker, site and week). */
async function sheet(location: string, week: string, regular: number, bill: number, days: number[]): Promise<string> {
  const { id: worker } = (
    await db().execute<{ id: string }>(sql`insert into candidates (tenant_id, first_name, last_name, email)
      values (${tenantId}, 'Ovt', 'Worker', ${`ovt-${randomUUID().slice(0, 8)}@overview.test`}) returning id`)
  ).rows[0]!;
  const row = (
    await db().execute<{ id: string }>(sql`insert into timesheets (tenant_id, candidate_id, location_id, week_start, regular_hours,
      bill_rate, pay_rate, bill_total, day_hours)
    values (${tenantId}, ${worker}, ${location}, ${week}::date, ${regular}, 30, 20, ${bill}, ${`{${days}}`}::numeric[]) returning id`)
  ).rows[0]!;
  return row.id;
}

async function overviewAs(token: string): Promise<Overview> {
  const res = await call(overviewRoute.GET, 'GET', `/api/main/overview?week=${WEEK}`, { token });
  const body = await json<{ data: Overview }>(res);
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.data;
}

beforeAll(async () => {
  tenantId = (await ownTenant(SLUG, 'Overview Totals')).id;
  admin = await signIn(`admin@${SLUG}.test`, SLUG);
  world = await permissionWorld(admin, SLUG);
  contact = await portalContact(world, admin, 'ovt', [...world.sites], {});
});

afterAll(async () => {
  await cleanUp(world);
});

describe('timesheet_week_totals: the week totals the overview reads', () => {
  it('equals the sum of its timesheets through inserts, edits, archiving, moves and deletes', async () => {
    const [north, south] = world.sites;
    const a = await sheet(north, WEEK, 40, 1200, [8, 8, 8, 8, 8, 0, 0]);
    const b = await sheet(north, WEEK, 12.5, 375.25, [0, 0, 6, 6.5, 0, 0, 0]);
    const c = await sheet(south, WEEK, 7, 210, [0, 0, 0, 0, 0, 7, 0]);
    let kept = await expectInStep();
    expect(kept.find((r) => r.location === north)).toMatchObject({ n: 2, hours: 52.5, bill: 1575.25, days: [8, 8, 14, 14.5, 8, 0, 0] });

    // An edit of the hours, the money and the days; then a status change, which moves nothing.
    await db().execute(sql`update timesheets set regular_hours = 38, overtime_hours = 4, bill_total = 1350, day_hours = '{9,9,8,8,8,0,0}'
      where id = ${a}`);
    await db().execute(sql`update timesheets set status = 'submitted' where id = ${b}`);
    kept = await expectInStep();
    expect(kept.find((r) => r.location === north)).toMatchObject({ hours: 54.5, overtime: 4, bill: 1725.25 });

    // Archived: out; restored: back in.
    await db().execute(sql`update timesheets set archived_at = now() where id = ${b}`);
    expect((await expectInStep()).find((r) => r.location === north)?.n).toBe(1);
    await db().execute(sql`update timesheets set archived_at = null where id = ${b}`);
    expect((await expectInStep()).find((r) => r.location === north)?.n).toBe(2);

    // Moved to another site and week, then deleted.
    await db().execute(sql`update timesheets set location_id = ${north}, week_start = ${NEXT}::date where id = ${c}`);
    kept = await expectInStep();
    expect(kept.some((r) => r.location === south)).toBe(false);
    await db().execute(sql`delete from timesheets where id = ${c}`);
    await expectInStep();
  });

  it('stays in step when one transaction changes a timesheet several times, and when it rolls back', async () => {
    const [north] = world.sites;
    const id = await sheet(north, NEXT, 10, 300, [10, 0, 0, 0, 0, 0, 0]);
    await db().transaction(async (tx) => {
      await tx.execute(sql`update timesheets set regular_hours = 20, day_hours = '{10,10,0,0,0,0,0}' where id = ${id}`);
      await tx.execute(sql`update timesheets set archived_at = now() where id = ${id}`);
      await tx.execute(sql`update timesheets set archived_at = null, bill_total = 600 where id = ${id}`);
    });
    await expectInStep();
    await expect(
      db().transaction(async (tx) => {
        await tx.execute(sql`update timesheets set regular_hours = 99 where id = ${id}`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const kept = await expectInStep();
    expect(kept.find((r) => r.week === NEXT && r.location === north)?.hours).toBe(20);
  });
});

describe("a contact's locations are cached, and follow her assignments at once", () => {
  it('a location taken from her leaves her scope and her overview on the next request', async () => {
    const [north, south] = world.sites;
    await sheet(south, WEEK, 25, 750, [0, 5, 5, 5, 5, 5, 0]);
    const session = { role: 'company_contact' as const, tenantId, contactId: contact.contactId };
    expect((await contactLocationIds(db(), session))?.sort()).toEqual([north, south].sort());
    const both = await overviewAs(contact.token);

    await db().execute(sql`delete from contact_locations where contact_id = ${contact.contactId} and location_id = ${south}`);
    expect(await contactLocationIds(db(), session)).toEqual([north]);
    const one = await overviewAs(contact.token);
    const southNow = (
      await db().execute<{
        hours: number;
        n: number;
      }>(sql`select coalesce(sum(hours), 0)::float8 as hours, coalesce(sum(timesheets), 0)::int as n
        from timesheet_week_totals where tenant_id = ${tenantId} and location_id = ${south} and week_start = ${WEEK}::date`)
    ).rows[0]!;
    expect(southNow.n).toBeGreaterThan(0);
    expect(one.this_week.timesheets).toBe(both.this_week.timesheets - southNow.n);
    expect(one.this_week.hours).toBeCloseTo(both.this_week.hours - southNow.hours, 2);

    // Given back: in scope again at once.
    await db().execute(
      sql`insert into contact_locations (tenant_id, contact_id, location_id) values (${tenantId}, ${contact.contactId}, ${south})`,
    );
    expect((await contactLocationIds(db(), session))?.sort()).toEqual([north, south].sort());
    expect((await overviewAs(contact.token)).this_week.timesheets).toBe(both.this_week.timesheets);
  });
});
