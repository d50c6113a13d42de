import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { integrationConnections } from '@/lib/db/schema';
import { SETTINGS_STALE_MS } from '@/lib/settings/defaults';
import { ttlCache } from '@/lib/ttl-cache';
import type { HelpdeskSettings } from './schema';

/** This module's row of integration_connections; the other providers' rows belong to the integrations tab. */
export const HELPDESK_PROVIDER = 'helpdesk';

export const helpdeskRow = (tenantId: string) =>
  and(eq(integrationConnections.tenantId, tenantId), eq(integrationConnections.provider, HELPDESK_PROVIDER));

/** Only an https string counts: a row edited by hand into something else reads as "not configured". */
export function urlOf(config: Record<string, unknown> | undefined): string | null {
  const url = config?.url;
  return typeof url === 'string' && url.startsWith('https://') ? url : null;
}

export async function getHelpdeskSettings(db: DbOrTx, tenantId: string): Promise<HelpdeskSettings> {
  const [row] = await db
    .select({ config: integrationConnections.config, updatedAt: integrationConnections.updatedAt })
    .from(integrationConnections)
    .where(helpdeskRow(tenantId))
    .limit(1);
  return { url: urlOf(row?.config), updated_at: row?.updatedAt.toISOString() ?? null };
}

/**
 * The helpdesk origin a tenant's support page may frame, for that page's Content-Security-Policy
 * (frame-src): proxy.ts asks on every request, so it is cached like settings and cleared on save.
 * Kept apart from the write path so the proxy bundle pulls in nothing but this read.
 */
const origins = ttlCache<string | null>('helpdesk-origin', SETTINGS_STALE_MS);

export function helpdeskOrigin(db: DbOrTx, tenantId: string): Promise<string | null> {
  return origins.get(tenantId, async () => {
    const { url } = await getHelpdeskSettings(db, tenantId);
    return url ? new URL(url).origin : null;
  });
}

export const forgetHelpdeskOrigin = (tenantId: string) => origins.delete(tenantId);
