import 'server-only';
import { cookies } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import type { DbOrTx } from '@/lib/db/client';
import { findTenantBySlug, getSettings, type Tenant } from '@/lib/settings/queries';
import { usableCompany } from './reserved';
import { COMPANY_COOKIE } from './session-token';

/**
 * Resolves the [company] segment of a public page. 'null', 'undefined' or a malformed value falls back
 * to the remembered company (SPEC §5); an unknown company is a not-found page.
 */
export async function resolveCompanyPage(db: DbOrTx, segment: string, page: 'login' | 'logout' | 'jobs', query = '') {
  const tenant = await resolveCompanyTenant(db, segment, page, query);
  return { tenant, settings: await getSettings(tenant.id) };
}

/** The tenant of a public page's [company] segment (redirects and not-found as resolveCompanyPage), found by `find`. */
export async function resolveCompanyTenant(
  db: DbOrTx,
  segment: string,
  page: 'login' | 'logout' | 'jobs',
  query = '',
  find: (slug: string) => Promise<Tenant | null> = (slug) => findTenantBySlug(db, slug),
): Promise<Tenant> {
  const slug = usableCompany(decodeURIComponent(segment));
  if (!slug) {
    const remembered = usableCompany((await cookies()).get(COMPANY_COOKIE)?.value);
    redirect(remembered ? `/${remembered}/${page}${query}` : `/login${query}`);
  }
  const tenant = await find(slug);
  if (!tenant) notFound();
  return tenant;
}

export function firstParam(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}
