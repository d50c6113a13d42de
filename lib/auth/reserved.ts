/** Tenant slugs may not shadow a top-level route (DESIGN.md §5). */
const RESERVED_SLUGS = new Set([
  'api',
  'login',
  'logout',
  'forgot-password',
  'confirm-placement',
  'iframes',
  'dev',
  '404',
  '_next',
  'mobile-not-supported',
  'jobs',
  'jobs-v2',
  'timesheets',
  'timecards',
  'whos-working',
  'admin-settings',
  'companies',
  'company',
  'candidates',
  'applications',
  'onboarding',
  'placements',
  'orders',
  'push-notification',
  'career-resources',
  'contacts',
  'referrals',
  'activity-report',
  'favicon.ico',
  'robots.txt',
  'sitemap.xml',
  'unsubscribe',
  'approve',
  'notifications',
  'routes',
  'todos',
]);

/** SPEC §5: the literal texts 'null' and 'undefined' count as no company. */
export function usableCompany(value: string | null | undefined): string | null {
  if (!value) return null;
  const v = value.trim().toLowerCase();
  if (!v || v === 'null' || v === 'undefined' || RESERVED_SLUGS.has(v) || !/^[a-z0-9][a-z0-9-]{1,39}$/.test(v)) return null;
  return v;
}

/**
 * True for a name usableCompany refuses whatever its shape: a top-level route or the texts SPEC §5 reads
 * as "no company". Lets a caller say why a well-formed slug is refused (npm run tenant:create).
 */
export function isReservedSlug(value: string): boolean {
  const v = value.trim().toLowerCase();
  return RESERVED_SLUGS.has(v) || v === 'null' || v === 'undefined';
}
