import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as count from '@/app/api/main/client-portal/timesheets/count/[status]/route';
import * as list from '@/app/api/main/client-portal/timesheets/v2/route';
import { db } from '@/lib/db/client';
import { invalidateSettings } from '@/lib/settings/queries';
import { dueWeekStartCutoff, utcToday } from '@/lib/timesheets/deadlines';
import { countByStatus, countPastDue, pastDueCutoff } from '@/lib/timesheets/queries';
import type { Scope } from '@/lib/timesheets/scope';
import type { StatusCounts } from '@/lib/timesheets/types';
import type { TimesheetRow } from '@/lib/timesheets/schema';
import { daysBefore, deadlineTenant, removeDeadlineTenants, setRules, sheet } from './deadline-fixtures';
import { makePerson } from './push-notifications-fixtures';
import { call, json } from './helpers';
import {
  contactLocationIds,
  deadlineDays,
  directTabCount,
  type ListBody,
  signInAs,
  tenantBySlug,
  unassignedLocation,
} from './time-helpers';

let admin = '';
let contact = '';
let acmeId = '';
let contactLocs: string[] = [];
/** Rows of acme made here around today's cutoff, by what they should be. */
const made = { atCutoff: '', dayAfter: '', approved: '', archived: '', submittedOld: '', pendingOld: '', lockedOld: '' };

const LIST = '/api/main/client-portal/timesheets/v2';
async function pastDueList(token: string, query: Record<string, string> = {}) {
  const res = await call(list.GET, 'GET', `${LIST}?${new URLSearchParams({ status: 'past_due', per_page: '100', ...query })}`, { token });
  const body = await json<ListBody<TimesheetRow> & { meta: { total: number } }>(res);
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body;
}
async function counts(token: string): Promise<StatusCounts> {
  const res = await call(count.GET, 'GET', '/api/main/client-portal/timesheets/count/past_due', { token, params: { status: 'past_due' } });
  const body = await json<{ data: { count: number; counts: StatusCounts } }>(res);
  expect(res.status, JSON.stringify(body)).toBe(200);
  expect(body.data.count).toBe(body.data.counts.past_due);
  return body.data.counts;
}

beforeAll(async () => {
  [admin, contact] = await Promise.all([signInAs('admin@acme.test'), signInAs('contact@acme.test')]);
  acmeId = (await tenantBySlug('acme')).id;
  contactLocs = await contactLocationIds('acme');
  // Whatever deadline acme has now (another file may have changed it), rows on both sides of its edge.
  const cutoff = dueWeekStartCutoff(utcToday(), await deadlineDays(acmeId));
  const t = { tenantId: acmeId, locationId: await unassignedLocation('acme'), workerId: await makePerson(acmeId) };
  made.atCutoff = (await sheet(t, cutoff, 'submitted')).id;
  made.dayAfter = (await sheet(t, daysBefore(cutoff, -1), 'submitted')).id;
  made.approved = (await sheet(t, daysBefore(cutoff, 7), 'approved')).id;
  made.archived = (await sheet(t, daysBefore(cutoff, 14), 'pending', { archivedAt: new Date() })).id;
  made.submittedOld = (await sheet(t, daysBefore(cutoff, 21), 'submitted')).id;
  // Not awaiting anyone's decision (lib/timesheets/awaiting.ts): not submitted yet, or locked.
  made.pendingOld = (await sheet(t, daysBefore(cutoff, 28), 'pending')).id;
  made.lockedOld = (await sheet(t, daysBefore(cutoff, 35), 'submitted', { locked: true })).id;
});

afterAll(removeDeadlineTenants);

