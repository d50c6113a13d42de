import { describe, expect, it } from 'vitest';
import {
  checkAccess,
  DEFAULT_FLAGS,
  groupNav,
  isPortalRoute,
  mayEverAccess,
  navFor,
  ROUTE_RULES,
  ruleFor,
  type PortalFlags,
} from '@/lib/auth/permissions';
import type { Role } from '@/lib/auth/roles';

type Flag = keyof PortalFlags;
/** true: always allowed; '/' or '/timesheets': always refused to there; { when, else }: allowed only with the flag. */
type Expected = true | '/' | '/timesheets' | { when: Flag; else: '/' | '/timesheets' };

// SPEC §6, written out by hand per role (not derived from ROUTE_RULES).
// /timesheets, /timecards, /whos-working and the support center are open to every signed-in role (SPEC §2);
// /activity-report, /routes and /todos are not in the SPEC §6 table and follow the staff rule of the other staff screens.
// /notifications is each user's own notification centre (issue 11): every role, no menu entry.
// /overview is the dashboard of issue 14: every role (a contact's figures cover her locations), first in the menu.
const EXPECTED: Record<Role, Record<string, Expected>> = {
  super_admin: {
    '/overview': true,
    '/jobs': true,
    '/jobs-v2': true,
    '/timesheets': true,
    '/timecards': true,
    '/whos-working': true,
    '/candidates': true,
    '/applications': true,
    '/companies': true,
    '/company': true,
    '/contacts': true,
    '/placements': true,
    '/invoices': true,
    '/orders': true,
    '/onboarding': true,
    '/push-notification': true,
    '/career-resources': true,
    '/referrals': true,
    '/activity-report': true,
    '/routes': true,
    '/todos': true,
    '/iframes/support-center': true,
    '/admin-settings': true,
    '/api-reference': true,
    '/notifications': true,
  },
  company_admin: {
    '/overview': true,
    '/jobs': true,
    '/jobs-v2': true,
    '/timesheets': true,
    '/timecards': true,
    '/whos-working': true,
    '/candidates': true,
    '/applications': true,
    '/companies': true,
    '/company': true,
    '/contacts': true,
    '/placements': true,
    '/invoices': true,
    '/orders': true,
    '/onboarding': true,
    '/push-notification': true,
    '/career-resources': true,
    '/referrals': '/',
    '/activity-report': true,
    '/routes': true,
    '/todos': true,
    '/iframes/support-center': true,
    '/admin-settings': true,
    '/api-reference': true,
    '/notifications': true,
  },
  recruiter: {
    '/overview': true,
    '/jobs': true,
    '/jobs-v2': true,
    '/timesheets': true,
    '/timecards': true,
    '/whos-working': true,
    '/candidates': true,
    '/applications': true,
    '/companies': true,
    '/company': true,
    '/contacts': true,
    '/placements': true,
    '/invoices': true,
    '/orders': '/',
    '/onboarding': true,
    '/push-notification': true,
    '/career-resources': '/',
    '/referrals': '/',
    '/activity-report': true,
    '/routes': true,
    '/todos': true,
    '/iframes/support-center': true,
    '/admin-settings': '/',
    '/api-reference': '/',
    '/notifications': true,
  },
  company_contact: {
    '/overview': true,
    '/jobs': { when: 'shiftEnabled', else: '/timesheets' },
    '/jobs-v2': '/',
    '/timesheets': true,
    '/timecards': true,
    '/whos-working': true,
    '/candidates': '/',
    '/applications': '/',
    '/companies': '/',
    '/company': '/',
    '/contacts': '/',
    '/placements': { when: 'clientContactsPortal', else: '/' },
    '/invoices': '/',
    '/orders': { when: 'showOrdersToClient', else: '/' },
    '/onboarding': '/',
    '/push-notification': '/',
    '/career-resources': '/',
    '/referrals': '/',
    '/activity-report': '/',
    '/routes': '/',
    '/todos': '/',
    '/iframes/support-center': true,
    '/admin-settings': '/',
    '/api-reference': '/',
    '/notifications': true,
  },
};

const ROLES: Role[] = ['super_admin', 'company_admin', 'recruiter', 'company_contact'];

