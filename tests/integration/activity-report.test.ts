import { and, asc, count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as optionsRoute from '@/app/api/main/activity-report/options/route';
import * as submitRoute from '@/app/api/main/client-portal/timesheets/submit/route';
import type { ReportOptions } from '@/lib/activity-report/schema';
import { dateIn } from '@/lib/schema-kit/timezone';
import { tenantTimeZone } from '@/lib/settings/time-zone';
import { db } from '@/lib/db/client';
import { auditLog, companies, users } from '@/lib/db/schema';
import { seedActivity } from '@/lib/db/seed/activity-report';
import { buildWorld, csvCall, readIn, summaryCall, summaryOf, type World } from './activity-report-fixtures';
import { demoSessions } from './fixtures';
import { call, expectError, json } from './helpers';
import { signInAs, tenantBySlug } from './time-helpers';
import { theRow } from '@/lib/db/rows';

const demo = demoSessions(['admin', 'recruiter', 'contact']);
let w: World;
let globexCompany = '';
let globexUser = '';
const MARCH = { from: '2019-03-04', to: '2019-03-17' };

beforeAll(async () => {
  w = await buildWorld((await tenantBySlug('acme')).id);
  const globex = await tenantBySlug('globex');
  globexCompany = theRow(
    await db().select({ id: companies.id }).from(companies).where(eq(companies.tenantId, globex.id)).orderBy(asc(companies.name)).limit(1),
  ).id;
  globexUser = theRow(
    await db()
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, globex.id), eq(users.email, 'admin@globex.test'))),
  ).id;
});

