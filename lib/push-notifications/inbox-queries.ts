import 'server-only';
import { sql } from 'drizzle-orm';
import { notFound } from '@/lib/errors';
import { offsetOf } from '@/lib/schema-kit/paging';
import type { DbOrTx } from '@/lib/db/client';
import type { InboxQuery } from './schema';
import type { InboxItem } from './types';
import { isoOrNull } from '@/lib/db/iso';

type Raw = Record<string, unknown>;

function toItem(r: Raw): InboxItem {
  return {
    _id: String(r.id),
    notification_id: String(r.notification_id),
    title: String(r.title),
    body: String(r.body),
    transport: String(r.transport),
    delivered_at: isoOrNull(r.delivered_at),
    read_at: isoOrNull(r.read_at),
    error: r.error === null || r.error === undefined ? null : String(r.error),
    created_at: isoOrNull(r.created_at) ?? '',
  };
}

/** A candidate's inbox, newest first, with the unread count (the app's badge). The caller checked the candidate. */
export async function listInbox(db: DbOrTx, tenantId: string, candidateId: string, q: InboxQuery) {
  const base = sql`from notification_inbox i join push_notifications n on n.id = i.notification_id and n.tenant_id = i.tenant_id
    where i.tenant_id = ${tenantId} and i.candidate_id = ${candidateId}`;
  const unreadOnly = q.unread ? sql` and i.read_at is null` : sql``;
  const [rows, counts] = await Promise.all([
    db.execute<Raw>(
      sql`select i.*, n.title, n.body ${base}${unreadOnly} order by i.created_at desc, i.id desc limit ${q.per_page} offset ${offsetOf(q)}`,
    ),
    db.execute<{ total: number; unread: number }>(
      sql`select count(*)::int as total, (count(*) filter (where i.read_at is null))::int as unread ${base}`,
    ),
  ]);
  const total = Number(counts.rows[0]?.total ?? 0);
  const unread = Number(counts.rows[0]?.unread ?? 0);
  return { data: rows.rows.map(toItem), total: q.unread ? unread : total, unread };
}

/** Marks one item read (the first read time is kept); 404 unless it is this candidate's, in this tenant. */
export async function markInboxRead(db: DbOrTx, tenantId: string, candidateId: string, itemId: string): Promise<InboxItem> {
  const res = await db.execute<Raw>(sql`update notification_inbox i set read_at = coalesce(i.read_at, now())
    from push_notifications n
    where n.id = i.notification_id and n.tenant_id = i.tenant_id
      and i.tenant_id = ${tenantId} and i.candidate_id = ${candidateId} and i.id = ${itemId}
    returning i.*, n.title, n.body`);
  if (!res.rows[0]) throw notFound('inboxItem');
  return toItem(res.rows[0]);
}
