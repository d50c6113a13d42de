import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as locationRoute from '@/app/api/on-demand/locations/[id]/route';
import * as whosWorking from '@/app/api/main/client-portal/whos-working/route';
import * as clockInRoute from '@/app/api/work-app/v2/app/timerecord/timecard/route';
import { db } from '@/lib/db/client';
import { candidates, locations, shiftAssignments, shifts, timecards } from '@/lib/db/schema';
import type { WhoIsWorkingLive, WhoIsWorkingRow } from '@/lib/timesheets/schema';
import { WORKER_STATUSES } from '@/lib/timesheets/worker-status';
import { cleanUp, permissionWorld, type PermissionWorld } from './contact-permission-fixtures';
import { bodyOf, dataOf, demoSessions } from './fixtures';
import { call } from './helpers';

/**
 * Issue 22 item 14: every row of the live board carries one status code, decided on the server from the
 * card, its shift, its open exceptions and the tenant's lateness allowance (the punch rules' early_late_minutes,
 * as late_arrival is judged). Real punches and shifts on a company of its own (sites on UTC, one fenced).
 */

const demo = demoSessions(['admin'], ['admin']);
let world: PermissionWorld;
let site = '';
const workers: string[] = [];

const CENTRE = { latitude: 40.7357, longitude: -74.1724 };
const NEAR = { latitude: 40.73605, longitude: -74.1724 };
const FAR = { latitude: 40.7457, longitude: -74.1724 };
const H = 3_600_000;
const M = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms);

beforeAll(async () => {
  world = await permissionWorld(demo.admin, 'acme');
  site = world.sites[0];
  await db().update(locations).set({ timezone: 'UTC' }).where(eq(locations.companyId, world.companyId));
  const res = await call(locationRoute.PUT, 'PUT', `/api/on-demand/locations/${site}`, {
    token: demo.admin,
    params: { id: site },
    body: { ...CENTRE, geofence_radius_m: 200 },
  });
  expect(res.status, await res.text()).toBe(200);
});

afterAll(async () => {
  await setAllowance(null);
  await cleanUp(world);
  for (const id of workers) await db().delete(candidates).where(eq(candidates.id, id));
});

async function worker(): Promise<string> {
  const c = (
    await db()
      .insert(candidates)
      .values({ tenantId: demo.acmeId, firstName: 'Board', lastName: `Status ${world.tag}`, email: `${randomUUID()}@board.test` })
      .returning()
  )[0]!;
  workers.push(c.id);
  return c.id;
}

/** An accepted assignment on a shift of the site starting at `startsAt`, eight hours long. */
async function shiftFor(userId: string, startsAt: Date): Promise<string> {
  const s = (
    await db()
      .insert(shifts)
      .values({
        tenantId: demo.acmeId,
        locationId: site,
        position: 'Picker',
        startsAt,
        endsAt: new Date(startsAt.getTime() + 8 * H),
        headcount: 1,
      })
      .returning()
  )[0]!;
  await db().insert(shiftAssignments).values({ tenantId: demo.acmeId, shiftId: s.id, candidateId: userId, status: 'accepted' });
  return s.id;
}

async function clockIn(userId: string, at: Date, where = NEAR): Promise<string> {
  const res = await call(clockInRoute.POST, 'POST', '/api/work-app/v2/app/timerecord/timecard', {
    token: demo.admin,
    body: { user_id: userId, location_id: site, clock_in: at.toISOString(), position: 'Picker', ...where },
  });
  return (await dataOf<{ _id: string }>(res))._id;
}

/** The tenant's lateness allowance in its punch rules (null: the stored rules without it, i.e. the default 15). */
async function setAllowance(minutes: number | null) {
  const value =
    minutes === null
      ? sql`coalesce(data -> 'punch_rules', '{}'::jsonb) - 'early_late_minutes'`
      : sql`coalesce(data -> 'punch_rules', '{}'::jsonb) || ${JSON.stringify({ early_late_minutes: minutes })}::jsonb`;
  await db().execute(sql`update company_settings set data = jsonb_set(data, '{punch_rules}', ${value}) where tenant_id = ${demo.acmeId}`);
}

