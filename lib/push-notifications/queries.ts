import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { notFound } from '@/lib/errors';
import { offsetOf } from '@/lib/schema-kit/paging';
import { orderBySort } from '@/lib/schema-kit/list-sort';
import type { DbOrTx } from '@/lib/db/client';
import { POSITION_NAMES, uuidArray } from './audience-queries';
import type { HistoryQuery } from './schema';
import type { Audience, NotificationSort, NotificationStatus } from './types';
import type { AudienceOptions, NotificationDetail, NotificationRow } from './schema';
import { isoOrNull } from '@/lib/db/iso';

type Raw = Record<string, unknown>;

// Read counts come from the inbox (its unique index starts with notification_id, so this is a lookup).
const SELECT = sql`select n.*, (select count(*)::int from notification_inbox i
  where i.notification_id = n.id and i.tenant_id = n.tenant_id and i.read_at is not null) as read_count
  from push_notifications n`;

function toRow(r: Raw): NotificationRow {
  return {
    _id: String(r.id),
    title: String(r.title),
    body: String(r.body),
    audience: r.audience as Audience,
    status: String(r.status) as NotificationStatus,
    scheduled_at: isoOrNull(r.scheduled_at),
    sent_at: isoOrNull(r.sent_at),
    recipient_count: Number(r.recipient_count ?? 0),
    delivered_count: Number(r.delivered_count ?? 0),
    failed_count: Number(r.failed_count ?? 0),
    read_count: Number(r.read_count ?? 0),
    error: r.error === null || r.error === undefined ? null : String(r.error),
    created_by: r.created_by === null || r.created_by === undefined ? null : String(r.created_by),
    created_at: isoOrNull(r.created_at) ?? '',
  };
}

const HISTORY_ORDER: Record<NotificationSort, SQL[]> = {
  title: [sql`n.title`],
  status: [sql`n.status`, sql`n.created_at`],
  // The time the history's When column shows: a scheduled (or cancelled) send's slot, otherwise when it went out.
  when: [sql`case when n.status in ('scheduled', 'cancelled') then n.scheduled_at else coalesce(n.sent_at, n.scheduled_at) end`],
  created_at: [sql`n.created_at`],
};

/** History in the asked order (newest first by default), optionally one status. */
export async function listNotifications(
  db: DbOrTx,
  tenantId: string,
  q: HistoryQuery,
): Promise<{ data: NotificationRow[]; total: number }> {
  const where: SQL[] = [sql`n.tenant_id = ${tenantId}`];
  if (q.status) where.push(sql`n.status = ${q.status}`);
  const cond = sql.join(where, sql` and `);
  const [rows, count] = await Promise.all([
    db.execute<Raw>(
      sql`${SELECT} where ${cond} order by ${orderBySort(q.sort, HISTORY_ORDER, sql`n.id`)} limit ${q.per_page} offset ${offsetOf(q)}`,
    ),
    db.execute<{ n: number }>(sql`select count(*)::int as n from push_notifications n where ${cond}`),
  ]);
  return { data: rows.rows.map(toRow), total: Number(count.rows[0]?.n ?? 0) };
}

/** One notification by id and tenant together; another tenant's id is a 404. */
export async function getNotification(db: DbOrTx, tenantId: string, id: string): Promise<NotificationRow> {
  const res = await db.execute<Raw>(sql`${SELECT} where n.tenant_id = ${tenantId} and n.id = ${id}`);
  if (!res.rows[0]) throw notFound('notification');
  return toRow(res.rows[0]);
}

/** Names of the audience's ids for the detail dialog; ids that no longer exist are left out. */
async function audienceLabels(db: DbOrTx, tenantId: string, a: Audience): Promise<string[]> {
  if (a.type === 'all') return [];
  if (a.type === 'positions') return a.ids;
  const from: Record<'locations' | 'statuses' | 'candidates', SQL> = {
    locations: sql`select name as label from locations where tenant_id = ${tenantId} and id = any(${uuidArray(a.ids)}) order by name`,
    statuses: sql`select name as label from status_options where tenant_id = ${tenantId} and id = any(${uuidArray(a.ids)}) order by position, name`,
    candidates: sql`select first_name || ' ' || last_name as label from candidates where tenant_id = ${tenantId} and id = any(${uuidArray(a.ids)}) order by last_name, first_name`,
  };
  const res = await db.execute<{ label: string }>(from[a.type]);
  return res.rows.map((r) => String(r.label));
}

export async function getNotificationDetail(db: DbOrTx, tenantId: string, id: string): Promise<NotificationDetail> {
  const row = await getNotification(db, tenantId, id);
  return { ...row, audience_labels: await audienceLabels(db, tenantId, row.audience) };
}

/** What the compose panel offers: the tenant's locations, position names and candidate statuses. */
export async function audienceOptions(db: DbOrTx, tenantId: string): Promise<AudienceOptions> {
  const [locs, positions, statuses] = await Promise.all([
    db.execute<Raw>(sql`select l.id, l.name, c.name as company_name from locations l
      join companies c on c.id = l.company_id and c.tenant_id = l.tenant_id
      where l.tenant_id = ${tenantId} order by c.name, l.name limit 2000`),
    db.execute<{ name: string }>(sql`select name from (${POSITION_NAMES(tenantId)}) n order by name limit 1000`),
    db.execute<Raw>(sql`select id, name, color from status_options
      where tenant_id = ${tenantId} and kind = 'candidate' and archived_at is null order by position, name`),
  ]);
  return {
    locations: locs.rows.map((r) => ({ _id: String(r.id), name: String(r.name), company_name: String(r.company_name) })),
    positions: positions.rows.map((r) => String(r.name)),
    statuses: statuses.rows.map((r) => ({ _id: String(r.id), name: String(r.name), color: r.color === null ? null : String(r.color) })),
  };
}
