import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as one from '@/app/api/on-demand/routes/[id]/route';
import * as list from '@/app/api/on-demand/routes/route';
import { db } from '@/lib/db/client';
import { seedRoutesAndTodos } from '@/lib/db/seed/routes-todos';
import { auditLog, routeStops, todos, transportRoutes } from '@/lib/db/schema';
import type { RouteDetail, RouteRow } from '@/lib/transport-routes/schema';
import { bodyOf, demoSessions } from './fixtures';
import { call, expectError } from './helpers';
import { type ErrorBody, type ListBody, locationsOf, tenantBySlug } from './time-helpers';

const BASE = '/api/on-demand/routes';
const tag = randomUUID().slice(0, 8);
const demo = demoSessions(['admin', 'recruiter', 'contact'], ['admin']);
let acmeLocations: { id: string; name: string }[] = [];
let globexLocation = '';

beforeAll(async () => {
  acmeLocations = await locationsOf(demo.acmeId);
  globexLocation = (await locationsOf((await tenantBySlug('globex')).id))[0]!.id;
});

const ok = bodyOf;

const listAs = (token: string | undefined, query: Record<string, string> = {}) =>
  call(list.GET, 'GET', `${BASE}?${new URLSearchParams(query)}`, { token });
const post = (token: string | undefined, body: unknown) => call(list.POST, 'POST', BASE, { token, body });
const at = (method: 'GET' | 'PUT' | 'PATCH' | 'DELETE', token: string | undefined, id: string, body?: unknown) =>
  call(one[method], method, `${BASE}/${id}`, { token, params: { id }, body });

const route = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  driver: 'Dana Driver',
  vehicle: 'Van 12',
  notes: 'Gate code 4411',
  stops: [
    { location_id: acmeLocations[0]!.id, arrives_at: '06:30' },
    { label: `Depot ${tag}`, arrives_at: '07:15' },
    { location_id: acmeLocations[1]!.id, label: 'Back door' },
  ],
  ...extra,
});

