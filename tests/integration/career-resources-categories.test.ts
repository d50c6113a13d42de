import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as categories from '@/app/api/main/career-resources/categories/route';
import * as category from '@/app/api/main/career-resources/categories/[id]/route';
import * as categoryOrder from '@/app/api/main/career-resources/categories/order/route';
import * as resources from '@/app/api/main/career-resources/route';
import * as resource from '@/app/api/main/career-resources/[id]/route';
import type { CareerCategory, CareerResource } from '@/lib/career-resources/schema';
import { addCategory, categoryPath, resourcePath } from './career-resources-fixtures';
import { demoSessions } from './fixtures';
import { call, expectError, json } from './helpers';
import type { ListBody } from './time-helpers';

const demo = demoSessions(['admin', 'superadmin', 'recruiter'], ['admin']);

const tag = () => randomUUID().slice(0, 8);
const all = async (token: string) => {
  const res = await call(categories.GET, 'GET', '/api/main/career-resources/categories', { token });
  const body = await json<ListBody<CareerCategory>>(res);
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.data;
};
const rename = (token: string, id: string, name: unknown) =>
  call(category.PATCH, 'PATCH', categoryPath(id), { token, params: { id }, body: { name } });
const remove = (token: string, id: string) => call(category.DELETE, 'DELETE', categoryPath(id), { token, params: { id } });
const reorder = (token: string, ids: unknown) =>
  call(categoryOrder.PUT, 'PUT', '/api/main/career-resources/categories/order', { token, body: { ids } });

describe('career resource categories', () => {
  it('creates at the end, renames, and counts resources', async () => {
    const first = await addCategory(demo.admin, `Getting started ${tag()}`);
    const second = await addCategory(demo.superadmin, `Pay and benefits ${tag()}`);
    expect(second.position).toBeGreaterThan(first.position);
    const res = await call(resources.POST, 'POST', '/api/main/career-resources', {
      token: demo.admin,
      body: { kind: 'link', category_id: first._id, title: 'Guide', url: 'https://example.com/guide' },
    });
    expect(res.status).toBe(201);
    const renamed = await json<{ data: CareerCategory }>(await rename(demo.admin, first._id, 'Renamed start'));
    expect(renamed.data).toMatchObject({ _id: first._id, name: 'Renamed start', resource_count: 1 });
    expect((await all(demo.admin)).find((c) => c._id === first._id)?.resource_count).toBe(1);
  });

  it('reorders with every category listed once', async () => {
    await addCategory(demo.admin, `Extra ${tag()}`);
    const before = await all(demo.admin);
    const reversed = before.map((c) => c._id).reverse();
    const res = await reorder(demo.admin, reversed);
    expect(res.status).toBe(200);
    expect((await all(demo.admin)).map((c) => c._id)).toEqual(reversed);
    await expectError(await reorder(demo.admin, reversed.slice(1)), 400, 'bad_request');
    await expectError(await reorder(demo.admin, []), 400);
    await expectError(await reorder(demo.admin, ['x']), 400);
  });

  it('deleting a category keeps its resources, uncategorised', async () => {
    const doomed = await addCategory(demo.admin, `Doomed ${tag()}`);
    const made = await json<{ data: CareerResource }>(
      await call(resources.POST, 'POST', '/api/main/career-resources', {
        token: demo.admin,
        body: { kind: 'article', category_id: doomed._id, title: 'Survivor', body_html: '<p>still here</p>' },
      }),
    );
    expect((await remove(demo.admin, doomed._id)).status).toBe(200);
    const after = await json<{ data: CareerResource }>(
      await call(resource.GET, 'GET', resourcePath(made.data._id), { token: demo.admin, params: { id: made.data._id } }),
    );
    expect(after.data.category).toBeNull();
    expect((await all(demo.admin)).map((c) => c._id)).not.toContain(doomed._id);
    await expectError(await remove(demo.admin, doomed._id), 404);
  });

  it('refuses duplicates (409), bad names (400), other tenants (404), recruiters (403) and no session (401)', async () => {
    const name = `Unique ${tag()}`;
    const c = await addCategory(demo.admin, name);
    await expectError(
      await call(categories.POST, 'POST', '/api/main/career-resources/categories', {
        token: demo.admin,
        body: { name: name.toUpperCase() },
      }),
      409,
      'conflict',
    );
    await expectError(
      await call(categories.POST, 'POST', '/api/main/career-resources/categories', { token: demo.admin, body: { name: ' ' } }),
      400,
    );
    await expectError(await rename(demo.admin, c._id, 'x'.repeat(81)), 400);
    await expectError(await rename(demo.globexAdmin, c._id, 'Taken over'), 404, 'not_found');
    await expectError(await remove(demo.globexAdmin, c._id), 404);
    await expectError(await reorder(demo.globexAdmin, [c._id]), 400);
    expect((await all(demo.globexAdmin)).map((x) => x._id)).not.toContain(c._id);
    await expectError(
      await call(categories.GET, 'GET', '/api/main/career-resources/categories', { token: demo.recruiter }),
      403,
      'forbidden',
    );
    await expectError(await rename(demo.recruiter, c._id, 'No'), 403);
    await expectError(await call(categories.GET, 'GET', '/api/main/career-resources/categories', {}), 401);
    expect((await all(demo.admin)).find((x) => x._id === c._id)?.name).toBe(name);
  });
});
