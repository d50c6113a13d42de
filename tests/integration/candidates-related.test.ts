import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as apps from '@/app/api/candidates/candidates/[id]/applications/route';
import * as exclusions from '@/app/api/candidates/candidates/[id]/exclusions/route';
import * as exclusion from '@/app/api/candidates/candidates/[id]/exclusions/[companyId]/route';
import * as messages from '@/app/api/candidates/candidates/[id]/messages/route';
import * as placements from '@/app/api/candidates/candidates/[id]/placements/route';
import type { CandidateApplication, CandidatePlacement, Exclusion } from '@/lib/candidates/schema';
import type { CandidateMessage } from '@/lib/messages/schema';
import { db } from '@/lib/db/client';
import { mailbox } from '@/lib/db/schema';
import { call, expectError, json } from './helpers';
import { type ListBody, signInAs, tenantBySlug } from './time-helpers';
import { firstCompany, makeApplication, makeCandidate, makePlacement, makeStatus, MISSING_ID } from './candidates-fixtures';

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

type Route = { GET?: Parameters<typeof call>[0]; POST?: Parameters<typeof call>[0]; DELETE?: Parameters<typeof call>[0] };
const sub = (route: Route, name: string) => ({
  get: (token: string, id: string) => call(route.GET, 'GET', `/api/candidates/candidates/${id}/${name}`, { token, params: { id } }),
  post: (token: string, id: string, body: unknown) =>
    call(route.POST, 'POST', `/api/candidates/candidates/${id}/${name}`, { token, params: { id }, body }),
});

async function listOf<T>(res: Response): Promise<T[]> {
  const body = await json<ListBody<T>>(res);
  expect(res.status, JSON.stringify(body)).toBe(200);
  expect(body.meta.totalItems).toBe(body.data.length);
  return body.data;
}

describe('messages', () => {
  const api = sub(messages, 'messages');

  it('sends an email to the candidate and lists it newest first with the author', async () => {
    const c = await makeCandidate(acmeId);
    const first = await api.post(recruiter, c.id, { body: 'Can you work Saturday?' });
    expect(first.status).toBe(201);
    const second = await json<{ data: CandidateMessage }>(await api.post(admin, c.id, { body: 'Reminder: bring your badge.' }));
    expect(second.data).toMatchObject({ direction: 'outbound', channel: 'email', body: 'Reminder: bring your badge.' });
    const [mail] = await db().select().from(mailbox).where(eq(mailbox.to, c.email)).orderBy(desc(mailbox.id)).limit(1);
    expect(mail?.text).toContain('Reminder: bring your badge.');
    expect(mail?.tenantId).toBe(acmeId);
    const rows = await listOf<CandidateMessage>(await api.get(recruiter, c.id));
    expect(rows.map((m) => m.body)).toEqual(['Reminder: bring your badge.', 'Can you work Saturday?']);
    expect(rows[1]!.author_name).toBeTruthy();
  });

  it('refuses an empty or huge body (400), a contact (403), another tenant (404), no session (401)', async () => {
    const c = await makeCandidate(acmeId);
    await expectError(await api.post(admin, c.id, { body: '   ' }), 400);
    await expectError(await api.post(admin, c.id, { body: 'x'.repeat(5001) }), 400);
    await expectError(await api.post(contact, c.id, { body: 'hi' }), 403);
    await expectError(await api.post(globexAdmin, c.id, { body: 'hi' }), 404);
    await expectError(await api.get(globexAdmin, c.id), 404);
    await expectError(await api.get('', c.id), 401);
    expect(await db().select().from(mailbox).where(eq(mailbox.to, c.email))).toHaveLength(0);
  });
});

describe('placements and applications', () => {
  it("lists the candidate's placements with company and location", async () => {
    const c = await makeCandidate(acmeId);
    const p = await makePlacement(acmeId, c.id);
    const rows = await listOf<CandidatePlacement>(await sub(placements, 'placements').get(recruiter, c.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ _id: p.id, position: 'Forklift Operator', start_date: '2024-03-04', bill_rate: 30, pay_rate: 20 });
    expect(rows[0]!.company_name.length).toBeGreaterThan(0);
    await expectError(await sub(placements, 'placements').get(globexAdmin, c.id), 404);
    await expectError(await sub(placements, 'placements').get(contact, c.id), 403);
  });

  it("lists the candidate's applications with status and source", async () => {
    const c = await makeCandidate(acmeId);
    const status = await makeStatus(acmeId, { kind: 'application' });
    const a = await makeApplication(acmeId, c.id, status.id);
    const rows = await listOf<CandidateApplication>(await sub(apps, 'applications').get(admin, c.id));
    expect(rows).toEqual([
      expect.objectContaining({ _id: a.id, source: 'job board', status: { _id: status.id, name: status.name, color: status.color } }),
    ]);
    await expectError(await sub(apps, 'applications').get(globexAdmin, c.id), 404);
    await expectError(await sub(apps, 'applications').get(admin, MISSING_ID), 404);
    await expectError(await sub(apps, 'applications').get('', c.id), 401);
  });
});

describe('exclusions', () => {
  const api = sub(exclusions, 'exclusions');
  const del = (token: string, id: string, companyId: string) =>
    call(exclusion.DELETE, 'DELETE', `/api/candidates/candidates/${id}/exclusions/${companyId}`, { token, params: { id, companyId } });

  it('adds, lists and removes an exclusion', async () => {
    const c = await makeCandidate(acmeId);
    const company = await firstCompany(acmeId);
    const res = await api.post(admin, c.id, { company_id: company.id, reason: 'No-show twice' });
    const body = await json<ListBody<Exclusion>>(res);
    expect(res.status, JSON.stringify(body)).toBe(201);
    expect(body.data).toEqual([expect.objectContaining({ company_id: company.id, company_name: company.name, reason: 'No-show twice' })]);
    await expectError(await api.post(admin, c.id, { company_id: company.id }), 409);
    expect(await listOf<Exclusion>(await api.get(recruiter, c.id))).toHaveLength(1);
    expect((await del(recruiter, c.id, company.id)).status).toBe(200);
    expect(await listOf<Exclusion>(await api.get(recruiter, c.id))).toHaveLength(0);
    await expectError(await del(recruiter, c.id, company.id), 404);
  });

  it("refuses another tenant's company or candidate (404), bad input (400), a contact (403), no session (401)", async () => {
    const c = await makeCandidate(acmeId);
    const theirs = await firstCompany(globexId);
    await expectError(await api.post(admin, c.id, { company_id: theirs.id }), 404);
    await expectError(await api.post(globexAdmin, c.id, { company_id: theirs.id }), 404);
    await expectError(await api.post(admin, c.id, { company_id: 'acme' }), 400);
    await expectError(await api.post(admin, c.id, { company_id: (await firstCompany(acmeId)).id, reason: 'x'.repeat(501) }), 400);
    await expectError(await api.post(contact, c.id, { company_id: theirs.id }), 403);
    await expectError(await del('', c.id, theirs.id), 401);
    await expectError(await del(admin, c.id, 'nope'), 404);
  });
});
