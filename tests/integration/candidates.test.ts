import { beforeAll, describe, expect, it } from 'vitest';
import * as list from '@/app/api/candidates/candidates/route';
import * as one from '@/app/api/candidates/candidates/[id]/route';
import * as profile from '@/app/api/candidates/candidates/[id]/profile/route';
import type { CandidateDetail, CandidateRow } from '@/lib/candidates/schema';
import { call, expectError, json } from './helpers';
import { type ListBody, signInAs, tenantBySlug } from './time-helpers';
import { candidateById, defaultStatus, makeCandidate, makePlacement, makeStatus, MISSING_ID } from './candidates-fixtures';

let admin = '';
let recruiter = '';
let contact = '';
let globexAdmin = '';
let acmeId = '';
let globexId = '';

beforeAll(async () => {
  [admin, recruiter, contact, globexAdmin] = await Promise.all([
    signInAs('admin@acme.test'),
    signInAs('recruiter@acme.test'),
    signInAs('contact@acme.test'),
    signInAs('admin@globex.test'),
  ]);
  acmeId = (await tenantBySlug('acme')).id;
  globexId = (await tenantBySlug('globex')).id;
});

const getList = (token: string, qs = '') => call(list.GET, 'GET', `/api/candidates/candidates${qs}`, { token });
const create = (token: string, body: unknown) => call(list.POST, 'POST', '/api/candidates/candidates', { token, body });
const getOne = (token: string, id: string) => call(one.GET, 'GET', `/api/candidates/candidates/${id}`, { token, params: { id } });
const putOne = (token: string, id: string, body: unknown) =>
  call(one.PUT, 'PUT', `/api/candidates/candidates/${id}`, { token, params: { id }, body });
const putProfile = (token: string, id: string, body: unknown) =>
  call(profile.PUT, 'PUT', `/api/candidates/candidates/${id}/profile`, { token, params: { id }, body });

async function rows(token: string, qs: string): Promise<ListBody<CandidateRow>> {
  const res = await getList(token, qs);
  const body = await json<ListBody<CandidateRow>>(res);
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body;
}

describe('GET /api/candidates/candidates', () => {
  it("lists the tenant's candidates with meta, paginated", async () => {
    const body = await rows(recruiter, '?per_page=5&page=2');
    expect(body.data).toHaveLength(5);
    expect(body.meta.totalItems).toBeGreaterThanOrEqual(48);
    expect(body.meta.total).toBe(body.meta.totalItems);
    expect(body.meta.page).toBe(2);
  });

  it("searches name, email and phone, and never shows another tenant's rows", async () => {
    const mine = await makeCandidate(acmeId, { phone: '+44 20 7946 0958' });
    const theirs = await makeCandidate(globexId, { lastName: mine.lastName });
    const byName = await rows(admin, `?search=${encodeURIComponent(mine.lastName)}`);
    expect(byName.data.map((r) => r._id)).toEqual([mine.id]);
    expect(byName.data.some((r) => r._id === theirs.id)).toBe(false);
    expect((await rows(admin, `?search=${encodeURIComponent(mine.email.toUpperCase())}`)).data.map((r) => r._id)).toEqual([mine.id]);
    expect((await rows(admin, '?search=7946%200958')).data.map((r) => r._id)).toContain(mine.id);
    expect((await rows(admin, '?search=2079460958')).data.map((r) => r._id)).toEqual([mine.id]);
    // % is taken literally, not as a wildcard.
    expect((await rows(admin, '?search=%25%25%25')).data).toHaveLength(0);
  });

  it('filters by status, city and placement, and sorts by newest', async () => {
    const status = await makeStatus(acmeId);
    // A minute apart: two inserts in a row can share a timestamp on the embedded database, and "newest" must not be a tie.
    const a = await makeCandidate(acmeId, { city: 'Zanesville', createdAt: new Date(Date.now() - 60_000) });
    const b = await makeCandidate(acmeId, { city: 'Zanesville', createdAt: new Date() });
    expect((await putProfile(admin, a.id, { status_id: status.id })).status).toBe(200);
    await makePlacement(acmeId, b.id);
    expect((await rows(admin, `?status_id=${status.id}`)).data.map((r) => r._id)).toEqual([a.id]);
    const inCity = await rows(admin, '?city=zanesville&sort=newest');
    expect(inCity.data.map((r) => r._id)).toEqual([b.id, a.id]);
    expect(inCity.data[1]!.status).toEqual({ _id: status.id, name: status.name, color: status.color });
    expect((await rows(admin, '?city=zanesville&has_placement=true')).data.map((r) => r._id)).toEqual([b.id]);
    expect((await rows(admin, '?city=zanesville&has_placement=false')).data.map((r) => r._id)).toEqual([a.id]);
  });

  it('refuses bad input (400), a contact (403) and no session (401)', async () => {
    await expectError(await getList(admin, '?status_id=nope'), 400, 'bad_request');
    await expectError(await getList(admin, '?sort=salary'), 400, 'bad_request');
    await expectError(await getList(admin, '?per_page=1000'), 400, 'bad_request');
    await expectError(await getList(contact), 403, 'forbidden');
    await expectError(await getList(''), 401, 'unauthorized_access');
  });
});

