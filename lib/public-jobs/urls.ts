/** Public pages build their absolute links with the app-wide helper (lib/public-url.ts). */
export { absoluteUrl } from '@/lib/public-url';

export const jobsPath = (slug: string) => `/${encodeURIComponent(slug)}/jobs`;
export const jobPath = (slug: string, jobId: string) => `${jobsPath(slug)}/${encodeURIComponent(jobId)}`;
export const sitemapPath = (slug: string) => `${jobsPath(slug)}/sitemap.xml`;

/** The job list URL with its filters and page, empty values left out (so equal filters give equal URLs). */
export function jobsListHref(slug: string, q: { search?: string; location?: string; category?: string }, page = 1): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries({ search: q.search, location: q.location, category: q.category })) if (v) params.set(k, v);
  if (page > 1) params.set('page', String(page));
  const qs = params.toString();
  return qs ? `${jobsPath(slug)}?${qs}` : jobsPath(slug);
}
