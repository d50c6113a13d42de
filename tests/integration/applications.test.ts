import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as byCandidateRoute from '@/app/api/candidates/applications/candidate/[candidateId]/route';
import * as itemRoute from '@/app/api/candidates/applications/[id]/route';
import * as listRoute from '@/app/api/candidates/applications/route';
import type { ApplicationRow, CandidateSummary } from '@/lib/applications/schema';
import { db } from '@/lib/db/client';
import { applications, candidates, jobs, statusOptions } from '@/lib/db/schema';
import { call, expectError, json } from './helpers';
import { type ListBody, signInAs, tenantBySlug } from './time-helpers';
import { theRow } from '@/lib/db/rows';

const BASE = '/api/candidates/applications';
let admin = '';
let recruiter = '';
let contact = '';
let acmeId = '';
let globexId = '';
let status: Record<string, string> = {};
let openJobs: string[] = [];

beforeAll(async () => {
  [admin, recruiter, contact] = await Promise.all([
    signInAs('admin@acme.test'),
    signInAs('recruiter@acme.test'),
    signInAs('contact@acme.test'),
  ]);
  acmeId = (await tenantBySlug('acme')).id;
  globexId = (await tenantBySlug('globex')).id;
  const rows = await db()
    .select()
    .from(statusOptions)
    .where(and(eq(statusOptions.tenantId, acmeId), eq(statusOptions.kind, 'application')));
  status = Object.fromEntries(rows.map((r) => [r.name, r.id]));
  openJobs = (
    await db()
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.tenantId, acmeId), eq(jobs.status, 'open')))
      .orderBy(asc(jobs.title))
  ).map((j) => j.id);
});

/** A candidate of our own (name carries a unique tag for search), so counts never depend on other files. */
async function newCandidate(tenantId = acmeId) {
  const tag = randomUUID().slice(0, 8);
  const row = theRow(
    await db()
      .insert(candidates)
      .values({ tenantId, firstName: 'Quinn', lastName: `Tester${tag}`, email: `quinn.${tag}@mail.test` })
      .returning(),
  );
  return { ...row, tag };
}

async function add(body: Record<string, unknown>, token = admin) {
  const res = await call(listRoute.POST, 'POST', BASE, { token, body });
  const out = await json<{ data: ApplicationRow }>(res);
  expect(res.status, JSON.stringify(out)).toBe(200);
  return out.data;
}

async function listApps(query: Record<string, string>, token = admin) {
  const res = await call(listRoute.GET, 'GET', `${BASE}?${new URLSearchParams(query)}`, { token });
  const body = await json<ListBody<ApplicationRow>>(res);
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body;
}

const update = (id: string, body: unknown, token = admin) => call(itemRoute.PUT, 'PUT', `${BASE}/${id}`, { token, params: { id }, body });

