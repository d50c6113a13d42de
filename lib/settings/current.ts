import 'server-only';
import { headers } from 'next/headers';
import { cache } from 'react';
import { cachedTenantBySlug, freshSettings, type CompanySettings } from './queries';

/** Settings of the tenant this request is for (proxy.ts sets x-tenant-slug), once per render. */
export const currentTenantSettings = cache(async (): Promise<CompanySettings | null> => {
  const slug = (await headers()).get('x-tenant-slug');
  if (!slug) return null;
  const tenant = await cachedTenantBySlug(slug);
  return tenant ? freshSettings(tenant.id) : null;
});
