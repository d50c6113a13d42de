import 'server-only';
import { notFound } from '@/lib/errors';
import { usableCompany } from '@/lib/auth/reserved';
import { findTenantBySlug, type Tenant } from '@/lib/settings/queries';
import { db } from '@/lib/db/client';

/** The tenant a public URL segment names, or null (malformed, reserved or unknown slug). */
export async function publicTenant(segment: string | undefined): Promise<Tenant | null> {
  let decoded = segment ?? '';
  try {
    decoded = decodeURIComponent(decoded);
  } catch {
    return null;
  }
  const slug = usableCompany(decoded);
  return slug ? findTenantBySlug(db(), slug) : null;
}

/** For public API handlers: an unknown company is a 404 with the usual error shape. */
export async function requirePublicTenant(segment: string | undefined): Promise<Tenant> {
  const tenant = await publicTenant(segment);
  if (!tenant) throw notFound('company');
  return tenant;
}
