import 'server-only';
import { notFound } from '@/lib/errors';
import { usableCompany } from '@/lib/auth/reserved';
import { findTenantBySlug, type Tenant } from '@/lib/settings/queries';
import type { DbOrTx } from '@/lib/db/client';

/** The tenant a public URL segment names, or null (malformed, reserved or unknown slug). */
export async function publicTenant(db: DbOrTx, segment: string | undefined): Promise<Tenant | null> {
  let decoded = segment ?? '';
  try {
    decoded = decodeURIComponent(decoded);
  } catch {
    return null;
  }
  const slug = usableCompany(decoded);
  return slug ? findTenantBySlug(db, slug) : null;
}

/** For public API handlers: an unknown company is a 404 with the usual error shape. */
export async function requirePublicTenant(db: DbOrTx, segment: string | undefined): Promise<Tenant> {
  const tenant = await publicTenant(db, segment);
  if (!tenant) throw notFound('company');
  return tenant;
}