describe('transport routes', () => {
  let created: RouteDetail;

  it('creates a route with ordered stops; a location stop takes the location name unless labelled', async () => {
    created = (await ok<{ data: RouteDetail }>(await post(demo.admin, route(`North loop ${tag}`)))).data;
    expect(created).toMatchObject({
      name: `North loop ${tag}`,
      driver: 'Dana Driver',
      active: true,
      stop_count: 3,
      first_stop: acmeLocations[0]!.name,
      last_stop: 'Back door',
    });
    expect(created.stops.map((s) => [s.position, s.label, s.location_id, s.arrives_at])).toEqual([
      [0, acmeLocations[0]!.name, acmeLocations[0]!.id, '06:30'],
      [1, `Depot ${tag}`, null, '07:15'],
      [2, 'Back door', acmeLocations[1]!.id, null],
    ]);
    expect(created.stops[0]!.company_name).toBeTruthy();
    const read = (await ok<{ data: RouteDetail }>(await at('GET', demo.recruiter, created._id))).data;
    expect(read.stops).toHaveLength(3);
  });

  it('lists with stop counts, search (also by stop), the active filter and pages', async () => {
    const found = await ok<ListBody<RouteRow>>(await listAs(demo.recruiter, { search: `depot ${tag}` }));
    expect(found.data.map((r) => [r._id, r.stop_count])).toEqual([[created._id, 3]]);
    expect(found.meta).toMatchObject({ totalItems: 1, page: 1, per_page: 25 });
    await ok(await post(demo.admin, route(`South loop ${tag}`, { active: false })));
    const inactive = await ok<ListBody<RouteRow>>(await listAs(demo.admin, { search: tag, active: 'inactive' }));
    expect(inactive.data.map((r) => r.name)).toEqual([`South loop ${tag}`]);
    const asBoolean = await ok<ListBody<RouteRow>>(await listAs(demo.admin, { search: tag, active: 'true' }));
    expect(asBoolean.data.map((r) => r.name)).toEqual([`North loop ${tag}`]);
    const paged = await ok<ListBody<RouteRow>>(await listAs(demo.admin, { search: tag, per_page: '1', page: '2' }));
    expect(paged.data.map((r) => r.name)).toEqual([`South loop ${tag}`]);
    expect(paged.meta.totalItems).toBe(2);
    const globex = await ok<ListBody<RouteRow>>(await listAs(demo.globexAdmin, { search: tag }));
    expect(globex.data).toEqual([]);
  });

  it('replaces the stops in the order sent, in one transaction', async () => {
    const body = route(`North loop ${tag}`, {
      driver: '',
      stops: [{ label: 'First' }, { location_id: acmeLocations[2]!.id, arrives_at: '05:00' }],
    });
    const saved = (await ok<{ data: RouteDetail }>(await at('PUT', demo.admin, created._id, body))).data;
    expect(saved.driver).toBeNull();
    expect(saved.stops.map((s) => s.label)).toEqual(['First', acmeLocations[2]!.name]);
    const rows = await db()
      .select()
      .from(routeStops)
      .where(and(eq(routeStops.tenantId, demo.acmeId), eq(routeStops.routeId, created._id)));
    expect(rows).toHaveLength(2);
    // A refused save (another tenant's location) leaves the stops as they were.
    await expectError(
      await at('PUT', demo.admin, created._id, route(`North loop ${tag}`, { stops: [{ label: 'X' }, { location_id: globexLocation }] })),
      400,
    );
    expect((await ok<{ data: RouteDetail }>(await at('GET', demo.admin, created._id))).data.stops.map((s) => s.label)).toEqual([
      'First',
      acmeLocations[2]!.name,
    ]);
  });

  it('switches a route off and on with PATCH', async () => {
    expect((await ok<{ data: RouteDetail }>(await at('PATCH', demo.recruiter, created._id, { active: false }))).data.active).toBe(false);
    expect((await ok<{ data: RouteDetail }>(await at('PATCH', demo.admin, created._id, { active: true }))).data.active).toBe(true);
  });

  it('refuses a name already used (409), whatever its case', async () => {
    await expectError(await post(demo.admin, route(`NORTH LOOP ${tag}`)), 409, 'conflict');
    const other = (await ok<{ data: RouteDetail }>(await post(demo.admin, route(`East loop ${tag}`)))).data;
    await expectError(await at('PUT', demo.admin, other._id, route(`south loop ${tag}`)), 409);
  });

  it('answers bad input with 400', async () => {
    const noName = (await expectError(await post(demo.admin, route('')), 400, 'bad_request')) as ErrorBody;
    expect(noName.errors).toHaveProperty('name');
    await expectError(await post(demo.admin, route(`Empty ${tag}`, { stops: [] })), 400);
    await expectError(
      await post(demo.admin, route(`Many ${tag}`, { stops: Array.from({ length: 51 }, (_, i) => ({ label: `S${i}` })) })),
      400,
    );
    await expectError(await post(demo.admin, route(`Blank stop ${tag}`, { stops: [{ arrives_at: '07:00' }] })), 400);
    await expectError(await post(demo.admin, route(`Time ${tag}`, { stops: [{ label: 'A', arrives_at: '25:00' }] })), 400);
    await expectError(await post(demo.admin, route(`Loc ${tag}`, { stops: [{ location_id: 'nope' }] })), 400);
    const foreign = (await expectError(
      await post(demo.admin, route(`Foreign ${tag}`, { stops: [{ location_id: globexLocation }] })),
      400,
    )) as ErrorBody;
    expect(foreign.errors).toHaveProperty('stops.0.location_id');
    await expectError(await at('PATCH', demo.admin, created._id, { active: 'yes' }), 400);
    await expectError(await listAs(demo.admin, { active: 'maybe' }), 400);
  });

  it("answers 404 for another tenant's route or a malformed id, 403 to contacts and 401 without a session", async () => {
    for (const method of ['GET', 'PATCH', 'DELETE'] as const)
      await expectError(await at(method, demo.globexAdmin, created._id, method === 'PATCH' ? { active: false } : undefined), 404);
    await expectError(await at('PUT', demo.globexAdmin, created._id, route(`Hijack ${tag}`, { stops: [{ label: 'X' }] })), 404);
    await expectError(await at('GET', demo.admin, 'not-a-uuid'), 404);
    await expectError(await listAs(demo.contact), 403);
    await expectError(await post(demo.contact, route(`Contact ${tag}`)), 403);
    await expectError(await at('GET', demo.contact, created._id), 403);
    await expectError(await listAs(undefined), 401);
    await expectError(await at('DELETE', undefined, created._id), 401);
  });

  it('deletes a route with its stops and audits it', async () => {
    await ok(await at('DELETE', demo.admin, created._id));
    await expectError(await at('GET', demo.admin, created._id), 404);
    expect(await db().select().from(routeStops).where(eq(routeStops.routeId, created._id))).toHaveLength(0);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, demo.acmeId), eq(auditLog.action, 'route.deleted'), eq(auditLog.target, created._id)));
    expect(entry).toBeTruthy();
    await expectError(await at('DELETE', demo.admin, created._id), 404);
  });
});

describe('demo data', () => {
  it('seeds two routes with stops and a few to-dos once per tenant', async () => {
    const globexId = (await tenantBySlug('globex')).id;
    await seedRoutesAndTodos(db(), globexId, new Date());
    await seedRoutesAndTodos(db(), globexId, new Date());
    const routes = await db()
      .select()
      .from(transportRoutes)
      .where(and(eq(transportRoutes.tenantId, globexId), eq(transportRoutes.name, 'Morning shuttle – North')));
    expect(routes).toHaveLength(1);
    expect(await db().select().from(routeStops).where(eq(routeStops.routeId, routes[0]!.id))).toHaveLength(3);
    const seeded = await db()
      .select()
      .from(todos)
      .where(and(eq(todos.tenantId, globexId), eq(todos.title, 'Plan the client site visit')));
    expect(seeded).toHaveLength(1);
  });
});