async function board(): Promise<WhoIsWorkingLive> {
  return bodyOf<WhoIsWorkingLive>(
    await call(whosWorking.GET, 'GET', `/api/main/client-portal/whos-working?location=${site}`, { token: demo.admin }),
  );
}
const rowOf = (b: WhoIsWorkingLive, card: string): WhoIsWorkingRow => {
  const row = b.data.find((r) => r.timecard_id === card);
  expect(row, card).toBeDefined();
  return row!;
};

describe("who's working: one status per row", () => {
  it('on shift, late, on break, outside the fence and no shift, each from real punches', async () => {
    // Ten minutes after the start is within the default 15-minute allowance: on shift.
    const punctual = await worker();
    const start1 = ago(2 * H);
    await shiftFor(punctual, start1);
    const onShift = await clockIn(punctual, new Date(start1.getTime() + 10 * M));

    // Forty minutes after the start is past it: late, by 40 minutes.
    const tardy = await worker();
    const start2 = ago(3 * H);
    await shiftFor(tardy, start2);
    const late = await clockIn(tardy, new Date(start2.getTime() + 40 * M));

    // On time, then a break the app opened and has not closed.
    const resting = await worker();
    const start3 = ago(2 * H);
    await shiftFor(resting, start3);
    const onBreak = await clockIn(resting, start3);
    await db()
      .update(timecards)
      .set({ breaks: [{ start: ago(10 * M).toISOString(), end: null }] })
      .where(eq(timecards.id, onBreak));

    // Clocked in a kilometre away: the open outside_fence exception comes first, even on a late arrival.
    const stray = await worker();
    const start4 = ago(2 * H);
    await shiftFor(stray, start4);
    const outside = await clockIn(stray, new Date(start4.getTime() + 30 * M), FAR);

    // Nobody's shift: a clock-in without one.
    const walkIn = await worker();
    const noShift = await clockIn(walkIn, ago(H));

    const b = await board();
    expect(rowOf(b, onShift).status).toBe('on_shift');
    expect(rowOf(b, late)).toMatchObject({ status: 'late', late_minutes: 40 });
    expect(rowOf(b, onBreak)).toMatchObject({ status: 'on_break', on_break: true });
    expect(rowOf(b, outside)).toMatchObject({ status: 'outside_fence', exceptions: expect.arrayContaining(['outside_fence']) });
    expect(rowOf(b, noShift)).toMatchObject({ status: 'no_shift', shift_id: null });
    // Never blank: every row of the board has a known code, and the late count is the rows past the allowance.
    for (const r of b.data) expect(WORKER_STATUSES).toContain(r.status);
    expect(b.meta.late).toBe(b.data.filter((r) => r.late_minutes > 0).length);
  });

  it("lateness is the tenant's allowance (punch rules early_late_minutes), as late_arrival judges it", async () => {
    await setAllowance(60);
    try {
      const w = await worker();
      const start = ago(3 * H);
      await shiftFor(w, start);
      // Forty minutes late is within an hour's allowance: on shift, no late minutes (the clock-in moves the board's version).
      const card = await clockIn(w, new Date(start.getTime() + 40 * M));
      expect(rowOf(await board(), card)).toMatchObject({ status: 'on_shift', late_minutes: 0 });
      const w2 = await worker();
      const start2 = ago(4 * H);
      await shiftFor(w2, start2);
      const card2 = await clockIn(w2, new Date(start2.getTime() + 61 * M));
      expect(rowOf(await board(), card2)).toMatchObject({ status: 'late', late_minutes: 61 });
    } finally {
      await setAllowance(null);
    }
  });
});
