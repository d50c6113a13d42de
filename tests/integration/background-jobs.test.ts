import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as failedRoute from '@/app/api/main/background-jobs/failed/route';
import * as retryRoute from '@/app/api/main/background-jobs/[id]/retry/route';
import { db } from '@/lib/db/client';
import { jobQueue, JobWorker, registerJob } from '@/lib/job-queue';
import type { FailedJob } from '@/lib/background-jobs/failed-queries';
import { call, expectError } from './helpers';
import { dataOf, demoSessions } from './fixtures';

const demo = demoSessions(['superadmin', 'admin', 'recruiter', 'contact'], ['admin']);
const BROKEN = `test.admin-visible.${Date.now().toString(36)}`;
let attempts = 0;
registerJob(
  BROKEN,
  async (payload: { what: string }) => {
    attempts++;
    throw new Error(`could not ${payload.what}`);
  },
  { retryLimit: 0 },
);

const worker = new JobWorker(jobQueue(), 60_000, { only: [BROKEN] });
const ids = { acme: '', globex: '', platform: '' };

const listFailed = (token: string) => call(failedRoute.GET, 'GET', '/api/main/background-jobs/failed', { token });
const retry = (token: string, id: string) =>
  call(retryRoute.POST, 'POST', `/api/main/background-jobs/${id}/retry`, { token, params: { id } });
const state = async (id: string) =>
  (await db().execute<{ state: string }>(sql`select state from pgboss.job where id = ${id}`)).rows[0]!.state;

beforeAll(async () => {
  ids.acme = (await jobQueue().enqueue(BROKEN, { what: 'sync acme' }, { tenantId: demo.acmeId }))!;
  ids.globex = (await jobQueue().enqueue(BROKEN, { what: 'sync globex' }, { tenantId: demo.globexId }))!;
  ids.platform = (await jobQueue().enqueue(BROKEN, { what: 'sweep every tenant' }))!;
  await worker.runDue();
  expect(attempts).toBe(3);
});

describe('failed background jobs, for admins', () => {
  it("lists the tenant's failed jobs with their error, and no other tenant's or platform job", async () => {
    for (const token of [demo.admin, demo.superadmin]) {
      const data = await dataOf<FailedJob[]>(await listFailed(token));
      const mine = data.find((j) => j._id === ids.acme);
      expect(mine).toMatchObject({ name: BROKEN, error: 'could not sync acme', attempts: 1 });
      expect(mine?.failed_at).toBeTruthy();
      expect(data.some((j) => j._id === ids.globex || j._id === ids.platform)).toBe(false);
    }
    const theirs = await dataOf<FailedJob[]>(await listFailed(demo.globexAdmin));
    expect(theirs.map((j) => j._id)).toContain(ids.globex);
    expect(theirs.some((j) => j._id === ids.acme)).toBe(false);
  });

  it('is for admins only: 403 for a recruiter and a contact, 401 without a session', async () => {
    await expectError(await listFailed(demo.recruiter), 403);
    await expectError(await listFailed(demo.contact), 403);
    await expectError(await call(failedRoute.GET, 'GET', '/api/main/background-jobs/failed'), 401);
    await expectError(await retry(demo.recruiter, ids.acme), 403);
    expect(await state(ids.acme)).toBe('failed');
  });

  it("retries only the tenant's own failed job: another tenant's or a platform job is a 404", async () => {
    await expectError(await retry(demo.globexAdmin, ids.acme), 404, 'not_found');
    await expectError(await retry(demo.admin, ids.platform), 404, 'not_found');
    await expectError(await retry(demo.admin, 'not-a-job'), 404, 'not_found');
    expect(await state(ids.acme)).toBe('failed');
  });

  it('queues a retried job again: it runs once more, and fails again here, listed again', async () => {
    const data = await dataOf<FailedJob>(await retry(demo.admin, ids.acme));
    expect(data._id).toBe(ids.acme);
    expect(await state(ids.acme)).toBe('retry');
    expect((await dataOf<FailedJob[]>(await listFailed(demo.admin))).some((j) => j._id === ids.acme)).toBe(false);
    await expectError(await retry(demo.admin, ids.acme), 404, 'not_found'); // not failed now
    await worker.runDue();
    expect(attempts).toBe(4);
    const again = (await dataOf<FailedJob[]>(await listFailed(demo.admin))).find((j) => j._id === ids.acme);
    expect(again).toMatchObject({ error: 'could not sync acme', attempts: 2 });
  });
});
