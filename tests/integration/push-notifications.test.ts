import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as cancelRoute from '@/app/api/main/push-notifications/[id]/cancel/route';
import * as oneRoute from '@/app/api/main/push-notifications/[id]/route';
import * as countRoute from '@/app/api/main/push-notifications/audience-count/route';
import * as optionsRoute from '@/app/api/main/push-notifications/audience-options/route';
import * as listRoute from '@/app/api/main/push-notifications/route';
import { db } from '@/lib/db/client';
import { auditLog, pushNotifications, tenants } from '@/lib/db/schema';
import { seedPushNotifications } from '@/lib/db/seed/push-notifications';
import type { AudienceOptions, NotificationDetail, NotificationRow } from '@/lib/push-notifications/schema';
import { demoSessions } from './fixtures';
import { call, expectError, json } from './helpers';
import {
  giveStatus,
  inboxOf,
  inMinutes,
  makeCandidateStatus,
  makeLocation,
  makePerson,
  place,
  sorted,
  tag,
} from './push-notifications-fixtures';
import { type ErrorBody, type ListBody } from './time-helpers';
import { atLeast } from '@/tests/support/present';

const BASE = '/api/main/push-notifications';
const demo = demoSessions(['admin', 'recruiter', 'contact'], ['admin']);
/** Our own audience: a at loc1, b at loc1 and loc2, c ended at loc2, d unplaced; a and d share a status. */
const f = { loc1: '', loc2: '', globexLoc: '', position: '', status: '', a: '', b: '', c: '', d: '' };

const post = (token: string | undefined, body: unknown) => call(listRoute.POST, 'POST', BASE, { token, body });
const count = (token: string, audience: unknown) => call(countRoute.POST, 'POST', `${BASE}/audience-count`, { token, body: { audience } });
const cancel = (token: string, id: string) => call(cancelRoute.POST, 'POST', `${BASE}/${id}/cancel`, { token, params: { id } });
const getOne = (token: string, id: string) => call(oneRoute.GET, 'GET', `${BASE}/${id}`, { token, params: { id } });

async function compose(body: Record<string, unknown>): Promise<NotificationRow> {
  const res = await post(demo.admin, { title: 'Shift reminder', body: 'Bring your badge tomorrow.', ...body });
  const out = await json<{ data: NotificationRow } & ErrorBody>(res);
  expect(res.status, JSON.stringify(out)).toBe(201);
  return out.data;
}

async function countOf(audience: unknown): Promise<number> {
  const res = await count(demo.admin, audience);
  const out = await json<{ data: { count: number } } & ErrorBody>(res);
  expect(res.status, JSON.stringify(out)).toBe(200);
  return out.data.count;
}

beforeAll(async () => {
  const t = tag();
  f.position = `Push Picker ${t}`;
  [f.loc1, f.loc2, f.globexLoc] = atLeast(
    (await Promise.all([makeLocation(demo.acmeId), makeLocation(demo.acmeId), makeLocation(demo.globexId)])).map((l) => l.id),
    3,
  );
  [f.a, f.b, f.c, f.d] = await Promise.all([
    makePerson(demo.acmeId),
    makePerson(demo.acmeId),
    makePerson(demo.acmeId),
    makePerson(demo.acmeId),
  ]);
  await place(demo.acmeId, f.a, f.loc1, f.position);
  await place(demo.acmeId, f.b, f.loc1, 'Packer');
  await place(demo.acmeId, f.b, f.loc2, 'Packer');
  await place(demo.acmeId, f.c, f.loc2, f.position, { status: 'ended', endDate: '2024-02-01' });
  f.status = await makeCandidateStatus(demo.acmeId);
  await giveStatus(demo.acmeId, f.a, f.status);
  await giveStatus(demo.acmeId, f.d, f.status);
});

