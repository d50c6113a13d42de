import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as companyLocations from '@/app/api/main/companies/[id]/locations/route';
import * as companyPlacements from '@/app/api/main/companies/[id]/placements/route';
import * as positionOne from '@/app/api/main/companies/[id]/positions/[positionId]/route';
import * as positionsRoute from '@/app/api/main/companies/[id]/positions/route';
import * as one from '@/app/api/main/companies/[id]/route';
import * as list from '@/app/api/main/companies/route';
import * as locationOne from '@/app/api/on-demand/locations/[id]/route';
import * as locationsRoute from '@/app/api/on-demand/locations/route';
import * as locationStatus from '@/app/api/on-demand/locations/status/route';
import type { CompanyPlacement, CompanyRow, PositionRow } from '@/lib/companies/schema';
import { db } from '@/lib/db/client';
import { candidates, companies, contacts, placements, statusOptions } from '@/lib/db/schema';
import type { LocationRow } from '@/lib/locations/schema';
import { call, expectError, json } from './helpers';
import { type ErrorBody, type ListBody, signInAs, tenantBySlug } from './time-helpers';
import { theRow } from '@/lib/db/rows';
import { atLeast } from '@/tests/support/present';

const BASE = '/api/main/companies';
const tag = randomUUID().slice(0, 8);
let admin = '';
let recruiter = '';
let contact = '';
let globexAdmin = '';
let acmeId = '';
let globexCompany = '';
let company: CompanyRow;

beforeAll(async () => {
  [admin, recruiter, contact, globexAdmin] = await Promise.all([
    signInAs('admin@acme.test'),
    signInAs('recruiter@acme.test'),
    signInAs('contact@acme.test'),
    signInAs('admin@globex.test'),
  ]);
  acmeId = (await tenantBySlug('acme')).id;
  const globexId = (await tenantBySlug('globex')).id;
  globexCompany = theRow(
    await db().select({ id: companies.id }).from(companies).where(eq(companies.tenantId, globexId)).orderBy(asc(companies.name)).limit(1),
  ).id;
  company = await createCompany({
    name: `Harbor Freight ${tag}`,
    industry: `Shipping ${tag}`,
    phone: '(614) 555-0199',
    address: '1 Dock Rd',
  });
});

async function ok<T>(res: Response): Promise<T> {
  const body = await json<T & ErrorBody>(res);
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body;
}

const listAs = (token: string | undefined, query: Record<string, string> = {}) =>
  call(list.GET, 'GET', `${BASE}?${new URLSearchParams(query)}`, { token });
const getOne = (token: string | undefined, id: string) => call(one.GET, 'GET', `${BASE}/${id}`, { token, params: { id } });
const putOne = (token: string | undefined, id: string, body: unknown) =>
  call(one.PUT, 'PUT', `${BASE}/${id}`, { token, params: { id }, body });

async function createCompany(body: Record<string, unknown>): Promise<CompanyRow> {
  return (await ok<{ data: CompanyRow }>(await call(list.POST, 'POST', BASE, { token: admin, body }))).data;
}

