import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import * as categories from '@/app/api/main/career-resources/categories/route';
import * as category from '@/app/api/main/career-resources/categories/[id]/route';
import * as categoryOrder from '@/app/api/main/career-resources/categories/order/route';
import * as resources from '@/app/api/main/career-resources/route';
import * as resource from '@/app/api/main/career-resources/[id]/route';
import type { CareerCategory, CareerResource } from '@/lib/career-resources/types';
import { addCategory, categoryPath, resourcePath } from './career-resources-fixtures';
import { call, expectError, json } from './helpers';
import { type ListBody, signInAs } from './time-helpers';

let admin = '';
let superadmin = '';
let recruiter = '';
let globexAdmin = '';

beforeAll(async () => {
  [admin, superadmin, recruiter, globexAdmin] = await Promise.all(['admin@acme.test', 'superadmin@acme.test', 'recruiter@acme.test', 'admin@globex.test'].map(signInAs));
});

const tag = () => randomUUID().slice(0, 8);
const all = async (token: string) => {
  const res = await call(categories.GET, 'GET', '/api/main/career-resources/categories', { token });
  const body = await json<ListBody<CareerCategory>>(res);
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.data;
};
const rename = (token: string, id: string, name: unknown) => call(category.PATCH, 'PATCH', categoryPath(id), { token, params: { id }, body: { name } });
const remove = (token: string, id: string) => call(category.DELETE, 'DELETE', categoryPath(id), { token, params: { id } });
const reorder = (token: string, ids: unknown) => call(categoryOrder.PUT, 'PUT', '/api/main/career-resources/categories/order', { token, body: { ids } });

describe('career resource categories', () => {
  it('creates at the end, renames, and counts resources', async () => {
    const first = await addCategory(admin, `Getting started ${tag()}`);
    const second = await addCategory(superadmin, `Pay and benefits ${tag()}`);
    expect(second.position).toBeGreaterThan(first.position);
    const res = await call(resources.POST, 'POST', '/api/main/career-resources', { token: admin, body: { kind: 'link', category_id: first._id, title: 'Guide', url: 'https://example.com/guide' } });
    expect(res.status).toBe(201);
    const renamed = await json<{ data: CareerCategory }>(await rename(admin, first._id, 'Renamed start'));
    expect(renamed.data).toMatchObject({ _id: first._id, name: 'Renamed start', resource_count: 1 });
    expect((await all(admin)).find((c) => c._id === first._id)?.resource_count).toBe(1);
  });

  it('reorders with every category listed once', async () => {
    await addCategory(admin, `Extra ${tag()}`);
    const before = await all(admin);
    const reversed = before.map((c) => c._id).reverse();
    const res = await reorder(admin, reversed);
    expect(res.status).toBe(200);
    expect((await all(admin)).map((c) => c._id)).toEqual(reversed);
    await expectError(await reorder(admin, reversed.slice(1)), 400, 'bad_request');
    await expectError(await reorder(admin, []), 400);
    await expectError(await reorder(admin, ['x']), 400);
  });

  it('deleting a category keeps its resources, uncategorised', async () => {
    const doomed = await addCategory(admin, `Doomed ${tag()}`);
    const made = await json<{ data: CareerResource }>(await call(resources.POST, 'POST', '/api/main/career-resources',
      { token: admin, body: { kind: 'article', category_id: doomed._id, title: 'Survivor', body_html: '<p>still here</p>' } }));
    expect((await remove(admin, doomed._id)).status).toBe(200);
    const after = await json<{ data: CareerResource }>(await call(resource.GET, 'GET', resourcePath(made.data._id), { token: admin, params: { id: made.data._id } }));
    expect(after.data.category).toBeNull();
    expect((await all(admin)).map((c) => c._id)).not.toContain(doomed._id);
    await expectError(await remove(admin, doomed._id), 404);
  });

  it('refuses duplicates (409), bad names (400), other tenants (404), recruiters (403) and no session (401)', async () => {
    const name = `Unique ${tag()}`;
    const c = await addCategory(admin, name);
    await expectError(await call(categories.POST, 'POST', '/api/main/career-resources/categories', { token: admin, body: { name: name.toUpperCase() } }), 409, 'conflict');
    await expectError(await call(categories.POST, 'POST', '/api/main/career-resources/categories', { token: admin, body: { name: ' ' } }), 400);
    await expectError(await rename(admin, c._id, 'x'.repeat(81)), 400);
    await expectError(await rename(globexAdmin, c._id, 'Taken over'), 404, 'not_found');
    await expectError(await remove(globexAdmin, c._id), 404);
    await expectError(await reorder(globexAdmin, [c._id]), 400);
    expect((await all(globexAdmin)).map((x) => x._id)).not.toContain(c._id);
    await expectError(await call(categories.GET, 'GET', '/api/main/career-resources/categories', { token: recruiter }), 403, 'forbidden');
    await expectError(await rename(recruiter, c._id, 'No'), 403);
    await expectError(await call(categories.GET, 'GET', '/api/main/career-resources/categories', {}), 401);
    expect((await all(admin)).find((x) => x._id === c._id)?.name).toBe(name);
  });
});
