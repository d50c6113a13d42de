import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as orderRoute from '@/app/api/main/job-categories/order/route';
import * as categoryRoute from '@/app/api/main/job-categories/[id]/route';
import * as skillRoute from '@/app/api/main/job-categories/[id]/skills/[skillId]/route';
import * as skillsRoute from '@/app/api/main/job-categories/[id]/skills/route';
import * as categoriesRoute from '@/app/api/main/job-categories/route';
import * as positionRoute from '@/app/api/main/positions/[id]/route';
import * as positionsRoute from '@/app/api/main/positions/route';
import type { JobCategory, TenantPosition } from '@/lib/catalog/schema';
import { db } from '@/lib/db/client';
import { jobs, positions } from '@/lib/db/schema';
import { firstCompany } from './candidates-fixtures';
import { dataOf, demoSessions } from './fixtures';
import { call, expectError } from './helpers';
import { tenantBySlug } from './time-helpers';
import { theRow } from '@/lib/db/rows';

const BASE = '/api/main/job-categories';
const demo = demoSessions(['admin', 'recruiter', 'contact'], ['admin']);

const unique = (label: string) => `${label} ${randomUUID().slice(0, 8)}`;

const ok = dataOf;

const listCategories = async (token: string, archived = false) =>
  ok<JobCategory[]>(await call(categoriesRoute.GET, 'GET', `${BASE}${archived ? '?archived=true' : ''}`, { token }));
const createCategory = (token: string, name: string) => call(categoriesRoute.POST, 'POST', BASE, { token, body: { name } });
const newCategory = async (name = unique('Category')) => ok<JobCategory>(await createCategory(demo.admin, name));
const patchCategory = (token: string, id: string, body: unknown) =>
  call(categoryRoute.PATCH, 'PATCH', `${BASE}/${id}`, { token, params: { id }, body });
const toggleCategory = (token: string, id: string) => call(categoryRoute.DELETE, 'DELETE', `${BASE}/${id}`, { token, params: { id } });
const addSkill = (token: string, id: string, name: string) =>
  call(skillsRoute.POST, 'POST', `${BASE}/${id}/skills`, { token, params: { id }, body: { name } });
const removeSkill = (token: string, id: string, skillId: string) =>
  call(skillRoute.DELETE, 'DELETE', `${BASE}/${id}/skills/${skillId}`, { token, params: { id, skillId } });
const reorder = (token: string, ids: unknown) => call(orderRoute.PUT, 'PUT', `${BASE}/order`, { token, body: { ids } });

