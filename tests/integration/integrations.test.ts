import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as syncRoute from '@/app/api/main/everee/sync-candidates/route';
import * as evereeRoute from '@/app/api/main/integrations/everee/route';
import * as paychexRoute from '@/app/api/main/integrations/paychex/route';
import { db } from '@/lib/db/client';
import { candidateProfiles, integrationConnections } from '@/lib/db/schema';
import type { PaychexView } from '@/lib/integrations/types';
import type { EvereeView, SyncResult } from '@/lib/integrations/schema';
import { makeCandidate } from './candidates-fixtures';
import { demoSessions } from './fixtures';
import { call, expectError, json } from './helpers';
import { theRow } from '@/lib/db/rows';

const API_KEY = 'sk_test_everee_0123456789_KEY9876';
type Received = { path: string; auth: string | undefined; tenant: string | undefined; body: { externalWorkerId: string; email: string } };

let server: Server;
let baseUrl = '';
let deadUrl = '';
let received: Received[] = [];
let failFor = new Set<string>();

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const listen = async (s: Server) => {
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
};

// Registered before demoSessions' hook: it signs in, which reads env() once for the whole file, and
// the local stand-ins must be in OUTBOUND_URL_ALLOWLIST by then (plain http to loopback is refused otherwise).
beforeAll(async () => {
  // Stands in for Everee: records each request, answers 422 for the ids in failFor.
  server = createServer(async (req, res) => {
    const body = JSON.parse(await readBody(req)) as Received['body'];
    received.push({
      path: req.url ?? '',
      auth: req.headers.authorization,
      tenant: req.headers['x-everee-tenant-id'] as string | undefined,
      body,
    });
    res.writeHead(failFor.has(body.externalWorkerId) ? 422 : 201, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true }));
  });
  baseUrl = await listen(server);
  // An allowlisted address where nothing listens any more: Everee "down".
  const closed = createServer();
  deadUrl = await listen(closed);
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  process.env.OUTBOUND_URL_ALLOWLIST = `${baseUrl},${deadUrl}`;
});
const demo = demoSessions(['admin', 'recruiter'], ['admin']);
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
const sync = (syncType: string, token = demo.admin) =>
  call(syncRoute.PUT, 'PUT', '/api/main/everee/sync-candidates', { token, body: { syncType } });
