import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as archiveRoute from '@/app/api/candidates/statuses/[kind]/[id]/archive/route';
import * as defaultRoute from '@/app/api/candidates/statuses/[kind]/[id]/default/route';
import * as itemRoute from '@/app/api/candidates/statuses/[kind]/[id]/route';
import * as reorderRoute from '@/app/api/candidates/statuses/[kind]/reorder/route';
import * as listRoute from '@/app/api/candidates/statuses/[kind]/route';
import { db } from '@/lib/db/client';
import { STATUS_KINDS } from '@/lib/db/schema';
import type { StatusOption } from '@/lib/statuses/schema';
import { call, expectError, json } from './helpers';
import { signInAs } from './time-helpers';

const BASE = '/api/candidates/statuses';
let admin = '';
let recruiter = '';
let contact = '';
let globexAdmin = '';

beforeAll(async () => {
  [admin, recruiter, contact, globexAdmin] = await Promise.all([
    signInAs('admin@acme.test'),
    signInAs('recruiter@acme.test'),
    signInAs('contact@acme.test'),
    signInAs('admin@globex.test'),
  ]);
});

// Each test works on a kind and names of its own, so the order of tests (and other files) does not matter.
const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;

async function list(token: string, kind: string, archived = false) {
  const res = await call(listRoute.GET, 'GET', `${BASE}/${kind}${archived ? '?include_archived=true' : ''}`, { token, params: { kind } });
  const body = await json<{ data: StatusOption[]; meta: { totalItems: number } }>(res);
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.data;
}

async function create(token: string, kind: string, name: string, color?: string) {
  return call(listRoute.POST, 'POST', `${BASE}/${kind}`, { token, params: { kind }, body: { name, ...(color ? { color } : {}) } });
}

async function created(kind: string, name = unique('Stage')) {
  const res = await create(admin, kind, name, '#AABBCC');
  const body = await json<{ data: StatusOption }>(res);
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.data;
}

const put = (route: { PUT: typeof itemRoute.PUT }, path: string, token: string, params: Record<string, string>, body?: unknown) =>
  call(route.PUT, 'PUT', `${BASE}/${path}`, { token, params, body });

describe('seeded statuses', () => {
  it('gives every tenant exactly one active default per status kind', async () => {
    const res = await db().execute<{ tenant_id: string; kind: string; defaults: number; archived_defaults: number }>(sql`
      select t.id as tenant_id, k.kind, count(s.id) filter (where s.is_default)::int as defaults,
        count(s.id) filter (where s.is_default and s.archived_at is not null)::int as archived_defaults
      from tenants t cross join unnest(${`{${STATUS_KINDS.join(',')}}`}::text[]) as k(kind)
      left join status_options s on s.tenant_id = t.id and s.kind = k.kind group by t.id, k.kind`);
    expect(res.rows.length).toBeGreaterThanOrEqual(2 * STATUS_KINDS.length);
    for (const row of res.rows) {
      expect(row.defaults, `${row.tenant_id} ${row.kind}`).toBe(1);
      expect(row.archived_defaults).toBe(0);
    }
  });

  it('lists a kind in order with the API shape, for any staff role', async () => {
    const data = await list(recruiter, 'application');
    expect(data.map((s) => s.name).slice(0, 6)).toEqual(['New', 'Screening', 'Interview', 'Offer', 'Placed', 'Rejected']);
    expect(Object.keys(data[0]!).sort()).toEqual(['_id', 'archived_at', 'color', 'is_default', 'kind', 'name', 'placeable', 'position']);
    expect(data.filter((s) => s.is_default).map((s) => s.name)).toEqual(['New']);
    expect(data.map((s) => s.position)).toEqual([...data.map((s) => s.position)].sort((a, b) => a - b));
  });
});