describe('companies list, create, detail, update', () => {
  it('creates a company with zero counts and finds it by search and industry, with the industry offered as a filter', async () => {
    expect(company).toMatchObject({
      name: `Harbor Freight ${tag}`,
      status: 'active',
      locations_count: 0,
      contacts_count: 0,
      active_placements: 0,
    });
    const found = await ok<ListBody<CompanyRow> & { meta: { industries: string[] } }>(
      await listAs(recruiter, { search: `freight ${tag}` }),
    );
    expect(found.data.map((c) => c._id)).toEqual([company._id]);
    expect(found.meta).toMatchObject({ totalItems: 1, total: 1, page: 1, per_page: 25 });
    expect(found.meta.industries).toContain(`Shipping ${tag}`);
    const byIndustry = await ok<ListBody<CompanyRow>>(await listAs(admin, { industry: `Shipping ${tag}` }));
    expect(byIndustry.data.map((c) => c._id)).toEqual([company._id]);
    const inactive = await ok<ListBody<CompanyRow>>(await listAs(admin, { search: tag, status: 'inactive' }));
    expect(inactive.data).toEqual([]);
  });

  it('pages the list and never shows another tenant', async () => {
    const page = await ok<ListBody<CompanyRow>>(await listAs(admin, { per_page: '2', page: '1' }));
    expect(page.data.length).toBeLessThanOrEqual(2);
    expect(page.meta.totalItems).toBeGreaterThan(2);
    expect(page.data.map((c) => c._id)).not.toContain(globexCompany);
    const all = await ok<ListBody<CompanyRow>>(await listAs(admin, { per_page: '100' }));
    expect(all.data.map((c) => c._id)).not.toContain(globexCompany);
  });

  it('counts locations, live contacts and active placements', async () => {
    const co = await createCompany({ name: `Counted ${tag}` });
    const loc = (
      await ok<{ data: LocationRow }>(
        await call(companyLocations.POST, 'POST', `${BASE}/${co._id}/locations`, {
          token: admin,
          params: { id: co._id },
          body: { name: 'Dock 1', timezone: 'America/Chicago' },
        }),
      )
    ).data;
    await db()
      .insert(contacts)
      .values([
        { tenantId: acmeId, companyId: co._id, firstName: 'Live', lastName: tag, email: `live-${tag}@fixture.test` },
        {
          tenantId: acmeId,
          companyId: co._id,
          firstName: 'Gone',
          lastName: tag,
          email: `gone-${tag}@fixture.test`,
          archivedAt: new Date(),
        },
      ]);
    const cand = theRow(
      await db()
        .insert(candidates)
        .values({ tenantId: acmeId, firstName: 'Pat', lastName: tag, email: `pat-${tag}@fixture.test` })
        .returning(),
    );
    await db()
      .insert(placements)
      .values([
        {
          tenantId: acmeId,
          candidateId: cand.id,
          companyId: co._id,
          locationId: loc._id,
          position: 'Packer',
          startDate: '2030-01-01',
          billRate: '30.00',
          payRate: '20.00',
        },
        {
          tenantId: acmeId,
          candidateId: cand.id,
          companyId: co._id,
          locationId: loc._id,
          position: 'Packer',
          startDate: '2029-01-01',
          billRate: '30.00',
          payRate: '20.00',
          status: 'ended',
        },
      ]);
    const detail = (await ok<{ data: CompanyRow }>(await getOne(admin, co._id))).data;
    expect(detail).toMatchObject({ locations_count: 1, contacts_count: 1, active_placements: 1 });

    const all = await ok<ListBody<CompanyPlacement>>(
      await call(companyPlacements.GET, 'GET', `${BASE}/${co._id}/placements`, { token: admin, params: { id: co._id } }),
    );
    expect(all.data.map((p) => p.start_date)).toEqual(['2030-01-01', '2029-01-01']);
    expect(all.data[0]).toMatchObject({
      candidate_name: `Pat ${tag}`,
      location_name: 'Dock 1',
      bill_rate: 30,
      pay_rate: 20,
      status: 'active',
    });
    const ended = await ok<ListBody<CompanyPlacement>>(
      await call(companyPlacements.GET, 'GET', `${BASE}/${co._id}/placements?status=ended`, { token: admin, params: { id: co._id } }),
    );
    expect(ended.data.map((p) => p.status)).toEqual(['ended']);
    await expectError(
      await call(companyPlacements.GET, 'GET', `${BASE}/${co._id}/placements?status=open`, { token: admin, params: { id: co._id } }),
      400,
    );
    await expectError(
      await call(companyPlacements.GET, 'GET', `${BASE}/${globexCompany}/placements`, { token: admin, params: { id: globexCompany } }),
      404,
    );
  });

  it('updates only the fields sent: an edit never resets the status', async () => {
    const co = await createCompany({ name: `Editable ${tag}`, industry: 'Retail' });
    await ok(await putOne(admin, co._id, { status: 'inactive' }));
    const edited = (await ok<{ data: CompanyRow }>(await putOne(recruiter, co._id, { name: `Edited ${tag}`, industry: '' }))).data;
    expect(edited).toMatchObject({ name: `Edited ${tag}`, industry: null, status: 'inactive' });
    expect((await ok<{ data: CompanyRow }>(await getOne(admin, co._id))).data.name).toBe(`Edited ${tag}`);
  });

  it('refuses a duplicate name (409), whatever its case', async () => {
    await expectError(
      await call(list.POST, 'POST', BASE, { token: admin, body: { name: `harbor freight ${tag}`.toUpperCase() } }),
      409,
      'conflict',
    );
    const other = await createCompany({ name: `Second ${tag}` });
    await expectError(await putOne(admin, other._id, { name: company.name }), 409);
  });

  it('answers bad input with 400 and the field', async () => {
    const missing = await expectError(await call(list.POST, 'POST', BASE, { token: admin, body: { industry: 'x' } }), 400, 'bad_request');
    expect((missing as ErrorBody).errors).toHaveProperty('name');
    await expectError(await call(list.POST, 'POST', BASE, { token: admin, body: { name: 'X', status: 'closed' } }), 400);
    await expectError(await call(list.POST, 'POST', BASE, { token: admin, body: { name: 'X', phone: '<script>' } }), 400);
    await expectError(await call(list.POST, 'POST', BASE, { token: admin, rawBody: '{nope' }), 400);
    await expectError(await putOne(admin, company._id, {}), 400);
    await expectError(await listAs(admin, { per_page: '1000' }), 400);
    await expectError(await listAs(admin, { status: 'gone' }), 400);
  });

  it('is staff only: a Company Contact gets 403, no session 401', async () => {
    await expectError(await listAs(contact), 403, 'forbidden');
    await expectError(await getOne(contact, company._id), 403);
    await expectError(await call(list.POST, 'POST', BASE, { token: contact, body: { name: `Contact made ${tag}` } }), 403);
    await expectError(await putOne(contact, company._id, { name: 'Taken over' }), 403);
    await expectError(await listAs(undefined), 401, 'unauthorized_access');
    await expectError(await getOne(undefined, company._id), 401);
  });

  it("answers another tenant's company, and a malformed id, with 404", async () => {
    await expectError(await getOne(admin, globexCompany), 404, 'not_found');
    await expectError(await putOne(admin, globexCompany, { name: 'Hijacked' }), 404);
    await expectError(await getOne(globexAdmin, company._id), 404);
    await expectError(await getOne(admin, 'not-a-uuid'), 404);
    const row = theRow(await db().select().from(companies).where(eq(companies.id, globexCompany)));
    expect(row.name).not.toBe('Hijacked');
  });
});

