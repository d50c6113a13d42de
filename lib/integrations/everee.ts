import 'server-only';
import { badRequest, say } from '@/lib/errors';
import { audit } from '@/lib/audit';
import type { Session } from '@/lib/auth/guard';
import type { DbOrTx } from '@/lib/db/client';
import { checkConfiguredUrl } from '@/lib/net/configured-url';
import { deleteConnection, getConnection, putConnection, type Connection } from './connections';
import { secretHint } from './crypto';
import type { EvereeInput } from './schema';
import { sealSecret } from './secrets';
import { EVEREE_DEFAULT_BASE_URL } from './types';
import type { EvereeView, SyncResult } from './schema';

/** What integration_connections.config holds for Everee (the API key is the row's sealed `secret`). */
export type EvereeConfig = {
  enabled: boolean;
  tenant_id: string | null;
  base_url: string;
  secret_hint: string | null;
  /** Run start of the last fully delivered run per sync type: "new" and "updated" pick rows after these. */
  cursors: { new?: string; updated?: string };
};

export function evereeConfig(row: Connection | null): EvereeConfig {
  const c = row?.config ?? {};
  const cursors = (c.cursors && typeof c.cursors === 'object' ? c.cursors : {}) as EvereeConfig['cursors'];
  return {
    enabled: c.enabled === true,
    tenant_id: typeof c.tenant_id === 'string' ? c.tenant_id : null,
    base_url: typeof c.base_url === 'string' ? c.base_url : EVEREE_DEFAULT_BASE_URL,
    secret_hint: typeof c.secret_hint === 'string' ? c.secret_hint : null,
    cursors,
  };
}

export function toEvereeView(row: Connection | null): EvereeView {
  const c = evereeConfig(row);
  return {
    configured: Boolean(row?.secret && c.tenant_id),
    enabled: c.enabled,
    tenant_id: c.tenant_id,
    base_url: c.base_url,
    secret_hint: row?.secret ? c.secret_hint : null,
    last_sync_at: row?.lastSyncAt?.toISOString() ?? null,
    last_sync_result: (row?.lastSyncResult as SyncResult | null | undefined) ?? null,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

export const evereeView = async (tx: DbOrTx, tenantId: string) => toEvereeView(await getConnection(tx, tenantId, 'everee'));

/**
 * https to a public address only (lib/net: the API key travels in every request, and the sync must not
 * become a probe of the server's own network); a test's local stand-in is listed in OUTBOUND_URL_ALLOWLIST.
 * Stored without a trailing slash, as the request paths are appended to it.
 */
async function checkBaseUrl(raw: string): Promise<string> {
  const url = await checkConfiguredUrl('base_url', raw);
  if (url.search || url.hash) throw badRequest('integrations.baseUrlPlain', undefined, { base_url: say('integrations.plainHttps') });
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

export async function saveEveree(db: DbOrTx, s: Session, input: EvereeInput): Promise<EvereeView> {
  const baseUrl = input.base_url ? await checkBaseUrl(input.base_url) : undefined;
  return db.transaction(async (tx) => {
    const current = await getConnection(tx, s.tenantId, 'everee', true);
    const before = evereeConfig(current);
    const secret = input.api_key ? sealSecret(s.tenantId, 'everee', input.api_key) : (current?.secret ?? null);
    if (input.enabled && !secret) throw badRequest('integrations.keyNeeded', undefined, { api_key: say('integrations.required') });
    const base_url = baseUrl ?? before.base_url;
    // Another Everee company or server has none of our workers yet: every candidate is new to it.
    const sameTarget = before.tenant_id === input.tenant_id && before.base_url === base_url;
    const config: EvereeConfig = {
      enabled: input.enabled,
      tenant_id: input.tenant_id,
      base_url,
      secret_hint: input.api_key ? secretHint(input.api_key) : before.secret_hint,
      cursors: sameTarget ? before.cursors : {},
    };
    const row = await putConnection(tx, s.tenantId, 'everee', { config, secret });
    // The audit names what changed, never the key.
    await audit(tx, {
      tenantId: s.tenantId,
      userId: s.userId,
      action: 'integration.everee.save',
      meta: { enabled: input.enabled, tenant_id: input.tenant_id, base_url, api_key_changed: Boolean(input.api_key) },
    });
    return toEvereeView(row);
  });
}

export function clearEveree(db: DbOrTx, s: Session): Promise<EvereeView> {
  return db.transaction(async (tx) => {
    if (await deleteConnection(tx, s.tenantId, 'everee'))
      await audit(tx, { tenantId: s.tenantId, userId: s.userId, action: 'integration.everee.clear' });
    return toEvereeView(null);
  });
}