describe('POST /api/main/push-notifications (send now)', () => {
  it('delivers to exactly the candidates placed at the locations, once each, and counts them', async () => {
    const n = await compose({ audience: { type: 'locations', ids: [f.loc1, f.loc2, f.loc1] } });
    expect(n).toMatchObject({ status: 'sent', recipient_count: 2, delivered_count: 2, failed_count: 0, read_count: 0, error: null });
    expect(n.sent_at).not.toBeNull();
    expect(n.audience).toEqual({ type: 'locations', ids: [f.loc1, f.loc2] });
    expect(await inboxOf(n._id)).toEqual(sorted([f.a, f.b]));
    const logged = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, demo.acmeId), eq(auditLog.target, n._id)));
    expect(logged.map((l) => l.action)).toEqual(['push_notification.sent']);
  });

  it('reaches positions through active placements only, statuses through profiles, candidates by id', async () => {
    const byPosition = await compose({ audience: { type: 'positions', ids: [f.position] } });
    expect(await inboxOf(byPosition._id)).toEqual([f.a]);
    const byStatus = await compose({ audience: { type: 'statuses', ids: [f.status] } });
    expect(await inboxOf(byStatus._id)).toEqual(sorted([f.a, f.d]));
    const byId = await compose({ audience: { type: 'candidates', ids: [f.c, f.d] } });
    expect(byId).toMatchObject({ recipient_count: 2, delivered_count: 2 });
    expect(await inboxOf(byId._id)).toEqual(sorted([f.c, f.d]));
  });

  it('sends to every live candidate of the tenant for "all", ignoring ids, and not to archived ones', async () => {
    const archived = await makePerson(demo.acmeId, { status: 'archived' });
    const before = await countOf({ type: 'all' });
    const live = await db().execute<{ n: number }>(
      sql`select count(*)::int as n from candidates where tenant_id = ${demo.acmeId} and status <> 'archived'`,
    );
    expect(before).toBe(live.rows[0]!.n);
    const n = await compose({ audience: { type: 'all', ids: [f.a] } });
    expect(n.audience).toEqual({ type: 'all', ids: [] });
    expect(n.recipient_count).toBe(before);
    const inbox = await inboxOf(n._id);
    expect(inbox).toHaveLength(before);
    expect(inbox).toContain(f.d);
    expect(inbox).not.toContain(archived);
  });

  it('previews the recipient count of an audience', async () => {
    expect(await countOf({ type: 'locations', ids: [f.loc1, f.loc2] })).toBe(2);
    expect(await countOf({ type: 'positions', ids: [f.position] })).toBe(1);
    expect(await countOf({ type: 'statuses', ids: [f.status] })).toBe(2);
    await expectError(await count(demo.admin, { type: 'locations', ids: [f.globexLoc] }), 400, 'bad_request');
  });

  it('refuses bad input with 400 and a clear message, writing nothing', async () => {
    const title = `Never ${tag()}`;
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'title'],
      [{ title: 'x'.repeat(81) }, 'title'],
      [{ body: 'x'.repeat(501) }, 'body'],
      [{ audience: { type: 'locations', ids: [] } }, 'audience.ids'],
      [{ audience: { type: 'locations', ids: ['nope'] } }, 'audience.ids'],
      [{ audience: { type: 'everyone', ids: [] } }, 'audience.type'],
      [{ audience: undefined }, 'audience'],
      [{ send_at: new Date(Date.now() - 60_000).toISOString() }, 'send_at'],
      [{ send_at: new Date(Date.now() + 400 * 86_400_000).toISOString() }, 'send_at'],
      [{ send_at: 'tomorrow' }, 'send_at'],
    ];
    for (const [over, field] of cases) {
      const err = await expectError(
        await post(demo.admin, { title, body: 'Hello', audience: { type: 'all' }, ...over }),
        400,
        'bad_request',
      );
      expect(err.message.startsWith(field), err.message).toBe(true);
    }
    expect(await db().select().from(pushNotifications).where(eq(pushNotifications.title, title))).toHaveLength(0);
  });

  it('refuses ids that do not exist in the tenant (another tenant’s location) with 400 naming them', async () => {
    const err = await expectError(
      await post(demo.admin, { title: 'Hi', body: 'There', audience: { type: 'locations', ids: [f.loc1, f.globexLoc] } }),
      400,
      'bad_request',
    );
    expect(err.message).toContain(f.globexLoc);
    expect(err.message).not.toContain(f.loc1);
    const unknownPosition = await expectError(
      await post(demo.admin, { title: 'Hi', body: 'There', audience: { type: 'positions', ids: ['Astronaut'] } }),
      400,
    );
    expect(unknownPosition.message).toContain('Astronaut');
  });
});

describe('scheduling and cancel', () => {
  it('stores a future send as scheduled without delivering, lists it, then cancels it once', async () => {
    const n = await compose({
      title: `Later ${tag()}`,
      audience: { type: 'candidates', ids: [f.a] },
      send_at: inMinutes(30).toISOString(),
    });
    expect(n).toMatchObject({ status: 'scheduled', recipient_count: 0, sent_at: null });
    expect(await inboxOf(n._id)).toEqual([]);

    const listed = await json<ListBody<NotificationRow>>(
      await call(listRoute.GET, 'GET', `${BASE}?status=scheduled&per_page=100`, { token: demo.recruiter }),
    );
    expect(listed.data.map((r) => r._id)).toContain(n._id);
    expect(listed.data.every((r) => r.status === 'scheduled')).toBe(true);

    await expectError(await cancel(demo.globexAdmin, n._id), 404, 'not_found');
    const res = await cancel(demo.recruiter, n._id);
    expect(res.status).toBe(200);
    expect((await json<{ data: NotificationRow }>(res)).data.status).toBe('cancelled');
    const again = await expectError(await cancel(demo.admin, n._id), 409, 'conflict');
    expect(again.message).toContain('cancelled');
  });

  it('answers 409 to cancelling a notification that was already sent', async () => {
    const n = await compose({ audience: { type: 'candidates', ids: [f.d] } });
    await expectError(await cancel(demo.admin, n._id), 409, 'conflict');
    await expectError(await cancel(demo.admin, 'not-an-id'), 404);
  });
});