describe('the past-due tab', () => {
  it('lists exactly the timesheets awaiting approval whose deadline has passed, as many as a direct count', async () => {
    const body = await pastDueList(admin);
    const cutoff = await pastDueCutoff(acmeId);
    for (const row of body.data) {
      expect(row.status).toBe('submitted');
      expect(row.locked).toBe(false);
      expect(row.archived_at).toBeNull();
      expect(row.week_start <= cutoff).toBe(true);
    }
    const direct = await directTabCount(acmeId, 'past_due');
    expect(direct).toBeGreaterThan(0);
    expect(body.meta.total).toBe(direct);
    expect((await counts(admin)).past_due).toBe(direct);
  });

  it('puts the edge where the deadline is: the week that reached it is past due, the one a day younger is not', async () => {
    const ids = new Set<string>();
    for (let page = 1; ; page++) {
      const body = await pastDueList(admin, { page: String(page) });
      body.data.forEach((r) => ids.add(r._id));
      if (body.data.length < 100) break;
    }
    expect(ids.has(made.atCutoff)).toBe(true);
    expect(ids.has(made.submittedOld)).toBe(true);
    expect(ids.has(made.dayAfter)).toBe(false);
    expect(ids.has(made.approved)).toBe(false);
    expect(ids.has(made.archived)).toBe(false);
    expect(ids.has(made.pendingOld)).toBe(false);
    expect(ids.has(made.lockedOld)).toBe(false);
  });

  it('filters by location and search like the other tabs, with the same direct count', async () => {
    const location = await unassignedLocation('acme');
    const body = await pastDueList(admin, { location });
    const direct = await db().execute<{
      n: number;
    }>(sql`select count(*)::int as n from timesheets where tenant_id = ${acmeId} and location_id = ${location}
      and archived_at is null and status = 'submitted' and not locked and week_start + 7 + ${await deadlineDays(acmeId)}::int <= (now() at time zone 'utc')::date`);
    expect(body.meta.total).toBe(Number(direct.rows[0]!.n));
    expect(body.data.every((r) => r.location_id === location)).toBe(true);
  });

  it("gives a Company Contact her assigned locations' past-due timesheets only", async () => {
    const body = await pastDueList(contact);
    for (const row of body.data) expect(contactLocs).toContain(row.location_id);
    expect(body.meta.total).toBe(await directTabCount(acmeId, 'past_due', contactLocs));
    expect((await counts(contact)).past_due).toBe(await directTabCount(acmeId, 'past_due', contactLocs));
  });
});

describe('the past-due count and its cache', () => {
  const scopeOf = (tenantId: string): Scope => ({ tenantId, tenantSlug: 'x', tenantName: 'x', locationIds: null });

  it('moves with the deadline setting although no timesheet changed', async () => {
    const t = await deadlineTenant({ approval_deadline_days: 7 });
    await sheet(t, daysBefore(utcToday(), 7 + 5), 'submitted'); // week ended five days ago
    invalidateSettings(t.tenantId);
    expect((await countByStatus(db(), scopeOf(t.tenantId))).past_due).toBe(0);
    await setRules(t.tenantId, { approval_deadline_days: 5 });
    invalidateSettings(t.tenantId);
    expect((await countByStatus(db(), scopeOf(t.tenantId))).past_due).toBe(1);
  });

  it("is keyed by the cutoff, so the next day never reuses the day before's answer", async () => {
    const t = await deadlineTenant({});
    const week = daysBefore(utcToday(), 7 + 7);
    await sheet(t, week, 'submitted');
    expect(await countPastDue(db(), scopeOf(t.tenantId), daysBefore(week, 1))).toBe(0);
    expect(await countPastDue(db(), scopeOf(t.tenantId), week)).toBe(1);
    expect(await countPastDue(db(), scopeOf(t.tenantId), daysBefore(week, 1))).toBe(0);
  });

  it('is recounted after a change to a timesheet (the tenant data version moves)', async () => {
    const t = await deadlineTenant({});
    const week = daysBefore(utcToday(), 30);
    const cutoff = await pastDueCutoff(t.tenantId);
    expect(await countPastDue(db(), scopeOf(t.tenantId), cutoff)).toBe(0);
    await sheet(t, week, 'submitted');
    expect(await countPastDue(db(), scopeOf(t.tenantId), cutoff)).toBe(1);
  });
});
