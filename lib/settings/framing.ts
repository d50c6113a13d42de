import 'server-only';
import { ttlCache } from '@/lib/ttl-cache';
import { SETTINGS_STALE_MS } from './defaults';
import { findTenantBySlug, getSettings } from './queries';
import type { DbOrTx } from '@/lib/db/client';

/**
 * The sites a tenant lets embed its /iframes pages (settings placements.iframe_origins, DESIGN.md §5).
 * An empty list means the default: any https site. Cached like settings, as proxy.ts asks per request.
 */
const cache = ttlCache<string[]>('framing-origins', SETTINGS_STALE_MS);

export function framingOrigins(db: DbOrTx, slug: string): Promise<string[]> {
  return cache.get(slug.toLowerCase(), async () => {
    const tenant = await findTenantBySlug(db, slug);
    if (!tenant) return [];
    const { placements } = await getSettings(tenant.id);
    const origins = (placements as { iframe_origins?: unknown }).iframe_origins;
    return Array.isArray(origins) ? origins.filter((o): o is string => typeof o === 'string') : [];
  });
}
