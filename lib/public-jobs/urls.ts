import { env } from '@/lib/env';

/** Where the app runs when PUBLIC_URL is not configured (local development). */
export const DEV_ORIGIN = 'http://localhost:3000';

/**
 * The public origin for canonical links, Open Graph, sitemaps and JSON-LD: from PUBLIC_URL, never from the
 * Host header, which any client can set and a cache could then serve to everyone.
 */
export function publicOrigin(): string {
  return (env().PUBLIC_URL ?? DEV_ORIGIN).replace(/\/+$/, '');
}

export const jobsPath = (slug: string) => `/${encodeURIComponent(slug)}/jobs`;
export const jobPath = (slug: string, jobId: string) => `${jobsPath(slug)}/${encodeURIComponent(jobId)}`;
export const sitemapPath = (slug: string) => `${jobsPath(slug)}/sitemap.xml`;

/** An absolute URL for a path of this app; absolute inputs (an external logo) pass through. */
export function absoluteUrl(path: string): string {
  return /^https?:\/\//i.test(path) ? path : `${publicOrigin()}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** The job list URL with its filters and page, empty values left out (so equal filters give equal URLs). */
export function jobsListHref(slug: string, q: { search?: string; location?: string; category?: string }, page = 1): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries({ search: q.search, location: q.location, category: q.category })) if (v) params.set(k, v);
  if (page > 1) params.set('page', String(page));
  const qs = params.toString();
  return qs ? `${jobsPath(slug)}?${qs}` : jobsPath(slug);
}