const FLAG_SETS: Record<string, PortalFlags> = {
  'all flags off': { shiftEnabled: false, clientContactsPortal: false, showOrdersToClient: false },
  'shiftEnabled on': { shiftEnabled: true, clientContactsPortal: false, showOrdersToClient: false },
  'clientContactsPortal on': { shiftEnabled: false, clientContactsPortal: true, showOrdersToClient: false },
  'showOrdersToClient on': { shiftEnabled: false, clientContactsPortal: false, showOrdersToClient: true },
  'all flags on': { shiftEnabled: true, clientContactsPortal: true, showOrdersToClient: true },
};

function expectedAccess(e: Expected, flags: PortalFlags) {
  if (e === true) return { ok: true };
  if (typeof e === 'string') return { ok: false, redirect: e };
  return flags[e.when] ? { ok: true } : { ok: false, redirect: e.else };
}

/** The route itself and paths below it, as the portal uses them. */
const variants = (path: string) => [path, `${path}/123`, `${path}/123/update`];

describe('permission table (SPEC §6)', () => {
  it('covers exactly the routes of ROUTE_RULES', () => {
    expect(new Set(ROUTE_RULES.map((r) => r.path))).toEqual(new Set(Object.keys(EXPECTED.super_admin)));
    for (const role of ROLES) expect(Object.keys(EXPECTED[role]).sort()).toEqual(Object.keys(EXPECTED.super_admin).sort());
  });

  it('DEFAULT_FLAGS are all off', () => {
    expect(DEFAULT_FLAGS).toEqual({ shiftEnabled: false, clientContactsPortal: false, showOrdersToClient: false });
  });

  for (const [flagName, flags] of Object.entries(FLAG_SETS)) {
    for (const role of ROLES) {
      it(`${role} with ${flagName}`, () => {
        for (const [path, e] of Object.entries(EXPECTED[role])) {
          const want = expectedAccess(e, flags);
          for (const p of variants(path)) {
            expect({ path: p, access: checkAccess(role, p, flags) }).toEqual({ path: p, access: want });
          }
        }
      });
    }
  }
});

describe('checkAccess on specific nested paths', () => {
  const off = FLAG_SETS['all flags off']!;
  const on = FLAG_SETS['all flags on']!;

  it('refuses /jobs-v2 pages to a contact even when shifts are enabled', () => {
    expect(checkAccess('company_contact', '/jobs-v2/123/update', on)).toEqual({ ok: false, redirect: '/' });
    expect(checkAccess('company_contact', '/jobs-v2', on)).toEqual({ ok: false, redirect: '/' });
    expect(checkAccess('recruiter', '/jobs-v2/123/update', off)).toEqual({ ok: true });
  });

  it('sends a contact from /jobs to /timesheets unless shifts are enabled', () => {
    expect(checkAccess('company_contact', '/jobs', off)).toEqual({ ok: false, redirect: '/timesheets' });
    expect(checkAccess('company_contact', '/jobs', FLAG_SETS['shiftEnabled on']!)).toEqual({ ok: true });
    // Other flags do not open /jobs.
    expect(checkAccess('company_contact', '/jobs', FLAG_SETS['clientContactsPortal on']!)).toEqual({ ok: false, redirect: '/timesheets' });
  });

  it('guards company pages for staff only', () => {
    expect(checkAccess('company_contact', '/company/abc', on)).toEqual({ ok: false, redirect: '/' });
    expect(checkAccess('recruiter', '/company/abc', off)).toEqual({ ok: true });
    expect(checkAccess('recruiter', '/company/update/abc', off)).toEqual({ ok: true });
  });

  it('guards admin-settings tabs for admins only', () => {
    expect(checkAccess('company_admin', '/admin-settings/users', off)).toEqual({ ok: true });
    expect(checkAccess('recruiter', '/admin-settings/users', on)).toEqual({ ok: false, redirect: '/' });
    expect(checkAccess('company_contact', '/admin-settings/mobile-app/new-user-journey', on)).toEqual({ ok: false, redirect: '/' });
  });

  it('refuses orders to a recruiter even when orders are shown to clients', () => {
    expect(checkAccess('recruiter', '/orders', FLAG_SETS['showOrdersToClient on']!)).toEqual({ ok: false, redirect: '/' });
    expect(checkAccess('company_contact', '/orders', FLAG_SETS['showOrdersToClient on']!)).toEqual({ ok: true });
  });

  it('matches on segment boundaries only', () => {
    // Not covered by any rule, so not refused by the table.
    expect(checkAccess('company_contact', '/jobsearch', off)).toEqual({ ok: true });
    expect(checkAccess('company_contact', '/ordersx', off)).toEqual({ ok: true });
    expect(checkAccess('company_contact', '/companies-list', off)).toEqual({ ok: true });
  });
});

