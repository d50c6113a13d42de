import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import type { EvereeConfig } from './everee';
import type { EvereeWorker } from './everee-client';
import type { SyncType } from './types';

/**
 * The candidates a run sends. all: every one. new: created after the last fully delivered new/all run.
 * updated: created or changed since the last fully delivered updated/all run. candidates has no
 * updated_at column, so "changed" reads the profile's updated_at and the candidate.update audit entries.
 */
export async function workersToSync(
  db: DbOrTx,
  tenantId: string,
  syncType: SyncType,
  cursors: EvereeConfig['cursors'],
): Promise<EvereeWorker[]> {
  const since = syncType === 'all' ? undefined : cursors[syncType];
  const changed =
    since === undefined
      ? sql`true`
      : syncType === 'new'
        ? sql`c.created_at > ${since}::timestamptz`
        : sql`(c.created_at > ${since}::timestamptz or cp.updated_at > ${since}::timestamptz or c.id::text in (
        select target from audit_log where tenant_id = ${tenantId} and created_at > ${since}::timestamptz and action = 'candidate.update'))`;
  const res = await db.execute<EvereeWorker>(sql`select c.id, c.first_name, c.last_name, c.email, c.phone, c.city from candidates c
    left join candidate_profiles cp on cp.candidate_id = c.id and cp.tenant_id = c.tenant_id
    where c.tenant_id = ${tenantId} and ${changed} order by c.created_at, c.id`);
  return res.rows;
}

/** The database's clock, as text (created_at is written by it). */
export async function databaseNow(db: DbOrTx): Promise<string> {
  const [row] = (await db.execute<{ now: string }>(sql`select now()::text as now`)).rows;
  if (!row) throw new Error('select now() answered no row');
  return String(row.now);
}
