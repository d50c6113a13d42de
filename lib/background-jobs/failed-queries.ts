import 'server-only';
import { sql } from 'drizzle-orm';
import { notFound } from '@/lib/errors';
import type { DbOrTx } from '@/lib/db/client';
import { isoOrNull } from '@/lib/db/iso';
import { listFailedNotifications, retryFailedNotification } from '@/lib/notifications/failed-queries';
import { jobQueue } from '@/lib/job-queue';
import type { FailedJob } from '@/lib/job-queue/schema';

export type { FailedJob } from '@/lib/job-queue/schema';

type Raw = { id: string; name: string; error: string | null; retry_count: number; created_on: unknown; completed_on: unknown };

const toFailed = (r: Raw): FailedJob => ({
  _id: String(r.id),
  name: r.name,
  error: r.error,
  attempts: Number(r.retry_count) + 1,
  created_at: isoOrNull(r.created_on)!,
  failed_at: isoOrNull(r.completed_on),
});

/** Failed jobs that still wait in the job table are few (pg-boss archives them after FAILED_KEPT_S). */
const FAILED_LIST_LIMIT = 100;

/**
 * The tenant's failed jobs, newest first. Only jobs that carry this tenant: platform jobs (no tenant,
 * e.g. the push sweep over every tenant) are the operator's, reported in the server log, and shown to
 * no tenant's users, since their errors may concern other tenants.
 */
export async function listFailedJobs(db: DbOrTx, tenantId: string): Promise<{ data: FailedJob[]; total: number }> {
  const rows = await db.execute<
    Raw & { total: number }
  >(sql`select id, name, output ->> 'message' as error, retry_count, created_on, completed_on,
      count(*) over ()::int as total
    from pgboss.job where state = 'failed' and data ->> 'tenantId' = ${tenantId}
    order by completed_on desc, id limit ${FAILED_LIST_LIMIT}`);
  // Notifications the outbox gave up on are failed background work too, retried from the same list.
  const mails = await listFailedNotifications(db, tenantId, FAILED_LIST_LIMIT);
  const data = [...rows.rows.map(toFailed), ...mails]
    .sort((a, b) => (b.failed_at ?? '').localeCompare(a.failed_at ?? ''))
    .slice(0, FAILED_LIST_LIMIT);
  return { data, total: Number(rows.rows[0]?.total ?? 0) + mails.length };
}

/** Runs a failed job of the tenant again (one more attempt, at once); another tenant's or a non-failed one is a 404. */
export async function retryFailedJob(db: DbOrTx, tenantId: string, id: string): Promise<FailedJob> {
  const mail = await retryFailedNotification(db, tenantId, id);
  if (mail) return mail;
  const [row] = (
    await db.execute<
      Raw & { state: string }
    >(sql`select id, name, state, output ->> 'message' as error, retry_count, created_on, completed_on
    from pgboss.job where id = ${id} and data ->> 'tenantId' = ${tenantId}`)
  ).rows;
  if (!row || row.state !== 'failed') throw notFound('failedJob');
  // pg-boss's own retry: back to 'retry' with one more attempt allowed (a no-op if retried a moment ago).
  await jobQueue().boss.retry(row.name, row.id);
  return toFailed(row);
}
