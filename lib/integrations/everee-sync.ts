import 'server-only';
import { ApiError, say, type ErrorKey } from '@/lib/errors';
import { audit } from '@/lib/audit';
import type { Session } from '@/lib/auth/guard';
import type { DbOrTx } from '@/lib/db/client';
import { getConnection, putConnection } from './connections';
import { evereeConfig, toEvereeView, type EvereeConfig } from './everee';
import { EvereeUnreachable, pushWorkers } from './everee-client';
import { SecretError } from './crypto';
import { databaseNow, workersToSync } from './sync-queries';
import { openSecret } from './secrets';
import type { SyncType } from './types';
import type { SyncResult } from './schema';

const notConfigured = (key: ErrorKey = 'integrations.notConfigured') => new ApiError(400, say(key), 'integration_not_configured');

/** Cursors a fully delivered run moves: updated and all runs send every creation too. */
function advance(cursors: EvereeConfig['cursors'], syncType: SyncType, runAt: string): EvereeConfig['cursors'] {
  return syncType === 'new' ? { ...cursors, new: runAt } : { new: runAt, updated: runAt };
}

/** Stores the outcome on the row it read, unless the row was cleared or pointed elsewhere meanwhile. */
async function record(db: DbOrTx, s: Session, target: EvereeConfig, result: SyncResult, runAt: string) {
  return db.transaction(async (tx) => {
    const row = await getConnection(tx, s.tenantId, 'everee', true);
    if (!row) return null;
    const now = evereeConfig(row);
    const same = now.tenant_id === target.tenant_id && now.base_url === target.base_url;
    const delivered = same && result.failed === 0 && !result.error;
    const config = delivered ? { ...row.config, cursors: advance(now.cursors, result.sync_type, runAt) } : row.config;
    const saved = await putConnection(tx, s.tenantId, 'everee', { config, lastSyncAt: new Date(), lastSyncResult: { ...result } });
    await audit(tx, { tenantId: s.tenantId, userId: s.userId, action: 'integration.everee.sync', meta: { ...result } });
    return saved;
  });
}

/** PUT /everee/sync-candidates (SPEC §7): pushes the picked candidates and records how it went. */
export async function syncCandidates(db: DbOrTx, s: Session, syncType: SyncType) {
  const row = await getConnection(db, s.tenantId, 'everee');
  const view = toEvereeView(row);
  if (!row?.secret || !view.configured || !view.enabled) throw notConfigured();
  let apiKey: string;
  try {
    apiKey = openSecret(s.tenantId, 'everee', row.secret);
  } catch (e) {
    if (e instanceof SecretError) throw notConfigured('integrations.keyUnreadable');
    throw e;
  }
  const config = evereeConfig(row);
  // The database's clock (created_at is written by it), read before the candidates: one added during the run is picked next time.
  const runAt = await databaseNow(db);
  const workers = await workersToSync(db, s.tenantId, syncType, config.cursors);
  const target = { baseUrl: config.base_url, companyId: config.tenant_id ?? '', apiKey };
  try {
    const pushed = await pushWorkers(target, workers);
    const result: SyncResult = { sync_type: syncType, total: workers.length, ...pushed };
    const saved = await record(db, s, config, result, runAt);
    return {
      data: { ...result, last_sync_at: saved?.lastSyncAt?.toISOString() ?? null },
      message: say('done.integrations.evereeSent', { sent: result.sent, total: result.total }),
    };
  } catch (e) {
    if (!(e instanceof EvereeUnreachable)) throw e;
    await record(db, s, config, { sync_type: syncType, total: workers.length, ...e.partial }, runAt);
    // Generic on purpose: the server's own connection error would tell a tenant about its network.
    throw new ApiError(
      502,
      say('integrations.unreachable', { reason: say(`integrations.reason.${e.why}`), sent: e.partial.sent, total: workers.length }),
      'integration_unreachable',
    );
  }
}
