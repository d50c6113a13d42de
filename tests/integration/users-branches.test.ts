import { describe, expect, it } from 'vitest';
import * as branchItem from '@/app/api/users/branches/[id]/route';
import * as branchesRoute from '@/app/api/users/branches/route';
import * as regionItem from '@/app/api/users/regions/[id]/route';
import * as regionsRoute from '@/app/api/users/regions/route';
import * as usersRoute from '@/app/api/users/users/route';
import type { BranchRow, RegionRow, UserRow } from '@/lib/users/schema';
import { dataOf, demoSessions } from './fixtures';
import { call, expectError, json } from './helpers';
import type { ListBody } from './time-helpers';
import { invited, type One, patchUser, unique, USERS } from './users-fixtures';

const demo = demoSessions(['admin', 'superadmin', 'recruiter'], ['admin']);

type Item = { PATCH: typeof branchItem.PATCH; DELETE: typeof branchItem.DELETE };
const api = (base: string, list: typeof branchesRoute, item: Item) => ({
  list: async (token: string, archived = false) => {
    const res = await call(list.GET, 'GET', `${base}${archived ? '?include_archived=1' : ''}`, { token });
    expect(res.status).toBe(200);
    return res;
  },
  create: (token: string, body: unknown) => call(list.POST, 'POST', base, { token, body }),
  patch: (token: string, id: string, body: unknown) => call(item.PATCH, 'PATCH', `${base}/${id}`, { token, params: { id }, body }),
  archive: (token: string, id: string) => call(item.DELETE, 'DELETE', `${base}/${id}`, { token, params: { id } }),
});
const regions = api('/api/users/regions', regionsRoute, regionItem);
const branches = api('/api/users/branches', branchesRoute, branchItem);

const made = <T>(res: Response) => dataOf<T>(res, 201);
const ids = async <T extends { _id: string }>(res: Response) => (await json<ListBody<T>>(res)).data.map((r) => r._id);

describe('regions', () => {
  it('creates, renames, archives (hidden unless asked) and restores', async () => {
    const region = await made<RegionRow>(await regions.create(demo.admin, { name: unique('Region') }));
    expect(region).toMatchObject({ branches_count: 0, archived_at: null });
    const renamed = await json<One<RegionRow>>(await regions.patch(demo.superadmin, region._id, { name: `${region.name} North` }));
    expect(renamed.data.name).toBe(`${region.name} North`);
    expect((await regions.archive(demo.admin, region._id)).status).toBe(200);
    expect(await ids(await regions.list(demo.admin))).not.toContain(region._id);
    expect(await ids(await regions.list(demo.admin, true))).toContain(region._id);
    const restored = await json<One<RegionRow>>(await regions.patch(demo.admin, region._id, { archived: false }));
    expect(restored.data.archived_at).toBeNull();
  });

  it('refuses duplicates (409) and bad input (400)', async () => {
    const region = await made<RegionRow>(await regions.create(demo.admin, { name: unique('Region') }));
    await expectError(await regions.create(demo.admin, { name: region.name.toLowerCase() }), 409, 'conflict');
    await expectError(await regions.create(demo.admin, { name: '  ' }), 400, 'bad_request');
    await expectError(await regions.patch(demo.admin, region._id, {}), 400, 'bad_request');
    await expectError(
      await call(regionsRoute.GET, 'GET', '/api/users/regions?include_archived=maybe', { token: demo.admin }),
      400,
      'bad_request',
    );
  });
});

