import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import { anyText, anyUuid } from '@/lib/db/any-uuid';
import { APPROVER_JOINS, MAY_APPROVE } from '@/lib/timesheets/approvers';
import { awaitingSql } from '@/lib/timesheets/awaiting';

/**
 * Who approves what: lib/timesheets/approvers.ts, as the submit's mail decides it. What awaits approval
 * is the one definition the overview, the bell and the Past due tab share (lib/timesheets/awaiting.ts).
 */

/** `t` awaits a decision. */
export const awaiting = (t: SQL = sql`t`): SQL => awaitingSql(t);

export type Approver = { id: string; name: string };

/**
 * The next `limit` approvers of the tenant (by user id, after `after`) who have at least one timesheet
 * awaiting them: the unit a reminder run works through in bounded steps.
 */
export async function approverBatch(d: DbOrTx, tenantId: string, after: string | null, limit: number): Promise<Approver[]> {
  const res = await d.execute<Approver>(sql`select u.id, u.username as name from users u ${APPROVER_JOINS}
    where u.tenant_id = ${tenantId} and ${MAY_APPROVE} ${after ? sql`and u.id > ${after}` : sql``}
      and exists (select 1 from contact_locations cl join timesheets t on t.tenant_id = cl.tenant_id and t.location_id = cl.location_id
                  where cl.tenant_id = ${tenantId} and cl.contact_id = ct.id and ${awaiting()})
    order by u.id limit ${limit}`);
  return res.rows;
}

export type AwaitingRow = { user_id: string; timesheet_id: string; week_start: string };

/** The timesheets awaiting each of these approvers at her locations, oldest week first. */
export async function awaitingOf(d: DbOrTx, tenantId: string, userIds: string[]): Promise<AwaitingRow[]> {
  if (!userIds.length) return [];
  const res = await d.execute<AwaitingRow>(sql`select u.id as user_id, t.id as timesheet_id, t.week_start
    from users u
    join contact_locations cl on cl.contact_id = u.contact_id and cl.tenant_id = u.tenant_id
    join timesheets t on t.tenant_id = cl.tenant_id and t.location_id = cl.location_id
    where u.tenant_id = ${tenantId} and ${anyUuid(sql`u.id`, userIds)} and ${awaiting()}
    order by u.id, t.week_start, t.id`);
  return res.rows.map((r) => ({ ...r, week_start: String(r.week_start).slice(0, 10) }));
}

export type LocationApprover = { location_id: string; user_id: string; name: string };

/** The approvers of each of these locations, by name. */
export async function approversAt(d: DbOrTx, tenantId: string, locationIds: string[]): Promise<LocationApprover[]> {
  if (!locationIds.length) return [];
  const res = await d.execute<LocationApprover>(sql`select cl.location_id, u.id as user_id, u.username as name
    from contact_locations cl join users u on u.contact_id = cl.contact_id and u.tenant_id = cl.tenant_id ${APPROVER_JOINS}
    where cl.tenant_id = ${tenantId} and ${anyUuid(sql`cl.location_id`, locationIds)} and ${MAY_APPROVE}
    order by cl.location_id, u.username, u.id`);
  return res.rows;
}

/** Each location's backup approver, then its company's (either may be null). */
export type Backups = { location_id: string; location: string; location_backup: string | null; company_backup: string | null };

export async function backupsOf(d: DbOrTx, tenantId: string, locationIds: string[]): Promise<Map<string, Backups>> {
  if (!locationIds.length) return new Map();
  const res =
    await d.execute<Backups>(sql`select l.id as location_id, l.name as location, l.backup_approver_id as location_backup, c.backup_approver_id as company_backup
    from locations l join companies c on c.id = l.company_id and c.tenant_id = l.tenant_id
    where l.tenant_id = ${tenantId} and ${anyUuid(sql`l.id`, locationIds)}`);
  return new Map(res.rows.map((r) => [r.location_id, r]));
}

/**
 * The backup a late location's approvals go to: the location's own, else its company's, skipping one
 * who is herself among the late approvers (she has had the past-due reminders already).
 */
