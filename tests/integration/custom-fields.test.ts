import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import * as orderRoute from '@/app/api/main/custom-fields/order/route';
import * as fieldRoute from '@/app/api/main/custom-fields/[id]/route';
import * as fieldsRoute from '@/app/api/main/custom-fields/route';
import type { CustomFieldDef } from '@/lib/catalog/types';
import { makeCandidate } from './candidates-fixtures';
import { archiveAll, fieldPaths, putValues } from './custom-fields-helpers';
import { demoSessions } from './fixtures';
import { call, expectError, json } from './helpers';
import { tenantBySlug } from './time-helpers';

const demo = demoSessions(['admin', 'recruiter', 'contact'], ['admin']);
const created: CustomFieldDef[] = [];

afterAll(() => archiveAll(demo.admin, created));

const tag = () => randomUUID().slice(0, 8);
const post = (token: string, body: unknown) => call(fieldsRoute.POST, 'POST', fieldPaths.base, { token, body });
const patch = (token: string, id: string, body: unknown) =>
  call(fieldRoute.PATCH, 'PATCH', fieldPaths.one(id), { token, params: { id }, body });
const toggle = (token: string, id: string) => call(fieldRoute.DELETE, 'DELETE', fieldPaths.one(id), { token, params: { id } });
const list = async (token: string, entity: string, archived = false) => {
  const res = await call(fieldsRoute.GET, 'GET', `${fieldPaths.base}?entity=${entity}${archived ? '&archived=true' : ''}`, { token });
  const body = await json<{ data: CustomFieldDef[] }>(res);
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.data;
};

async function field(body: Record<string, unknown>): Promise<CustomFieldDef> {
  const res = await post(demo.admin, body);
  const out = await json<{ data: CustomFieldDef }>(res);
  expect(res.status, JSON.stringify(out)).toBe(200);
  created.push(out.data);
  return out.data;
}