describe('GET /api/main/activity-report/summary', () => {
  it("counts one user's activity exactly, with the previous period beside it", async () => {
    const r = await summaryOf(w.reader, { ...MARCH, user_id: w.userId });
    expect(r.granularity).toBe('day');
    expect(r.totals).toEqual({ logins: 4, timesheet_actions: 2, applications: 1, placements: 1 });
    expect(r.previous).toEqual({ from: '2019-02-18', to: '2019-03-03' });
    expect(r.previous_totals).toEqual({ logins: 1, timesheet_actions: 1, applications: 0, placements: 0 });
    expect(r.by_action).toEqual([
      { action: 'approve', count: 1 },
      { action: 'submit', count: 1 },
    ]);
    expect(r.by_user).toEqual([
      {
        user_id: w.userId,
        name: expect.stringContaining('=HYPERLINK'),
        email: w.userEmail,
        logins: 4,
        timesheet_actions: 2,
        applications: 1,
        placements: 1,
        last_active: '2019-03-12T09:00:00.000Z',
      },
    ]);
    // The user is agency staff, so their logins belong to no client company.
    expect(r.by_company).toEqual([
      { company_id: w.companyId, name: w.companyName, logins: 0, timesheet_actions: 2, applications: 1, placements: 1 },
    ]);
  });

  it('zero-fills a point per day, labelled in the reader’s time zone', async () => {
    const utc = await summaryOf(w.reader, { ...MARCH, user_id: w.userId });
    expect(utc.series.map((p) => p.bucket)).toEqual(Array.from({ length: 14 }, (_, i) => `2019-03-${String(4 + i).padStart(2, '0')}`));
    const logins = (s: typeof utc) => Object.fromEntries(s.series.filter((p) => p.logins > 0).map((p) => [p.bucket, p.logins]));
    expect(logins(utc)).toEqual({ '2019-03-05': 2, '2019-03-11': 1, '2019-03-12': 1 });
    expect(utc.series.find((p) => p.bucket === '2019-03-04')).toEqual({
      bucket: '2019-03-04',
      logins: 0,
      timesheet_actions: 0,
      applications: 0,
      placements: 0,
    });
    await readIn(w, 'America/New_York');
    try {
      const ny = await summaryOf(w.reader, { ...MARCH, user_id: w.userId });
      expect(ny.time_zone).toBe('America/New_York');
      expect(logins(ny)).toEqual({ '2019-03-05': 2, '2019-03-10': 1, '2019-03-12': 1 });
    } finally {
      await readIn(w, 'UTC');
    }
  });

  // Issue 22 item 2: a time not tied to a site is read on the viewer's chosen clock, never the browser's.
  it('counts days in the zone the reader chose, whatever X-Timezone says; without a choice, the tenant’s', async () => {
    const q = { ...MARCH, user_id: w.userId };
    const logins = (s: { series: { bucket: string; logins: number }[] }) =>
      Object.fromEntries(s.series.filter((p) => p.logins > 0).map((p) => [p.bucket, p.logins]));
    await readIn(w, 'Asia/Tokyo');
    try {
      for (const browser of ['America/New_York', 'UTC', 'Pacific/Honolulu']) {
        const tokyo = await summaryOf(w.reader, q, browser);
        expect(tokyo.time_zone).toBe('Asia/Tokyo');
        // 15:00 UTC on the 5th is midnight of the 6th in Tokyo; 03:00 UTC on the 11th is noon there.
        expect(logins(tokyo)).toEqual({ '2019-03-05': 1, '2019-03-06': 1, '2019-03-11': 1, '2019-03-12': 1 });
      }
      // The CSV of the series counts the same days.
      const csv = await (await csvCall(w.reader, q)).text();
      expect(csv).toContain('2019-03-06,1,');
      expect(csv).toContain('2019-03-10,0,');

      const tenantZone = await tenantTimeZone(db(), w.tenantId);
      await readIn(w, null);
      expect((await summaryOf(w.reader, q)).time_zone).toBe(tenantZone);
      // A stored zone the runtime does not know counts as no choice (the tenant's), never a 500.
      await readIn(w, 'Mars/Olympus_Mons');
      expect((await summaryOf(w.reader, q)).time_zone).toBe(tenantZone);
    } finally {
      await readIn(w, 'UTC');
    }
  });

  it("filters by client company: its timesheets, jobs and placements, and its contacts' logins", async () => {
    const r = await summaryOf(w.reader, { ...MARCH, company_id: w.companyId });
    expect(r.totals).toEqual({ logins: 1, timesheet_actions: 4, applications: 2, placements: 1 });
    expect(r.by_action).toEqual([
      { action: 'approve', count: 2 },
      { action: 'lock', count: 1 },
      { action: 'submit', count: 1 },
    ]);
    expect(r.by_user.map((u) => [u.user_id, u.logins, u.timesheet_actions]).sort()).toEqual(
      [
        [w.contactUserId, 1, 1],
        [w.userId, 0, 2],
      ].sort(),
    );
    const both = await summaryOf(w.reader, { ...MARCH, company_id: w.companyId, user_id: w.contactUserId });
    expect(both.totals).toEqual({ logins: 1, timesheet_actions: 1, applications: 0, placements: 0 });
  });

  it('groups by ISO week beyond 62 days, Monday-labelled, still zero-filled', async () => {
    const r = await summaryOf(w.reader, { from: '2019-01-01', to: '2019-06-30', user_id: w.userId });
    expect(r.granularity).toBe('week');
    expect(r.series[0]!.bucket).toBe('2018-12-31');
    expect(r.series).toHaveLength(26);
    expect(r.series.at(-1)?.bucket).toBe('2019-06-24');
    expect(r.series.every((p) => new Date(`${p.bucket}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
    expect(r.series.filter((p) => p.logins > 0).map((p) => [p.bucket, p.logins])).toEqual([
      ['2019-02-18', 1],
      ['2019-03-04', 2],
      ['2019-03-11', 2],
    ]);
    expect(r.series.reduce((n, p) => n + p.logins, 0)).toBe(r.totals.logins);
  });

  it('counts a real sign-in and a timesheet action made through the API', async () => {
    const today = dateIn('UTC');
    await signInAs(w.userEmail);
    const res = await call(submitRoute.POST, 'POST', '/api/main/client-portal/timesheets/submit', {
      token: demo.admin,
      body: { timesheet_ids: [w.timesheetId] },
    });
    expect(res.status).toBe(200);
    // The reader is a recruiter whose chosen zone is UTC, so today is UTC's.
    expect((await summaryOf(w.reader, { from: today, to: today, user_id: w.userId })).totals.logins).toBe(1);
    const byCompany = await summaryOf(w.reader, { from: today, to: today, company_id: w.companyId });
    expect(byCompany.totals.timesheet_actions).toBe(1);
    expect(byCompany.by_action).toEqual([{ action: 'submit', count: 1 }]);
  });

  it('refuses bad periods and bad filters with 400', async () => {
    expect(
      (await expectError(await summaryCall(demo.admin, { from: '2019-03-10', to: '2019-03-01' }), 400, 'bad_request')).message,
    ).toMatch(/on or after/);
    expect((await expectError(await summaryCall(demo.admin, { from: '2018-03-01', to: '2019-03-02' }), 400)).message).toMatch(/366 days/);
    expect((await summaryCall(demo.admin, { from: '2018-03-01', to: '2019-03-01' })).status).toBe(200); // exactly 366 days
    await expectError(await summaryCall(demo.admin, { from: '2019-02-30', to: '2019-03-01' }), 400);
    await expectError(await summaryCall(demo.admin, { to: '2019-03-01' }), 400);
    expect((await expectError(await summaryCall(demo.admin, { ...MARCH, company_id: 'nope' }), 400)).message).toMatch(/company_id/);
  });

  it("answers 404 for another tenant's company or user", async () => {
    expect((await expectError(await summaryCall(demo.admin, { ...MARCH, company_id: globexCompany }), 404, 'not_found')).message).toBe(
      'Company not found',
    );
    expect((await expectError(await summaryCall(demo.admin, { ...MARCH, user_id: globexUser }), 404)).message).toBe('User not found');
  });

  it('is for staff only: a contact is refused (403), no session is 401', async () => {
    await expectError(await summaryCall(demo.contact, MARCH), 403, 'forbidden');
    await expectError(await summaryCall(undefined, MARCH), 401, 'unauthorized_access');
  });
});

describe('GET /api/main/activity-report/options', () => {
  it("lists the tenant's companies and users only", async () => {
    const res = await call(optionsRoute.GET, 'GET', '/api/main/activity-report/options', { token: demo.recruiter });
    expect(res.status).toBe(200);
    const { data } = await json<{ data: ReportOptions }>(res);
    expect(data.companies.map((c) => c.id)).toContain(w.companyId);
    expect(data.companies.map((c) => c.id)).not.toContain(globexCompany);
    expect(data.users.find((u) => u.id === w.userId)?.email).toBe(w.userEmail);
    expect(data.users.map((u) => u.id)).not.toContain(globexUser);
    await expectError(await call(optionsRoute.GET, 'GET', '/api/main/activity-report/options', { token: demo.contact }), 403);
    await expectError(await call(optionsRoute.GET, 'GET', '/api/main/activity-report/options', {}), 401);
  });
});

describe('demo sign-in history (lib/db/seed/activity-report.ts)', () => {
  it('adds 90 days of past sign-ins once, and nothing on a second run', async () => {
    const tenantId = (await tenantBySlug('acme')).id;
    const seeded = () =>
      db()
        .select({ n: count(), first: sql<string>`min(${auditLog.createdAt})`, last: sql<string>`max(${auditLog.createdAt})` })
        .from(auditLog)
        .where(and(eq(auditLog.tenantId, tenantId), sql`${auditLog.meta}->>'seed' = 'activity'`));
    const now = new Date();
    await seedActivity(db(), tenantId, now);
    const once = theRow(await seeded());
    expect(once.n).toBeGreaterThan(100);
    expect(new Date(once.last).getTime()).toBeLessThan(now.getTime());
    expect(new Date(once.first).getTime()).toBeGreaterThan(now.getTime() - 91 * 86_400_000);
    await seedActivity(db(), tenantId, now);
    expect((await seeded())[0]!.n).toBe(once.n);
  });
});
