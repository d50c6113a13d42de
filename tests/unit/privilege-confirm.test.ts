import fc from 'fast-check';
import { createElement as h } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { privilegeChange, PrivilegeSummary, type PrivilegeChange } from '@/components/admin/users/privilege-confirm';
import { ROUTE_RULES } from '@/lib/auth/permissions';
import { ROLES, type Role } from '@/lib/auth/roles';
import { LOCALES } from '@/lib/i18n/config';
import { reachChange, roleScreens } from '@/lib/users/role-reach';
import type { SubRoleRow, UserRow } from '@/lib/users/schema';
import { screenHarness } from '@/tests/support/render-screen';

// Issue 22 item 8: a role or sub-role picked in the users table is held for a confirmation that names the
// user, the old and new value and what the new role may open (read from the permission table).

vi.mock('next/navigation', () => import('@/tests/support/navigation'));

const { render, missing } = screenHarness({ namespaces: ['adminUsers'], fallback: {} });

const row = (over: Partial<UserRow> = {}): UserRow => ({
  _id: '00000000-0000-4000-8000-000000000001',
  email: 'ivy@staff.test',
  username: 'Ivy Invitee',
  role: 'recruiter',
  role_id: 3,
  sub_role: null,
  branch: null,
  active: true,
  is_contact: false,
  contact_id: null,
  last_login_at: null,
  created_at: '2030-01-01T00:00:00.000Z',
  invited: false,
  ...over,
});
const payroll: SubRoleRow = {
  _id: '00000000-0000-4000-8000-0000000000aa',
  name: 'Payroll only',
  role: 'recruiter',
  role_id: 3,
  permissions: ['/timesheets', '/timecards'],
  users_count: 0,
  archived_at: null,
};
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describe('what a role may open, from the permission table', () => {
  it('lists exactly the menu screens the table opens to the role', () => {
    for (const role of ROLES)
      expect(roleScreens(role)).toEqual(ROUTE_RULES.filter((r) => r.nav && r.allow.includes(role)).map((r) => r.nav));
    expect(roleScreens('recruiter')).not.toContain('adminSettings');
    expect(roleScreens('company_admin')).toContain('adminSettings');
  });

  it('a move from one role to another: the old screens, less what is lost, plus what is gained, are the new ones', () => {
    const role = fc.constantFrom(...ROLES);
    fc.assert(
      fc.property(role, role, (from: Role, to: Role) => {
        const { gained, lost } = reachChange(from, to);
        const after = new Set([...roleScreens(from).filter((k) => !lost.includes(k)), ...gained]);
        expect([...after].sort()).toEqual([...roleScreens(to)].sort());
        expect(gained.some((k) => lost.includes(k))).toBe(false);
        if (from === to) expect([gained, lost]).toEqual([[], []]);
      }),
    );
  });
});

describe('which picks ask for a confirmation', () => {
  it('a new role or sub-role does; picking the value the row already has does not', () => {
    expect(privilegeChange(row(), { role: 'company_admin' }, [payroll])).toMatchObject({ kind: 'role', role: 'company_admin' });
    expect(privilegeChange(row(), { role: 'recruiter' }, [payroll])).toBeNull();
    expect(privilegeChange(row(), { sub_role_id: payroll._id }, [payroll])).toMatchObject({ kind: 'subRole', subRole: payroll });
    expect(privilegeChange(row(), { sub_role_id: null }, [payroll])).toBeNull();
    expect(privilegeChange(row({ sub_role: { _id: payroll._id, name: payroll.name } }), { sub_role_id: null }, [payroll])).toMatchObject({
      kind: 'subRole',
      subRole: null,
    });
  });
});

describe('the confirmation names the user, the old and new role and what the new one may do', () => {
  const promote: PrivilegeChange = { row: row(), body: { role: 'company_admin' }, kind: 'role', role: 'company_admin' };

  it('in English: recruiter to company admin, with the screens it adds', async () => {
    const out = text(await render(h(PrivilegeSummary, { change: promote })));
    expect(out).toContain("Ivy Invitee's role changes from Recruiter to Company Admin.");
    expect(out).toContain('A Company Admin runs the portal');
    expect(out).toMatch(/Can now also open: .*Admin settings/);
    expect(out).not.toContain('Can no longer open');
    expect(missing).toEqual([]);
  });

  it('a demotion says what is taken away', async () => {
    const demote: PrivilegeChange = {
      row: row({ role: 'company_admin', role_id: 2 }),
      body: { role: 'recruiter' },
      kind: 'role',
      role: 'recruiter',
    };
    const out = text(await render(h(PrivilegeSummary, { change: demote })));
    expect(out).toContain("Ivy Invitee's role changes from Company Admin to Recruiter.");
    expect(out).toMatch(/Can no longer open: .*Admin settings/);
  });

  it('a sub-role change names both sub-roles and the screens the new one leaves', async () => {
    const change: PrivilegeChange = {
      row: row(),
      body: { sub_role_id: payroll._id },
      kind: 'subRole',
      role: 'recruiter',
      subRole: payroll,
    };
    const out = text(await render(h(PrivilegeSummary, { change })));
    expect(out).toContain("Ivy Invitee's sub-role changes from No sub-role to Payroll only.");
    expect(out).toMatch(/may open only: Timesheets.*Timecards/);
  });

  it('speaks every language, with no missing text', async () => {
    for (const locale of LOCALES) {
      const out = text(await render(h(PrivilegeSummary, { change: promote }), locale));
      expect(out, locale).toContain('Ivy Invitee');
      expect(missing, locale).toEqual([]);
    }
    expect(text(await render(h(PrivilegeSummary, { change: promote }), 'de'))).toContain(
      'Die Rolle von Ivy Invitee ändert sich von Recruiter zu Unternehmensadministrator. Ein Unternehmensadministrator verwaltet das Portal',
    );
  });
});
