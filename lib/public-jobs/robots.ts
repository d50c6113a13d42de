import type { MetadataRoute } from 'next';
import { ROUTE_RULES } from '@/lib/auth/permissions';
import { absoluteUrl, sitemapPath } from './urls';

/**
 * Portal paths as exact matches (`$`) and folders (`/`), not bare prefixes: a bare `/company` would also
 * shut out a tenant called "company-x" whose `/company-x/jobs` must stay crawlable.
 */
function portalDisallows(): string[] {
  const paths = [...new Set(ROUTE_RULES.map((r) => r.path.split('/').slice(0, 2).join('/')))];
  return ['/$', ...paths.flatMap((p) => [`${p}$`, `${p}/`])];
}

/** robots.txt: public job pages in, API, portal, dev tools and one-off pages out, every tenant's sitemap. */
export function robotsFor(tenantSlugs: string[]): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: ['/*/jobs'],
      // '/api/*/jobs' outranks the allow line (longer rules win), which would otherwise reopen /api/on-demand/jobs.
      disallow: [
        ...new Set([
          '/api/',
          '/api/*/jobs',
          '/dev/',
          '/iframes/',
          '/confirm-placement',
          '/login',
          '/*/login',
          '/*/logout',
          '/forgot-password',
          ...portalDisallows(),
        ]),
      ],
    },
    sitemap: tenantSlugs.map((slug) => absoluteUrl(sitemapPath(slug))),
  };
}
