import { publicHandler } from '@/lib/http/handler';
import { jobsSitemap } from '@/lib/public-jobs/sitemap';
import { requirePublicTenant } from '@/lib/public-jobs/tenant';
import { publicPage } from '@/lib/auth/guard';

// Reads the database on every request: never prerendered at build time.
export const dynamic = 'force-dynamic';

/** /{company}/jobs/sitemap.xml: the tenant's open, published jobs for search engines. */
export const GET = publicHandler({}, async ({ params }) => {
  const tenant = await requirePublicTenant(publicPage().db, params.company);
  return new Response(await jobsSitemap(publicPage().db, tenant), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=600' },
  });
});