describe('job categories', () => {
  it('creates at the end, lists for staff with skills, and refuses duplicate names in any case (409)', async () => {
    const category = await newCategory();
    expect(category).toMatchObject({ name: category.name, archived_at: null, skills: [] });
    const list = await listCategories(demo.recruiter);
    expect(list.at(-1)?._id).toBe(category._id);
    expect(Object.keys(list.at(-1)!).sort()).toEqual(['_id', 'archived_at', 'name', 'position', 'skills']);
    await expectError(await createCategory(demo.admin, category.name.toUpperCase()), 409, 'conflict');
  });

  it('guards roles, input and tenants', async () => {
    const category = await newCategory();
    await expectError(await createCategory(demo.recruiter, unique('Nope')), 403, 'forbidden');
    await expectError(await call(categoriesRoute.GET, 'GET', BASE, { token: demo.contact }), 403, 'forbidden');
    await expectError(await call(categoriesRoute.GET, 'GET', BASE, {}), 401, 'unauthorized_access');
    await expectError(await createCategory(demo.admin, '  '), 400, 'bad_request');
    await expectError(await createCategory(demo.admin, 'x'.repeat(61)), 400, 'bad_request');
    await expectError(await call(categoriesRoute.GET, 'GET', `${BASE}?archived=maybe`, { token: demo.admin }), 400, 'bad_request');
    await expectError(await patchCategory(demo.globexAdmin, category._id, { name: unique('Stolen') }), 404, 'not_found');
    await expectError(await toggleCategory(demo.globexAdmin, category._id), 404, 'not_found');
    await expectError(await addSkill(demo.globexAdmin, category._id, 'Lifting'), 404, 'not_found');
    await expectError(await patchCategory(demo.admin, 'not-an-id', { name: 'X' }), 404, 'not_found');
    expect((await listCategories(demo.globexAdmin, true)).some((c) => c._id === category._id)).toBe(false);
  });

  it('renames, and jobs filed under the old name follow', async () => {
    const tenant = await tenantBySlug('acme');
    const category = await newCategory();
    const job = theRow(await db().select({ id: jobs.id }).from(jobs).where(eq(jobs.tenantId, tenant.id)).limit(1));
    await db().update(jobs).set({ category: category.name }).where(eq(jobs.id, job.id));
    const renamed = await ok<JobCategory>(await patchCategory(demo.admin, category._id, { name: `${category.name} renamed` }));
    expect(renamed.name).toBe(`${category.name} renamed`);
    const after = theRow(
      await db()
        .select({ category: jobs.category })
        .from(jobs)
        .where(and(eq(jobs.id, job.id), eq(jobs.tenantId, tenant.id))),
    );
    expect(after.category).toBe(renamed.name);
    const other = await newCategory();
    await expectError(await patchCategory(demo.admin, other._id, { name: renamed.name }), 409, 'conflict');
  });

  it('archives and restores with DELETE; archived ones leave the default list', async () => {
    const category = await newCategory();
    const archived = await ok<JobCategory>(await toggleCategory(demo.admin, category._id));
    expect(archived.archived_at).not.toBeNull();
    expect((await listCategories(demo.admin)).some((c) => c._id === category._id)).toBe(false);
    expect((await listCategories(demo.admin, true)).find((c) => c._id === category._id)?.archived_at).not.toBeNull();
    await expectError(await addSkill(demo.admin, category._id, 'Lifting'), 409, 'conflict');
    await expectError(await createCategory(demo.admin, category.name), 409, 'conflict');
    const restored = await ok<JobCategory>(await toggleCategory(demo.admin, category._id));
    expect(restored.archived_at).toBeNull();
    expect((await listCategories(demo.admin)).at(-1)?._id).toBe(category._id);
  });

  it('adds skills (unique per category, any case) and removes them', async () => {
    const category = await newCategory();
    let data = await ok<JobCategory>(await addSkill(demo.admin, category._id, 'Forklift'));
    data = await ok<JobCategory>(await addSkill(demo.admin, category._id, 'Bending'));
    expect(data.skills.map((s) => s.name)).toEqual(['Bending', 'Forklift']);
    await expectError(await addSkill(demo.admin, category._id, 'FORKLIFT'), 409, 'conflict');
    await expectError(await addSkill(demo.admin, category._id, ''), 400, 'bad_request');
    await expectError(await addSkill(demo.recruiter, category._id, 'Welding'), 403, 'forbidden');
    const other = await newCategory();
    expect((await ok<JobCategory>(await addSkill(demo.admin, other._id, 'Forklift'))).skills).toHaveLength(1);
    const forklift = data.skills.find((s) => s.name === 'Forklift')!;
    await expectError(await removeSkill(demo.admin, other._id, forklift._id), 404, 'not_found');
    await expectError(await removeSkill(demo.globexAdmin, category._id, forklift._id), 404, 'not_found');
    data = await ok<JobCategory>(await removeSkill(demo.admin, category._id, forklift._id));
    expect(data.skills.map((s) => s.name)).toEqual(['Bending']);
  });

  it('reorders with every active id once, else 400', async () => {
    await newCategory();
    await newCategory();
    const ids = (await listCategories(demo.admin)).map((c) => c._id);
    const reversed = [...ids].reverse();
    const data = await ok<JobCategory[]>(await reorder(demo.admin, reversed));
    expect(data.filter((c) => !c.archived_at).map((c) => c._id)).toEqual(reversed);
    expect((await listCategories(demo.recruiter)).map((c) => c._id)).toEqual(reversed);
    await expectError(await reorder(demo.admin, reversed.slice(1)), 400, 'bad_request');
    await expectError(await reorder(demo.admin, [...reversed, reversed[0]]), 400, 'bad_request');
    await expectError(await reorder(demo.admin, 'nope'), 400, 'bad_request');
    await expectError(await reorder(demo.recruiter, reversed), 403, 'forbidden');
    await expectError(await reorder(demo.globexAdmin, reversed), 400, 'bad_request');
  });
});

const POS = '/api/main/positions';
const createPosition = (token: string, body: unknown) => call(positionsRoute.POST, 'POST', POS, { token, body });
const patchPosition = (token: string, id: string, body: unknown) =>
  call(positionRoute.PATCH, 'PATCH', `${POS}/${id}`, { token, params: { id }, body });