describe('status writes', () => {
  it('creates at the end with a lower-case colour, and refuses duplicates (any case) with 409', async () => {
    const option = await created('referral');
    expect(option.color).toBe('#aabbcc');
    expect(option.is_default).toBe(false);
    const data = await list(admin, 'referral');
    expect(data.at(-1)?._id).toBe(option._id);
    await expectError(await create(admin, 'referral', option.name.toUpperCase()), 409, 'conflict');
    await expectError(await create(admin, 'referral', ''), 400, 'bad_request');
    await expectError(await create(admin, 'referral', 'Ok', 'red'), 400, 'bad_request');
  });

  it('renames and recolours; a rename onto another name is 409', async () => {
    const a = await created('candidate');
    const b = await created('candidate');
    const res = await put(
      itemRoute,
      `candidate/${a._id}`,
      admin,
      { kind: 'candidate', id: a._id },
      { name: `${a.name} renamed`, color: null },
    );
    const body = await json<{ data: StatusOption }>(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.data).toMatchObject({ name: `${a.name} renamed`, color: null });
    await expectError(await put(itemRoute, `candidate/${a._id}`, admin, { kind: 'candidate', id: a._id }, { name: b.name }), 409);
    await expectError(await put(itemRoute, `candidate/${a._id}`, admin, { kind: 'candidate', id: a._id }, {}), 400);
  });

  it('reorders every active option; a different set is 400', async () => {
    await created('location');
    const before = await list(admin, 'location');
    const reversed = before.map((s) => s._id).reverse();
    const res = await put(reorderRoute, 'location/reorder', admin, { kind: 'location' }, { ids: reversed });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await list(admin, 'location')).map((s) => s._id)).toEqual(reversed);
    await expectError(await put(reorderRoute, 'location/reorder', admin, { kind: 'location' }, { ids: reversed.slice(1) }), 400);
    await expectError(await put(reorderRoute, 'location/reorder', admin, { kind: 'location' }, { ids: [...reversed, reversed[0]] }), 400);
    await expectError(
      await put(reorderRoute, 'location/reorder', admin, { kind: 'location' }, { ids: [...reversed.slice(1), randomUUID()] }),
      400,
    );
    // Put the seeded order back for anyone reading location statuses later.
    await put(reorderRoute, 'location/reorder', admin, { kind: 'location' }, { ids: before.map((s) => s._id) });
  });

  it('moves the default in one step, never leaving two; an archived option cannot become default', async () => {
    const kind = 'application_source';
    const original = (await list(admin, kind)).find((s) => s.is_default)!;
    const next = await created(kind);
    const res = await put(defaultRoute, `${kind}/${next._id}/default`, admin, { kind, id: next._id });
    expect(res.status, await res.clone().text()).toBe(200);
    const after = await list(admin, kind);
    expect(after.filter((s) => s.is_default).map((s) => s._id)).toEqual([next._id]);

    // Archiving the default is refused until another option takes the role.
    const refused = await expectError(
      await put(archiveRoute, `${kind}/${next._id}/archive`, admin, { kind, id: next._id }, { archived: true }),
      409,
    );
    expect(refused.message).toMatch(/another default/i);
    await put(defaultRoute, `${kind}/${original._id}/default`, admin, { kind, id: original._id });
    const archived = await put(archiveRoute, `${kind}/${next._id}/archive`, admin, { kind, id: next._id }, { archived: true });
    expect(archived.status, await archived.clone().text()).toBe(200);
    expect((await list(admin, kind)).some((s) => s._id === next._id)).toBe(false);
    expect((await list(admin, kind, true)).find((s) => s._id === next._id)?.archived_at).not.toBeNull();
    await expectError(await put(defaultRoute, `${kind}/${next._id}/default`, admin, { kind, id: next._id }), 409);

    const restored = await put(archiveRoute, `${kind}/${next._id}/archive`, admin, { kind, id: next._id }, { archived: false });
    expect(restored.status).toBe(200);
    expect((await list(admin, kind)).at(-1)?._id).toBe(next._id);
    await expectError(await put(archiveRoute, `${kind}/${next._id}/archive`, admin, { kind, id: next._id }, { archived: 'yes' }), 400);
  });
});

describe('status access and validation', () => {
  it('refuses writes to a recruiter (403) and everything to a contact (403) or anonymous caller (401)', async () => {
    await expectError(await create(recruiter, 'candidate', unique('Nope')), 403, 'forbidden');
    const first = (await list(admin, 'candidate'))[0]!;
    await expectError(await put(defaultRoute, `candidate/${first._id}/default`, recruiter, { kind: 'candidate', id: first._id }), 403);
    await expectError(await call(listRoute.GET, 'GET', `${BASE}/candidate`, { token: contact, params: { kind: 'candidate' } }), 403);
    await expectError(await call(listRoute.GET, 'GET', `${BASE}/candidate`, { params: { kind: 'candidate' } }), 401, 'unauthorized_access');
  });

  it("answers 404 for another tenant's option and 400 for an unknown kind", async () => {
    const theirs = (await list(globexAdmin, 'candidate'))[0]!;
    const params = { kind: 'candidate', id: theirs._id };
    await expectError(await put(itemRoute, `candidate/${theirs._id}`, admin, params, { name: 'Hijack' }), 404, 'not_found');
    await expectError(await put(defaultRoute, `candidate/${theirs._id}/default`, admin, params), 404);
    await expectError(await put(archiveRoute, `candidate/${theirs._id}/archive`, admin, params, { archived: true }), 404);
    await expectError(await put(itemRoute, 'candidate/nope', admin, { kind: 'candidate', id: 'nope' }, { name: 'X' }), 404);
    expect((await list(globexAdmin, 'candidate'))[0]!.name).toBe(theirs.name);

    const bad = await expectError(
      await call(listRoute.GET, 'GET', `${BASE}/shoes`, { token: admin, params: { kind: 'shoes' } }),
      400,
      'bad_request',
    );
    expect(bad.message).toMatch(/kind/);
    await expectError(await create(admin, 'shoes', 'Red'), 400);
    await expectError(
      await call(listRoute.GET, 'GET', `${BASE}/candidate?include_archived=maybe`, { token: admin, params: { kind: 'candidate' } }),
      400,
    );
  });
});