describe('custom field definitions', () => {
  it('derives a snake_case key from the label, and keys are unique per entity (409)', async () => {
    const t = tag();
    const def = await field({ entity: 'candidate', label: `Shirt Size Ü ${t}`, type: 'select', options: ['S', 'M', 'L'] });
    expect(def).toMatchObject({
      entity: 'candidate',
      key: `shirt_size_u_${t}`,
      type: 'select',
      options: ['S', 'M', 'L'],
      required: false,
      archived_at: null,
    });
    await expectError(await post(demo.admin, { entity: 'candidate', label: `shirt size u ${t}`, type: 'text' }), 409, 'conflict');
    // The same key on another entity is fine.
    expect((await field({ entity: 'company', label: `Shirt size u ${t}`, type: 'text' })).key).toBe(def.key);
    const explicit = await field({ entity: 'candidate', label: 'Anything', key: `badge_${t}`, type: 'number' });
    expect(explicit.key).toBe(`badge_${t}`);
    expect((await list(demo.recruiter, 'candidate')).map((f) => f._id)).toEqual(expect.arrayContaining([def._id, explicit._id]));
  });

  it('validates the definition (400)', async () => {
    const bad = [
      { entity: 'invoice', label: 'X', type: 'text' },
      { entity: 'candidate', label: '', type: 'text' },
      { entity: 'candidate', label: 'x'.repeat(61), type: 'text' },
      { entity: 'candidate', label: 'X', type: 'colour' },
      { entity: 'candidate', label: 'X', type: 'select', options: [] },
      { entity: 'candidate', label: 'X', type: 'select', options: ['A', 'a'] },
      { entity: 'candidate', label: 'X', type: 'select', options: Array.from({ length: 51 }, (_, i) => `o${i}`) },
      { entity: 'candidate', label: 'X', type: 'text', options: ['A'] },
      { entity: 'candidate', label: 'X', key: 'Bad Key', type: 'text' },
    ];
    for (const body of bad) await expectError(await post(demo.admin, body), 400, 'bad_request');
    await expectError(await call(fieldsRoute.GET, 'GET', fieldPaths.base, { token: demo.admin }), 400, 'bad_request');
  });

  it('guards roles and tenants', async () => {
    const def = await field({ entity: 'placement', label: `Gate ${tag()}`, type: 'text' });
    await expectError(await post(demo.recruiter, { entity: 'candidate', label: 'X', type: 'text' }), 403, 'forbidden');
    await expectError(await call(fieldsRoute.GET, 'GET', `${fieldPaths.base}?entity=candidate`, { token: demo.contact }), 403, 'forbidden');
    await expectError(await call(fieldsRoute.GET, 'GET', `${fieldPaths.base}?entity=candidate`, {}), 401, 'unauthorized_access');
    await expectError(await patch(demo.globexAdmin, def._id, { label: 'Mine' }), 404, 'not_found');
    await expectError(await toggle(demo.globexAdmin, def._id), 404, 'not_found');
    await expectError(await patch(demo.recruiter, def._id, { label: 'Mine' }), 403, 'forbidden');
    expect((await list(demo.globexAdmin, 'placement', true)).some((f) => f._id === def._id)).toBe(false);
  });

  it('edits label, options and required; the key never changes; the type only while no values exist', async () => {
    const def = await field({ entity: 'candidate', label: `Years ${tag()}`, type: 'text' });
    const edited = await json<{ data: CustomFieldDef }>(
      await patch(demo.admin, def._id, { label: 'Years on the job', type: 'number', required: true }),
    );
    expect(edited.data).toMatchObject({ label: 'Years on the job', type: 'number', required: true, key: def.key });
    await expectError(await patch(demo.admin, def._id, { key: 'other_key' }), 400, 'bad_request');
    await expectError(await patch(demo.admin, def._id, { type: 'select' }), 400, 'bad_request');
    await expectError(await patch(demo.admin, def._id, {}), 400, 'bad_request');
    const candidate = await makeCandidate((await tenantBySlug('acme')).id);
    const res = await putValues(demo.admin, 'candidate', candidate.id, { [def.key]: 4 });
    expect(res.status, await res.clone().text()).toBe(200);
    await expectError(await patch(demo.admin, def._id, { type: 'text' }), 409, 'conflict');
    // Not a type change: still fine.
    expect((await patch(demo.admin, def._id, { type: 'number', label: 'Years' })).status).toBe(200);
    await toggle(demo.admin, def._id);
  });

  it('switches select options and drops them when leaving select', async () => {
    const def = await field({ entity: 'company', label: `Tier ${tag()}`, type: 'select', options: ['Gold'] });
    const more = await json<{ data: CustomFieldDef }>(await patch(demo.admin, def._id, { options: ['Gold', 'Silver'] }));
    expect(more.data.options).toEqual(['Gold', 'Silver']);
    const text = await json<{ data: CustomFieldDef }>(await patch(demo.admin, def._id, { type: 'text' }));
    expect(text.data).toMatchObject({ type: 'text', options: [] });
  });

  it('archives and restores with DELETE; an archived field cannot be edited; reorders by ids', async () => {
    const a = await field({ entity: 'placement', label: `A ${tag()}`, type: 'boolean' });
    const b = await field({ entity: 'placement', label: `B ${tag()}`, type: 'date' });
    const ids = (await list(demo.admin, 'placement')).map((f) => f._id);
    const reversed = [...ids].reverse();
    const res = await call(orderRoute.PUT, 'PUT', `${fieldPaths.base}/order`, {
      token: demo.admin,
      body: { entity: 'placement', ids: reversed },
    });
    expect(res.status).toBe(200);
    expect((await list(demo.recruiter, 'placement')).map((f) => f._id)).toEqual(reversed);
    await expectError(
      await call(orderRoute.PUT, 'PUT', `${fieldPaths.base}/order`, {
        token: demo.admin,
        body: { entity: 'placement', ids: reversed.slice(1) },
      }),
      400,
    );
    await expectError(
      await call(orderRoute.PUT, 'PUT', `${fieldPaths.base}/order`, {
        token: demo.recruiter,
        body: { entity: 'placement', ids: reversed },
      }),
      403,
    );
    const archived = await json<{ data: CustomFieldDef }>(await toggle(demo.admin, a._id));
    expect(archived.data.archived_at).not.toBeNull();
    expect((await list(demo.admin, 'placement')).some((f) => f._id === a._id)).toBe(false);
    // Archived fields come after every active one.
    const all = await list(demo.admin, 'placement', true);
    const at = all.findIndex((f) => f._id === a._id);
    expect(at).toBeGreaterThan(-1);
    expect(all.slice(at).every((f) => f.archived_at)).toBe(true);
    await expectError(await patch(demo.admin, a._id, { label: 'New' }), 409, 'conflict');
    await expectError(await post(demo.admin, { entity: 'placement', label: 'X', key: a.key, type: 'text' }), 409, 'conflict');
    const restored = await json<{ data: CustomFieldDef }>(await toggle(demo.admin, a._id));
    expect(restored.data.archived_at).toBeNull();
    expect((await list(demo.admin, 'placement')).at(-1)?._id).toBe(a._id);
    expect((await list(demo.admin, 'placement')).some((f) => f._id === b._id)).toBe(true);
  });
});
