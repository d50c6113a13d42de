import type { NavKey } from '@/lib/i18n/keys';
import { ADMINS, EVERYONE, STAFF, type Role } from './roles';
import type { PortalFlags } from '@/lib/settings/flags';

/** The company-setting switches that widen what a Company Contact may open: defined beside the settings they read. */
export type { PortalFlags };

export const DEFAULT_FLAGS: PortalFlags = { shiftEnabled: false, clientContactsPortal: false, showOrdersToClient: false };

/** The menu's sections, in order: dropdowns in the horizontal layout, collapsible in the vertical one. */
const NAV_GROUPS = ['overview', 'time', 'recruiting', 'clients', 'engagement', 'admin'] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

export type RouteRule = {
  /** First path segment(s) this rule covers, matched as a prefix on segment boundaries. */
  path: string;
  allow: readonly Role[];
  /** A Company Contact is also allowed when this flag is on. */
  contactWhen?: keyof PortalFlags;
  /** Where a refused role goes (SPEC §6: / or timesheets). */
  fallback: '/' | '/timesheets';
  /** Menu entry: message key under `nav`; routes without one are reached from elsewhere. */
  nav?: NavKey;
  /** The menu section of the entry (message key under `nav.groups`); every rule with `nav` has one. */
  group?: NavGroup;
  /** Dashboard label key whose renamed plural titles the menu entry. */
  label?: 'shift' | 'placement' | 'order';
};

/**
 * The one role → route table (DESIGN.md §3.4). proxy.ts, the menu, page guards and tests read it;
 * nothing else checks a role against a route.
 */
export const ROUTE_RULES: readonly RouteRule[] = [
  // The overview dashboard (issue 14): a section of its own, so the menu shows it as one link, one click away.
  { path: '/overview', allow: EVERYONE, fallback: '/', nav: 'overview', group: 'overview' },
  { path: '/jobs', allow: STAFF, contactWhen: 'shiftEnabled', fallback: '/timesheets', nav: 'jobs', group: 'time', label: 'shift' },
  { path: '/jobs-v2', allow: STAFF, fallback: '/', nav: 'jobsV2', group: 'recruiting' },
  { path: '/timesheets', allow: EVERYONE, fallback: '/', nav: 'timesheets', group: 'time' },
  { path: '/timecards', allow: EVERYONE, fallback: '/', nav: 'timecards', group: 'time' },
  { path: '/whos-working', allow: EVERYONE, fallback: '/', nav: 'whosWorking', group: 'time' },
  { path: '/candidates', allow: STAFF, fallback: '/', nav: 'candidates', group: 'recruiting' },
  { path: '/applications', allow: STAFF, fallback: '/', nav: 'applications', group: 'recruiting' },
  { path: '/companies', allow: STAFF, fallback: '/', nav: 'companies', group: 'clients' },
  { path: '/company', allow: STAFF, fallback: '/' },
  { path: '/contacts', allow: STAFF, fallback: '/', nav: 'contacts', group: 'clients' },
  {
    path: '/placements',
    allow: STAFF,
    contactWhen: 'clientContactsPortal',
    fallback: '/',
    nav: 'placements',
    group: 'clients',
    label: 'placement',
  },
  // Invoices from approved hours (issue 25): admins bill, recruiters read; contacts get theirs with "View invoices".
  { path: '/invoices', allow: STAFF, fallback: '/', nav: 'invoices', group: 'clients' },
  { path: '/orders', allow: ADMINS, contactWhen: 'showOrdersToClient', fallback: '/', nav: 'orders', group: 'clients', label: 'order' },
  { path: '/onboarding', allow: STAFF, fallback: '/', nav: 'onboarding', group: 'recruiting' },
  { path: '/push-notification', allow: STAFF, fallback: '/', nav: 'notifications', group: 'engagement' },
  { path: '/career-resources', allow: ADMINS, fallback: '/', nav: 'careerResources', group: 'engagement' },
  { path: '/referrals', allow: ['super_admin'], fallback: '/', nav: 'referrals', group: 'recruiting' },
  { path: '/activity-report', allow: STAFF, fallback: '/', nav: 'activityReport', group: 'admin' },
  { path: '/routes', allow: STAFF, fallback: '/', nav: 'transportRoutes', group: 'time' },
  { path: '/todos', allow: STAFF, fallback: '/', nav: 'todos', group: 'engagement' },
  { path: '/iframes/support-center', allow: EVERYONE, fallback: '/', nav: 'supportCenter', group: 'engagement' },
  { path: '/admin-settings', allow: ADMINS, fallback: '/', nav: 'adminSettings', group: 'admin' },
  // The API reference for integrators (generated from the contracts); linked from the integrations tab.
  { path: '/api-reference', allow: ADMINS, fallback: '/' },
  // Each user's own notification centre and opt-outs (the bell in the header opens it; no menu entry).
  { path: '/notifications', allow: EVERYONE, fallback: '/' },
];

