/** SPEC §2 admin-settings tabs; `roles` and `branches` share one screen. */
export const ADMIN_TABS = [
  'client-portal',
  'shift',
  'candidates',
  'notifications',
  'mobile-app',
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
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];
const DEFAULT_ADMIN_TAB: AdminTab = 'client-portal';

/**
 * Tabs of SPEC §2 that open another tab's screen. "Timesheets" and "Scheduling & timesheets" are one set of
 * rules (lib/settings/timesheet-rules): both paths open it, and the tab strip lists it once, so no two tabs
 * show the same screen under different names.
 */
const SAME_SCREEN_AS: Partial<Record<AdminTab, AdminTab>> = { timesheets: 'scheduling-timesheets' };
/** The tab a path shows: itself, or the tab whose screen it opens. */
export const screenTab = (tab: AdminTab): AdminTab => SAME_SCREEN_AS[tab] ?? tab;
/** The tabs of the strip, each screen once. */
export const STRIP_TABS: readonly AdminTab[] = ADMIN_TABS.filter((tab) => screenTab(tab) === tab);

export const MOBILE_APP_SUBTABS = ['new-user-journey', 'maintenance-mode', 'labels'] as const;
export const NEW_USER_JOURNEY_SCREENS = [
  'list',
  'splash-screens',
  'privacy-policy',
  'landing-page',
  'keywords',
  'interview',
  'custom-cta',
] as const;

export type AdminLocation =
  { kind: 'redirect'; to: string } | { kind: 'tab'; tab: AdminTab; sub?: string; screen?: string } | { kind: 'missing' };

/** Resolves /admin-settings/... segments: the default tab, the mobile-app redirect, or not found. */
export function resolveAdminPath(segments: string[] = []): AdminLocation {
  const [tab, sub, screen, ...rest] = segments;
  if (!tab) return { kind: 'redirect', to: `/admin-settings/${DEFAULT_ADMIN_TAB}` };
  if (!(ADMIN_TABS as readonly string[]).includes(tab) || rest.length) return { kind: 'missing' };
  if (tab !== 'mobile-app') return sub ? { kind: 'missing' } : { kind: 'tab', tab: tab as AdminTab };
  if (!sub) return { kind: 'redirect', to: '/admin-settings/mobile-app/new-user-journey' };
  if (!(MOBILE_APP_SUBTABS as readonly string[]).includes(sub)) return { kind: 'missing' };
  if (sub !== 'new-user-journey') return screen ? { kind: 'missing' } : { kind: 'tab', tab: 'mobile-app', sub };
  if (screen && !(NEW_USER_JOURNEY_SCREENS as readonly string[]).includes(screen)) return { kind: 'missing' };
  return { kind: 'tab', tab: 'mobile-app', sub, screen: screen ?? 'list' };
}
