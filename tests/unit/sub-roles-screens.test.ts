import { createElement as h } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { apiKey } from '@/lib/browser/typed-api';
import { authRoutes } from '@/lib/contracts/routes/auth';
import { usersRoutes } from '@/lib/contracts/routes/users';
import { LOCALES } from '@/lib/i18n/config';
import type { BranchRow, RegionRow, RoleRow, SubRoleRow, UserRow } from '@/lib/users/schema';
import { nav } from '@/tests/support/navigation';
import { screenHarness } from '@/tests/support/render-screen';

// Renders the users and roles/branches admin tabs the way the server does, with data in SWR's cache, so a
// crash or a missing translation key (in any locale) fails here rather than in front of an admin.

vi.mock('next/navigation', () => import('@/tests/support/navigation'));

const list = <T>(data: T[]) => ({ data, meta: { totalItems: data.length, total: data.length, page: 1, per_page: 25 } });
const at = '2024-02-03T12:00:00.000Z';

const branch: BranchRow = {
  _id: 'b1',
  name: 'Columbus HQ',
  address: '100 Main St',
  phone: null,
  region: { _id: 'r1', name: 'Midwest' },
  users_count: 2,
  archived_at: null,
  created_at: at,
};
const region: RegionRow = { _id: 'r1', name: 'Midwest', branches_count: 1, archived_at: null, created_at: at };
const sub: SubRoleRow = {
  _id: 's1',
  name: 'Sourcer',
  role: 'recruiter',
  role_id: 3,
  permissions: ['/jobs', '/candidates'],
  users_count: 1,
  archived_at: null,
};
const archivedSub: SubRoleRow = { ...sub, _id: 's2', name: 'Old desk', archived_at: at };
const user = (over: Partial<UserRow>): UserRow => ({
  _id: 'u1',
  email: 'ivy@staff.test',
  username: 'Ivy Invitee',
  role: 'recruiter',
  role_id: 3,
  sub_role: { _id: 's1', name: 'Sourcer' },
  branch: { _id: 'b1', name: 'Columbus HQ' },
  active: true,
  is_contact: false,
  contact_id: null,
  last_login_at: null,
  created_at: at,
  invited: true,
  ...over,
});
const role = (r: RoleRow['role'], id: number, perms: RoleRow['permissions'], subs: SubRoleRow[] = []): RoleRow => ({
  _id: r,
  role: r,
  role_id: id,
  name: r,
  permissions: perms,
  sub_roles_allowed: r !== 'super_admin',
  sub_roles: subs,
});
const perm = (key: string, nav: string, contact_when: RoleRow['permissions'][number]['contact_when'] = null, open_now = true) => ({
  key,
  nav,
  contact_when,
  open_now,
});

const archived = { query: { include_archived: '1' } };
const fallback: Record<string, unknown> = {
  [apiKey(usersRoutes.users, { query: { page: 1, per_page: 25 } })]: list([
    user({}),
    user({ _id: 'u2', username: 'Sam Super', role: 'super_admin', role_id: 1, sub_role: null, invited: false, last_login_at: at }),
    user({
      _id: 'u3',
      username: 'Casey Contact',
      role: 'company_contact',
      role_id: 4,
      is_contact: true,
      sub_role: null,
      branch: null,
      active: false,
    }),
  ]),
  [apiKey(usersRoutes.branches, archived)]: list([branch, { ...branch, _id: 'b2', name: 'Closed office', archived_at: at }]),
  [apiKey(usersRoutes.regions, archived)]: list([region]),
  [apiKey(usersRoutes.subRoles, {})]: list([sub]),
  [apiKey(usersRoutes.subRoles, archived)]: list([sub, archivedSub]),
  [apiKey(usersRoutes.roles, {})]: list([
    role('super_admin', 1, [perm('/referrals', 'referrals')]),
    role('company_admin', 2, [perm('/admin-settings', 'adminSettings')]),
    role('recruiter', 3, [perm('/jobs', 'jobs'), perm('/candidates', 'candidates')], [sub]),
    role('company_contact', 4, [perm('/jobs', 'jobs', 'shiftEnabled', false), perm('/timesheets', 'timesheets')]),
  ]),
  [apiKey(authRoutes.user, {})]: {
    data: {
      _id: 'u9',
      username: 'Alex Admin',
      email: 'admin@acme.test',
      role: 'company_admin',
      role_id: 2,
      company_id: 'acme',
      firebase_env: 1,
      is_contact: false,
    },
  },
};

const { render, missing } = screenHarness({ namespaces: ['adminUsers'], fallback, pathname: '/admin-settings/users' });

