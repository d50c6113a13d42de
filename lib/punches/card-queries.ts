// No 'server-only' marker: the demo seed (scripts/migrate.ts, plain Node) judges its punches through
// lib/punches/service.ts, which reads with these.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { readPunchRules, type PunchRules } from '@/lib/settings/punch-rules';
import { HOLDING } from '@/lib/shifts/definitions';
import { SHIFT_MATCH_HOURS, type ExceptionDetail, type ExceptionKind } from './exceptions';
import type { PunchFacts } from './rules';

const list = (xs: readonly string[]) =>
  sql.join(
    xs.map((x) => sql`${x}`),
    sql`, `,
  );

/**
 * The tenant's punch rules as stored now, read on the caller's transaction (the settings cache is read
 * outside transactions only; a save shows at once on every instance this way).
 */
export async function punchRulesOf(tx: DbOrTx, tenantId: string): Promise<PunchRules> {
  const rows = await tx.execute<{ rules: unknown }>(
    sql`select data -> 'punch_rules' as rules from company_settings where tenant_id = ${tenantId}`,
  );
  return readPunchRules(rows.rows[0]?.rules);
}

/**
 * The shift a clock-in without shift_id belongs to: the worker's accepted (else invited) assignment at
 * that location whose window, widened by SHIFT_MATCH_HOURS on each side, contains the clock-in; the
 * shift starting nearest to it wins. Null when there is none.
 */
export async function shiftForClockIn(
  tx: DbOrTx,
  tenantId: string,
  candidateId: string,
  locationId: string,
  at: Date,
): Promise<string | null> {
  const rows = await tx.execute<{ id: string }>(sql`select s.id from shift_assignments a
    join shifts s on s.id = a.shift_id and s.tenant_id = a.tenant_id
    where a.tenant_id = ${tenantId} and a.candidate_id = ${candidateId} and a.status in (${list(HOLDING)})
      and s.location_id = ${locationId} and s.status <> 'cancelled'
      and s.starts_at - make_interval(hours => ${SHIFT_MATCH_HOURS}) <= ${at.toISOString()}::timestamptz
      and s.ends_at + make_interval(hours => ${SHIFT_MATCH_HOURS}) >= ${at.toISOString()}::timestamptz
    order by (a.status = 'accepted') desc, abs(extract(epoch from s.starts_at - ${at.toISOString()}::timestamptz)), s.id
    limit 1`);
  return rows.rows[0]?.id ?? null;
}

export type CardFacts = PunchFacts & { id: string; timesheetId: string | null };

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const point = (lat: unknown, lng: unknown) => (num(lat) === null || num(lng) === null ? null : { lat: Number(lat), lng: Number(lng) });

/** The facts of cards (punches, fence, shift), read in one statement. */
export async function factsOf(tx: DbOrTx, tenantId: string, ids: string[]): Promise<CardFacts[]> {
  if (!ids.length) return [];
  const rows = await tx.execute<
    Record<string, unknown>
  >(sql`select tc.id, tc.timesheet_id, tc.clock_in, tc.clock_out, tc.break_minutes, tc.breaks,
      tc.clock_in_lat, tc.clock_in_lng, tc.clock_out_lat, tc.clock_out_lng,
      l.latitude, l.longitude, l.geofence_radius_m, s.starts_at, s.ends_at
    from timecards tc
    join locations l on l.id = tc.location_id and l.tenant_id = tc.tenant_id
    left join shifts s on s.id = tc.shift_id and s.tenant_id = tc.tenant_id
    where tc.tenant_id = ${tenantId} and tc.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
  return rows.rows.map((r) => {
    const fence = point(r.latitude, r.longitude);
    return {
      id: String(r.id),
      timesheetId: (r.timesheet_id as string) ?? null,
      clockIn: new Date(r.clock_in as string),
      clockOut: r.clock_out ? new Date(r.clock_out as string) : null,
      breakMinutes: Number(r.break_minutes ?? 0),
      breaks: (r.breaks as PunchFacts['breaks']) ?? [],
      clockInAt: point(r.clock_in_lat, r.clock_in_lng),
      clockOutAt: point(r.clock_out_lat, r.clock_out_lng),
      fence: fence ? { ...fence, radiusM: Number(r.geofence_radius_m ?? 150) } : null,
      shift: r.starts_at ? { startsAt: new Date(r.starts_at as string), endsAt: new Date(r.ends_at as string) } : null,
    };
  });
}

const uuids = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

export type StoredException = { id: string; timecard_id: string; kind: string; status: string; detail: unknown };

/** The exceptions of these cards, locked in id order (DESIGN §7) for the re-judging that follows. */
export async function lockExceptionsOfCards(tx: DbOrTx, tenantId: string, cardIds: string[]): Promise<StoredException[]> {
  const res = await tx.execute<StoredException>(sql`select id, timecard_id, kind, status, detail
    from timecard_exceptions where tenant_id = ${tenantId} and timecard_id in (${uuids(cardIds)})
    order by id for update`);
  return res.rows;
}

/**
 * Raises an exception on a card. Another writer (the missed-punch job on another instance) may have raised
 * it since the read: then its numbers are refreshed and a resolved one opens again.
 */
export async function raiseException(
  tx: DbOrTx,
  tenantId: string,
  card: { id: string; timesheetId: string | null },
  kind: ExceptionKind,
  detail: ExceptionDetail,
): Promise<void> {
  await tx.execute(sql`insert into timecard_exceptions (tenant_id, timecard_id, timesheet_id, kind, detail)
    values (${tenantId}, ${card.id}, ${card.timesheetId}, ${kind}, ${JSON.stringify(detail)}::jsonb)
    on conflict (timecard_id, kind) do update set detail = excluded.detail,
      status = case when timecard_exceptions.status = 'resolved' then 'open' else timecard_exceptions.status end`);
}

/** The open exceptions of these timesheets, locked in id order. */
export async function lockOpenExceptions(
  tx: DbOrTx,
  tenantId: string,
  timesheetIds: string[],
): Promise<{ id: string; timesheet_id: string }[]> {
  const res = await tx.execute<{ id: string; timesheet_id: string }>(sql`select id, timesheet_id from timecard_exceptions
    where tenant_id = ${tenantId} and status = 'open' and timesheet_id in (${uuids(timesheetIds)})
    order by id for update`);
  return res.rows;
}

/**
 * The next batch (after `after`, in id order, across tenants) of open cards clocked in before `now` that
 * carry no open or acknowledged missed_punch; each locked with SKIP LOCKED, so a clock-out or another
 * instance's sweep holding one goes on undisturbed.
 */
export async function lockUnflaggedOpenCards(
  tx: DbOrTx,
  after: string,
  now: Date,
  limit: number,
): Promise<{ id: string; tenant_id: string }[]> {
  const res = await tx.execute<{ id: string; tenant_id: string }>(sql`select tc.id, tc.tenant_id from timecards tc
    where tc.clock_out is null and tc.id > ${after}::uuid and tc.clock_in < ${now.toISOString()}::timestamptz
      and not exists (select 1 from timecard_exceptions e where e.timecard_id = tc.id and e.kind = 'missed_punch' and e.status <> 'resolved')
    order by tc.id limit ${limit} for update of tc skip locked`);
  return res.rows;
}