describe('positions', () => {
  const path = (id: string) => `${BASE}/${id}/positions`;
  const create = (token: string, id: string, body: unknown) => call(positionsRoute.POST, 'POST', path(id), { token, params: { id }, body });
  const listOf = async (id: string, archived = false) =>
    (
      await ok<ListBody<PositionRow>>(
        await call(positionsRoute.GET, 'GET', `${path(id)}${archived ? '?archived=true' : ''}`, { token: admin, params: { id } }),
      )
    ).data;
  const put = (token: string, id: string, positionId: string, body: unknown) =>
    call(positionOne.PUT, 'PUT', `${path(id)}/${positionId}`, { token, params: { id, positionId }, body });
  const del = (token: string, id: string, positionId: string) =>
    call(positionOne.DELETE, 'DELETE', `${path(id)}/${positionId}`, { token, params: { id, positionId } });

  it('adds, edits and archives positions with rates', async () => {
    const made = (
      await ok<{ data: PositionRow }>(await create(admin, company._id, { name: 'Forklift Operator', bill_rate: 32.5, pay_rate: 21 }))
    ).data;
    expect(made).toMatchObject({ name: 'Forklift Operator', bill_rate: 32.5, pay_rate: 21, archived_at: null, company_id: company._id });
    await ok(await create(recruiter, company._id, { name: 'Packer' }));
    expect((await listOf(company._id)).map((p) => p.name)).toEqual(['Forklift Operator', 'Packer']);
    await expectError(await create(admin, company._id, { name: 'packer' }), 409);

    const edited = (await ok<{ data: PositionRow }>(await put(admin, company._id, made._id, { pay_rate: 22.25, bill_rate: null }))).data;
    expect(edited).toMatchObject({ name: 'Forklift Operator', pay_rate: 22.25, bill_rate: null });

    const archived = (await ok<{ data: PositionRow }>(await del(admin, company._id, made._id))).data;
    expect(archived.archived_at).not.toBeNull();
    expect((await listOf(company._id)).map((p) => p.name)).toEqual(['Packer']);
    expect((await listOf(company._id, true)).map((p) => p.name)).toEqual(['Forklift Operator', 'Packer']);
    await expectError(await del(admin, company._id, made._id), 409);
    await expectError(await put(admin, company._id, made._id, { name: 'Revived' }), 409);
  });

  it('validates rates and names (400)', async () => {
    await expectError(await create(admin, company._id, { name: 'Bad', bill_rate: -1 }), 400);
    await expectError(await create(admin, company._id, { name: 'Bad', pay_rate: '20' }), 400);
    await expectError(await create(admin, company._id, { name: 'Bad', pay_rate: 20.123 }), 400);
    await expectError(await create(admin, company._id, { name: '   ' }), 400);
  });

  it("is 403 for a contact, 401 without a session, 404 for another tenant's company or another company's position", async () => {
    await expectError(await create(contact, company._id, { name: 'Spy' }), 403);
    await expectError(await call(positionsRoute.GET, 'GET', path(company._id), { params: { id: company._id } }), 401);
    await expectError(await create(admin, globexCompany, { name: 'Cross' }), 404);
    const mine = (await ok<{ data: PositionRow }>(await create(admin, company._id, { name: `Own ${tag}` }))).data;
    const other = await createCompany({ name: `Other positions ${tag}` });
    await expectError(await put(admin, other._id, mine._id, { name: 'Moved' }), 404);
    await expectError(await del(admin, other._id, mine._id), 404);
  });
});

