import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as syncRoute from '@/app/api/main/everee/sync-candidates/route';
import * as evereeRoute from '@/app/api/main/integrations/everee/route';
import * as paychexRoute from '@/app/api/main/integrations/paychex/route';
import { db } from '@/lib/db/client';
import { candidateProfiles, integrationConnections } from '@/lib/db/schema';
import type { EvereeView, PaychexView, SyncResult } from '@/lib/integrations/types';
import { makeCandidate } from './candidates-fixtures';
import { demoSessions } from './fixtures';
import { call, expectError, json } from './helpers';

const API_KEY = 'sk_test_everee_0123456789_KEY9876';
type Received = { path: string; auth: string | undefined; tenant: string | undefined; body: { externalWorkerId: string; email: string } };

let server: Server;
let baseUrl = '';
let received: Received[] = [];
let failFor = new Set<string>();

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const demo = demoSessions(['admin', 'recruiter'], ['admin']);
beforeAll(async () => {
  // Stands in for Everee: records each request, answers 422 for the ids in failFor.
  server = createServer(async (req, res) => {
    const body = JSON.parse(await readBody(req)) as Received['body'];
    received.push({ path: req.url ?? '', auth: req.headers.authorization, tenant: req.headers['x-everee-tenant-id'] as string | undefined, body });
    res.writeHead(failFor.has(body.externalWorkerId) ? 422 : 201, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await call(evereeRoute.DELETE, 'DELETE', '/x', { token: demo.admin });
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  received = [];
  failFor = new Set();
});

const getEveree = async (token = demo.admin) => {
  const res = await call(evereeRoute.GET, 'GET', '/api/main/integrations/everee', { token });
  const text = await res.text();
  expect(text).not.toContain(API_KEY); // the key never leaves the server, whole or in part beyond the hint
  expect(text).not.toContain(API_KEY.slice(0, 12));
  return { status: res.status, body: JSON.parse(text) as { data: EvereeView } };
};
const putEveree = (body: unknown, token = demo.admin) => call(evereeRoute.PUT, 'PUT', '/api/main/integrations/everee', { token, body });
const sync = (syncType: string, token = demo.admin) => call(syncRoute.PUT, 'PUT', '/api/main/everee/sync-candidates', { token, body: { syncType } });
const acmeCandidates = async () => Number((await db().execute<{ n: number }>(sql`select count(*)::int as n from candidates where tenant_id = ${demo.acmeId}`)).rows[0].n);

describe('Everee', () => {
  it('is not configured at first: sync answers 400 integration_not_configured', async () => {
    const { body } = await getEveree();
    expect(body.data).toMatchObject({ configured: false, enabled: false, secret_hint: null, base_url: 'https://api-prod.everee.com' });
    const err = await expectError(await sync('all'), 400, 'integration_not_configured');
    expect(err.message).toBe('Everee is not configured. Add the API credentials in Admin settings → Integrations.');
    expect(received).toHaveLength(0);
  });

  it('validates the settings: key needed to enable, https only, known sync types', async () => {
    await expectError(await putEveree({ enabled: true, tenant_id: '12345' }), 400, 'bad_request');
    await expectError(await putEveree({ enabled: true, tenant_id: '12345', api_key: API_KEY, base_url: 'http://everee.example.com' }), 400, 'bad_request');
    await expectError(await putEveree({ enabled: true, tenant_id: '12345', api_key: API_KEY, base_url: 'ftp://everee.example.com' }), 400, 'bad_request');
    await expectError(await putEveree({ enabled: true, tenant_id: '12 345', api_key: API_KEY }), 400, 'bad_request');
    await expectError(await putEveree({ enabled: 'yes', tenant_id: '12345', api_key: API_KEY }), 400, 'bad_request');
    await expectError(await sync('everyone'), 400, 'bad_request');
  });

  it('stores the key sealed and shows only a hint', async () => {
    const res = await putEveree({ enabled: true, tenant_id: '12345', api_key: API_KEY, base_url: `${baseUrl}/` });
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain(API_KEY);
    const { body } = await getEveree();
    expect(body.data).toMatchObject({ configured: true, enabled: true, tenant_id: '12345', base_url: baseUrl, secret_hint: '••••9876' });
    const [row] = await db().select().from(integrationConnections).where(and(eq(integrationConnections.tenantId, demo.acmeId), eq(integrationConnections.provider, 'everee')));
    expect(row.secret).toMatch(/^v1\./);
    expect(JSON.stringify(row)).not.toContain(API_KEY);
    // Omitting api_key keeps the stored one.
    expect((await putEveree({ enabled: true, tenant_id: '12345', base_url: baseUrl })).status).toBe(200);
    expect((await getEveree()).body.data.secret_hint).toBe('••••9876');
    // Another tenant sees its own, empty, connection.
    expect((await getEveree(demo.globexAdmin)).body.data.configured).toBe(false);
  });

  it('sends every candidate on "all", with the credentials, and records the run', async () => {
    const total = await acmeCandidates();
    const res = await sync('all');
    const body = await json<{ data: SyncResult & { last_sync_at: string } }>(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.data).toMatchObject({ sync_type: 'all', total, sent: total, failed: 0 });
    expect(received).toHaveLength(total);
    expect(new Set(received.map((r) => r.body.externalWorkerId)).size).toBe(total);
    expect(received.every((r) => r.path === '/api/v2/onboarding/contractor' && r.tenant === '12345')).toBe(true);
    expect(received[0].auth).toBe(`Basic ${Buffer.from(API_KEY).toString('base64')}`);
    const { body: after } = await getEveree();
    expect(after.data.last_sync_at).toBe(body.data.last_sync_at);
    expect(after.data.last_sync_result).toMatchObject({ sync_type: 'all', sent: total, failed: 0 });
  });

  it('"new" sends only candidates added since, "updated" also the changed ones', async () => {
    const fresh = await makeCandidate(demo.acmeId);
    const res = await json<{ data: SyncResult }>(await sync('new'));
    expect(res.data).toMatchObject({ total: 1, sent: 1 });
    expect(received.map((r) => r.body.externalWorkerId)).toEqual([fresh.id]);
    received = [];
    expect((await json<{ data: SyncResult }>(await sync('new'))).data.total).toBe(0);

    const [changed] = await db().select({ id: candidateProfiles.candidateId }).from(candidateProfiles).where(eq(candidateProfiles.tenantId, demo.acmeId)).limit(1);
    await db().update(candidateProfiles).set({ updatedAt: new Date(Date.now() + 1000) }).where(eq(candidateProfiles.candidateId, changed.id));
    const updated = await json<{ data: SyncResult }>(await sync('updated'));
    const ids = received.map((r) => r.body.externalWorkerId);
    expect(ids).toContain(changed.id);
    expect(ids).toContain(fresh.id); // created after the last "updated" run, so it counts as changed
    expect(updated.data.total).toBe(ids.length);
  });

  it('counts rejected candidates as failed and sends them again next time', async () => {
    const a = await makeCandidate(demo.acmeId);
    const b = await makeCandidate(demo.acmeId);
    failFor = new Set([b.id]);
    const first = await json<{ data: SyncResult }>(await sync('new'));
    expect(first.data).toMatchObject({ total: 2, sent: 1, failed: 1 });
    expect(first.data.error).toMatch(/^HTTP 422/);
    failFor = new Set();
    received = [];
    const second = await json<{ data: SyncResult }>(await sync('new'));
    expect(second.data).toMatchObject({ total: 2, sent: 2, failed: 0 });
    expect(received.map((r) => r.body.externalWorkerId).sort()).toEqual([a.id, b.id].sort());
  });

  it('answers 502 with a clear message when Everee cannot be reached, and records it', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect((await putEveree({ enabled: true, tenant_id: '12345', base_url: `http://127.0.0.1:${port}` })).status).toBe(200);
    const err = await expectError(await sync('all'), 502, 'integration_unreachable');
    expect(err.message).toMatch(/^Could not reach Everee at 127\.0\.0\.1:\d+/);
    expect((await getEveree()).body.data.last_sync_result?.error).toBeTruthy();
    expect((await putEveree({ enabled: true, tenant_id: '12345', base_url: baseUrl })).status).toBe(200);
  });

  it('a disabled or cleared connection is not configured', async () => {
    expect((await putEveree({ enabled: false, tenant_id: '12345' })).status).toBe(200);
    await expectError(await sync('all'), 400, 'integration_not_configured');
    expect((await call(evereeRoute.DELETE, 'DELETE', '/x', { token: demo.admin })).status).toBe(200);
    expect((await getEveree()).body.data).toMatchObject({ configured: false, secret_hint: null, tenant_id: null });
    await expectError(await sync('new'), 400, 'integration_not_configured');
    expect(received).toHaveLength(0);
  });

  it('is for admins only', async () => {
    await expectError(await call(evereeRoute.GET, 'GET', '/x', { token: demo.recruiter }), 403, 'forbidden');
    await expectError(await putEveree({ enabled: false, tenant_id: '1' }, demo.recruiter), 403, 'forbidden');
    await expectError(await sync('all', demo.recruiter), 403, 'forbidden');
    await expectError(await call(syncRoute.PUT, 'PUT', '/x', { body: { syncType: 'all' } }), 401, 'unauthorized_access');
    await expectError(await call(evereeRoute.GET, 'GET', '/x'), 401, 'unauthorized_access');
  });
});

describe('Paychex layout', () => {
  const layout = { company_code: 'ACME01', columns: ['Worker ID', 'Hours', 'Week End'], date_format: 'yyyy-MM-dd', regular_earnings_code: 'R1', overtime_earnings_code: 'O1' };
  const getPaychex = async (token = demo.admin) => json<{ data: PaychexView }>(await call(paychexRoute.GET, 'GET', '/x', { token }));

  it('reads the defaults until saved, then the saved layout; reset returns to the defaults', async () => {
    expect((await getPaychex()).data).toMatchObject({ configured: false, company_code: 'ACME', date_format: 'MM/dd/yyyy', regular_earnings_code: 'Regular' });
    expect((await call(paychexRoute.PUT, 'PUT', '/x', { token: demo.admin, body: layout })).status).toBe(200);
    expect((await getPaychex()).data).toMatchObject({ ...layout, configured: true });
    expect((await getPaychex(demo.globexAdmin)).data.configured).toBe(false);
    expect((await call(paychexRoute.DELETE, 'DELETE', '/x', { token: demo.admin })).status).toBe(200);
    expect((await getPaychex()).data.configured).toBe(false);
  });

  it('refuses bad layouts (400) and other roles (403)', async () => {
    for (const bad of [{ ...layout, company_code: 'ACME-0001-XL' }, { ...layout, columns: [] }, { ...layout, columns: ['Hours', 'Hours'] },
      { ...layout, columns: ['SSN'] }, { ...layout, date_format: 'dd.MM.yyyy' }, { ...layout, regular_earnings_code: '=1+1' }]) {
      await expectError(await call(paychexRoute.PUT, 'PUT', '/x', { token: demo.admin, body: bad }), 400, 'bad_request');
    }
    await expectError(await call(paychexRoute.PUT, 'PUT', '/x', { token: demo.recruiter, body: layout }), 403, 'forbidden');
    await expectError(await call(paychexRoute.GET, 'GET', '/x'), 401, 'unauthorized_access');
  });
});