describe('ruleFor', () => {
  it('takes /jobs-v2 for its own rule, not the /jobs rule', () => {
    expect(ruleFor('/jobs-v2')?.path).toBe('/jobs-v2');
    expect(ruleFor('/jobs-v2/123/update')?.path).toBe('/jobs-v2');
    expect(ruleFor('/jobs')?.path).toBe('/jobs');
    expect(ruleFor('/jobs/42')?.path).toBe('/jobs');
  });

  it('keeps /company and /companies apart', () => {
    expect(ruleFor('/company/abc')?.path).toBe('/company');
    expect(ruleFor('/companies')?.path).toBe('/companies');
  });

  it('finds no rule for unrelated paths', () => {
    expect(ruleFor('/')).toBeUndefined();
    expect(ruleFor('/acme/login')).toBeUndefined();
    expect(ruleFor('/jobsearch')).toBeUndefined();
  });
});

describe('navFor', () => {
  const keys = (role: Role, flags: PortalFlags) => navFor(role, flags).map((r) => r.nav);

  it('lists every menu entry for a super admin', () => {
    expect(keys('super_admin', DEFAULT_FLAGS)).toEqual([
      'overview',
      'jobs',
      'jobsV2',
      'timesheets',
      'timecards',
      'whosWorking',
      'candidates',
      'applications',
      'companies',
      'contacts',
      'placements',
      'invoices',
      'orders',
      'onboarding',
      'notifications',
      'careerResources',
      'referrals',
      'activityReport',
      'transportRoutes',
      'todos',
      'supportCenter',
      'adminSettings',
    ]);
  });

  it('drops referrals for a company admin', () => {
    expect(keys('company_admin', DEFAULT_FLAGS)).toEqual([
      'overview',
      'jobs',
      'jobsV2',
      'timesheets',
      'timecards',
      'whosWorking',
      'candidates',
      'applications',
      'companies',
      'contacts',
      'placements',
      'invoices',
      'orders',
      'onboarding',
      'notifications',
      'careerResources',
      'activityReport',
      'transportRoutes',
      'todos',
      'supportCenter',
      'adminSettings',
    ]);
  });

  it('drops orders, career resources, referrals and admin settings for a recruiter (invoices stay, read-only), whatever the flags', () => {
    const expected = [
      'overview',
      'jobs',
      'jobsV2',
      'timesheets',
      'timecards',
      'whosWorking',
      'candidates',
      'applications',
      'companies',
      'contacts',
      'placements',
      'invoices',
      'onboarding',
      'notifications',
      'activityReport',
      'transportRoutes',
      'todos',
      'supportCenter',
    ];
    expect(keys('recruiter', DEFAULT_FLAGS)).toEqual(expected);
    expect(keys('recruiter', FLAG_SETS['all flags on']!)).toEqual(expected);
  });

  it('shows a contact only the open screens with flags off', () => {
    expect(keys('company_contact', DEFAULT_FLAGS)).toEqual(['overview', 'timesheets', 'timecards', 'whosWorking', 'supportCenter']);
  });

  it('adds the flag-gated screens for a contact one by one', () => {
    expect(keys('company_contact', FLAG_SETS['shiftEnabled on']!)).toEqual([
      'overview',
      'jobs',
      'timesheets',
      'timecards',
      'whosWorking',
      'supportCenter',
    ]);
    expect(keys('company_contact', FLAG_SETS['clientContactsPortal on']!)).toEqual([
      'overview',
      'timesheets',
      'timecards',
      'whosWorking',
      'placements',
      'supportCenter',
    ]);
    expect(keys('company_contact', FLAG_SETS['showOrdersToClient on']!)).toEqual([
      'overview',
      'timesheets',
      'timecards',
      'whosWorking',
      'orders',
      'supportCenter',
    ]);
    expect(keys('company_contact', FLAG_SETS['all flags on']!)).toEqual([
      'overview',
      'jobs',
      'timesheets',
      'timecards',
      'whosWorking',
      'placements',
      'orders',
      'supportCenter',
    ]);
  });

  it('never lists the menu-less /company route', () => {
    expect(navFor('super_admin', FLAG_SETS['all flags on']!).some((r) => r.path === '/company')).toBe(false);
  });
});

