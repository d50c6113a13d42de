import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as endRoute from '@/app/api/main/placements/[id]/end/route';
import * as one from '@/app/api/main/placements/[id]/route';
import * as list from '@/app/api/main/placements/route';
import { db } from '@/lib/db/client';
import { auditLog, candidates, companies, exclusions, jobs, locations, placements } from '@/lib/db/schema';
import type { PlacementDetail, PlacementRow } from '@/lib/placements/schema';
import { call, expectError, json } from './helpers';
import { contactLocationIds, type ErrorBody, type ListBody, signInAs, tenantBySlug } from './time-helpers';

const LIST = '/api/main/placements';
let admin = '';
let contact = '';
let globexAdmin = '';
let globexContact = '';
let acmeId = '';
let globexId = '';
/** Northwind Logistics (the demo contact's company), another acme client, and one of globex. */
let northwind = { id: '', name: '', loc: '' };
let other = { id: '', name: '', loc: '' };
let globex = { id: '', loc: '' };
const tag = randomUUID().slice(0, 8);

async function company(tenantId: string, name?: string) {
  const co = (
    await db()
      .select()
      .from(companies)
      .where(and(eq(companies.tenantId, tenantId), name ? eq(companies.name, name) : undefined))
      .orderBy(asc(companies.name))
      .limit(1)
  )[0]!;
  const loc = (
    await db()
      .select()
      .from(locations)
      .where(and(eq(locations.tenantId, tenantId), eq(locations.companyId, co.id)))
      .orderBy(asc(locations.name))
      .limit(1)
  )[0]!;
  return { id: co.id, name: co.name, loc: loc.id };
}

/** A candidate of our own, so no other test file's rows change what we assert. */
async function makeCandidate(tenantId: string, last = 'Fixture'): Promise<string> {
  const row = (
    await db()
      .insert(candidates)
      .values({ tenantId, firstName: `Pat${tag}`, lastName: last, email: `${randomUUID()}@fixture.test` })
      .returning()
  )[0]!;
  return row.id;
}

const body = (candidateId: string, over: Record<string, unknown> = {}) => ({
  candidate_id: candidateId,
  company_id: northwind.id,
  location_id: northwind.loc,
  position: 'Forklift Operator',
  start_date: '2030-01-06',
  end_date: '2030-06-30',
  bill_rate: 32.5,
  pay_rate: 21,
  ...over,
});

const post = (token: string | undefined, b: unknown) => call(list.POST, 'POST', LIST, { token, body: b });
const getOne = (token: string, id: string) => call(one.GET, 'GET', `${LIST}/${id}`, { token, params: { id } });

async function create(b: unknown): Promise<PlacementDetail> {
  const res = await post(admin, b);
  const out = await json<{ data: PlacementDetail } & ErrorBody>(res);
  expect(res.status, JSON.stringify(out)).toBe(200);
  return out.data;
}

async function listAs(token: string, query: Record<string, string> = {}) {
  const res = await call(list.GET, 'GET', `${LIST}?${new URLSearchParams(query)}`, { token });
  const out = await json<ListBody<PlacementRow>>(res);
  expect(res.status, JSON.stringify(out)).toBe(200);
  return out;
}

beforeAll(async () => {
  [admin, contact, globexAdmin, globexContact] = await Promise.all([
    signInAs('admin@acme.test'),
    signInAs('contact@acme.test'),
    signInAs('admin@globex.test'),
    signInAs('contact@globex.test'),
  ]);
  [acmeId, globexId] = [(await tenantBySlug('acme')).id, (await tenantBySlug('globex')).id];
  northwind = await company(acmeId, 'Northwind Logistics');
  const acmeCompanies = await db().select().from(companies).where(eq(companies.tenantId, acmeId)).orderBy(asc(companies.name));
  other = await company(acmeId, acmeCompanies.find((c) => c.id !== northwind.id)!.name);
  globex = await company(globexId);
});

