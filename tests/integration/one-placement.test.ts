import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as one from '@/app/api/main/placements/[id]/route';
import * as list from '@/app/api/main/placements/route';
import * as fillRoute from '@/app/api/main/orders/[id]/fill/route';
import * as applicationsRoute from '@/app/api/candidates/applications/route';
import * as assignRoute from '@/app/api/on-demand/shifts/[id]/assignments/route';
import * as statusItem from '@/app/api/candidates/statuses/[kind]/[id]/route';
import * as statusList from '@/app/api/candidates/statuses/[kind]/route';
import { db } from '@/lib/db/client';
import {
  applications,
  candidateProfiles,
  candidates,
  companies,
  jobs,
  locations,
  orders,
  placements,
  shifts,
  statusOptions,
} from '@/lib/db/schema';
import type { ApplicationRow } from '@/lib/applications/schema';
import type { PlacementDetail } from '@/lib/placements/schema';
import type { StatusOption } from '@/lib/statuses/schema';
import { call, json } from './helpers';
import { type ErrorBody, signInAs, tenantBySlug } from './time-helpers';

/**
 * Issue 22 §3 and §4: one placement per candidate, site, job and dates, however many requests race for
 * it; and a candidate status marked not placeable ("Do not place") blocks placing, inviting and assigning.
 */
const LIST = '/api/main/placements';
const tag = randomUUID().slice(0, 8);
let admin = '';
let acmeId = '';
let site = { company: '', location: '', locationName: '' };
let jobId = '';

async function makeCandidate(last = 'Once'): Promise<string> {
  const row = (
    await db()
      .insert(candidates)
      .values({ tenantId: acmeId, firstName: `Uma${tag}`, lastName: last, email: `${randomUUID()}@one-placement.test` })
      .returning()
  )[0]!;
  return row.id;
}

const body = (candidateId: string, over: Record<string, unknown> = {}) => ({
  candidate_id: candidateId,
  company_id: site.company,
  location_id: site.location,
  job_id: jobId,
  position: 'Picker',
  start_date: '2031-03-02',
  end_date: '2031-06-30',
  bill_rate: 30,
  pay_rate: 20,
  ...over,
});

const post = (b: unknown, locale = 'en') =>
  call(list.POST, 'POST', LIST, { token: admin, body: b, headers: { 'accept-language': locale } });

async function placed(b: unknown): Promise<PlacementDetail> {
  const res = await post(b);
  const out = await json<{ data: PlacementDetail } & ErrorBody>(res);
  expect(res.status, JSON.stringify(out)).toBe(200);
  return out.data;
}

const activeOf = (candidateId: string) =>
  db()
    .select()
    .from(placements)
    .where(and(eq(placements.tenantId, acmeId), eq(placements.candidateId, candidateId), eq(placements.status, 'active')))
    .orderBy(asc(placements.startDate));

/** The tenant's seeded "Do not place" candidate status. */
async function doNotPlace() {
  return (
    await db()
      .select()
      .from(statusOptions)
      .where(and(eq(statusOptions.tenantId, acmeId), eq(statusOptions.kind, 'candidate'), eq(statusOptions.name, 'Do not place')))
  )[0]!;
}

const setStatus = (candidateId: string, statusId: string) =>
  db()
    .insert(candidateProfiles)
    .values({ candidateId, tenantId: acmeId, statusId })
    .onConflictDoUpdate({ target: candidateProfiles.candidateId, set: { statusId } });

beforeAll(async () => {
  admin = await signInAs('admin@acme.test');
  acmeId = (await tenantBySlug('acme')).id;
  const co = (await db().select().from(companies).where(eq(companies.tenantId, acmeId)).orderBy(asc(companies.name)).limit(1))[0]!;
  const loc = (
    await db()
      .select()
      .from(locations)
      .where(and(eq(locations.tenantId, acmeId), eq(locations.companyId, co.id)))
      .orderBy(asc(locations.name))
      .limit(1)
  )[0]!;
  site = { company: co.id, location: loc.id, locationName: loc.name };
  const job = (await db().select().from(jobs).where(eq(jobs.tenantId, acmeId)).orderBy(asc(jobs.id)).limit(1))[0]!;
  jobId = job.id;
});

