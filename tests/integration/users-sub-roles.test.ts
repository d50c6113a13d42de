import { describe, expect, it } from 'vitest';
import * as candidatesRoute from '@/app/api/candidates/candidates/route';
import * as permissionsRoute from '@/app/api/users/permissions/route';
import * as rolesRoute from '@/app/api/users/roles/route';
import * as subRoleItem from '@/app/api/users/sub-roles/[id]/route';
import * as subRolesRoute from '@/app/api/users/sub-roles/route';
import * as usersRoute from '@/app/api/users/users/route';
import { lookupSession } from '@/lib/auth/guard';
import { navForUser } from '@/lib/auth/sub-roles';
import { portalFlags } from '@/lib/settings/flags';
import { getSettings } from '@/lib/settings/queries';
import type { PermissionRow, RoleRow, SubRoleRow, UserRow } from '@/lib/users/schema';
import { demoSessions } from './fixtures';
import { call, expectError, json } from './helpers';
import type { ListBody } from './time-helpers';
import { acceptInvite, invited, type One, patchUser, unique, USERS } from './users-fixtures';

const BASE = '/api/users/sub-roles';
const demo = demoSessions(['admin', 'recruiter'], ['admin']);

const create = (token: string, body: unknown) => call(subRolesRoute.POST, 'POST', BASE, { token, body });
const patch = (token: string, id: string, body: unknown) =>
  call(subRoleItem.PATCH, 'PATCH', `${BASE}/${id}`, { token, params: { id }, body });
const archive = (token: string, id: string) => call(subRoleItem.DELETE, 'DELETE', `${BASE}/${id}`, { token, params: { id } });
const candidates = (token: string) => call(candidatesRoute.GET, 'GET', '/api/candidates/candidates', { token });

async function created(body: { name?: string; role?: string; permissions: string[] }) {
  const res = await create(demo.admin, { name: unique('Narrow'), role: 'recruiter', ...body });
  const out = await json<One<SubRoleRow>>(res);
  expect(res.status, JSON.stringify(out)).toBe(201);
  return out.data;
}

/** The menu the shell would draw for this session (components/shell/app-shell.tsx). */
async function menuOf(token: string): Promise<string[]> {
  const found = await lookupSession(token);
  if (!found.ok) throw new Error('no session');
  const { session } = found;
  return navForUser(session.role, session.subRole, portalFlags(await getSettings(session.tenantId))).map((r) => r.path);
}

describe('roles and permissions', () => {
  it('lists the four roles with their permissions, conditions and sub-roles', async () => {
    const sub = await created({ permissions: ['/timesheets'] });
    const res = await call(rolesRoute.GET, 'GET', '/api/users/roles', { token: demo.admin });
    const body = await json<ListBody<RoleRow>>(res);
    expect(res.status).toBe(200);
    expect(body.data.map((r) => [r.role, r.role_id])).toEqual([
      ['super_admin', 1],
      ['company_admin', 2],
      ['recruiter', 3],
      ['company_contact', 4],
    ]);
    const byRole = Object.fromEntries(body.data.map((r) => [r.role, r]));
    expect(byRole.super_admin!.permissions.map((p) => p.key)).toContain('/referrals');
    expect(byRole.recruiter!.permissions.map((p) => p.key)).toContain('/candidates');
    expect(byRole.recruiter!.permissions.map((p) => p.key)).not.toContain('/admin-settings');
    // The contact's conditional /jobs says which setting opens it (open_now follows the tenant's setting).
    expect(byRole.company_contact!.permissions.find((p) => p.key === '/jobs')).toMatchObject({
      key: '/jobs',
      nav: 'jobs',
      contact_when: 'shiftEnabled',
    });
    expect(byRole.recruiter!.permissions.find((p) => p.key === '/jobs')).toEqual({
      key: '/jobs',
      nav: 'jobs',
      contact_when: null,
      open_now: true,
    });
    expect(byRole.company_contact!.permissions.map((p) => p.key)).not.toContain('/candidates');
    expect(byRole.super_admin!.sub_roles_allowed).toBe(false);
    expect(byRole.recruiter!.sub_roles.map((s) => s._id)).toContain(sub._id);
  });

  it('has a permission catalogue keyed by route with the menu label', async () => {
    const body = await json<ListBody<PermissionRow>>(
      await call(permissionsRoute.GET, 'GET', '/api/users/permissions', { token: demo.admin }),
    );
    expect(body.data.find((p) => p.key === '/candidates')).toEqual({ key: '/candidates', nav: 'candidates', always_open: false });
    expect(body.data.find((p) => p.key === '/iframes/support-center')?.always_open).toBe(true);
    // /company/{id} follows /companies: it is not a permission of its own.
    expect(body.data.some((p) => p.key === '/company')).toBe(false);
  });
});