describe('POST /api/main/placements', () => {
  it('creates a placement with the Place dialog contract and answers {data:{_id, ...}}', async () => {
    const candidateId = await makeCandidate(acmeId);
    const p = await create(body(candidateId));
    expect(p._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(p).toMatchObject({
      candidate_id: candidateId,
      company_id: northwind.id,
      company_name: 'Northwind Logistics',
      location_id: northwind.loc,
      position: 'Forklift Operator',
      start_date: '2030-01-06',
      end_date: '2030-06-30',
      bill_rate: 32.5,
      pay_rate: 21,
      status: 'active',
      timesheets_count: 0,
      order: null,
    });
    const [row] = await db().select().from(placements).where(eq(placements.id, p._id));
    expect(row).toMatchObject({ tenantId: acmeId, billRate: '32.50', payRate: '21.00', status: 'active' });
    const logged = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, acmeId), eq(auditLog.target, p._id)));
    expect(logged.map((l) => l.action)).toContain('placement.create');
  });

  it('refuses bad input with 400 and a message naming the field', async () => {
    const candidateId = await makeCandidate(acmeId);
    for (const [over, field] of [
      [{ start_date: '2030-02-30' }, 'start_date'],
      [{ end_date: '2029-12-31' }, 'end_date'],
      [{ bill_rate: 10, pay_rate: 20 }, 'bill_rate'],
      [{ pay_rate: 0, bill_rate: 5 }, 'pay_rate'],
      [{ candidate_id: 'nope' }, 'candidate_id'],
      [{ position: 'x' }, 'position'],
    ] as const) {
      const err = await expectError(await post(admin, body(candidateId, over)), 400, 'bad_request');
      expect(err.message.startsWith(`${field}:`), err.message).toBe(true);
    }
    await expectError(await call(list.POST, 'POST', LIST, { token: admin, rawBody: '{not json' }), 400);
  });

  it('refuses a location of another company with 400', async () => {
    const err = await expectError(await post(admin, body(await makeCandidate(acmeId), { location_id: other.loc })), 400, 'bad_request');
    expect(err.message).toContain('location_id');
    expect(
      await db()
        .select()
        .from(placements)
        .where(and(eq(placements.tenantId, acmeId), eq(placements.position, `never-${tag}`))),
    ).toHaveLength(0);
  });

  it('treats another tenant’s candidate, company or location as unknown: 400 naming the field, nothing written', async () => {
    const globexCandidate = await makeCandidate(globexId);
    const acmeCandidate = await makeCandidate(acmeId);
    const globexJob = (await db().select({ id: jobs.id }).from(jobs).where(eq(jobs.tenantId, globexId)).limit(1))[0]!;
    const cases: [Record<string, unknown>, string][] = [
      [{ candidate_id: globexCandidate }, 'candidate_id'],
      [{ job_id: globexJob.id }, 'job_id'],
      [{ application_id: randomUUID() }, 'application_id'],
      [{ location_id: globex.loc }, 'location_id'],
      [{ company_id: globex.id, location_id: globex.loc }, 'company_id'],
    ];
    for (const [over, field] of cases) {
      const res = await post(admin, body(acmeCandidate, over));
      const err = await json<ErrorBody>(res);
      expect(res.status, JSON.stringify(err)).toBe(400);
      expect(err.errors?.[field]).toBeTruthy();
    }
    expect(await db().select().from(placements).where(eq(placements.candidateId, globexCandidate))).toHaveLength(0);
  });

  it('refuses an excluded candidate with 409 naming the company', async () => {
    const candidateId = await makeCandidate(acmeId);
    await db().insert(exclusions).values({ tenantId: acmeId, candidateId, companyId: northwind.id, reason: 'no-rehire' });
    const err = await expectError(await post(admin, body(candidateId)), 409, 'conflict');
    expect(err.message).toContain('Northwind Logistics');
    expect(await db().select().from(placements).where(eq(placements.candidateId, candidateId))).toHaveLength(0);
    // The exclusion is per company: the same person may still work for another client.
    await create(body(candidateId, { company_id: other.id, location_id: other.loc }));
  });

  it('answers 403 to a Company Contact and 401 without a session', async () => {
    const candidateId = await makeCandidate(acmeId);
    await expectError(await post(contact, body(candidateId)), 403, 'forbidden');
    await expectError(await post(undefined, body(candidateId)), 401, 'unauthorized_access');
    expect(await db().select().from(placements).where(eq(placements.candidateId, candidateId))).toHaveLength(0);
  });
});