describe('locations: create, edit, notes, statuses, archive', () => {
  const create = (token: string | undefined, id: string, body: unknown) =>
    call(companyLocations.POST, 'POST', `${BASE}/${id}/locations`, { token, params: { id }, body });
  const getLoc = (token: string | undefined, id: string) =>
    call(locationOne.GET, 'GET', `/api/on-demand/locations/${id}`, { token, params: { id } });
  const putLoc = (token: string | undefined, id: string, body: unknown) =>
    call(locationOne.PUT, 'PUT', `/api/on-demand/locations/${id}`, { token, params: { id }, body });
  const delLoc = (token: string | undefined, id: string) =>
    call(locationOne.DELETE, 'DELETE', `/api/on-demand/locations/${id}`, { token, params: { id } });
  const bulk = (token: string | undefined, body: unknown) =>
    call(locationStatus.PUT, 'PUT', '/api/on-demand/locations/status', { token, body });
  let active = '';
  let archived = '';
  let candidateKind = '';
  let globexLocationStatus = '';

  beforeAll(async () => {
    const globexId = (await tenantBySlug('globex')).id;
    const rows = await db()
      .insert(statusOptions)
      .values([
        { tenantId: acmeId, kind: 'location', name: `Seasonal ${tag}`, color: '#0ea5e9', position: 90 },
        { tenantId: acmeId, kind: 'location', name: `Retired ${tag}`, position: 91, archivedAt: new Date() },
        { tenantId: acmeId, kind: 'candidate', name: `Cand ${tag}`, position: 90 },
        { tenantId: globexId, kind: 'location', name: `Globex ${tag}`, position: 90 },
      ])
      .returning();
    [active, archived, candidateKind, globexLocationStatus] = atLeast(
      rows.map((r) => r.id),
      4,
    );
  });

  it('creates a location with a valid IANA time zone and the default status, and lists it', async () => {
    const loc = (
      await ok<{ data: LocationRow }>(
        await create(admin, company._id, { name: 'North Yard', city: 'Columbus', state: 'OH', timezone: 'America/Denver' }),
      )
    ).data;
    expect(loc).toMatchObject({
      name: 'North Yard',
      city: 'Columbus',
      timezone: 'America/Denver',
      company_id: company._id,
      notes: null,
      contacts_count: 0,
    });
    const [def] = await db()
      .select()
      .from(statusOptions)
      .where(and(eq(statusOptions.tenantId, acmeId), eq(statusOptions.kind, 'location'), eq(statusOptions.isDefault, true)));
    expect(loc.status).toBe(def?.name ?? 'active');
    const listed = await ok<ListBody<LocationRow>>(
      await call(companyLocations.GET, 'GET', `${BASE}/${company._id}/locations`, { token: admin, params: { id: company._id } }),
    );
    expect(listed.data.map((l) => l._id)).toContain(loc._id);
    // The shifts screen's list keeps its shape and now includes the new site.
    const shifts = await ok<{ data: { _id: string; status: string; company_name: string }[] }>(
      await call(locationsRoute.GET, 'GET', '/api/on-demand/locations', { token: admin }),
    );
    expect(shifts.data.find((l) => l._id === loc._id)).toMatchObject({ status: loc.status, company_name: company.name });
  });

  it('refuses a time zone that is not IANA, and a missing name (400)', async () => {
    const bad = await expectError(await create(admin, company._id, { name: 'Nowhere', timezone: 'Mars/Olympus_Mons' }), 400);
    expect(bad.message).toContain('timezone');
    await expectError(await create(admin, company._id, { name: 'Nowhere', timezone: '+05:00' }), 400);
    await expectError(await create(admin, company._id, { timezone: 'UTC' }), 400);
  });

  it("POST /on-demand/locations creates for the company named in the body; another tenant's company is 404", async () => {
    const made = await ok<{ data: LocationRow }>(
      await call(locationsRoute.POST, 'POST', '/api/on-demand/locations', {
        token: admin,
        body: { company_id: company._id, name: 'Via on-demand', timezone: 'UTC' },
      }),
    );
    expect(made.data).toMatchObject({ company_id: company._id, timezone: 'UTC' });
    await expectError(
      await call(locationsRoute.POST, 'POST', '/api/on-demand/locations', { token: admin, body: { company_id: globexCompany, name: 'X' } }),
      404,
    );
    await expectError(
      await call(locationsRoute.POST, 'POST', '/api/on-demand/locations', { token: contact, body: { company_id: company._id, name: 'X' } }),
      403,
    );
  });

  it('edits fields and notes, and moves the status to an active location status only', async () => {
    const loc = (await ok<{ data: LocationRow }>(await create(admin, company._id, { name: 'South Yard' }))).data;
    const noted = (
      await ok<{ data: LocationRow }>(await putLoc(recruiter, loc._id, { notes: 'Gate code 4411; park at dock 3', city: 'Dayton' }))
    ).data;
    expect(noted).toMatchObject({ notes: 'Gate code 4411; park at dock 3', city: 'Dayton', name: 'South Yard' });
    const moved = (await ok<{ data: LocationRow }>(await putLoc(admin, loc._id, { status_id: active }))).data;
    expect(moved).toMatchObject({ status: `Seasonal ${tag}`, status_id: active, status_color: '#0ea5e9' });
    await expectError(await putLoc(admin, loc._id, { status_id: archived }), 400);
    await expectError(await putLoc(admin, loc._id, { status_id: candidateKind }), 400);
    await expectError(await putLoc(admin, loc._id, { status_id: globexLocationStatus }), 400);
    await expectError(await putLoc(admin, loc._id, { timezone: 'Not/AZone' }), 400);
    await expectError(await putLoc(admin, loc._id, {}), 400);
    const cleared = (await ok<{ data: LocationRow }>(await putLoc(admin, loc._id, { notes: '' }))).data;
    expect(cleared.notes).toBeNull();
    expect((await ok<{ data: LocationRow }>(await getLoc(admin, loc._id))).data.status).toBe(`Seasonal ${tag}`);
  });

  it('sets one status on many locations at once, all or nothing', async () => {
    const a = (await ok<{ data: LocationRow }>(await create(admin, company._id, { name: `Bulk A ${tag}` }))).data;
    const b = (await ok<{ data: LocationRow }>(await create(admin, company._id, { name: `Bulk B ${tag}` }))).data;
    const done = await ok<{ data: { count: number } }>(await bulk(admin, { location_ids: [a._id, b._id], status_id: active }));
    expect(done.data.count).toBe(2);
    for (const id of [a._id, b._id]) expect((await ok<{ data: LocationRow }>(await getLoc(admin, id))).data.status_id).toBe(active);

    const globexLoc = (
      await ok<{ data: { _id: string }[] }>(await call(locationsRoute.GET, 'GET', '/api/on-demand/locations', { token: globexAdmin }))
    ).data[0]!;
    const def = theRow(
      await db()
        .select()
        .from(statusOptions)
        .where(and(eq(statusOptions.tenantId, acmeId), eq(statusOptions.kind, 'location'), eq(statusOptions.isDefault, true))),
    );
    await expectError(await bulk(admin, { location_ids: [a._id, globexLoc._id], status_id: def.id }), 404);
    expect((await ok<{ data: LocationRow }>(await getLoc(admin, a._id))).data.status_id).toBe(active);
    await expectError(await bulk(admin, { location_ids: [a._id], status_id: archived }), 400);
    await expectError(await bulk(admin, { location_ids: [], status_id: active }), 400);
    await expectError(await bulk(admin, { location_ids: ['x'], status_id: active }), 400);
    await expectError(await bulk(contact, { location_ids: [a._id], status_id: active }), 403);
    await expectError(await bulk(undefined, { location_ids: [a._id], status_id: active }), 401);
  });

  it('archives (DELETE) by giving the Closed status; a second archive is 409', async () => {
    const loc = (await ok<{ data: LocationRow }>(await create(admin, company._id, { name: `Closing ${tag}` }))).data;
    const closed = (await ok<{ data: LocationRow }>(await delLoc(admin, loc._id))).data;
    expect(closed.status.toLowerCase()).toBe('closed');
    await expectError(await delLoc(admin, loc._id), 409, 'conflict');
    const reopened = (await ok<{ data: LocationRow }>(await putLoc(admin, loc._id, { status_id: active }))).data;
    expect(reopened.status).toBe(`Seasonal ${tag}`);
  });

  it("keeps other tenants' locations out (404), refuses contacts (403) and anonymous callers (401)", async () => {
    const globexLoc = (
      await ok<{ data: { _id: string }[] }>(await call(locationsRoute.GET, 'GET', '/api/on-demand/locations', { token: globexAdmin }))
    ).data[0]!;
    await expectError(await getLoc(admin, globexLoc._id), 404);
    await expectError(await putLoc(admin, globexLoc._id, { notes: 'mine now' }), 404);
    await expectError(await delLoc(admin, globexLoc._id), 404);
    await expectError(
      await call(companyLocations.GET, 'GET', `${BASE}/${globexCompany}/locations`, { token: admin, params: { id: globexCompany } }),
      404,
    );
    await expectError(await create(admin, globexCompany, { name: 'Cross' }), 404);
    await expectError(await getLoc(contact, globexLoc._id), 403);
    await expectError(await create(contact, company._id, { name: 'Spy' }), 403);
    await expectError(await getLoc(undefined, globexLoc._id), 401);
    await expectError(await getLoc(admin, 'nope'), 404);
  });
});
