import 'server-only';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ApiError, notFound } from '@/lib/errors';
import type { DbOrTx } from '@/lib/db/client';
import { likePattern } from '@/lib/schema-kit/paging';
import { shifts } from '@/lib/db/schema';
import { inLocations } from '@/lib/auth/contact-scope';
import type { Scope } from '@/lib/timesheets/scope';
import { isLongShift, longShiftMessage, shiftLength } from '@/lib/shifts/long-shift';
import type { createShiftBody, shiftsQuery } from './schema';
import { iso } from '@/lib/db/iso';
import { notify } from '@/lib/notifications/notify';
import { agencyDesk } from '@/lib/notifications/recipients';
import { localDate } from '@/lib/pay-rules/zone';
import { filledCountSql, phaseWhereSql, shiftPhaseSql, staffingSql } from '@/lib/shifts/definitions';
import { writeShiftLog } from '@/lib/shifts/logs';
import { shiftRowOf } from '@/lib/shifts/queries';
import { resolvePosition } from '@/lib/work-requests/positions';
import { shiftSeries } from '@/lib/work-requests/shift-series';
import { theRow } from '@/lib/db/rows';

type Raw = Record<string, unknown>;

/** Locations in scope (a Company Contact gets only assigned ones), with their client company. */
export async function listLocations(db: DbOrTx, scope: Scope) {
  const rows =
    await db.execute<Raw>(sql`select l.id, l.name, l.city, l.state, l.status, l.timezone, co.id as company_id, co.name as company_name
    from locations l join companies co on co.id = l.company_id and co.tenant_id = l.tenant_id
    where l.tenant_id = ${scope.tenantId} and ${inLocations(sql`l.id`, scope)} order by co.name, l.name`);
  return rows.rows.map((r) => ({
    _id: String(r.id),
    name: String(r.name),
    city: (r.city as string) ?? null,
    state: (r.state as string) ?? null,
    status: String(r.status),
    timezone: String(r.timezone),
    company_id: String(r.company_id),
    company_name: String(r.company_name),
  }));
}

export async function listShifts(db: DbOrTx, scope: Scope, q: z.infer<typeof shiftsQuery>) {
  const where = [sql`s.tenant_id = ${scope.tenantId}`, inLocations(sql`s.location_id`, scope)];
  // A shift's day is its site's day (one clock). The wider bounds (a day either side covers every zone's
  // offset) keep the index on starts_at in use; the exact test is on the site's wall clock.
  if (q.startDate)
    where.push(sql`s.starts_at >= ${q.startDate}::date - 1 and (s.starts_at at time zone l.timezone)::date >= ${q.startDate}::date`);
  if (q.endDate)
    where.push(sql`s.starts_at < ${q.endDate}::date + 2 and (s.starts_at at time zone l.timezone)::date <= ${q.endDate}::date`);
  if (q.position) where.push(sql`s.position = ${q.position}`);
  if (q.location !== 'all') where.push(sql`s.location_id = ${q.location}`);
  if (q.status !== 'all') where.push(phaseWhereSql(q.status));
  if (q.staffing !== 'all') where.push(staffingSql(q.staffing));
  if (q.search) {
    const like = likePattern(q.search);
    where.push(sql`(s.position ilike ${like} or l.name ilike ${like})`);
  }
  const w = sql.join(where, sql` and `);
  const [rows, total] = await Promise.all([
    db.execute<Raw>(sql`select s.*, l.name as location_name, co.name as company_name, ${filledCountSql()} as filled, ${shiftPhaseSql()} as phase
      from shifts s
      join locations l on l.id = s.location_id and l.tenant_id = s.tenant_id join companies co on co.id = l.company_id and co.tenant_id = s.tenant_id
      where ${w} order by s.starts_at, l.name limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from shifts s join locations l on l.id = s.location_id where ${w}`),
  ]);
  const data = rows.rows.map(shiftRowOf);
  return { data, total: Number(theRow(total.rows, 'count').n) };
}

/**
 * A shift request from the portal; drafts wait for the agency to publish them. One longer than
 * LONG_SHIFT_HOURS needs `confirm_long` (400 `confirm_required` otherwise, saying how long it is at the
 * location's wall clock), so a slip like 08:00 → 07:00 is not sent as a 23-hour shift without a word.
 */
export async function createShift(
  db: DbOrTx,
  scope: Scope,
  b: z.infer<typeof createShiftBody>,
  mayPublish: boolean,
  userId: string | null = null,
) {
  const locations = await db.execute<{ id: string; name: string; timezone: string }>(sql`select id, name, timezone from locations
    where tenant_id = ${scope.tenantId} and id = ${b.location_id} and ${inLocations(sql`id`, scope)}`);
  const site = locations.rows[0];
  if (!site) throw notFound('location');
  const position = await resolvePosition(db, scope.tenantId, b);
  const series = shiftSeries(b, site.timezone, b);
  const length = shiftLength(b.starts_at, b.ends_at, site.timezone);
  if (isLongShift(length) && !b.confirm_long) {
    const text = longShiftMessage(length);
    throw new ApiError(400, text, 'confirm_required', { confirm_long: text });
  }
  // A client's request is always a draft for the agency to review; staff may publish directly.
  const status = b.draft === false && mayPublish ? 'published' : 'draft';
  const row = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(shifts)
      .values(
        series.map((t) => ({
          tenantId: scope.tenantId,
          locationId: b.location_id,
          position,
          startsAt: new Date(t.starts_at),
          endsAt: new Date(t.ends_at),
          headcount: b.headcount,
          status,
          notes: b.notes || null,
          requestedBy: userId,
        })),
      )
      .returning();
    // Each shift of a series keeps its own history, as if requested one by one.
    for (const r of rows) {
      await writeShiftLog(tx, { tenantId: scope.tenantId, userId }, r.id, mayPublish ? 'create' : 'request', [
        { entity: 'shift', field: 'status', from: null, to: status },
      ]);
    }
    const made = rows.reduce((a, r) => (r.startsAt < a.startsAt ? r : a));
    // A client asking for a shift is news for the agency's desk; staff adding one is their own work.
    if (!mayPublish) {
      await notify(tx, {
        event: 'shift_requested',
        tenantId: scope.tenantId,
        userIds: await agencyDesk(tx, scope.tenantId),
        key: `shift:${made.id}`,
        payload: { location: site.name, position: made.position, date: localDate(site.timezone, made.startsAt.getTime()) },
        link: '/jobs',
      });
    }
    return { ...made, count: rows.length };
  });
  return {
    ...(row.count > 1 ? { created_count: row.count } : {}),
    _id: row.id,
    location_id: row.locationId,
    position: row.position,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    headcount: row.headcount,
    filled: 0,
    status: row.status,
    notes: row.notes,
  };
}

/** The tenant's jobs; a Company Contact only those at her assigned locations (a job with no location is nobody's site). */
export async function listJobs(db: DbOrTx, scope: Scope) {
  const rows = await db.execute<Raw>(sql`select j.id, j.title, j.position, j.status, j.location_id, j.company_id, j.created_at from jobs j
    where j.tenant_id = ${scope.tenantId} and ${inLocations(sql`j.location_id`, scope)} order by j.created_at desc limit 200`);
  return rows.rows.map((r) => ({
    _id: String(r.id),
    title: String(r.title),
    position: String(r.position),
    status: String(r.status),
    location_id: (r.location_id as string) ?? null,
    company_id: (r.company_id as string) ?? null,
    created_at: iso(r.created_at),
  }));
}
