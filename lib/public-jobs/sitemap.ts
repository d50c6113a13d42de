import 'server-only';
import { sitemapJobs } from './queries';
import { absoluteUrl, jobPath, jobsPath } from './urls';
import type { DbOrTx } from '@/lib/db/client';

const xmlEscape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

function entry(loc: string, lastmod: Date | null): string {
  return `<url><loc>${xmlEscape(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
}

/** sitemaps.org XML: the tenant's job list page, then each open job, each with its last change. */
export async function jobsSitemap(db: DbOrTx, tenant: { id: string; slug: string }): Promise<string> {
  const rows = await sitemapJobs(db, tenant.id);
  const newest = rows.reduce<Date | null>((max, r) => (!max || r.updatedAt > max ? r.updatedAt : max), null);
  const urls = [
    entry(absoluteUrl(jobsPath(tenant.slug)), newest),
    ...rows.map((r) => entry(absoluteUrl(jobPath(tenant.slug, r.id)), r.updatedAt)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