describe('POST /api/candidates/candidates', () => {
  const input = () => ({
    first_name: 'Ada',
    last_name: `Lovelace${Date.now()}`,
    email: `Ada.${Date.now()}@Example.test`,
    phone: '+16145550101',
    city: 'Dayton',
  });

  it('creates a candidate (201), lower-cases the email and starts in the default status', async () => {
    const status = await defaultStatus(globexId);
    const body = input();
    const res = await create(globexAdmin, body);
    const created = await json<{ data: CandidateDetail }>(res);
    expect(res.status, JSON.stringify(created)).toBe(201);
    expect(created.data.email).toBe(body.email.toLowerCase());
    expect(created.data.status_id).toBe(status.id);
    expect((await candidateById(created.data._id))!.tenantId).toBe(globexId);
  });

  it('answers 409 for an email already used in the tenant, whatever its case', async () => {
    const existing = await makeCandidate(acmeId);
    const body = await expectError(await create(admin, { ...input(), email: existing.email.toUpperCase() }), 409, 'conflict');
    expect(body.message).toMatch(/already exists/);
    // The same address is free in another tenant.
    expect((await create(globexAdmin, { ...input(), email: existing.email })).status).toBe(201);
  });

  it('validates names, email and phone (400) with the field named', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ first_name: '' }, 'first_name'],
      [{ last_name: 'x'.repeat(81) }, 'last_name'],
      [{ email: 'not-an-email' }, 'email'],
      [{ phone: 'call me' }, 'phone'],
      [{ phone: '12' }, 'phone'],
    ];
    for (const [patch, field] of cases) {
      const body = await expectError(await create(admin, { ...input(), ...patch }), 400, 'bad_request');
      expect(body.message.startsWith(field), body.message).toBe(true);
    }
    await expectError(await call(list.POST, 'POST', '/api/candidates/candidates', { token: admin, rawBody: '{nope' }), 400);
  });

  it('refuses a contact (403) and no session (401)', async () => {
    await expectError(await create(contact, input()), 403);
    await expectError(await create('', input()), 401);
  });
});

describe('GET and PUT /api/candidates/candidates/{id}', () => {
  it("returns core and profile; another tenant's id or a non-id is 404", async () => {
    const c = await makeCandidate(acmeId);
    const res = await getOne(recruiter, c.id);
    const body = await json<{ data: CandidateDetail }>(res);
    expect(res.status).toBe(200);
    expect(body.data).toMatchObject({ _id: c.id, email: c.email, status: null, custom_fields: {}, weekly_availability: {} });
    expect(body.data.preferences).toEqual({ positions: [], locations: [], min_pay_rate: null, max_distance_miles: null, shift_times: [] });
    await expectError(await getOne(globexAdmin, c.id), 404, 'not_found');
    await expectError(await getOne(admin, 'abc'), 404);
    await expectError(await getOne(admin, MISSING_ID), 404);
  });

  it('updates the core fields and keeps email uniqueness (409)', async () => {
    const c = await makeCandidate(acmeId);
    const other = await makeCandidate(acmeId);
    const next = { first_name: 'Grace', last_name: 'Hopper', email: c.email.toUpperCase(), phone: '(614) 555-1234', city: '' };
    const res = await putOne(admin, c.id, next);
    const body = await json<{ data: CandidateDetail }>(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.data).toMatchObject({ first_name: 'Grace', last_name: 'Hopper', email: c.email, phone: '(614) 555-1234', city: null });
    await expectError(await putOne(admin, c.id, { ...next, email: other.email }), 409);
    await expectError(await putOne(globexAdmin, c.id, next), 404);
    await expectError(await putOne(admin, c.id, { ...next, email: 'x' }), 400);
    await expectError(await putOne(contact, c.id, next), 403);
  });
});

describe('PUT /api/candidates/candidates/{id}/profile', () => {
  it('sets an active status and custom fields; the list shows the status', async () => {
    const c = await makeCandidate(acmeId);
    const status = await makeStatus(acmeId);
    const res = await putProfile(admin, c.id, {
      status_id: status.id,
      custom_fields: { shirt_size: 'L', years: 4, forklift: true, notes2: null },
    });
    const body = await json<{ data: CandidateDetail }>(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.data.status?.name).toBe(status.name);
    expect(body.data.custom_fields).toEqual({ shirt_size: 'L', years: 4, forklift: true, notes2: null });
    // Custom fields are replaced as a whole; the status stays when not sent.
    const again = await json<{ data: CandidateDetail }>(await putProfile(admin, c.id, { custom_fields: { years: 5 } }));
    expect(again.data.custom_fields).toEqual({ years: 5 });
    expect(again.data.status_id).toBe(status.id);
    const cleared = await json<{ data: CandidateDetail }>(await putProfile(admin, c.id, { status_id: null }));
    expect(cleared.data.status).toBeNull();
  });

  it('refuses archived, foreign or non-candidate statuses and malformed custom fields (400)', async () => {
    const c = await makeCandidate(acmeId);
    const archived = await makeStatus(acmeId, { archivedAt: new Date() });
    const foreign = await makeStatus(globexId);
    const appStatus = await makeStatus(acmeId, { kind: 'application' });
    for (const s of [archived, foreign, appStatus]) await expectError(await putProfile(admin, c.id, { status_id: s.id }), 400);
    await expectError(await putProfile(admin, c.id, { custom_fields: { 'Bad Key': 1 } }), 400);
    await expectError(await putProfile(admin, c.id, { custom_fields: { nested: { a: 1 } } }), 400);
    await expectError(
      await putProfile(admin, c.id, { custom_fields: Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`f${i}`, i])) }),
      400,
    );
    await expectError(await putProfile(admin, c.id, {}), 400);
    await expectError(await putProfile(globexAdmin, c.id, { custom_fields: {} }), 404);
    await expectError(await putProfile(contact, c.id, { custom_fields: {} }), 403);
    await expectError(await putProfile('', c.id, { custom_fields: {} }), 401);
  });
});
