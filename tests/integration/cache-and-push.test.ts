import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as events from '@/app/api/main/client-portal/whos-working/events/route';
import * as whosWorking from '@/app/api/main/client-portal/whos-working/route';
import * as timecard from '@/app/api/work-app/v2/app/timerecord/timecard/route';
import * as timesheetRoute from '@/app/api/work-app/v2/app/timerecord/timesheet/route';
import { db } from '@/lib/db/client';
import { candidates, companySettings, dashboardLabels, jobs, tenantDataVersions } from '@/lib/db/schema';
import { watchLiveVersion } from '@/lib/live/version-watch';
import { boardListing, loadJobBoard, loadJobPage } from '@/lib/public-jobs/page-data';
import { freshSettings, getSettings } from '@/lib/settings/queries';
import type { WhoIsWorkingLive } from '@/lib/timesheets/schema';
import { call, json } from './helpers';
import { ownTenant } from './own-tenant';
import { contactLocationIds, locationsOf, signInAs, tenantBySlug } from './time-helpers';
import { theRow } from '@/lib/db/rows';

// Issue 13: what is the same for every visitor is kept per process and checked against the tenant's data
// versions, which triggers raise at commit (migration 0018); open boards are told of changes by a stream.
// The writes below are plain statements on the database, as another app instance would make them: no
// in-process invalidation can be what makes the new state show.

const tag = randomUUID().slice(0, 8);
let acmeId = '';
let admin = '';
let contact = '';
let myLoc = '';

beforeAll(async () => {
  [admin, contact] = await Promise.all([signInAs('admin@acme.test'), signInAs('contact@acme.test')]);
  acmeId = (await tenantBySlug('acme')).id;
  myLoc = theRow(await contactLocationIds('acme'));
});

async function newWorker(): Promise<{ id: string; name: string }> {
  const row = theRow(
    await db()
      .insert(candidates)
      .values({
        tenantId: acmeId,
        firstName: 'Pushed',
        lastName: `Worker ${tag}${randomUUID().slice(0, 4)}`,
        email: `${randomUUID()}@push.test`,
      })
      .returning(),
  );
  return { id: row.id, name: `${row.firstName} ${row.lastName}` };
}

const clockIn = (userId: string) =>
  call(timecard.POST, 'POST', '/api/work-app/v2/app/timerecord/timecard', {
    token: admin,
    body: { user_id: userId, location_id: myLoc, source: 'kiosk' },
  });

async function board(token: string): Promise<WhoIsWorkingLive> {
  const res = await call(whosWorking.GET, 'GET', '/api/main/client-portal/whos-working', { token });
  expect(res.status).toBe(200);
  return json<WhoIsWorkingLive>(res);
}

/** Reads an event stream until `until` matches what came so far, or fails after `ms`. */
async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, until: RegExp, ms = 5000): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  const deadline = Date.now() + ms;
  while (!until.test(text)) {
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`no ${until} within ${ms} ms; got: ${JSON.stringify(text)}`);
    const chunk = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), left))]);
    if (!chunk || chunk.done) continue;
    text += decoder.decode(chunk.value, { stream: true });
  }
  return text;
}