describe('GET /api/main/placements', () => {
  let mine: PlacementDetail;
  let elsewhere: PlacementDetail;
  beforeAll(async () => {
    mine = await create(body(await makeCandidate(acmeId, `Northwind${tag}`), { start_date: '2031-03-01', end_date: '2031-03-31' }));
    elsewhere = await create(
      body(await makeCandidate(acmeId, `Elsewhere${tag}`), {
        company_id: other.id,
        location_id: other.loc,
        start_date: '2031-03-01',
        end_date: null,
      }),
    );
  });

  it('filters by candidate name, company, location, position and active-on date', async () => {
    const byName = await listAs(admin, { search: `Northwind${tag}` });
    expect(byName.data.map((r) => r._id)).toEqual([mine._id]);
    expect(byName.meta.totalItems).toBe(1);
    const onDay = await listAs(admin, { date: '2031-04-15', search: `Pat${tag}` });
    expect(onDay.data.map((r) => r._id)).toEqual([elsewhere._id]);
    const byCompany = await listAs(admin, { company_id: other.id, search: `Pat${tag}`, per_page: '100' });
    expect(byCompany.data.every((r) => r.company_id === other.id)).toBe(true);
    expect(byCompany.data.map((r) => r._id)).toContain(elsewhere._id);
    const byLocation = await listAs(admin, { location_id: northwind.loc, position: 'forklift', search: `Northwind${tag}` });
    expect(byLocation.data.map((r) => r._id)).toEqual([mine._id]);
    await expectError(await call(list.GET, 'GET', `${LIST}?status=gone`, { token: admin }), 400, 'bad_request');
    await expectError(await call(list.GET, 'GET', `${LIST}?date=2031-13-01`, { token: admin }), 400, 'bad_request');
  });

  it('shows a contact of acme (portal ON) only her assigned locations’ placements, never pay_rate', async () => {
    const page = await listAs(contact, { per_page: '100' });
    expect(page.data.length).toBeGreaterThan(0);
    const assigned = await contactLocationIds('acme');
    expect(page.data.every((r) => assigned.includes(r.location_id))).toBe(true);
    expect(page.data.every((r) => !('pay_rate' in r))).toBe(true);
    const found = await listAs(contact, { search: `Pat${tag}`, per_page: '100' });
    expect(found.data.map((r) => r._id)).toContain(mine._id);
    expect(found.data.map((r) => r._id)).not.toContain(elsewhere._id);
    const detail = await getOne(contact, mine._id);
    const d = await json<{ data: PlacementDetail }>(detail);
    expect(detail.status).toBe(200);
    expect(d.data.bill_rate).toBe(32.5);
    expect('pay_rate' in d.data).toBe(false);
    await expectError(await getOne(contact, elsewhere._id), 404, 'not_found');
  });

  it('answers 403 to a contact of globex (portal OFF), 404 for another tenant’s id, 401 without a session', async () => {
    await expectError(await call(list.GET, 'GET', LIST, { token: globexContact }), 403, 'forbidden');
    await expectError(await getOne(globexAdmin, mine._id), 404, 'not_found');
    await expectError(await getOne(admin, 'not-a-uuid'), 404, 'not_found');
    await expectError(await call(list.GET, 'GET', LIST, {}), 401);
  });
});

describe('PUT /api/main/placements/{id} and /end', () => {
  const put = (token: string, id: string, b: unknown) => call(one.PUT, 'PUT', `${LIST}/${id}`, { token, body: b, params: { id } });
  const end = (token: string, id: string, b: unknown = {}) =>
    call(endRoute.PUT, 'PUT', `${LIST}/${id}/end`, { token, body: b, params: { id } });

  it('updates rates and position, checking the rules against the stored row', async () => {
    const p = await create(body(await makeCandidate(acmeId)));
    const res = await put(admin, p._id, { bill_rate: 40, position: 'Shift Lead' });
    const out = await json<{ data: PlacementDetail }>(res);
    expect(res.status, JSON.stringify(out)).toBe(200);
    expect(out.data).toMatchObject({ bill_rate: 40, pay_rate: 21, position: 'Shift Lead' });
    const err = await expectError(await put(admin, p._id, { pay_rate: 45 }), 400, 'bad_request');
    expect(err.message).toContain('bill_rate');
    await expectError(await put(admin, p._id, { end_date: '2029-01-01' }), 400, 'bad_request');
    await expectError(await put(admin, p._id, {}), 400, 'bad_request');
    await expectError(await put(contact, p._id, { position: 'Boss' }), 403, 'forbidden');
    await expectError(await put(globexAdmin, p._id, { position: 'Boss' }), 404, 'not_found');
    const row = (await db().select().from(placements).where(eq(placements.id, p._id)))[0]!;
    expect(row.position).toBe('Shift Lead');
  });

  it('ends a placement today (status ended); a second end is 409; contacts get 403', async () => {
    const p = await create(body(await makeCandidate(acmeId), { start_date: '2024-01-08', end_date: null }));
    await expectError(await end(contact, p._id), 403, 'forbidden');
    await expectError(await end(admin, p._id, { end_date: '2023-12-31' }), 400, 'bad_request');
    const res = await end(admin, p._id);
    const out = await json<{ data: PlacementDetail }>(res);
    expect(res.status, JSON.stringify(out)).toBe(200);
    expect(out.data.status).toBe('ended');
    expect(out.data.end_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const row = (await db().select().from(placements).where(eq(placements.id, p._id)))[0]!;
    expect(row.status).toBe('ended');
    await expectError(await end(admin, p._id), 409, 'conflict');
    const ended = await listAs(admin, { status: 'ended', search: `Pat${tag}`, per_page: '100' });
    expect(ended.data.map((r) => r._id)).toContain(p._id);
  });

  it('schedules a future end without ending the placement yet', async () => {
    const p = await create(body(await makeCandidate(acmeId), { start_date: '2024-01-08', end_date: null }));
    const res = await end(admin, p._id, { end_date: '2099-12-31' });
    const out = await json<{ data: PlacementDetail }>(res);
    expect(out.data).toMatchObject({ status: 'active', end_date: '2099-12-31' });
  });
});
