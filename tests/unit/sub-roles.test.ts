import { describe, expect, it } from 'vitest';
import { checkAccess, DEFAULT_FLAGS, navFor, ROUTE_RULES, type PortalFlags } from '@/lib/auth/permissions';
import { ROLES } from '@/lib/auth/roles';
import {
  ALWAYS_OPEN,
  checkUserAccess,
  homeFor,
  invalidKeys,
  navForUser,
  PERMISSION_RULES,
  PERSONAL,
  roleKeys,
  subRoleAllows,
  type SubRoleGrant,
} from '@/lib/auth/sub-roles';
import { subRoleBody } from '@/lib/users/schema';

const ALL_ON: PortalFlags = { shiftEnabled: true, clientContactsPortal: true, showOrdersToClient: true };
const grant = (...permissions: string[]): SubRoleGrant => ({ id: 'sub', name: 'Narrow', permissions });

describe('permission keys', () => {
  it('are the paths of the permission table, with /company folded into /companies and the personal pages left out', () => {
    expect(PERMISSION_RULES.map((r) => r.path)).toEqual(
      ROUTE_RULES.map((r) => r.path).filter((p) => p !== '/company' && p !== '/notifications'),
    );
    expect(PERSONAL).toEqual(['/notifications']);
  });

  it("give each role the keys it may ever open (a contact's conditional screens included)", () => {
    expect(roleKeys('super_admin')).toContain('/referrals');
    expect(roleKeys('company_admin')).not.toContain('/referrals');
    expect(roleKeys('recruiter')).toEqual(expect.arrayContaining(['/jobs', '/candidates', '/timesheets']));
    expect(roleKeys('recruiter')).not.toContain('/orders');
    expect(roleKeys('company_contact').sort()).toEqual(
      ['/iframes/support-center', '/jobs', '/orders', '/overview', '/placements', '/timecards', '/timesheets', '/whos-working'].sort(),
    );
  });

  it('name the keys a role lacks', () => {
    expect(invalidKeys('recruiter', ['/candidates', '/admin-settings', '/x'])).toEqual(['/admin-settings', '/x']);
    expect(invalidKeys('company_contact', ['/orders'])).toEqual([]);
  });

  it('are checked by the shared zod schema (forms and API alike)', () => {
    expect(subRoleBody.safeParse({ name: 'A', role: 'recruiter', permissions: ['/candidates', '/candidates'] }).data?.permissions).toEqual([
      '/candidates',
    ]);
    expect(subRoleBody.safeParse({ name: 'A', role: 'recruiter', permissions: ['/referrals'] }).success).toBe(false);
    expect(subRoleBody.safeParse({ name: 'A', role: 'super_admin', permissions: [] }).success).toBe(false);
  });
});

describe('subRoleAllows', () => {
  it('keeps everything without a sub-role, and routes outside the table always', () => {
    expect(subRoleAllows(null, '/candidates/1')).toBe(true);
    expect(subRoleAllows(grant(), '/')).toBe(true);
    expect(subRoleAllows(grant(), '/acme/login')).toBe(true);
  });

  it('keeps only listed keys (nested paths included), the always-open ones, and /company with /companies', () => {
    const g = grant('/timesheets', '/companies');
    expect(subRoleAllows(g, '/timesheets/view/1')).toBe(true);
    expect(subRoleAllows(g, '/candidates')).toBe(false);
    expect(subRoleAllows(g, '/company/abc')).toBe(true);
    expect(subRoleAllows(grant('/timesheets'), '/company/abc')).toBe(false);
    for (const p of ALWAYS_OPEN) expect(subRoleAllows(grant(), p)).toBe(true);
    // Her own notifications and opt-outs are never narrowed away.
    expect(subRoleAllows(grant(), '/notifications')).toBe(true);
    expect(checkUserAccess('company_contact', grant('/timecards'), '/notifications', DEFAULT_FLAGS)).toEqual({ ok: true });
    // /jobs-v2 is its own key, not /jobs.
    expect(subRoleAllows(grant('/jobs'), '/jobs-v2/1')).toBe(false);
  });
});

describe('checkUserAccess', () => {
  it('is checkAccess itself without a sub-role', () => {
    for (const role of ROLES) {
      for (const r of ROUTE_RULES)
        expect(checkUserAccess(role, null, r.path, DEFAULT_FLAGS)).toEqual(checkAccess(role, r.path, DEFAULT_FLAGS));
    }
  });

  it('never opens what the base role cannot, whatever the list says', () => {
    expect(checkUserAccess('recruiter', grant('/admin-settings'), '/admin-settings', ALL_ON).ok).toBe(false);
    expect(checkUserAccess('company_contact', grant('/jobs'), '/jobs', DEFAULT_FLAGS).ok).toBe(false);
    expect(checkUserAccess('company_contact', grant('/jobs'), '/jobs', ALL_ON).ok).toBe(true);
  });

  it('sends a refused page to the first screen the user may open', () => {
    expect(checkUserAccess('recruiter', grant('/timesheets'), '/candidates', ALL_ON)).toEqual({ ok: false, redirect: '/timesheets' });
    // A contact without shifts is sent to /timesheets by the role; without /timesheets in the list, further on.
    expect(checkUserAccess('company_contact', grant('/timecards'), '/jobs', DEFAULT_FLAGS)).toEqual({ ok: false, redirect: '/timecards' });
    expect(checkUserAccess('company_contact', grant('/timesheets'), '/jobs', DEFAULT_FLAGS)).toEqual({
      ok: false,
      redirect: '/timesheets',
    });
    // With nothing listed, the ticket center is the landing screen.
    expect(checkUserAccess('recruiter', grant(), '/candidates', ALL_ON)).toEqual({ ok: false, redirect: '/iframes/support-center' });
  });

  it('never redirects to a screen that refuses the user (no loops) for any list', () => {
    const lists = [[], ['/timesheets'], ['/jobs'], ['/candidates'], ['/whos-working', '/orders'], ['/admin-settings']];
    for (const role of ROLES) {
      for (const flags of [DEFAULT_FLAGS, ALL_ON]) {
        for (const list of lists) {
          const g = grant(...list);
          for (const r of ROUTE_RULES) {
            const access = checkUserAccess(role, g, r.path, flags);
            if (access.ok) continue;
            const target = access.redirect === '/' ? '/jobs' : access.redirect;
            expect({ role, list, from: r.path, to: target, ok: checkUserAccess(role, g, target, flags).ok }).toMatchObject({ ok: true });
          }
        }
      }
    }
  });
});

describe('navForUser and homeFor', () => {
  it("draws the role's menu minus what the sub-role leaves out", () => {
    expect(navForUser('recruiter', null, ALL_ON)).toEqual(navFor('recruiter', ALL_ON));
    const menu = navForUser('recruiter', grant('/timesheets', '/jobs'), ALL_ON).map((r) => r.path);
    expect(menu).toEqual(['/jobs', '/timesheets', '/iframes/support-center']);
    expect(homeFor('recruiter', grant('/timesheets', '/jobs'), ALL_ON)).toBe('/jobs');
    expect(homeFor('recruiter', grant(), ALL_ON)).toBe('/iframes/support-center');
  });
});