describe('GET history and detail', () => {
  it('lists newest first with counts and meta', async () => {
    const first = await compose({ title: `Older ${tag()}`, audience: { type: 'candidates', ids: [f.a] } });
    const second = await compose({ title: `Newer ${tag()}`, audience: { type: 'candidates', ids: [f.a, f.b] } });
    const res = await call(listRoute.GET, 'GET', `${BASE}?per_page=5`, { token: demo.admin });
    const out = await json<ListBody<NotificationRow>>(res);
    expect(res.status).toBe(200);
    expect(out.meta).toMatchObject({ page: 1, per_page: 5 });
    expect(out.meta.totalItems).toBeGreaterThanOrEqual(2);
    const ids = out.data.map((r) => r._id);
    expect(ids.indexOf(second._id)).toBeLessThan(ids.indexOf(first._id));
    expect(out.data.find((r) => r._id === second._id)).toMatchObject({ recipient_count: 2, delivered_count: 2 });
    await expectError(await call(listRoute.GET, 'GET', `${BASE}?status=lost`, { token: demo.admin }), 400, 'bad_request');
  });

  it('shows one notification with its audience names; another tenant’s id is 404', async () => {
    const n = await compose({ audience: { type: 'statuses', ids: [f.status] } });
    const res = await getOne(demo.recruiter, n._id);
    const out = await json<{ data: NotificationDetail }>(res);
    expect(res.status).toBe(200);
    expect(out.data).toMatchObject({ _id: n._id, recipient_count: 2 });
    expect(out.data.audience_labels).toHaveLength(1);
    expect(out.data.audience_labels[0]).toContain('Push status');
    await expectError(await getOne(demo.globexAdmin, n._id), 404, 'not_found');
  });

  it('offers the tenant’s own locations, positions and statuses to pick from', async () => {
    const res = await call(optionsRoute.GET, 'GET', `${BASE}/audience-options`, { token: demo.admin });
    const out = await json<{ data: AudienceOptions }>(res);
    expect(res.status).toBe(200);
    expect(out.data.locations.map((l) => l._id)).toEqual(expect.arrayContaining([f.loc1, f.loc2]));
    expect(out.data.locations.map((l) => l._id)).not.toContain(f.globexLoc);
    expect(out.data.positions).toContain(f.position);
    expect(out.data.statuses.map((s) => s._id)).toContain(f.status);
  });
});

describe('who may use it', () => {
  it('lets a Recruiter send, refuses a Company Contact (403) and an anonymous caller (401)', async () => {
    const res = await post(demo.recruiter, { title: 'From a recruiter', body: 'Hi', audience: { type: 'candidates', ids: [f.a] } });
    expect(res.status).toBe(201);
    await expectError(await post(demo.contact, { title: 'x', body: 'y', audience: { type: 'all' } }), 403, 'forbidden');
    await expectError(await call(listRoute.GET, 'GET', BASE, { token: demo.contact }), 403, 'forbidden');
    await expectError(await count(demo.contact, { type: 'all' }), 403, 'forbidden');
    await expectError(await post(undefined, { title: 'x', body: 'y', audience: { type: 'all' } }), 401, 'unauthorized_access');
    await expectError(await call(listRoute.GET, 'GET', BASE), 401);
  });
});

describe('demo seed', () => {
  it('gives a tenant a sent and a scheduled notification once, with inbox rows for the sent one', async () => {
    // A tenant of its own, removed afterwards: other files check invariants across every tenant.
    const tenant = (
      await db()
        .insert(tenants)
        .values({ slug: `push-${tag()}`, name: 'Push Seed Co' })
        .returning()
    )[0]!;
    try {
      const people = await Promise.all([makePerson(tenant.id), makePerson(tenant.id), makePerson(tenant.id)]);
      await seedPushNotifications(db(), tenant.id, new Date());
      await seedPushNotifications(db(), tenant.id, new Date());
      const rows = await db().select().from(pushNotifications).where(eq(pushNotifications.tenantId, tenant.id));
      expect(rows.map((r) => r.status).sort()).toEqual(['scheduled', 'sent']);
      const sent = rows.find((r) => r.status === 'sent')!;
      expect(sent.recipientCount).toBe(3);
      expect(await inboxOf(sent.id)).toEqual(sorted(people));
    } finally {
      await db().delete(tenants).where(eq(tenants.id, tenant.id));
    }
  });
});
