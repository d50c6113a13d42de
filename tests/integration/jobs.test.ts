import { randomUUID } from 'node:crypto';
import { addDays, format } from 'date-fns';
import { and, asc, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as categoriesRoute from '@/app/api/main/jobs/categories/route';
import * as closeRoute from '@/app/api/main/jobs/[id]/close/route';
import * as publishRoute from '@/app/api/main/jobs/[id]/publish/route';
import * as itemRoute from '@/app/api/main/jobs/[id]/route';
import * as unpublishRoute from '@/app/api/main/jobs/[id]/unpublish/route';
import * as listRoute from '@/app/api/main/jobs/route';
import { db } from '@/lib/db/client';
import { jobs, locations } from '@/lib/db/schema';
import type { JobRow } from '@/lib/jobs/schema';
import { call, expectError, json } from './helpers';
import { type ListBody, signInAs, tenantBySlug } from './time-helpers';
import { theRow } from '@/lib/db/rows';

const BASE = '/api/main/jobs';
let admin = '';
let recruiter = '';
let contact = '';
let acmeId = '';
let place = { company_id: '', location_id: '' };
let otherCompanyLocation = '';
let globexJob = '';

beforeAll(async () => {
  [admin, recruiter, contact] = await Promise.all([
    signInAs('admin@acme.test'),
    signInAs('recruiter@acme.test'),
    signInAs('contact@acme.test'),
  ]);
  acmeId = (await tenantBySlug('acme')).id;
  const site = theRow(await db().select().from(locations).where(eq(locations.tenantId, acmeId)).orderBy(asc(locations.name)).limit(1));
  place = { company_id: site.companyId, location_id: site.id };
  const other = theRow(
    await db()
      .select()
      .from(locations)
      .where(and(eq(locations.tenantId, acmeId), ne(locations.companyId, site.companyId)))
      .limit(1),
  );
  otherCompanyLocation = other.id;
  const theirs = theRow(
    await db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.tenantId, (await tenantBySlug('globex')).id), eq(jobs.status, 'open')))
      .limit(1),
  );
  globexJob = theirs.id;
});

const later = (days: number) => format(addDays(new Date(), days), 'yyyy-MM-dd');
const input = (over: Record<string, unknown> = {}) => ({
  title: `Forklift Lead ${randomUUID().slice(0, 8)}`,
  description: 'Lead a small forklift team on the early shift; two years of experience needed.',
  position: 'Forklift Operator',
  category: 'Warehousing',
  employment_type: 'FULL_TIME',
  pay_rate_min: 20,
  pay_rate_max: 24.5,
  valid_through: later(30),
  ...place,
  ...over,
});

async function createJob(over: Record<string, unknown> = {}, token = admin) {
  const res = await call(listRoute.POST, 'POST', BASE, { token, body: input(over) });
  const body = await json<{ data: JobRow }>(res);
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.data;
}

const act = (route: { PUT: typeof publishRoute.PUT }, id: string, action: string, token = admin) =>
  call(route.PUT, 'PUT', `${BASE}/${id}/${action}`, { token, params: { id } });

async function listJobs(query: Record<string, string>, token = admin) {
  const res = await call(listRoute.GET, 'GET', `${BASE}?${new URLSearchParams(query)}`, { token });
  const body = await json<ListBody<JobRow>>(res);
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body;
}

describe('jobs: create and validate', () => {
  it('creates a draft with the fields as given, readable by id', async () => {
    const job = await createJob({}, recruiter);
    expect(job).toMatchObject({
      status: 'draft',
      published_at: null,
      employment_type: 'FULL_TIME',
      pay_rate_min: 20,
      pay_rate_max: 24.5,
      application_count: 0,
      ...place,
    });
    expect(job.company_name).toBeTruthy();
    expect(job.valid_through?.slice(0, 10)).toBe(later(30));
    const res = await call(itemRoute.GET, 'GET', `${BASE}/${job._id}`, { token: admin, params: { id: job._id } });
    expect((await json<{ data: JobRow }>(res)).data.title).toBe(job.title);
  });

  it.each([
    [{ title: 'ab' }, 'title'],
    [{ description: 'too short' }, 'description'],
    [{ employment_type: 'SEASONAL' }, 'employment_type'],
    [{ pay_rate_min: 30, pay_rate_max: 20 }, 'pay_rate_max'],
    [{ valid_through: later(-2) }, 'valid_through'],
    [{ valid_through: '31/12/2030' }, 'valid_through'],
    [{ company_id: 'x' }, 'company_id'],
    [{ company_id: randomUUID() }, 'company_id'],
    [{ location_id: randomUUID() }, 'location_id'],
  ])('refuses %o with 400 naming %s', async (over, field) => {
    const res = await call(listRoute.POST, 'POST', BASE, { token: admin, body: input(over) });
    const body = await expectError(res, 400, 'bad_request');
    expect(body.message).toContain(field);
  });

  it("refuses a location of another company (400) and another tenant's company (400)", async () => {
    const body = await expectError(
      await call(listRoute.POST, 'POST', BASE, { token: admin, body: input({ location_id: otherCompanyLocation }) }),
      400,
    );
    expect(body.message).toMatch(/another company/);
    const globexSite = theRow(
      await db()
        .select()
        .from(locations)
        .where(eq(locations.tenantId, (await tenantBySlug('globex')).id))
        .limit(1),
    );
    await expectError(
      await call(listRoute.POST, 'POST', BASE, {
        token: admin,
        body: input({ company_id: globexSite.companyId, location_id: globexSite.id }),
      }),
      400,
    );
  });

  it('updates with the same schema', async () => {
    const job = await createJob();
    const res = await call(itemRoute.PUT, 'PUT', `${BASE}/${job._id}`, {
      token: admin,
      params: { id: job._id },
      body: input({ title: `${job.title} v2`, pay_rate_max: null, category: '' }),
    });
    const body = await json<{ data: JobRow }>(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.data).toMatchObject({ title: `${job.title} v2`, pay_rate_max: null, category: null });
    await expectError(
      await call(itemRoute.PUT, 'PUT', `${BASE}/${job._id}`, { token: admin, params: { id: job._id }, body: input({ title: '' }) }),
      400,
    );
  });
});