describe('branches', () => {
  it('creates with a region, edits, archives and restores; users can be placed in a branch and filtered by it', async () => {
    const region = await made<RegionRow>(await regions.create(demo.admin, { name: unique('Region') }));
    const branch = await made<BranchRow>(
      await branches.create(demo.admin, { name: unique('Branch'), address: '1 Main St', phone: '', region_id: region._id }),
    );
    expect(branch).toMatchObject({ address: '1 Main St', phone: null, region: { _id: region._id, name: region.name }, users_count: 0 });
    const edited = await json<One<BranchRow>>(await branches.patch(demo.admin, branch._id, { phone: '(614) 555-0100', region_id: null }));
    expect(edited.data).toMatchObject({ phone: '(614) 555-0100', region: null, address: '1 Main St' });

    const user = await invited(demo.admin, { branch_id: branch._id });
    expect(user.branch).toEqual({ _id: branch._id, name: branch.name });
    const other = await invited(demo.admin);
    expect((await patchUser(demo.admin, other._id, { branch_id: branch._id })).status).toBe(200);
    const inBranch = await json<ListBody<UserRow>>(
      await call(usersRoute.GET, 'GET', `${USERS}?branch=${branch._id}`, { token: demo.admin }),
    );
    expect(inBranch.data.map((u) => u._id).sort()).toEqual([user._id, other._id].sort());

    expect((await branches.archive(demo.admin, branch._id)).status).toBe(200);
    expect(await ids(await branches.list(demo.admin))).not.toContain(branch._id);
    const archived = (await json<ListBody<BranchRow>>(await branches.list(demo.admin, true))).data.find((b) => b._id === branch._id);
    expect(archived).toMatchObject({ users_count: 2 });
    expect(archived?.archived_at).not.toBeNull();
    // An archived branch is not offered for new assignments.
    const third = await invited(demo.admin);
    await expectError(await patchUser(demo.admin, third._id, { branch_id: branch._id }), 400, 'bad_request');
    const restored = await json<One<BranchRow>>(await branches.patch(demo.admin, branch._id, { archived: false }));
    expect(restored.data.archived_at).toBeNull();
  });

  it('takes only an active region of the tenant (400) and a free name (409)', async () => {
    const archivedRegion = await made<RegionRow>(await regions.create(demo.admin, { name: unique('Old region') }));
    await regions.archive(demo.admin, archivedRegion._id);
    await expectError(await branches.create(demo.admin, { name: unique('Branch'), region_id: archivedRegion._id }), 400, 'bad_request');
    const foreign = await made<RegionRow>(await regions.create(demo.globexAdmin, { name: unique('Globex region') }));
    await expectError(await branches.create(demo.admin, { name: unique('Branch'), region_id: foreign._id }), 400, 'bad_request');
    await expectError(await branches.create(demo.admin, { name: unique('Branch'), region_id: 'x' }), 400, 'bad_request');
    const branch = await made<BranchRow>(await branches.create(demo.admin, { name: unique('Branch') }));
    await expectError(await branches.create(demo.admin, { name: branch.name }), 409, 'conflict');
    await expectError(await branches.create(demo.admin, { name: 'x'.repeat(101) }), 400, 'bad_request');
  });

  it("answers 404 for another tenant's rows, 403 for a recruiter, 401 without a session", async () => {
    const branch = await made<BranchRow>(await branches.create(demo.admin, { name: unique('Branch') }));
    const region = await made<RegionRow>(await regions.create(demo.admin, { name: unique('Region') }));
    await expectError(await branches.patch(demo.globexAdmin, branch._id, { name: 'Hijack' }), 404, 'not_found');
    await expectError(await branches.archive(demo.globexAdmin, branch._id), 404, 'not_found');
    await expectError(await regions.patch(demo.globexAdmin, region._id, { name: 'Hijack' }), 404, 'not_found');
    await expectError(await regions.archive(demo.admin, 'not-an-id'), 404, 'not_found');
    expect(await ids(await branches.list(demo.globexAdmin, true))).not.toContain(branch._id);
    await expectError(await call(branchesRoute.GET, 'GET', '/api/users/branches', { token: demo.recruiter }), 403, 'forbidden');
    await expectError(await regions.create(demo.recruiter, { name: unique('Region') }), 403, 'forbidden');
    await expectError(await call(branchesRoute.GET, 'GET', '/api/users/branches'), 401);
    await expectError(await branches.create('', { name: unique('Branch') }), 401);
  });
});