describe('one placement (issue 22 §3)', () => {
  it('refuses a second overlapping placement with 409 naming the first, in the reader’s language', async () => {
    const candidateId = await makeCandidate();
    const first = await placed(body(candidateId));
    const res = await post(body(candidateId, { start_date: '2031-05-01', end_date: null }));
    const out = await json<ErrorBody & { errors: { placement_id: string } }>(res);
    expect(res.status).toBe(409);
    expect(out.error_code).toBe('conflict');
    expect(out.message).toBe(
      `Uma${tag} Once already has an active placement overlapping these dates: Picker at ${site.locationName} from 2031-03-02`,
    );
    expect(out.errors.placement_id).toBe(first._id);
    const de = await json<ErrorBody>(await post(body(candidateId), 'de'));
    expect(de.message).toContain('hat bereits eine aktive Vermittlung');
    expect(de.message).toContain(site.locationName);
    expect((await activeOf(candidateId)).map((p) => p.id)).toEqual([first._id]);
  });

  it('allows the same candidate on dates that do not overlap, and a reactivation that would overlap is refused', async () => {
    const candidateId = await makeCandidate();
    const first = await placed(body(candidateId));
    const later = await placed(body(candidateId, { start_date: '2031-07-01', end_date: '2031-08-31' }));
    expect((await activeOf(candidateId)).map((p) => p.id)).toEqual([first._id, later._id]);
    // Moving the later one onto the first one's dates is the same double placement by another door.
    const res = await call(one.PUT, 'PUT', `${LIST}/${later._id}`, {
      token: admin,
      params: { id: later._id },
      body: { start_date: '2031-06-01' },
    });
    expect(res.status).toBe(409);
    expect((await json<ErrorBody>(res)).message).toContain('from 2031-03-02');
  });

  it('an application placed once reports its placement, so the list offers no second Place', async () => {
    const candidateId = await makeCandidate('Applied');
    const app = (await db().insert(applications).values({ tenantId: acmeId, candidateId, jobId, source: 'Website' }).returning())[0]!;
    const listed = async () => {
      const res = await call(applicationsRoute.GET, 'GET', `/api/candidates/applications?candidate_id=${candidateId}`, { token: admin });
      return (await json<{ data: ApplicationRow[] }>(res)).data[0]!;
    };
    expect((await listed()).placement_id).toBeNull();
    const p = await placed(body(candidateId, { application_id: app.id }));
    expect((await listed()).placement_id).toBe(p._id);
    expect((await post(body(candidateId, { application_id: app.id }))).status).toBe(409);
  });

  it('two requests at once make exactly one placement', async () => {
    const candidateId = await makeCandidate();
    const answers = await Promise.all([post(body(candidateId)), post(body(candidateId)), post(body(candidateId))]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await activeOf(candidateId)).toHaveLength(1);
  });

  it('property: whatever date ranges race, the active placements of one candidate, site and job never overlap', async () => {
    const day = fc.integer({ min: 0, max: 60 });
    const range = fc.tuple(day, fc.option(fc.integer({ min: 0, max: 30 }), { nil: null }));
    const iso = (d: number) => new Date(Date.UTC(2032, 0, 1 + d)).toISOString().slice(0, 10);
    await fc.assert(
      fc.asyncProperty(fc.array(range, { minLength: 2, maxLength: 5 }), async (ranges) => {
        const candidateId = await makeCandidate('Race');
        await Promise.all(
          ranges.map(([start, len]) =>
            post(body(candidateId, { start_date: iso(start), end_date: len === null ? null : iso(start + len) })),
          ),
        );
        const rows = await activeOf(candidateId);
        expect(rows.length).toBeGreaterThan(0);
        for (let i = 1; i < rows.length; i++) {
          // Sorted by start: each must start after the one before has ended (an open end never ends).
          const prevEnd = rows[i - 1]!.endDate;
          expect(prevEnd !== null && prevEnd < rows[i]!.startDate, JSON.stringify(rows)).toBe(true);
        }
      }),
      { numRuns: 8 },
    );
  });
});