const togglePosition = (token: string, id: string) => call(positionRoute.DELETE, 'DELETE', `${POS}/${id}`, { token, params: { id } });
const listPositions = async (token: string, archived = false) =>
  ok<TenantPosition[]>(await call(positionsRoute.GET, 'GET', `${POS}${archived ? '?archived=true' : ''}`, { token }));

describe('tenant positions', () => {
  it('creates tenant-wide positions with rates, lists them for staff, and refuses duplicates', async () => {
    const name = unique('Picker');
    const position = await ok<TenantPosition>(await createPosition(demo.admin, { name, bill_rate: 30, pay_rate: 20.5 }));
    expect(position).toEqual({ _id: position._id, name, bill_rate: 30, pay_rate: 20.5, archived_at: null });
    const list = await listPositions(demo.recruiter);
    expect(list.find((p) => p._id === position._id)).toEqual(position);
    await expectError(await createPosition(demo.admin, { name: name.toLowerCase() }), 409, 'conflict');
  });

  it('keeps pay at or under bill, rates at or above zero', async () => {
    const body = await expectError(
      await createPosition(demo.admin, { name: unique('Loss'), bill_rate: 20, pay_rate: 25 }),
      400,
      'bad_request',
    );
    expect(body.message).toMatch(/pay_rate/);
    await expectError(await createPosition(demo.admin, { name: unique('Neg'), bill_rate: -1 }), 400, 'bad_request');
    await expectError(await createPosition(demo.admin, { name: '', bill_rate: 1 }), 400, 'bad_request');
    const position = await ok<TenantPosition>(await createPosition(demo.admin, { name: unique('Sorter'), bill_rate: 25, pay_rate: 18 }));
    // Only the pay is sent: it is checked against the stored bill rate.
    await expectError(await patchPosition(demo.admin, position._id, { pay_rate: 26 }), 400, 'bad_request');
    await expectError(await patchPosition(demo.admin, position._id, { bill_rate: 10 }), 400, 'bad_request');
    const edited = await ok<TenantPosition>(await patchPosition(demo.admin, position._id, { pay_rate: 25, name: `${position.name} II` }));
    expect(edited).toMatchObject({ name: `${position.name} II`, bill_rate: 25, pay_rate: 25 });
    await expectError(await patchPosition(demo.admin, position._id, {}), 400, 'bad_request');
  });

  it('archives and restores; guards roles and tenants', async () => {
    const position = await ok<TenantPosition>(
      await createPosition(demo.admin, { name: unique('Driver'), bill_rate: null, pay_rate: null }),
    );
    await expectError(await createPosition(demo.recruiter, { name: unique('X') }), 403, 'forbidden');
    await expectError(await call(positionsRoute.GET, 'GET', POS, { token: demo.contact }), 403, 'forbidden');
    await expectError(await call(positionsRoute.GET, 'GET', POS, {}), 401, 'unauthorized_access');
    await expectError(await patchPosition(demo.globexAdmin, position._id, { name: 'Mine' }), 404, 'not_found');
    await expectError(await togglePosition(demo.globexAdmin, position._id), 404, 'not_found');
    const archived = await ok<TenantPosition>(await togglePosition(demo.admin, position._id));
    expect(archived.archived_at).not.toBeNull();
    expect((await listPositions(demo.admin)).some((p) => p._id === position._id)).toBe(false);
    expect((await listPositions(demo.admin, true)).some((p) => p._id === position._id)).toBe(true);
    await expectError(await patchPosition(demo.admin, position._id, { name: 'Edited' }), 409, 'conflict');
    // A live position took the name meanwhile: restoring would make two, so it is refused.
    await ok(await createPosition(demo.admin, { name: position.name }));
    await expectError(await togglePosition(demo.admin, position._id), 409, 'conflict');
  });

  it("lists only tenant-wide positions, not a company's own", async () => {
    const tenant = await tenantBySlug('acme');
    const company = await firstCompany(tenant.id);
    const own = theRow(
      await db()
        .insert(positions)
        .values({ tenantId: tenant.id, companyId: company.id, name: unique('Company only') })
        .returning(),
    );
    const data = await listPositions(demo.admin, true);
    expect(data.length).toBeGreaterThan(0);
    expect(data.some((p) => p._id === own.id)).toBe(false);
    await expectError(await patchPosition(demo.admin, own.id, { name: 'Tenant-wide now' }), 404, 'not_found');
  });
});
