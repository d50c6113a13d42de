import { addDays } from 'date-fns';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as timecardsRoute from '@/app/api/main/client-portal/timecards/route';
import * as exportRoute from '@/app/api/main/client-portal/timesheets/export/[kind]/route';
import * as markRoute from '@/app/api/main/client-portal/timesheets/v2/mark/[id]/route';
import * as timesheetRoute from '@/app/api/main/client-portal/timesheets/v2/[id]/route';
import * as timesheetsRoute from '@/app/api/main/client-portal/timesheets/v2/route';
import * as whosWorkingRoute from '@/app/api/main/client-portal/whos-working/route';
import * as jobsRoute from '@/app/api/on-demand/jobs/route';
import * as locationsRoute from '@/app/api/on-demand/locations/route';
import * as shiftCreateRoute from '@/app/api/on-demand/shifts/route';
import * as shiftsRoute from '@/app/api/on-demand/shifts/v2/route';
import { db } from '@/lib/db/client';
import { jobs, shifts, timecards, timesheets } from '@/lib/db/schema';
import type { WhoIsWorkingLive } from '@/lib/timesheets/schema';
import { hiddenSite, makeWorker } from './contact-scope-fixtures';
import { bodyOf, demoSessions } from './fixtures';
import { call, expectError } from './helpers';
import { type ListBody, makeTimesheet, type SheetRow } from './time-helpers';
import { theRow } from '@/lib/db/rows';
import { atLeast } from '@/tests/support/present';

// The same site of her own company she is not assigned to (finding 7 of issue 9), through every other
// module a contact opens: DESIGN §7 names time data, shifts and the on-demand lists alongside placements.
const demo = demoSessions(['admin', 'contact']);
const site = hiddenSite();
const ids = <T extends { _id: string }>(rows: T[]) => rows.map((r) => r._id);
const get = async <T>(route: { GET: Parameters<typeof call>[0] }, path: string, token: string) =>
  bodyOf<T>(await call(route.GET, 'GET', path, { token }));

let sheet: SheetRow;
let shiftId = '';
let jobIds: { atSite: string; nowhere: string } = { atSite: '', nowhere: '' };
let openCard = '';

beforeAll(async () => {
  sheet = await makeTimesheet({ tenantId: site.acmeId, locationId: site.id, status: 'submitted', cards: 1 });
  const starts = addDays(new Date(), 1);
  shiftId = theRow(
    await db()
      .insert(shifts)
      .values({
        tenantId: site.acmeId,
        locationId: site.id,
        position: `Scope ${site.tag}`,
        startsAt: starts,
        endsAt: new Date(starts.getTime() + 8 * 3_600_000),
        status: 'published',
      })
      .returning({ id: shifts.id }),
  ).id;
  const job = (locationId: string | null) => ({
    tenantId: site.acmeId,
    companyId: site.northwind,
    locationId,
    title: `Scope job ${site.tag}`,
    description: 'Fixture',
    position: 'Loader',
  });
  const [atSite, nowhere] = atLeast(
    await db()
      .insert(jobs)
      .values([job(site.id), job(null)])
      .returning({ id: jobs.id }),
    2,
  );
  jobIds = { atSite: atSite.id, nowhere: nowhere.id };
  openCard = theRow(
    await db()
      .insert(timecards)
      .values({
        tenantId: site.acmeId,
        candidateId: await makeWorker(site, 'OnTheClock'),
        locationId: site.id,
        position: 'Loader',
        clockIn: new Date(Date.now() - 3_600_000),
        source: 'kiosk',
      })
      .returning({ id: timecards.id }),
  ).id;
});

afterAll(async () => {
  // The site's rows go with it (hiddenSite); the job without a location is ours to remove.
  await db()
    .delete(jobs)
    .where(and(eq(jobs.tenantId, site.acmeId), eq(jobs.id, jobIds.nowhere)));
});

