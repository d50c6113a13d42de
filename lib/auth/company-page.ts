import 'server-only';
import { cookies } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { findTenantBySlug, getSettings } from '@/lib/settings/queries';
import { usableCompany } from './reserved';
import { COMPANY_COOKIE } from './session-token';

/**
 * Resolves the [company] segment of a public page. 'null', 'undefined' or a malformed value falls back
 * to the remembered company (SPEC §5); an unknown company is a not-found page.
 */
export async function resolveCompanyPage(segment: string, page: 'login' | 'logout' | 'jobs', query = '') {
  const slug = usableCompany(decodeURIComponent(segment));
  if (!slug) {
    const remembered = usableCompany((await cookies()).get(COMPANY_COOKIE)?.value);
    redirect(remembered ? `/${remembered}/${page}${query}` : `/login${query}`);
  }
  const tenant = await findTenantBySlug(slug);
  if (!tenant) notFound();
  return { tenant, settings: await getSettings(tenant.id) };
}

export function firstParam(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}