describe("the who's-working board: cached per version, pushed on change", () => {
  it('a clock-in shows on the (cached) board at once, for the admin and for a contact of that location', async () => {
    const worker = await newWorker();
    // Both boards are cached now.
    for (const token of [admin, contact]) expect((await board(token)).data.some((r) => r.user_id === worker.id)).toBe(false);
    expect((await clockIn(worker.id)).status).toBe(200);
    for (const token of [admin, contact]) expect((await board(token)).data.some((r) => r.user_id === worker.id)).toBe(true);
  });

  it('a change written by any connection reaches a watcher within a second', async () => {
    // Its own tenant: files running beside this one clock people in on acme, and the watcher must hear
    // nothing but the write below.
    const tenant = await ownTenant('live-watch', 'Live Watch Staffing');
    const loc = theRow(await locationsOf(tenant.id));
    const worker = theRow(await db().select().from(candidates).where(eq(candidates.tenantId, tenant.id)).limit(1));
    const heard: number[] = [];
    const started = Date.now();
    const stop = watchLiveVersion(db(), tenant.id, (v) => heard.push(v));
    try {
      // Let the watcher take the current version first: only moves are told.
      await new Promise((r) => setTimeout(r, 400));
      expect(heard).toEqual([]);
      await db().execute(sql`insert into timecards (tenant_id, candidate_id, location_id, position, clock_in, source)
        values (${tenant.id}, ${worker.id}, ${loc.id}, 'Picker', now(), 'kiosk')`);
      const written = Date.now();
      await expect.poll(() => heard.length, { timeout: 2000, interval: 20 }).toBeGreaterThan(0);
      expect(Date.now() - written).toBeLessThan(1000);
    } finally {
      stop();
      await db().execute(sql`delete from timecards where candidate_id = ${worker.id}`);
    }
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('a move between a board read and its watch opening is told at once to a watcher opened `since` that read', async () => {
    const tenant = await ownTenant('live-watch', 'Live Watch Staffing');
    const loc = theRow(await locationsOf(tenant.id));
    const worker = theRow(await db().select().from(candidates).where(eq(candidates.tenantId, tenant.id)).limit(1));
    const [row] = await db()
      .select({ live: tenantDataVersions.live })
      .from(tenantDataVersions)
      .where(eq(tenantDataVersions.tenantId, tenant.id));
    const boardRead = row?.live ?? 0;
    // The clock-in lands after the board was read and before any stream opened.
    await db().execute(sql`insert into timecards (tenant_id, candidate_id, location_id, position, clock_in, source)
      values (${tenant.id}, ${worker.id}, ${loc.id}, 'Picker', now(), 'kiosk')`);
    const since: number[] = [];
    const fresh: number[] = [];
    const stops = [
      watchLiveVersion(db(), tenant.id, (v) => since.push(v), null, boardRead),
      watchLiveVersion(db(), tenant.id, (v) => fresh.push(v)),
    ];
    try {
      await expect.poll(() => since.length, { timeout: 1000, interval: 20 }).toBe(1);
      expect(since[0]).toBeGreaterThan(boardRead);
      // A watcher opened without a version takes the current one as its baseline: nothing to tell.
      await new Promise((r) => setTimeout(r, 600));
      expect(fresh).toEqual([]);
      expect(since).toHaveLength(1);
    } finally {
      stops.forEach((stop) => stop());
      await db().execute(sql`delete from timecards where candidate_id = ${worker.id}`);
    }
  });

  it('the board names the live version it was read at, and the stream takes it as `since` (and refuses one that is not a number)', async () => {
    const before = await board(admin);
    const [row] = await db()
      .select({ live: tenantDataVersions.live })
      .from(tenantDataVersions)
      .where(eq(tenantDataVersions.tenantId, acmeId));
    expect(before.meta.live_version).toBeLessThanOrEqual(row!.live);
    const bad = await call(events.GET, 'GET', '/api/main/client-portal/whos-working/events?since=soon', { token: admin });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('since');
    expect((await clockIn((await newWorker()).id)).status).toBe(200);
    const res = await call(events.GET, 'GET', `/api/main/client-portal/whos-working/events?since=${before.meta.live_version}`, {
      token: admin,
      stream: true,
    });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    try {
      // The clock-in came before the stream: told without any later write.
      expect(await readUntil(reader, /event: change\ndata: \{.*\}\n\n/, 1500)).toMatch(/event: change/);
    } finally {
      await reader.cancel();
    }
  });

  it('the event stream opens for a signed-in contact, sends `change` on a clock-in and clock-out, and refuses the anonymous', async () => {
    const anonymous = await call(events.GET, 'GET', '/api/main/client-portal/whos-working/events');
    expect(anonymous.status).toBe(401);

    const res = await call(events.GET, 'GET', '/api/main/client-portal/whos-working/events', { token: contact, stream: true });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('cache-control')).toContain('no-transform');
    const reader = res.body!.getReader();
    try {
      expect(await readUntil(reader, /: connected\n\n/)).toMatch(/^retry: \d+\n/);
      await new Promise((r) => setTimeout(r, 400));
      const worker = await newWorker();
      const clocked = await clockIn(worker.id);
      expect(clocked.status).toBe(200);
      // The event names the new version and the locations it touched (live-streams.test.ts checks which).
      const seen = await readUntil(reader, /event: change\ndata: \{.*\}\n\n/);
      const first = (JSON.parse(/event: change\ndata: (.*)\n\n/.exec(seen)![1]!) as { version: number }).version;
      const card = (await json<{ data: { _id: string } }>(clocked)).data;
      const out = await call(timesheetRoute.PUT, 'PUT', '/api/work-app/v2/app/timerecord/timesheet', {
        token: admin,
        body: { timecard_id: card._id, break_minutes: 0 },
      });
      expect(out.status).toBe(200);
      const later = await readUntil(reader, new RegExp(`event: change\\ndata: \\{"version":(?!${first},)\\d+`));
      expect(later).toMatch(/event: change/);
    } finally {
      await reader.cancel();
    }
  });
});

describe('the public job board: cached per version, never stale after a publish, a close or a settings save', () => {
  async function draftJob() {
    const loc = theRow(await locationsOf(acmeId));
    const row = theRow(
      await db()
        .insert(jobs)
        .values({
          tenantId: acmeId,
          companyId: loc.companyId,
          locationId: loc.id,
          title: `Cached board ${tag}`,
          position: 'Picker',
          description: 'Picks.',
          status: 'draft',
        })
        .returning(),
    );
    return row;
  }
  const listed = async () => (await boardListing(db(), acmeId, { search: `Cached board ${tag}`, page: 1 }))[0].rows.map((r) => r.id);

  it("two tenants at the same version never get each other's cached values", async () => {
    // Tenants of this file's own: files running beside it publish jobs on acme and globex, which would
    // move one version between the update and the check.
    const [one, two] = [await ownTenant('same-version-a', 'Same Version A'), await ownTenant('same-version-b', 'Same Version B')];
    const ids = [one.id, two.id];
    await db().update(companySettings).set({ primaryColor: '#7c2d12' }).where(eq(companySettings.tenantId, two.id));
    // Versions are per tenant: equal ones are a coincidence the cache must survive.
    await db()
      .update(tenantDataVersions)
      .set({ jobBoard: sql`greatest(${tenantDataVersions.jobBoard}, 1000000) + 1` })
      .where(inArray(tenantDataVersions.tenantId, ids));
    const same = await db().select().from(tenantDataVersions).where(inArray(tenantDataVersions.tenantId, ids));
    expect(new Set(same.map((v) => v.jobBoard)).size).toBe(1);
    expect((await loadJobBoard(one.slug)).tenant.slug).toBe(one.slug);
    expect((await loadJobBoard(two.slug)).tenant.slug).toBe(two.slug);
    expect((await freshSettings(one.id)).primary_color.toLowerCase()).toBe('#334155');
    expect((await freshSettings(two.id)).primary_color.toLowerCase()).toBe('#7c2d12');
  });

  it('a publish shows on the list and the job page at once, a close takes it off both', async () => {
    const job = await draftJob();
    expect(await listed()).toEqual([]);
    expect((await loadJobPage('acme', job.id)).job).toBeNull();
    await db().update(jobs).set({ status: 'open', publishedAt: new Date() }).where(eq(jobs.id, job.id));
    expect(await listed()).toEqual([job.id]);
    expect((await loadJobPage('acme', job.id)).job?.id).toBe(job.id);
    // Cached now: the same answer again without a change.
    expect(await listed()).toEqual([job.id]);
    await db().update(jobs).set({ status: 'closed' }).where(eq(jobs.id, job.id));
    expect(await listed()).toEqual([]);
    expect((await loadJobPage('acme', job.id)).job).toBeNull();
  });

  it('a settings save made elsewhere shows on the board at once (the 60-second settings cache would not)', async () => {
    // Its own tenant: the colours of acme are what other files assert.
    const tenant = await ownTenant('board-cache', 'Board Cache Staffing');
    const before = (await loadJobBoard(tenant.slug)).settings.primary_color;
    await getSettings(tenant.id); // this process's 60 s cache holds the old colours now
    const colour = before.toLowerCase() === '#0f766e' ? '#1d4ed8' : '#0f766e';
    await db().update(companySettings).set({ primaryColor: colour }).where(eq(companySettings.tenantId, tenant.id));
    expect((await loadJobBoard(tenant.slug)).settings.primary_color.toLowerCase()).toBe(colour);
    expect((await getSettings(tenant.id)).primary_color.toLowerCase()).toBe(before.toLowerCase());
    // A renamed label lives in its own table: saving one shows at once too.
    await db()
      .insert(dashboardLabels)
      .values({ tenantId: tenant.id, key: 'shift', label: `Gig ${tag}`, plural: 'Gigs', singular: 'Gig' });
    expect((await freshSettings(tenant.id)).dashboard_labels.shift?.label).toBe(`Gig ${tag}`);
  });
});
