import 'server-only';
import { badRequest } from '@/lib/api/errors';
import { audit } from '@/lib/audit';
import type { Session } from '@/lib/auth/guard';
import { db, type DbOrTx } from '@/lib/db/client';
import { env } from '@/lib/env';
import { deleteConnection, getConnection, putConnection, type Connection } from './connections';
import { secretHint } from './crypto';
import type { EvereeInput } from './schema';
import { sealSecret } from './secrets';
import { EVEREE_DEFAULT_BASE_URL, type EvereeView, type SyncResult } from './types';

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
 * https only: the API key travels in every request. Plain http is allowed to a loopback address under
 * NODE_ENV=test alone, where the integration tests stand in for Everee with a local server.
 */
function checkBaseUrl(raw: string): string {
  const url = new URL(raw);
  const loopback = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
  const allowed = url.protocol === 'https:' || (url.protocol === 'http:' && loopback && env().NODE_ENV === 'test');
  if (!allowed) throw badRequest('base_url must be an https URL', { base_url: 'must start with https://' });
  if (url.username || url.password || url.search || url.hash) throw badRequest('base_url must not carry credentials, a query or a fragment', { base_url: 'plain https URL only' });
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

export function saveEveree(s: Session, input: EvereeInput): Promise<EvereeView> {
  const baseUrl = input.base_url ? checkBaseUrl(input.base_url) : undefined;
  return db().transaction(async (tx) => {
    const current = await getConnection(tx, s.tenantId, 'everee', true);
    const before = evereeConfig(current);
    const secret = input.api_key ? sealSecret(s.tenantId, 'everee', input.api_key) : current?.secret ?? null;
    if (input.enabled && !secret) throw badRequest('Add the Everee API key to turn the integration on', { api_key: 'required' });
    const base_url = baseUrl ?? before.base_url;
    // Another Everee company or server has none of our workers yet: every candidate is new to it.
    const sameTarget = before.tenant_id === input.tenant_id && before.base_url === base_url;
    const config: EvereeConfig = {
      enabled: input.enabled, tenant_id: input.tenant_id, base_url,
      secret_hint: input.api_key ? secretHint(input.api_key) : before.secret_hint,
      cursors: sameTarget ? before.cursors : {},
    };
    const row = await putConnection(tx, s.tenantId, 'everee', { config, secret });
    // The audit names what changed, never the key.
    await audit(tx, { tenantId: s.tenantId, userId: s.userId, action: 'integration.everee.save',
      meta: { enabled: input.enabled, tenant_id: input.tenant_id, base_url, api_key_changed: Boolean(input.api_key) } });
    return toEvereeView(row);
  });
}

export function clearEveree(s: Session): Promise<EvereeView> {
  return db().transaction(async (tx) => {
    if (await deleteConnection(tx, s.tenantId, 'everee')) await audit(tx, { tenantId: s.tenantId, userId: s.userId, action: 'integration.everee.clear' });
    return toEvereeView(null);
  });
}