/**
 * Every page outside ROUTE_RULES, by its app/ path (route groups left out, dynamic segments as written):
 * pages that need no session (DESIGN.md §5), and `/`, which proxy.ts answers with a redirect to /jobs
 * for anyone. The page authorization matrix (e2e/page-authorization.spec.ts) fails for a page.tsx
 * that is in neither list, so a new page must say here or in ROUTE_RULES who may open it.
 */
export const PUBLIC_PAGES: readonly string[] = [
  '/',
  '/404',
  '/login',
  '/forgot-password',
  '/mobile-not-supported',
  '/confirm-placement',
  '/unsubscribe',
  '/dev/mailbox',
  '/iframes/placements/[company]',
  '/[company]/login',
  '/[company]/logout',
  '/[company]/jobs',
  '/[company]/jobs/[jobId]',
  // The one-click approval page of the mails (issue 11): its token is the credential, and it works on phones.
  '/approve/[token]',
];

/**
 * The API routes anyone may call without a session, by route file (app/api/<path>/route.ts): every
 * other handler goes through the guard. tests/integration/authz-matrix.test.ts fails when a
 * publicHandler route is missing here or a listed route is not public, so a new anonymous endpoint
 * needs a deliberate entry in this table.
 */
export const PUBLIC_API_ROUTES: readonly string[] = [
  // Unknown /api paths: the JSON 404, whoever asks.
  '/api/[...path]',
  // Sign-in and sign-out: the guard would refuse exactly the callers these are for.
  '/api/main/client-portal/login-request',
  '/api/main/client-portal/login-request/v2',
  '/api/main/client-portal/verify-login',
  '/api/main/client-portal/verify-login/v2',
  '/api/main/client-portal/logout',
  // The mobile and embedded apps check a signed app token (the token is the credential).
  '/api/main/client-portal/app-token/verify',
  // Branding the login page shows before anyone signs in.
  '/api/main/client-portal/[company_id]/settings/public',
  '/api/main/client-portal/[company_id]/settings/logo',
  '/api/main/client-portal/[company_id]/settings/favicon',
  '/api/main/client-portal/[company_id]/settings/journey-files/[fileId]',
  // The public job board's apply form and the embeddable placement request form (SPEC §2).
  '/api/candidates/public/[company]/jobs/[jobId]/apply',
  '/api/main/public/[company]/placement-requests',
  '/api/main/public/placement-requests/confirm',
  // A notification mail's signed unsubscribe link (the token is the credential; it can only opt out).
  '/api/main/public/unsubscribe',
  // The approval page's decisions: the link's token is the credential, for its own timesheets only.
  '/api/main/public/approval-links/[token]/decide',
  // The development mailbox: 404 without its key, and once SMTP_URL is set.
  '/api/dev/mailbox',
  // Liveness and readiness for load balancers: no session, nothing of any tenant.
  '/api/health',
  '/api/ready',
];

// Longest path first so /jobs-v2 is not taken for /jobs; sorted once, as proxy.ts asks on every request.
const BY_SPECIFICITY = [...ROUTE_RULES].sort((a, b) => b.path.length - a.path.length);

export function ruleFor(pathname: string): RouteRule | undefined {
  return BY_SPECIFICITY.find((r) => pathname === r.path || pathname.startsWith(`${r.path}/`));
}

export type Access = { ok: true } | { ok: false; redirect: string };

export function checkAccess(role: Role, pathname: string, flags: PortalFlags): Access {
  const rule = ruleFor(pathname);
  if (!rule) return { ok: true };
  if (rule.allow.includes(role)) return { ok: true };
  if (role === 'company_contact' && rule.contactWhen && flags[rule.contactWhen]) return { ok: true };
  return { ok: false, redirect: rule.fallback };
}

/** What proxy.ts can decide without settings: a rule a role could never pass is refused early. */
export function mayEverAccess(role: Role, pathname: string): Access {
  const rule = ruleFor(pathname);
  if (!rule || rule.allow.includes(role) || (role === 'company_contact' && rule.contactWhen)) return { ok: true };
  return { ok: false, redirect: rule.fallback };
}

export function isPortalRoute(pathname: string): boolean {
  return pathname === '/' || ruleFor(pathname) !== undefined;
}

export function navFor(role: Role, flags: PortalFlags): RouteRule[] {
  return ROUTE_RULES.filter((r) => r.nav && checkAccess(role, r.path, flags).ok);
}

/** Menu entries by section, in NAV_GROUPS order; sections left empty for this user are dropped. */
export function groupNav<T extends Pick<RouteRule, 'group'>>(entries: readonly T[]): { group: NavGroup; entries: T[] }[] {
  return NAV_GROUPS.map((group) => ({ group, entries: entries.filter((e) => e.group === group) })).filter((g) => g.entries.length > 0);
}
