import type { MetadataRoute } from 'next';
import { allTenantSlugs } from '@/lib/public-jobs/queries';
import { robotsFor } from '@/lib/public-jobs/robots';
import { publicPage } from '@/lib/auth/guard';

// Tenants come and go: read them per request rather than freezing the list at build time.
export const dynamic = 'force-dynamic';

export default async function robots(): Promise<MetadataRoute.Robots> {
  return robotsFor(await allTenantSlugs(publicPage().db));
}