const acmeCandidates = async () =>
  Number((await db().execute<{ n: number }>(sql`select count(*)::int as n from candidates where tenant_id = ${demo.acmeId}`)).rows[0]!.n);

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
    await expectError(
      await putEveree({ enabled: true, tenant_id: '12345', api_key: API_KEY, base_url: 'http://everee.example.com' }),
      400,
      'bad_request',
    );
    await expectError(
      await putEveree({ enabled: true, tenant_id: '12345', api_key: API_KEY, base_url: 'ftp://everee.example.com' }),
      400,
      'bad_request',
    );
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
    const row = theRow(
      await db()
        .select()
        .from(integrationConnections)
        .where(and(eq(integrationConnections.tenantId, demo.acmeId), eq(integrationConnections.provider, 'everee'))),
    );
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
    expect(received[0]!.auth).toBe(`Basic ${Buffer.from(API_KEY).toString('base64')}`);
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

    const changed = theRow(
      await db()
        .select({ id: candidateProfiles.candidateId })
        .from(candidateProfiles)
        .where(eq(candidateProfiles.tenantId, demo.acmeId))
        .limit(1),
    );
    await db()
      .update(candidateProfiles)
      .set({ updatedAt: new Date(Date.now() + 1000) })
      .where(eq(candidateProfiles.candidateId, changed.id));
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

  it('answers 502 with a generic message when Everee cannot be reached, and records it', async () => {
    expect((await putEveree({ enabled: true, tenant_id: '12345', base_url: deadUrl })).status).toBe(200);
    const err = await expectError(await sync('all'), 502, 'integration_unreachable');
    expect(err.message).toMatch(/^Could not reach Everee: The address could not be reached\. 0 of \d+ candidates were sent/);
    // The server's own connection error (ECONNREFUSED 127.0.0.1:port) would map its network for the tenant.
    const recorded = (await getEveree()).body.data.last_sync_result?.error;
    expect(recorded).toBe('The address could not be reached');
    for (const text of [err.message, recorded]) expect(text).not.toMatch(/ECONN|127\.0\.0\.1|:\d{2,5}\b/);
    expect((await putEveree({ enabled: true, tenant_id: '12345', base_url: baseUrl })).status).toBe(200);
  });

  it("refuses a base_url that points inside the server's network (400), naming the field", async () => {
    for (const base_url of [
      'https://127.0.0.1:8443',
      'https://169.254.169.254',
      'https://10.0.0.5',
      'https://[::1]',
      'https://[::ffff:127.0.0.1]',
      'https://2130706433',
      'https://localhost:8443',
      'https://metadata.google.internal',
      `${baseUrl.replace('http:', 'https:')}`,
    ]) {
      const err = await expectError(await putEveree({ enabled: true, tenant_id: '12345', api_key: API_KEY, base_url }), 400, 'bad_request');
      expect(err.message, base_url).toMatch(/^base_url must be a public internet address/);
      expect((err as { errors?: object }).errors).toHaveProperty('base_url');
    }
    // http is refused unless allowlisted; so are credentials in the URL.
    expect(
      (await expectError(await putEveree({ enabled: true, tenant_id: '12345', base_url: 'http://127.0.0.1:1' }), 400, 'bad_request'))
        .message,
    ).toMatch(/^base_url must be an https/);
    expect(
      (
        await expectError(
          await putEveree({ enabled: true, tenant_id: '12345', base_url: 'https://u:p@api.everee.example' }),
          400,
          'bad_request',
        )
      ).message,
    ).toMatch(/user name or password/);
    expect((await getEveree()).body.data.base_url).toBe(baseUrl);
  });

  it('a sync against a forbidden address saved earlier (or reached through DNS) reports a generic error and sends nothing', async () => {
    const acmeEveree = and(eq(integrationConnections.tenantId, demo.acmeId), eq(integrationConnections.provider, 'everee'));
    const row = theRow(await db().select().from(integrationConnections).where(acmeEveree));
    for (const forbidden of ['https://169.254.169.254', 'https://127.0.0.1:8443', 'https://localhost:8443']) {
      // As a row written before these checks existed would hold it.
      await db()
        .update(integrationConnections)
        .set({ config: { ...row.config, base_url: forbidden } })
        .where(acmeEveree);
      const err = await expectError(await sync('all'), 502, 'integration_unreachable');
      expect(err.message).toMatch(/^Could not reach Everee: This address is not allowed\. 0 of \d+ candidates were sent/);
      expect(err.message).not.toMatch(/ECONN|127\.0\.0\.1|169\.254|localhost|8443/);
      expect((await getEveree()).body.data.last_sync_result).toMatchObject({ sent: 0, error: 'This address is not allowed' });
    }
    expect(received).toHaveLength(0);
    await db().update(integrationConnections).set({ config: row.config }).where(acmeEveree);
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
  const layout = {
    company_code: 'ACME01',
    columns: ['Worker ID', 'Hours', 'Week End'],
    date_format: 'yyyy-MM-dd',
    regular_earnings_code: 'R1',
    overtime_earnings_code: 'O1',
  };
  const getPaychex = async (token = demo.admin) => json<{ data: PaychexView }>(await call(paychexRoute.GET, 'GET', '/x', { token }));

  it('reads the defaults until saved, then the saved layout; reset returns to the defaults', async () => {
    expect((await getPaychex()).data).toMatchObject({
      configured: false,
      company_code: 'ACME',
      date_format: 'MM/dd/yyyy',
      regular_earnings_code: 'Regular',
    });
    expect((await call(paychexRoute.PUT, 'PUT', '/x', { token: demo.admin, body: layout })).status).toBe(200);
    expect((await getPaychex()).data).toMatchObject({ ...layout, configured: true });
    expect((await getPaychex(demo.globexAdmin)).data.configured).toBe(false);
    expect((await call(paychexRoute.DELETE, 'DELETE', '/x', { token: demo.admin })).status).toBe(200);
    expect((await getPaychex()).data.configured).toBe(false);
  });

  it('refuses bad layouts (400) and other roles (403)', async () => {
    for (const bad of [
      { ...layout, company_code: 'ACME-0001-XL' },
      { ...layout, columns: [] },
      { ...layout, columns: ['Hours', 'Hours'] },
      { ...layout, columns: ['SSN'] },
      { ...layout, date_format: 'dd.MM.yyyy' },
      { ...layout, regular_earnings_code: '=1+1' },
    ]) {
      await expectError(await call(paychexRoute.PUT, 'PUT', '/x', { token: demo.admin, body: bad }), 400, 'bad_request');
    }
    await expectError(await call(paychexRoute.PUT, 'PUT', '/x', { token: demo.recruiter, body: layout }), 403, 'forbidden');
    await expectError(await call(paychexRoute.GET, 'GET', '/x'), 401, 'unauthorized_access');
  });
});