describe('sub-role CRUD', () => {
  it('creates, renames, lists archived on request, archives and restores', async () => {
    const sub = await created({ permissions: ['/timesheets', '/timesheets', '/candidates'] });
    expect(sub).toMatchObject({
      role: 'recruiter',
      role_id: 3,
      permissions: ['/timesheets', '/candidates'],
      users_count: 0,
      archived_at: null,
    });
    const renamed = await json<One<SubRoleRow>>(await patch(demo.admin, sub._id, { name: `${sub.name} B` }));
    expect(renamed.data.name).toBe(`${sub.name} B`);
    expect((await archive(demo.admin, sub._id)).status).toBe(200);
    const active = await json<ListBody<SubRoleRow>>(await call(subRolesRoute.GET, 'GET', BASE, { token: demo.admin }));
    expect(active.data.some((s) => s._id === sub._id)).toBe(false);
    const all = await json<ListBody<SubRoleRow>>(await call(subRolesRoute.GET, 'GET', `${BASE}?include_archived=1`, { token: demo.admin }));
    expect(all.data.find((s) => s._id === sub._id)?.archived_at).not.toBeNull();
    const restored = await json<One<SubRoleRow>>(await patch(demo.admin, sub._id, { archived: false }));
    expect(restored.data.archived_at).toBeNull();
  });

  it('keeps permissions within the base role and names unique (400, 409)', async () => {
    await expectError(
      await create(demo.admin, { name: unique('Bad'), role: 'recruiter', permissions: ['/admin-settings'] }),
      400,
      'bad_request',
    );
    await expectError(await create(demo.admin, { name: unique('Bad'), role: 'recruiter', permissions: ['/nowhere'] }), 400, 'bad_request');
    await expectError(await create(demo.admin, { name: unique('Owner'), role: 'super_admin', permissions: [] }), 400, 'bad_request');
    await expectError(await create(demo.admin, { name: '', role: 'recruiter', permissions: [] }), 400, 'bad_request');
    await expectError(await create(demo.admin, { name: unique('X'), role: 'recruiter', permissions: 'all' }), 400, 'bad_request');
    const sub = await created({ permissions: ['/timesheets'] });
    await expectError(await patch(demo.admin, sub._id, { permissions: ['/referrals'] }), 400, 'bad_request');
    // Contacts may hold their conditional screens; a recruiter's list cannot move to the contact role with /candidates.
    const withCandidates = await created({ permissions: ['/candidates'] });
    await expectError(await patch(demo.admin, withCandidates._id, { role: 'company_contact' }), 400, 'bad_request');
    await expectError(await create(demo.admin, { name: sub.name.toUpperCase(), role: 'recruiter', permissions: [] }), 409, 'conflict');
  });

  it("answers 404 for another tenant's sub-role, 403 for a recruiter, 401 without a session", async () => {
    const sub = await created({ permissions: [] });
    await expectError(await patch(demo.globexAdmin, sub._id, { name: 'Hijack' }), 404, 'not_found');
    await expectError(await archive(demo.globexAdmin, sub._id), 404, 'not_found');
    await expectError(await call(subRolesRoute.GET, 'GET', BASE, { token: demo.recruiter }), 403, 'forbidden');
    await expectError(await create(demo.recruiter, { name: unique('R'), role: 'recruiter', permissions: [] }), 403, 'forbidden');
    await expectError(await call(rolesRoute.GET, 'GET', '/api/users/roles'), 401);
  });
});

describe('enforcement', () => {
  it('narrows a recruiter: the candidates API answers 403 and the menu lacks it, until the sub-role allows it or is archived', async () => {
    const sub = await created({ permissions: ['/timesheets', '/jobs'] });
    const user = await invited(demo.admin, { role: 'recruiter', sub_role_id: sub._id });
    expect(user.sub_role).toEqual({ _id: sub._id, name: sub.name });
    const token = await acceptInvite(user.email);
    expect((await expectError(await candidates(token), 403, 'forbidden')).message).toBe(
      `Your sub-role "${sub.name}" does not include this screen`,
    );
    const menu = await menuOf(token);
    expect(menu).not.toContain('/candidates');
    expect(menu).toEqual(expect.arrayContaining(['/jobs', '/timesheets', '/iframes/support-center']));
    // The same recruiter role without a sub-role keeps the candidates screen.
    expect((await candidates(demo.recruiter)).status).toBe(200);
    expect(await menuOf(demo.recruiter)).toContain('/candidates');

    // New permissions apply on the holder's next request.
    expect((await patch(demo.admin, sub._id, { permissions: ['/timesheets', '/jobs', '/candidates'] })).status).toBe(200);
    expect((await candidates(token)).status).toBe(200);
    expect((await patch(demo.admin, sub._id, { permissions: ['/timesheets'] })).status).toBe(200);
    await expectError(await candidates(token), 403);

    // Archiving hands the holders back their base role.
    expect((await archive(demo.admin, sub._id)).status).toBe(200);
    expect((await candidates(token)).status).toBe(200);
    const row = (
      await json<ListBody<UserRow>>(
        await call(usersRoute.GET, 'GET', `${USERS}?search=${encodeURIComponent(user.email)}`, { token: demo.admin }),
      )
    ).data[0]!;
    expect(row.sub_role).toBeNull();
  });

  it("assigns only a sub-role of the user's base role, refuses one's own, and blocks role changes while held", async () => {
    const contactSub = await created({ role: 'company_contact', permissions: ['/timesheets'] });
    const recruiterSub = await created({ permissions: ['/timesheets'] });
    const user = await invited(demo.admin, { role: 'recruiter' });
    await expectError(await patchUser(demo.admin, user._id, { sub_role_id: contactSub._id }), 400, 'bad_request');
    const res = await patchUser(demo.admin, user._id, { sub_role_id: recruiterSub._id });
    expect((await json<One<UserRow>>(res)).data.sub_role?._id).toBe(recruiterSub._id);
    await expectError(await patch(demo.admin, recruiterSub._id, { role: 'company_admin', permissions: [] }), 409, 'conflict');
    // A role change drops a sub-role of the old role.
    const promoted = await json<One<UserRow>>(await patchUser(demo.admin, user._id, { role: 'company_admin' }));
    expect(promoted.data).toMatchObject({ role: 'company_admin', sub_role: null });
    const cleared = await json<One<UserRow>>(await patchUser(demo.admin, user._id, { sub_role_id: null }));
    expect(cleared.data.sub_role).toBeNull();
  });
});
