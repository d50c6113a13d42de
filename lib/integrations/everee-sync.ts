import 'server-only';
import { sql } from 'drizzle-orm';
import { ApiError, say, type ErrorKey } from '@/lib/errors';
import { audit } from '@/lib/audit';
import type { Session } from '@/lib/auth/guard';
import { db } from '@/lib/db/client';
import { getConnection, putConnection } from './connections';
import { evereeConfig, toEvereeView, type EvereeConfig } from './everee';
import { EvereeUnreachable, pushWorkers, type EvereeWorker } from './everee-client';
import { SecretError } from './crypto';
import { openSecret } from './secrets';
import type { SyncResult, SyncType } from './types';

const notConfigured = (key: ErrorKey = 'integrations.notConfigured') => new ApiError(400, say(key), 'integration_not_configured');

/**
 * The candidates a run sends. all: every one. new: created after the last fully delivered new/all run.
 * updated: created or changed since the last fully delivered updated/all run. candidates has no
 * updated_at column, so "changed" reads the profile's updated_at and the candidate.update audit entries.
 */
async function pick(tenantId: string, syncType: SyncType, cursors: EvereeConfig['cursors']): Promise<EvereeWorker[]> {
  const since = syncType === 'all' ? undefined : cursors[syncType];
  const changed =
    since === undefined
      ? sql`true`
      : syncType === 'new'
        ? sql`c.created_at > ${since}::timestamptz`
        : sql`(c.created_at > ${since}::timestamptz or cp.updated_at > ${since}::timestamptz or c.id::text in (
        select target from audit_log where tenant_id = ${tenantId} and created_at > ${since}::timestamptz and action = 'candidate.update'))`;
  const res = await db().execute<EvereeWorker>(sql`select c.id, c.first_name, c.last_name, c.email, c.phone, c.city from candidates c
    left join candidate_profiles cp on cp.candidate_id = c.id and cp.tenant_id = c.tenant_id
    where c.tenant_id = ${tenantId} and ${changed} order by c.created_at, c.id`);
  return res.rows;
}

/** Cursors a fully delivered run moves: updated and all runs send every creation too. */
function advance(cursors: EvereeConfig['cursors'], syncType: SyncType, runAt: string): EvereeConfig['cursors'] {
  return syncType === 'new' ? { ...cursors, new: runAt } : { new: runAt, updated: runAt };
}

/** Stores the outcome on the row it read, unless the row was cleared or pointed elsewhere meanwhile. */
async function record(s: Session, target: EvereeConfig, result: SyncResult, runAt: string) {
  return db().transaction(async (tx) => {
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
export async function syncCandidates(s: Session, syncType: SyncType) {
  const row = await getConnection(db(), s.tenantId, 'everee');
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
  const runAt = String((await db().execute<{ now: string }>(sql`select now()::text as now`)).rows[0].now);
  const workers = await pick(s.tenantId, syncType, config.cursors);
  const target = { baseUrl: config.base_url, companyId: config.tenant_id ?? '', apiKey };
  try {
    const pushed = await pushWorkers(target, workers);
    const result: SyncResult = { sync_type: syncType, total: workers.length, ...pushed };
    const saved = await record(s, config, result, runAt);
    return {
      data: { ...result, last_sync_at: saved?.lastSyncAt?.toISOString() ?? null },
      message: say('done.integrations.evereeSent', { sent: result.sent, total: result.total }),
    };
  } catch (e) {
    if (!(e instanceof EvereeUnreachable)) throw e;
    await record(s, config, { sync_type: syncType, total: workers.length, ...e.partial }, runAt);
    // Generic on purpose: the server's own connection error would tell a tenant about its network.
    throw new ApiError(
      502,
      say('integrations.unreachable', { reason: say(`integrations.reason.${e.why}`), sent: e.partial.sent, total: workers.length }),
      'integration_unreachable',
    );
  }
}