describe('applications: create', () => {
  it('adds an application with the default status and source when none are given', async () => {
    const c = await newCandidate();
    const app = await add({ candidate_id: c.id, job_id: openJobs[0] }, recruiter);
    expect(app).toMatchObject({ candidate_id: c.id, job_id: openJobs[0], status_id: status.New, status_name: 'New', source: 'Job board' });
    expect(app.candidate_name).toBe(`Quinn Tester${c.tag}`);
    expect(app.job_title).toBeTruthy();
    // The Place dialog's pay rate starts from the job's posted pay (the bottom of its range).
    const paid = theRow(
      await db()
        .select({ id: jobs.id, min: jobs.payRateMin })
        .from(jobs)
        .where(and(eq(jobs.tenantId, acmeId), eq(jobs.status, 'open'), isNotNull(jobs.payRateMin)))
        .orderBy(asc(jobs.title))
        .limit(1),
    );
    const onPaid = await add({ candidate_id: (await newCandidate()).id, job_id: paid.id }, recruiter);
    expect(onPaid.job_pay_rate).toBe(Number(paid.min));
    await expectError(
      await call(listRoute.POST, 'POST', BASE, { token: admin, body: { candidate_id: c.id, job_id: openJobs[0] } }),
      409,
      'conflict',
    );
  });

  it('stores a source by its configured spelling and refuses unknown sources, statuses and jobs (400)', async () => {
    const c = await newCandidate();
    const app = await add({ candidate_id: c.id, source: 'walk-IN', status_id: status.Interview });
    expect(app).toMatchObject({ source: 'Walk-in', status_name: 'Interview' });
    await expectError(
      await call(listRoute.POST, 'POST', BASE, { token: admin, body: { candidate_id: c.id, source: 'Carrier pigeon' } }),
      400,
    );
    await expectError(
      await call(listRoute.POST, 'POST', BASE, { token: admin, body: { candidate_id: c.id, status_id: randomUUID() } }),
      400,
    );
    await expectError(await call(listRoute.POST, 'POST', BASE, { token: admin, body: { candidate_id: c.id, job_id: randomUUID() } }), 400);
    await expectError(await call(listRoute.POST, 'POST', BASE, { token: admin, body: { candidate_id: 'x' } }), 400);
    const theirs = await newCandidate(globexId);
    await expectError(await call(listRoute.POST, 'POST', BASE, { token: admin, body: { candidate_id: theirs.id } }), 404, 'not_found');
  });
});