describe('jobs: life cycle', () => {
  it('publishes, unpublishes, closes; a closed job cannot be published (409)', async () => {
    const job = await createJob();
    const published = await act(publishRoute, job._id, 'publish');
    const p = await json<{ data: JobRow }>(published);
    expect(published.status).toBe(200);
    expect(p.data.status).toBe('open');
    expect(p.data.published_at).not.toBeNull();
    await expectError(await act(publishRoute, job._id, 'publish'), 409, 'conflict');

    const unpublished = await json<{ data: JobRow }>(await act(unpublishRoute, job._id, 'unpublish'));
    expect(unpublished.data).toMatchObject({ status: 'draft', published_at: null });
    await expectError(await act(unpublishRoute, job._id, 'unpublish'), 409);

    const closed = await json<{ data: JobRow }>(await act(closeRoute, job._id, 'close'));
    expect(closed.data.status).toBe('closed');
    const refused = await expectError(await act(publishRoute, job._id, 'publish'), 409, 'conflict');
    expect(refused.message).toMatch(/closed/);
    await expectError(await act(closeRoute, job._id, 'close'), 409);
  });
});

describe('jobs: list', () => {
  it('filters by status, company, location, category and search, sorted and paginated, with application counts', async () => {
    const tag = randomUUID().slice(0, 8);
    const a = await createJob({ title: `Alpha ${tag}`, category: `Cat ${tag}` });
    const b = await createJob({ title: `Beta ${tag}`, category: `Cat ${tag}` });
    await act(publishRoute, b._id, 'publish');
    const byTitle = await listJobs({ search: tag, sort: 'title' });
    expect(byTitle.data.map((j) => j._id)).toEqual([a._id, b._id]);
    expect(byTitle.meta.totalItems).toBe(2);
    expect((await listJobs({ search: tag, sort: '-title' })).data.map((j) => j._id)).toEqual([b._id, a._id]);
    expect((await listJobs({ search: tag, status: 'open' })).data.map((j) => j._id)).toEqual([b._id]);
    expect((await listJobs({ search: tag, status: 'draft' })).data.map((j) => j._id)).toEqual([a._id]);
    expect((await listJobs({ category: `Cat ${tag}`, company: place.company_id, location: place.location_id })).meta.totalItems).toBe(2);
    expect((await listJobs({ search: tag, location: otherCompanyLocation })).meta.totalItems).toBe(0);
    const page = await listJobs({ search: tag, per_page: '1', page: '2', sort: 'title' });
    expect(page.data.map((j) => j._id)).toEqual([b._id]);
    expect(page.meta).toMatchObject({ totalItems: 2, page: 2, per_page: 1 });

    const seeded = await listJobs({ status: 'open', per_page: '100' });
    expect(seeded.data.some((j) => j.application_count > 0)).toBe(true);
    const cats = await json<{ data: string[] }>(await call(categoriesRoute.GET, 'GET', `${BASE}/categories`, { token: admin }));
    expect(cats.data).toContain(`Cat ${tag}`);
  });

  it('refuses bad list input with 400', async () => {
    await expectError(await call(listRoute.GET, 'GET', `${BASE}?status=archived`, { token: admin }), 400);
    await expectError(await call(listRoute.GET, 'GET', `${BASE}?sort=salary`, { token: admin }), 400);
    await expectError(await call(listRoute.GET, 'GET', `${BASE}?company=nope`, { token: admin }), 400);
  });
});

describe('jobs: access', () => {
  it('refuses a Company Contact (403) and an anonymous caller (401)', async () => {
    await expectError(await call(listRoute.GET, 'GET', BASE, { token: contact }), 403, 'forbidden');
    await expectError(await call(listRoute.POST, 'POST', BASE, { token: contact, body: input() }), 403);
    await expectError(await call(listRoute.GET, 'GET', BASE), 401, 'unauthorized_access');
  });

  it("answers 404 for another tenant's job on every route", async () => {
    const params = { id: globexJob };
    await expectError(await call(itemRoute.GET, 'GET', `${BASE}/${globexJob}`, { token: admin, params }), 404, 'not_found');
    await expectError(await call(itemRoute.PUT, 'PUT', `${BASE}/${globexJob}`, { token: admin, params, body: input() }), 404);
    await expectError(await act(publishRoute, globexJob, 'publish'), 404);
    await expectError(await act(closeRoute, globexJob, 'close'), 404);
    await expectError(await call(itemRoute.GET, 'GET', `${BASE}/123`, { token: admin, params: { id: '123' } }), 404);
    const still = theRow(await db().select().from(jobs).where(eq(jobs.id, globexJob)));
    expect(still.status).toBe('open');
  });
});
