import { addDays, format, parseISO } from 'date-fns';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as markOne from '@/app/api/main/client-portal/timesheets/v2/mark/[id]/route';
import * as list from '@/app/api/main/client-portal/timesheets/v2/route';
import { db } from '@/lib/db/client';
import { candidates, locations, timesheets } from '@/lib/db/schema';
import { dataVersions, versionsSinceNow } from '@/lib/db/versioned-cache';

const dataVersion = async (tenantId: string) => (await dataVersions(tenantId)).timesheets;
import type { TimesheetRow } from '@/lib/timesheets/schema';
import { call, json } from './helpers';
import { contactLocationIds, type ListBody, makeTimesheet, type SheetRow, signInAs, tenantBySlug } from './time-helpers';

// The list handler caches pages per process (lib/db/versioned-cache.ts). These tests ask for the
// same page before and after each kind of change, so a page served from a stale cache fails them.

let admin = '';
let contact = '';
let acmeId = '';
let globexId = '';
let myLoc = '';

beforeAll(async () => {
  [admin, contact] = await Promise.all([signInAs('admin@acme.test'), signInAs('contact@acme.test')]);
  acmeId = (await tenantBySlug('acme')).id;
  globexId = (await tenantBySlug('globex')).id;
  myLoc = (await contactLocationIds('acme'))[0]!;
});

/** The list page that holds exactly the fixture's week at its location, asked the same way each time. */
async function pageOf(sheet: SheetRow, token = admin): Promise<TimesheetRow | undefined> {
  const week = `${sheet.weekStart} to ${format(addDays(parseISO(sheet.weekStart), 6), 'yyyy-MM-dd')}`;
  const q = new URLSearchParams({ location: sheet.locationId, dateRange: week });
  const res = await call(list.GET, 'GET', `/api/main/client-portal/timesheets/v2?${q}`, { token });
  expect(res.status).toBe(200);
  return (await json<ListBody<TimesheetRow>>(res)).data.find((r) => r._id === sheet.id);
}

describe('cached timesheet list pages', () => {
  it('show an approval made through the API at once', async () => {
    const sheet = await makeTimesheet({ tenantId: acmeId, locationId: myLoc, status: 'submitted' });
    expect((await pageOf(sheet))?.status).toBe('submitted');
    expect((await pageOf(sheet))?.status).toBe('submitted');
    const res = await call(markOne.PUT, 'PUT', `/api/main/client-portal/timesheets/v2/mark/${sheet.id}`, {
      token: admin,
      params: { id: sheet.id },
      body: {},
    });
    expect(res.status).toBe(200);
    expect((await pageOf(sheet))?.status).toBe('approved');
  });

  it('show a change committed by another process (straight to the database)', async () => {
    const sheet = await makeTimesheet({ tenantId: acmeId, locationId: myLoc, status: 'pending' });
    expect((await pageOf(sheet))?.comment).toBeNull();
    await db().update(timesheets).set({ comment: 'changed elsewhere' }).where(eq(timesheets.id, sheet.id));
    expect((await pageOf(sheet))?.comment).toBe('changed elsewhere');
  });

  it('show a renamed worker and location, which live in other tables', async () => {
    const sheet = await makeTimesheet({ tenantId: acmeId, locationId: myLoc });
    const before = await pageOf(sheet);
    const worker = (await db().select().from(candidates).where(eq(candidates.id, sheet.candidateId)))[0]!;
    const loc = (await db().select().from(locations).where(eq(locations.id, myLoc)))[0]!;
    try {
      await db().update(candidates).set({ firstName: 'Renamed' }).where(eq(candidates.id, worker.id));
      expect((await pageOf(sheet))?.worker_name).toBe(`Renamed ${worker.lastName}`);
      await db()
        .update(locations)
        .set({ name: `${loc.name} (moved)` })
        .where(eq(locations.id, loc.id));
      expect((await pageOf(sheet))?.location_name).toBe(`${loc.name} (moved)`);
    } finally {
      await db().update(candidates).set({ firstName: worker.firstName }).where(eq(candidates.id, worker.id));
      await db().update(locations).set({ name: loc.name }).where(eq(locations.id, loc.id));
    }
    expect((await pageOf(sheet))?.worker_name).toBe(before?.worker_name);
  });

  it('never hand one role the page cached for another: a contact never sees the pay an admin saw', async () => {
    const sheet = await makeTimesheet({ tenantId: acmeId, locationId: myLoc, status: 'submitted' });
    expect((await pageOf(sheet, admin))?.pay_rate).toBe(18);
    const seen = await pageOf(sheet, contact);
    expect(seen).toBeDefined();
    expect(seen?.pay_rate).toBeNull();
  });

  it("a change in one tenant leaves another tenant's version, and so its cached pages, alone", async () => {
    const [acmeBefore, globexBefore] = await Promise.all([dataVersion(acmeId), dataVersion(globexId)]);
    await makeTimesheet({ tenantId: acmeId, locationId: myLoc });
    expect(await dataVersion(acmeId)).toBeGreaterThan(acmeBefore);
    expect(await dataVersion(globexId)).toBe(globexBefore);
  });

  it('shares version reads between concurrent requests, but never one that started before a request arrived', async () => {
    const first = versionsSinceNow(acmeId);
    // These arrive while the first read is under way: they wait for one read that starts after it.
    const second = versionsSinceNow(acmeId);
    const third = versionsSinceNow(acmeId);
    expect(second).toBe(third);
    expect(second).not.toBe(first);
    await makeTimesheet({ tenantId: acmeId, locationId: myLoc });
    const bumped = await dataVersion(acmeId);
    // A request arriving after the change reads a version at least as new as the change.
    expect((await versionsSinceNow(acmeId)).timesheets).toBeGreaterThanOrEqual(bumped);
    const [a, b] = await Promise.all([first, second]);
    expect(b.timesheets).toBeGreaterThanOrEqual(a.timesheets);
  });
});