describe('mayEverAccess', () => {
  it('lets a contact through on the flag-gated routes', () => {
    expect(mayEverAccess('company_contact', '/jobs')).toEqual({ ok: true });
    expect(mayEverAccess('company_contact', '/placements')).toEqual({ ok: true });
    expect(mayEverAccess('company_contact', '/orders/7')).toEqual({ ok: true });
  });

  it('refuses a contact on routes no flag opens', () => {
    expect(mayEverAccess('company_contact', '/jobs-v2/1')).toEqual({ ok: false, redirect: '/' });
    expect(mayEverAccess('company_contact', '/admin-settings')).toEqual({ ok: false, redirect: '/' });
  });

  it('refuses a recruiter on /admin-settings and /orders', () => {
    expect(mayEverAccess('recruiter', '/admin-settings')).toEqual({ ok: false, redirect: '/' });
    expect(mayEverAccess('recruiter', '/admin-settings/users')).toEqual({ ok: false, redirect: '/' });
    expect(mayEverAccess('recruiter', '/orders')).toEqual({ ok: false, redirect: '/' });
  });

  it('lets allowed roles and unknown paths through', () => {
    expect(mayEverAccess('company_admin', '/admin-settings/users')).toEqual({ ok: true });
    expect(mayEverAccess('company_contact', '/timesheets/view/1')).toEqual({ ok: true });
    expect(mayEverAccess('company_contact', '/acme/login')).toEqual({ ok: true });
  });
});

describe('isPortalRoute', () => {
  it('is true for / and the routes of the table', () => {
    expect(isPortalRoute('/')).toBe(true);
    expect(isPortalRoute('/timesheets')).toBe(true);
    expect(isPortalRoute('/jobs-v2/123/update')).toBe(true);
    expect(isPortalRoute('/iframes/support-center')).toBe(true);
    // The notification centre is a signed-in screen: sign-in first and the mobile block apply (proxy.ts).
    expect(isPortalRoute('/notifications')).toBe(true);
  });

  it('is false for public pages', () => {
    expect(isPortalRoute('/acme/login')).toBe(false);
    expect(isPortalRoute('/acme/jobs')).toBe(false);
    expect(isPortalRoute('/iframes/placements/acme')).toBe(false);
    expect(isPortalRoute('/confirm-placement')).toBe(false);
    expect(isPortalRoute('/forgot-password')).toBe(false);
  });
});

describe('groupNav', () => {
  it('puts every menu entry in a section', () => {
    expect(ROUTE_RULES.filter((r) => r.nav && !r.group).map((r) => r.path)).toEqual([]);
  });

  it('gives a super admin six sections instead of one long row, in menu order', () => {
    const sections = groupNav(navFor('super_admin', DEFAULT_FLAGS));
    expect(sections.map((s) => s.group)).toEqual(['overview', 'time', 'recruiting', 'clients', 'engagement', 'admin']);
    expect(sections.flatMap((s) => s.entries).length).toBe(navFor('super_admin', DEFAULT_FLAGS).length);
    expect(Math.max(...sections.map((s) => s.entries.length))).toBeLessThanOrEqual(6);
  });

  it('drops the sections a contact has nothing in', () => {
    expect(groupNav(navFor('company_contact', DEFAULT_FLAGS)).map((s) => [s.group, s.entries.map((e) => e.nav)])).toEqual([
      ['overview', ['overview']],
      ['time', ['timesheets', 'timecards', 'whosWorking']],
      ['engagement', ['supportCenter']],
    ]);
  });
});