describe('statuses that mean something (issue 22 §4)', () => {
  it('the seeded "Do not place" status is not placeable, and blocks placing with 409 naming it', async () => {
    const dnp = await doNotPlace();
    expect(dnp.placeable).toBe(false);
    const candidateId = await makeCandidate();
    await setStatus(candidateId, dnp.id);
    const res = await post(body(candidateId));
    expect(res.status).toBe(409);
    expect((await json<ErrorBody>(res)).message).toBe(`Uma${tag} Once cannot be placed: their status is "Do not place"`);
    const fr = await json<ErrorBody>(await post(body(candidateId), 'fr'));
    expect(fr.message).toBe(`Uma${tag} Once ne peut pas être placé : son statut est « Do not place »`);
    expect(await activeOf(candidateId)).toHaveLength(0);
  });

  it('blocks filling an order with the candidate too (every path that creates a placement)', async () => {
    const dnp = await doNotPlace();
    const candidateId = await makeCandidate('Order');
    await setStatus(candidateId, dnp.id);
    const order = (
      await db()
        .insert(orders)
        .values({
          tenantId: acmeId,
          companyId: site.company,
          locationId: site.location,
          position: 'Picker',
          headcount: 2,
          startDate: '2031-03-02',
        })
        .returning()
    )[0]!;
    const res = await call(fillRoute.POST, 'POST', `/api/main/orders/${order.id}/fill`, {
      token: admin,
      params: { id: order.id },
      body: { candidate_id: candidateId, bill_rate: 30, pay_rate: 20 },
    });
    expect(res.status).toBe(409);
    expect((await json<ErrorBody>(res)).message).toContain('their status is "Do not place"');
    expect(await activeOf(candidateId)).toHaveLength(0);
  });

  it('blocks inviting to and assigning a shift', async () => {
    const dnp = await doNotPlace();
    const candidateId = await makeCandidate('Shift');
    await setStatus(candidateId, dnp.id);
    const start = new Date(Date.now() + 30 * 24 * 3_600_000);
    const shift = (
      await db()
        .insert(shifts)
        .values({
          tenantId: acmeId,
          locationId: site.location,
          position: `Picker ${tag}`,
          startsAt: start,
          endsAt: new Date(start.getTime() + 8 * 3_600_000),
          headcount: 2,
          status: 'published',
        })
        .returning()
    )[0]!;
    for (const status of ['invited', 'accepted'] as const) {
      const res = await call(assignRoute.POST, 'POST', `/api/on-demand/shifts/${shift.id}/assignments`, {
        token: admin,
        params: { id: shift.id },
        body: { candidate_ids: [candidateId], status },
      });
      expect(res.status).toBe(409);
      expect((await json<ErrorBody>(res)).message).toBe(`Uma${tag} Shift cannot be given shifts: their status is "Do not place"`);
    }
    const held = await db().execute(sql`select 1 from shift_assignments where shift_id = ${shift.id}`);
    expect(held.rows).toHaveLength(0);
  });

  it('the admin flag saves and has an effect: a status marked not placeable blocks, unmarked it does not', async () => {
    const params = { kind: 'candidate' };
    const created = await call(statusList.POST, 'POST', '/api/candidates/statuses/candidate', {
      token: admin,
      params,
      body: { name: `On hold ${tag}`, placeable: false },
    });
    const status = (await json<{ data: StatusOption }>(created)).data;
    expect(created.status).toBe(200);
    expect(status.placeable).toBe(false);
    const candidateId = await makeCandidate('Hold');
    await setStatus(candidateId, status._id);
    expect((await json<ErrorBody>(await post(body(candidateId)))).message).toContain(`their status is "On hold ${tag}"`);

    const put = (b: unknown) =>
      call(statusItem.PUT, 'PUT', `/api/candidates/statuses/candidate/${status._id}`, {
        token: admin,
        params: { ...params, id: status._id },
        body: b,
      });
    const saved = await put({ placeable: true });
    expect((await json<{ data: StatusOption }>(saved)).data.placeable).toBe(true);
    await placed(body(candidateId));
    expect(await activeOf(candidateId)).toHaveLength(1);

    // Bad input is a 400, and the flag belongs to candidate statuses only.
    expect((await put({ placeable: 'no' })).status).toBe(400);
    const appStatus = (
      await db()
        .select()
        .from(statusOptions)
        .where(and(eq(statusOptions.tenantId, acmeId), eq(statusOptions.kind, 'application')))
        .limit(1)
    )[0]!;
    const other = await call(statusItem.PUT, 'PUT', `/api/candidates/statuses/application/${appStatus.id}`, {
      token: admin,
      params: { kind: 'application', id: appStatus.id },
      body: { placeable: false },
    });
    expect(other.status).toBe(400);
    expect((await json<ErrorBody>(other)).message).toContain('only a candidate status can block placing');
  });
});
