import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as settingsRoute from '@/app/api/main/client-portal/[company_id]/settings/route';
import * as clockInRoute from '@/app/api/work-app/v2/app/timerecord/timecard/route';
import * as clockOutRoute from '@/app/api/work-app/v2/app/timerecord/timesheet/route';
import { db } from '@/lib/db/client';
import { candidates, timecardExceptions } from '@/lib/db/schema';
import { dataOf } from './fixtures';
import { call, expectError, signIn } from './helpers';
import { ownTenant } from './own-tenant';
import { locationsOf } from './time-helpers';

/**
 * The tenant's punch rules (settings.punch_rules, the Timesheet rules tab) decide what a punch raises:
 * saved through the settings API and read by the next clock-out. A tenant of its own, as the rules are
 * tenant-wide.
 */
const SLUG = 'punch-rules';
let admin = '';
let location = '';
let workers: string[] = [];

beforeAll(async () => {
  const tenant = await ownTenant(SLUG, 'Punch Rules Staffing', 4);
  admin = await signIn(`admin@${SLUG}.test`, SLUG);
  location = (await locationsOf(tenant.id))[0]!.id;
  // Workers of the test's own: the seeded ones may be clocked in.
  const made = await db()
    .insert(candidates)
    .values(
      [0, 1, 2].map((i) => ({ tenantId: tenant.id, firstName: 'Rule', lastName: `Tester ${i}`, email: `${randomUUID()}@rules.test` })),
    )
    .returning({ id: candidates.id });
  workers = made.map((c) => c.id);
});

const save = (rules: unknown) => {
  const form = new FormData();
  form.set('punch_rules', JSON.stringify(rules));
  return call(settingsRoute.PUT, 'PUT', `/api/main/client-portal/${SLUG}/settings`, { token: admin, form, params: { company_id: SLUG } });
};

/** A 10-hour card with a 20-minute break, ended two days ago, for the i-th worker: what does it raise? */
async function tenHourCard(i: number): Promise<string[]> {
  const start = new Date(Date.now() - 58 * 3_600_000);
  const card = await dataOf<{ _id: string }>(
    await call(clockInRoute.POST, 'POST', '/api/work-app/v2/app/timerecord/timecard', {
      token: admin,
      body: { user_id: workers[i], location_id: location, clock_in: start.toISOString() },
    }),
  );
  await dataOf(
    await call(clockOutRoute.PUT, 'PUT', '/api/work-app/v2/app/timerecord/timesheet', {
      token: admin,
      body: { timecard_id: card._id, clock_out: new Date(start.getTime() + 10 * 3_600_000 + 20 * 60_000).toISOString(), break_minutes: 20 },
    }),
  );
  const rows = await db().select().from(timecardExceptions).where(eq(timecardExceptions.timecardId, card._id));
  return rows
    .filter((r) => r.status === 'open')
    .map((r) => r.kind)
    .sort();
}

describe('punch_rules settings', () => {
  it('refuses values out of range (400) and keeps the rules', async () => {
    await expectError(await save({ long_shift_hours: 30 }), 400);
    await expectError(await save({ min_break_minutes: 0 }), 400);
    await expectError(await save({ early_late_minutes: 2.5 }), 400);
  });

  it('the defaults flag the short break only; saved rules change what the same card raises', async () => {
    expect(await tenHourCard(0)).toEqual(['short_break']);
    const res = await save({ long_shift_hours: 9, min_break_minutes: 15, break_required_after_hours: 4, early_late_minutes: 15 });
    expect(res.status, await res.text()).toBe(200);
    expect(await tenHourCard(1)).toEqual(['long_shift']);
    const back = await save({ long_shift_hours: 12, min_break_minutes: 30, break_required_after_hours: 6, early_late_minutes: 15 });
    expect(back.status).toBe(200);
    expect(await tenHourCard(2)).toEqual(['short_break']);
  });
});