describe('applications: list', () => {
  it('filters by search, status, job, source and date; newest first; paginated', async () => {
    const c = await newCandidate();
    const first = await add({ candidate_id: c.id, job_id: openJobs[0], status_id: status.Screening, source: 'Referral' });
    const second = await add({ candidate_id: c.id, job_id: openJobs[1], status_id: status.Offer, source: 'Indeed' });
    await db()
      .update(applications)
      .set({ createdAt: new Date('2021-03-04T10:00:00Z') })
      .where(eq(applications.id, first._id));

    const all = await listApps({ search: c.tag });
    expect(all.data.map((a) => a._id)).toEqual([second._id, first._id]);
    expect(all.meta.totalItems).toBe(2);
    expect((await listApps({ search: c.email })).meta.totalItems).toBe(2);
    expect((await listApps({ search: c.tag, status_id: status.Offer! })).data.map((a) => a._id)).toEqual([second._id]);
    expect((await listApps({ search: c.tag, job: openJobs[0]! })).data.map((a) => a._id)).toEqual([first._id]);
    expect((await listApps({ search: c.tag, source: 'referral' })).data.map((a) => a._id)).toEqual([first._id]);
    expect((await listApps({ search: c.tag, from: '2021-03-04', to: '2021-03-04' })).data.map((a) => a._id)).toEqual([first._id]);
    expect((await listApps({ search: c.tag, from: '2021-03-05' })).data.map((a) => a._id)).toEqual([second._id]);
    expect((await listApps({ candidate_id: c.id, per_page: '1', page: '2' })).data.map((a) => a._id)).toEqual([first._id]);

    const seeded = await listApps({ per_page: '100' });
    expect(seeded.meta.totalItems).toBeGreaterThanOrEqual(40);
    const times = seeded.data.map((a) => a.created_at);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('refuses bad filters with 400', async () => {
    await expectError(await call(listRoute.GET, 'GET', `${BASE}?status_id=new`, { token: admin }), 400);
    await expectError(await call(listRoute.GET, 'GET', `${BASE}?from=2024-02-02&to=2024-01-01`, { token: admin }), 400);
    await expectError(await call(listRoute.GET, 'GET', `${BASE}?per_page=1000`, { token: admin }), 400);
  });
});

describe('applications: update', () => {
  it('moves an application through statuses and changes job and source', async () => {
    const c = await newCandidate();
    const app = await add({ candidate_id: c.id, job_id: openJobs[0] });
    const res = await update(app._id, { status_id: status.Placed, job_id: openJobs[2], source: 'website' });
    const body = await json<{ data: ApplicationRow }>(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.data).toMatchObject({ status_name: 'Placed', job_id: openJobs[2], source: 'Website' });
    const got = await json<{ data: ApplicationRow }>(
      await call(itemRoute.GET, 'GET', `${BASE}/${app._id}`, { token: admin, params: { id: app._id } }),
    );
    expect(got.data.status_id).toBe(status.Placed);
    expect((await json<{ data: ApplicationRow }>(await update(app._id, { job_id: null }))).data.job_id).toBeNull();
  });

  it('refuses an invalid, archived or foreign status id (400) and an empty change (400)', async () => {
    const c = await newCandidate();
    const app = await add({ candidate_id: c.id });
    await expectError(await update(app._id, { status_id: randomUUID() }), 400, 'bad_request');
    await expectError(await update(app._id, { status_id: 'placed' }), 400);
    const sourceOption = theRow(
      await db()
        .select()
        .from(statusOptions)
        .where(and(eq(statusOptions.tenantId, acmeId), eq(statusOptions.kind, 'application_source')))
        .limit(1),
    );
    await expectError(await update(app._id, { status_id: sourceOption.id }), 400);
    const theirs = theRow(
      await db()
        .select()
        .from(statusOptions)
        .where(and(eq(statusOptions.tenantId, globexId), eq(statusOptions.kind, 'application')))
        .limit(1),
    );
    await expectError(await update(app._id, { status_id: theirs.id }), 400);
    await expectError(await update(app._id, {}), 400);
    const archived = theRow(
      await db()
        .insert(statusOptions)
        .values({ tenantId: acmeId, kind: 'application', name: `Old ${randomUUID().slice(0, 6)}`, position: 99, archivedAt: new Date() })
        .returning(),
    );
    await expectError(await update(app._id, { status_id: archived.id }), 400);
    const after = await json<{ data: ApplicationRow }>(
      await call(itemRoute.GET, 'GET', `${BASE}/${app._id}`, { token: admin, params: { id: app._id } }),
    );
    expect(after.data.status_id).toBe(status.New);
  });
});

describe('applications: one candidate', () => {
  it("returns the candidate with their applications; another tenant's candidate is 404", async () => {
    const c = await newCandidate();
    const app = await add({ candidate_id: c.id, job_id: openJobs[0] });
    const res = await call(byCandidateRoute.GET, 'GET', `${BASE}/candidate/${c.id}`, { token: admin, params: { candidateId: c.id } });
    const body = await json<{ data: { candidate: CandidateSummary; applications: ApplicationRow[] } }>(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.data.candidate).toEqual({ _id: c.id, name: `Quinn Tester${c.tag}`, email: c.email });
    expect(body.data.applications.map((a) => a._id)).toEqual([app._id]);
    const theirs = await newCandidate(globexId);
    await expectError(
      await call(byCandidateRoute.GET, 'GET', `${BASE}/candidate/${theirs.id}`, { token: admin, params: { candidateId: theirs.id } }),
      404,
    );
    await expectError(await call(byCandidateRoute.GET, 'GET', `${BASE}/candidate/1`, { token: admin, params: { candidateId: '1' } }), 404);
  });
});

describe('applications: access', () => {
  it("answers 404 for another tenant's application, 403 for a contact, 401 without a session", async () => {
    const theirs = await newCandidate(globexId);
    const foreign = theRow(
      await db().insert(applications).values({ tenantId: globexId, candidateId: theirs.id, source: 'Job board' }).returning(),
    );
    await expectError(
      await call(itemRoute.GET, 'GET', `${BASE}/${foreign.id}`, { token: admin, params: { id: foreign.id } }),
      404,
      'not_found',
    );
    await expectError(await update(foreign.id, { source: 'Referral' }), 404);
    const unchanged = theRow(await db().select().from(applications).where(eq(applications.id, foreign.id)));
    expect(unchanged.source).toBe('Job board');
    await expectError(await call(listRoute.GET, 'GET', BASE, { token: contact }), 403, 'forbidden');
    await expectError(await update(foreign.id, { source: 'Referral' }, contact), 403);
    await expectError(await call(listRoute.GET, 'GET', BASE), 401, 'unauthorized_access');
  });
});