describe('admin users tab', () => {
  it.each(LOCALES)('renders the list with its controls in %s', async (locale) => {
    const { UsersTab } = await import('@/components/admin/users/users-tab');
    const html = await render(h(UsersTab), locale);
    expect(missing).toEqual([]);
    expect(html.match(/data-testid="user-row"/g)).toHaveLength(3);
    expect(html).toContain('ivy@staff.test');
  });

  it("offers what the server allows: a Company Admin cannot touch a Super Admin or switch a contact's role", async () => {
    const { UsersTab } = await import('@/components/admin/users/users-tab');
    const html = await render(h(UsersTab));
    expect(html).toContain('Resend invite');
    expect(html).toContain('Reactivate');
    // Ivy (recruiter) has a live role select; Sam (super admin) and Casey (contact) have disabled ones.
    expect(html).toMatch(/aria-label="Role of Ivy Invitee"(?![^>]*disabled="")/);
    expect(html).toMatch(/aria-label="Role of Sam Super"[^>]*disabled=""/);
    expect(html).toMatch(/aria-label="Role of Casey Contact"[^>]*disabled=""/);
  });

  it('is a sortable table: name ascending unless the URL names another column and direction', async () => {
    const { UsersTab } = await import('@/components/admin/users/users-tab');
    const header = (html: string, name: string) => new RegExp(`<th[^>]*aria-sort="([a-z]+)"[^>]*>(?:(?!</th>).)*${name}`).exec(html)?.[1];
    const plain = await render(h(UsersTab));
    expect(header(plain, 'User')).toBe('ascending');
    expect(header(plain, 'Last sign-in')).toBe('none');
    expect(header(plain, 'Role')).toBe('none');
    // Sub-role and status are not sortable: no aria-sort at all.
    expect(plain).not.toMatch(/<th[^>]*aria-sort="[a-z]+"[^>]*>(?:(?!<\/th>).)*Sub-role/);

    // The sort is part of the list API's query, so a sorted URL is its own request (and cache entry).
    nav.search = new URLSearchParams('sort=-last_login');
    fallback[apiKey(usersRoutes.users, { query: { sort: '-last_login', page: 1, per_page: 25 } })] = list([
      user({ _id: 'u2', username: 'Sam Super', role: 'super_admin', role_id: 1, sub_role: null, invited: false, last_login_at: at }),
      user({}),
    ]);
    const sorted = await render(h(UsersTab));
    expect(header(sorted, 'Last sign-in')).toBe('descending');
    expect(header(sorted, 'User')).toBe('none');
    expect(sorted.indexOf('Sam Super')).toBeLessThan(sorted.indexOf('Ivy Invitee'));
  });

  it('shows a row its own branch and sub-role by name while the catalogues are still loading', async () => {
    const { UsersTab } = await import('@/components/admin/users/users-tab');
    const branches = apiKey(usersRoutes.branches, archived);
    const subRoles = apiKey(usersRoutes.subRoles, {});
    const saved = { branches: fallback[branches], subRoles: fallback[subRoles] };
    delete fallback[branches];
    delete fallback[subRoles];
    try {
      const html = await render(h(UsersTab));
      expect(html).toMatch(/aria-label="Branch of Ivy Invitee"[^>]*>(?:(?!<\/button>).)*Columbus HQ/);
      expect(html).toMatch(/aria-label="Sub-role of Ivy Invitee"[^>]*>(?:(?!<\/button>).)*Sourcer/);
    } finally {
      fallback[branches] = saved.branches;
      fallback[subRoles] = saved.subRoles;
    }
  });
});

describe('roles and branches tab', () => {
  it.each(LOCALES)('renders role cards, branches and regions in %s', async (locale) => {
    nav.pathname = '/admin-settings/roles';
    const { RolesBranchesTab } = await import('@/components/admin/users/roles-branches-tab');
    const html = await render(h(RolesBranchesTab), locale);
    expect(missing).toEqual([]);
    expect(html).toContain('Sourcer');
    expect(html).toContain('Columbus HQ');
    expect(html.match(/data-testid="region-row"/g)).toHaveLength(1);
    // The closed office only shows with "show archived".
    expect(html).not.toContain('Closed office');
  });

  it('puts the offices first on the branches address and notes conditional screens', async () => {
    nav.pathname = '/admin-settings/branches';
    const { RolesBranchesTab } = await import('@/components/admin/users/roles-branches-tab');
    const html = await render(h(RolesBranchesTab));
    expect(html.indexOf('id="branches-heading"')).toBeLessThan(html.indexOf('id="roles-heading"'));
    expect(html).toMatch(/Jobs(<!-- -->)?\s*\(when shifts are on, off now\)/);
    expect(html).toContain('Super Admin owns the company account');
  });
});