export function backupFor(b: Backups | undefined, late: ReadonlySet<string>): string | null {
  if (!b) return null;
  return [b.location_backup, b.company_backup].find((id): id is string => Boolean(id) && !late.has(id!)) ?? null;
}

export type ReminderSheet = { id: string; location_id: string; week_start: string; awaiting: boolean };

/** These timesheets of the tenant (those found), each with whether it awaits a decision; by week, then id. */
export async function sheetsAwaiting(tx: DbOrTx, tenantId: string, ids: string[]): Promise<ReminderSheet[]> {
  const res = await tx.execute<ReminderSheet>(sql`select t.id, t.location_id, t.week_start, (${awaiting()}) as awaiting
      from timesheets t where t.tenant_id = ${tenantId} and ${anyUuid(sql`t.id`, ids)} order by t.week_start, t.id`);
  return res.rows;
}

/**
 * The (reader, key) pairs already written among these, as an in-app row (`outbox` false) or as an outbox
 * row (`outbox` true, its key being the per-channel outbox key).
 */
export async function sentKeys(
  d: DbOrTx,
  tenantId: string,
  users: string[],
  keys: string[],
  outboxKeys: string[],
): Promise<{ user_id: string; key: string; outbox: boolean }[]> {
  const res = await d.execute<{ user_id: string; key: string; outbox: boolean }>(sql`
    select user_id, idempotency_key as key, false as outbox from notifications
      where tenant_id = ${tenantId} and ${anyUuid(sql`user_id`, users)} and ${anyText(sql`idempotency_key`, keys)}
    union all
    select user_id, idempotency_key as key, true as outbox from notification_outbox
      where tenant_id = ${tenantId} and ${anyText(sql`idempotency_key`, outboxKeys)}`);
  return res.rows;
}

export type LateGroup = { location_id: string; week_start: string; n: number; ids: string[] };

/**
 * The late sheets (awaiting, week on or before `cutoff`) grouped by location and week, after the cursor's
 * (location, week), in that order, at most `batch` groups; each with its count and its first `maxIds` ids.
 */
export async function lateGroups(
  d: DbOrTx,
  tenantId: string,
  cutoff: string,
  after: { location: string; week: string | null | undefined } | null,
  batch: number,
  maxIds: number,
): Promise<LateGroup[]> {
  const res = await d.execute<LateGroup>(sql`select t.location_id, t.week_start, count(*)::int as n,
      (array_agg(t.id::text order by t.id))[1:${maxIds}::int] as ids
    from timesheets t
    where t.tenant_id = ${tenantId} and ${awaiting()} and t.week_start <= ${cutoff}::date
      ${after ? sql`and (t.location_id, t.week_start) > (${after.location}::uuid, ${after.week}::date)` : sql``}
    group by t.location_id, t.week_start
    order by t.location_id, t.week_start limit ${batch}`);
  return res.rows;
}

/** Tenants with a submitted timesheet, from the trigger-kept counts (no scan of the timesheets). */
export async function tenantsAwaitingApproval(d: Db): Promise<string[]> {
  const res = await d.execute<{ tenant_id: string }>(sql`select distinct tenant_id from timesheet_counts
    where status = 'submitted' and not archived and n > 0 order by tenant_id`);
  return res.rows.map((r) => r.tenant_id);
}

/** The company's contacts with an active portal user (the choices of the backup approver select). */
export async function contactUsersOf(
  d: DbOrTx,
  tenantId: string,
  companyId: string,
): Promise<{ _id: string; name: string; email: string }[]> {
  const res = await d.execute<{ _id: string; name: string; email: string }>(sql`select u.id as "_id", u.username as name, u.email
    from users u join contacts ct on ct.id = u.contact_id and ct.tenant_id = u.tenant_id
    where u.tenant_id = ${tenantId} and u.is_contact and u.active and ct.company_id = ${companyId} and ct.archived_at is null
    order by u.username, u.email`);
  return res.rows;
}