describe('on-demand lists', () => {
  it('locations: the contact gets her assigned ones only, not the other Northwind site; an admin gets it', async () => {
    const theirs = await get<ListBody<{ _id: string }>>(locationsRoute, '/api/on-demand/locations', demo.contact);
    expect(ids(theirs.data).sort()).toEqual(site.assigned);
    expect(ids((await get<ListBody<{ _id: string }>>(locationsRoute, '/api/on-demand/locations', demo.admin)).data)).toContain(site.id);
  });

  it('jobs: neither a job at that site nor one with no location reaches the contact; an admin sees both', async () => {
    const theirs = await get<ListBody<{ _id: string; location_id: string | null }>>(jobsRoute, '/api/on-demand/jobs', demo.contact);
    expect(ids(theirs.data)).not.toContain(jobIds.atSite);
    expect(ids(theirs.data)).not.toContain(jobIds.nowhere);
    expect(theirs.data.every((j) => j.location_id !== null && site.assigned.includes(j.location_id))).toBe(true);
    const all = ids((await get<ListBody<{ _id: string }>>(jobsRoute, '/api/on-demand/jobs', demo.admin)).data);
    expect(all).toEqual(expect.arrayContaining([jobIds.atSite, jobIds.nowhere]));
  });

  it('shifts: not on her board even filtered to that site, and she cannot request one there (404)', async () => {
    const path = (location: string) =>
      `/api/on-demand/shifts/v2?${new URLSearchParams({ location, per_page: '200', search: `Scope ${site.tag}` })}`;
    for (const location of ['all', site.id]) {
      const theirs = await get<ListBody<{ _id: string }>>(shiftsRoute, path(location), demo.contact);
      expect(ids(theirs.data)).not.toContain(shiftId);
      expect(theirs.meta.totalItems).toBe(0);
    }
    expect(ids((await get<ListBody<{ _id: string }>>(shiftsRoute, path(site.id), demo.admin)).data)).toEqual([shiftId]);
    const starts = addDays(new Date(), 2);
    const body = {
      app: 'client-portal',
      draft: true,
      location_id: site.id,
      position: 'Loader',
      starts_at: starts.toISOString(),
      ends_at: new Date(starts.getTime() + 3_600_000).toISOString(),
    };
    await expectError(await call(shiftCreateRoute.POST, 'POST', '/api/on-demand/shifts', { token: demo.contact, body }), 404, 'not_found');
  });
});

describe('time data', () => {
  it('timesheets: 404 on detail and on approve, absent from the list; an admin opens it', async () => {
    const one = `/api/main/client-portal/timesheets/v2/${sheet.id}`;
    await expectError(await call(timesheetRoute.GET, 'GET', one, { token: demo.contact, params: { id: sheet.id } }), 404, 'not_found');
    await expectError(
      await call(markRoute.PUT, 'PUT', `/api/main/client-portal/timesheets/v2/mark/${sheet.id}`, {
        token: demo.contact,
        body: {},
        params: { id: sheet.id },
      }),
      404,
      'not_found',
    );
    const row = theRow(await db().select({ status: timesheets.status }).from(timesheets).where(eq(timesheets.id, sheet.id)));
    expect(row.status).toBe('submitted');
    const listPath = `/api/main/client-portal/timesheets/v2?${new URLSearchParams({ location: site.id })}`;
    const theirs = await get<ListBody<{ _id: string }>>(timesheetsRoute, listPath, demo.contact);
    expect(theirs.data).toEqual([]);
    expect(ids((await get<ListBody<{ _id: string }>>(timesheetsRoute, listPath, demo.admin)).data)).toContain(sheet.id);
    expect((await call(timesheetRoute.GET, 'GET', one, { token: demo.admin, params: { id: sheet.id } })).status).toBe(200);
  });

  it('exports: selecting it is 404 for the contact before any byte', async () => {
    const res = await call(exportRoute.POST, 'POST', '/api/main/client-portal/timesheets/export/csv', {
      token: demo.contact,
      body: { timesheet_ids: [sheet.id] },
      params: { kind: 'csv' },
    });
    await expectError(res, 404, 'not_found');
  });

  it('timecards and who’s working: its cards and the worker on the clock there stay off her screens', async () => {
    const cardsPath = `/api/main/client-portal/timecards?${new URLSearchParams({ location: site.id })}`;
    expect((await get<ListBody<{ _id: string }>>(timecardsRoute, cardsPath, demo.contact)).meta.totalItems).toBe(0);
    expect((await get<ListBody<{ _id: string }>>(timecardsRoute, cardsPath, demo.admin)).meta.totalItems).toBeGreaterThan(0);
    const board = (token: string) => get<WhoIsWorkingLive>(whosWorkingRoute, '/api/main/client-portal/whos-working', token);
    const theirs = await board(demo.contact);
    expect(theirs.data.map((r) => r.timecard_id)).not.toContain(openCard);
    expect(theirs.data.every((r) => site.assigned.includes(r.location_id))).toBe(true);
    expect((await board(demo.admin)).data.map((r) => r.timecard_id)).toContain(openCard);
  });
});
