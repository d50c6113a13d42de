import { describe, expect, it } from 'vitest';
import { ADMIN_TABS, resolveAdminPath, screenTab, STRIP_TABS } from '@/lib/admin/tabs';

describe('resolveAdminPath', () => {
  it('redirects the bare path to the client-portal tab', () => {
    expect(resolveAdminPath([])).toEqual({ kind: 'redirect', to: '/admin-settings/client-portal' });
    expect(resolveAdminPath()).toEqual({ kind: 'redirect', to: '/admin-settings/client-portal' });
  });

  it('redirects the mobile-app tab to new-user-journey', () => {
    expect(resolveAdminPath(['mobile-app'])).toEqual({ kind: 'redirect', to: '/admin-settings/mobile-app/new-user-journey' });
  });

  it("opens the new-user-journey 'list' screen by default", () => {
    expect(resolveAdminPath(['mobile-app', 'new-user-journey'])).toEqual({
      kind: 'tab',
      tab: 'mobile-app',
      sub: 'new-user-journey',
      screen: 'list',
    });
  });

  it('opens each new-user-journey screen', () => {
    for (const screen of ['list', 'splash-screens', 'privacy-policy', 'landing-page', 'keywords', 'interview', 'custom-cta']) {
      expect(resolveAdminPath(['mobile-app', 'new-user-journey', screen])).toEqual({
        kind: 'tab',
        tab: 'mobile-app',
        sub: 'new-user-journey',
        screen,
      });
    }
  });

  it('opens the labels and maintenance-mode sub-tabs', () => {
    expect(resolveAdminPath(['mobile-app', 'labels'])).toEqual({ kind: 'tab', tab: 'mobile-app', sub: 'labels' });
    expect(resolveAdminPath(['mobile-app', 'maintenance-mode'])).toEqual({ kind: 'tab', tab: 'mobile-app', sub: 'maintenance-mode' });
  });

  it('opens the roles and branches tabs', () => {
    expect(resolveAdminPath(['roles'])).toEqual({ kind: 'tab', tab: 'roles' });
    expect(resolveAdminPath(['branches'])).toEqual({ kind: 'tab', tab: 'branches' });
  });

  it('opens every SPEC tab', () => {
    const tabs = [
      'client-portal',
      'shift',
      'candidates',
      'notifications',
      'client-contacts-portal',
      'scheduling-timesheets',
      'timesheets',
      'users',
      'roles',
      'branches',
      'custom-reports',
      'companies',
      'jobs',
      'referrals',
      'integrations',
      'onboarding',
      'import',
      'reports',
    ];
    for (const tab of tabs) expect(resolveAdminPath([tab])).toEqual({ kind: 'tab', tab });
  });

  it('reports unknown tabs, sub-tabs and screens as missing', () => {
    expect(resolveAdminPath(['billing'])).toEqual({ kind: 'missing' });
    expect(resolveAdminPath(['Client-Portal'])).toEqual({ kind: 'missing' });
    expect(resolveAdminPath(['mobile-app', 'theme'])).toEqual({ kind: 'missing' });
    expect(resolveAdminPath(['mobile-app', 'new-user-journey', 'welcome'])).toEqual({ kind: 'missing' });
  });

  it('reports extra segments as missing', () => {
    expect(resolveAdminPath(['users', 'x'])).toEqual({ kind: 'missing' });
    expect(resolveAdminPath(['client-portal', 'x', 'y'])).toEqual({ kind: 'missing' });
    expect(resolveAdminPath(['mobile-app', 'labels', 'x'])).toEqual({ kind: 'missing' });
    expect(resolveAdminPath(['mobile-app', 'new-user-journey', 'list', 'x'])).toEqual({ kind: 'missing' });
  });
});

describe('the admin tab strip', () => {
  it('lists every screen once: "Timesheets" opens the "Scheduling & timesheets" screen', () => {
    expect(screenTab('timesheets')).toBe('scheduling-timesheets');
    expect(STRIP_TABS).toContain('scheduling-timesheets');
    expect(STRIP_TABS).not.toContain('timesheets');
    expect(STRIP_TABS).toEqual(ADMIN_TABS.filter((tab) => tab !== 'timesheets'));
  });

  it('leaves every other tab on its own screen', () => {
    for (const tab of ADMIN_TABS.filter((x) => x !== 'timesheets')) expect(screenTab(tab)).toBe(tab);
  });
});
