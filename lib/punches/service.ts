// No 'server-only' marker: the demo seed (scripts/migrate.ts, plain Node) judges its punches with evaluateCards,
// like lib/timesheets/totals.ts, which it also runs.
import { sql } from 'drizzle-orm';
import { ApiError, say, type ErrorText } from '@/lib/errors';
import type { Session } from '@/lib/auth/guard';
import type { Db, DbOrTx } from '@/lib/db/client';
import { readPunchRules, type PunchRules } from '@/lib/settings/punch-rules';
import { HOLDING } from '@/lib/shifts/definitions';
import { SHIFT_MATCH_HOURS, type ExceptionDetail, type ExceptionKind } from './exceptions';
import { evaluatePunch, type PunchFacts } from './rules';

const list = (xs: readonly string[]) =>
  sql.join(
    xs.map((x) => sql`${x}`),
    sql`, `,
  );

/**
 * The tenant's punch rules as stored now, read on the caller's transaction (the settings cache is read
 * outside transactions only; a save shows at once on every instance this way).
 */
async function punchRulesOf(tx: DbOrTx, tenantId: string): Promise<PunchRules> {
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

type CardFacts = PunchFacts & { id: string; timesheetId: string | null };

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const point = (lat: unknown, lng: unknown) => (num(lat) === null || num(lng) === null ? null : { lat: Number(lat), lng: Number(lng) });

/** The facts of cards (punches, fence, shift), read in one statement. */
async function factsOf(tx: DbOrTx, tenantId: string, ids: string[]): Promise<CardFacts[]> {
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

const sameDetail = (a: unknown, b: ExceptionDetail) => JSON.stringify(a ?? {}) === JSON.stringify(b);

/**
 * Re-judges timecards by the rules and writes what they raise, inside the caller's transaction: an
 * exception raised is inserted or kept open with its numbers (one per card and kind; a resolved one
 * opens again), an open one whose cause is gone is `resolved`; an acknowledged one stays acknowledged.
 * Nothing is written when nothing changed (every write raises the boards' versions).
 */
export async function evaluateCards(tx: DbOrTx, tenantId: string, ids: string[], now = new Date(), rules?: PunchRules): Promise<void> {
  const cards = await factsOf(tx, tenantId, [...new Set(ids)].sort());
  if (!cards.length) return;
  const r = rules ?? (await punchRulesOf(tx, tenantId));
  const existing = await tx.execute<{
    id: string;
    timecard_id: string;
    kind: string;
    status: string;
    detail: unknown;
  }>(sql`select id, timecard_id, kind, status, detail
    from timecard_exceptions where tenant_id = ${tenantId} and timecard_id in (${sql.join(
      cards.map((c) => sql`${c.id}::uuid`),
      sql`, `,
    )})
    order by id for update`);
  for (const card of cards) {
    const raised = new Map<ExceptionKind, ExceptionDetail>(evaluatePunch(card, r, now).map((x) => [x.kind, x.detail]));
    const mine = existing.rows.filter((e) => e.timecard_id === card.id);
    for (const [kind, detail] of raised) {
      const row = mine.find((e) => e.kind === kind);
      if (!row) {
        // Another writer (the missed-punch job on another instance) may have raised it since the read.
        await tx.execute(sql`insert into timecard_exceptions (tenant_id, timecard_id, timesheet_id, kind, detail)
          values (${tenantId}, ${card.id}, ${card.timesheetId}, ${kind}, ${JSON.stringify(detail)}::jsonb)
          on conflict (timecard_id, kind) do update set detail = excluded.detail,
            status = case when timecard_exceptions.status = 'resolved' then 'open' else timecard_exceptions.status end`);
      } else if (row.status === 'resolved') {
        await tx.execute(sql`update timecard_exceptions set status = 'open', detail = ${JSON.stringify(detail)}::jsonb,
          resolved_by = null, resolved_at = null, note = null, timesheet_id = ${card.timesheetId} where id = ${row.id}`);
      } else if (row.status === 'open' && !sameDetail(row.detail, detail)) {
        await tx.execute(sql`update timecard_exceptions set detail = ${JSON.stringify(detail)}::jsonb where id = ${row.id}`);
      }
    }
    const cleared = mine.filter((e) => e.status === 'open' && !raised.has(e.kind as ExceptionKind)).map((e) => e.id);
    if (cleared.length)
      await tx.execute(sql`update timecard_exceptions set status = 'resolved', resolved_at = now(), resolved_by = null
        where tenant_id = ${tenantId} and id in (${sql.join(
          cleared.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`);
  }
}

export type Acknowledgement = { id: string; note?: string | null };

/**
 * Approving needs every open exception of the timesheets acknowledged: refused (409, `exceptions_open`,
 * per timesheet how many are open) unless `acknowledge` names each one; those named are marked
 * acknowledged by the approver, with her note, in the approving transaction. Names of exceptions not
 * open on these timesheets are ignored (already acknowledged or cleared).
 */
export async function settleExceptions(
  tx: DbOrTx,
  session: Pick<Session, 'tenantId' | 'userId'>,
  timesheetIds: string[],
  acknowledge: Acknowledgement[] = [],
): Promise<number> {
  if (!timesheetIds.length) return 0;
  const open = await tx.execute<{ id: string; timesheet_id: string }>(sql`select id, timesheet_id from timecard_exceptions
    where tenant_id = ${session.tenantId} and status = 'open'
      and timesheet_id in (${sql.join(
        timesheetIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
    order by id for update`);
  if (!open.rows.length) return 0;
  const notes = new Map(acknowledge.map((a) => [a.id.toLowerCase(), a.note?.trim() || null]));
  const missing = open.rows.filter((e) => !notes.has(e.id));
  if (missing.length) {
    const perSheet = new Map<string, number>();
    for (const e of missing) perSheet.set(e.timesheet_id, (perSheet.get(e.timesheet_id) ?? 0) + 1);
    const errors: Record<string, ErrorText> = Object.fromEntries(
      [...perSheet].map(([id, count]) => [id, say('punches.sheetOpenExceptions', { count })]),
    );
    const text =
      timesheetIds.length === 1
        ? say('punches.openExceptions', { count: missing.length })
        : say('punches.someOpenExceptions', { refused: perSheet.size, total: timesheetIds.length, count: missing.length });
    throw new ApiError(409, text, 'exceptions_open', errors);
  }
  for (const e of open.rows)
    await tx.execute(sql`update timecard_exceptions set status = 'acknowledged', resolved_by = ${session.userId}, resolved_at = now(),
      note = ${notes.get(e.id) ?? null} where id = ${e.id}`);
  return open.rows.length;
}

/** How many open cards the missed-punch sweep judges per transaction. */
const SWEEP_BATCH = 200;

/**
 * Raises missed_punch on open cards past their deadline, across tenants: the cards not yet carrying an
 * open or acknowledged missed_punch, re-judged a batch at a time, each card locked with SKIP LOCKED (a
 * clock-out or another instance's sweep holding it goes on undisturbed; the next run sees it). Running
 * it twice changes nothing the second time. Answers how many cards it judged.
 */
export async function raiseMissedPunches(database: Db, now = new Date()): Promise<number> {
  let judged = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const n = await database.transaction(async (tx) => {
      const rows = await tx.execute<{ id: string; tenant_id: string }>(sql`select tc.id, tc.tenant_id from timecards tc
        where tc.clock_out is null and tc.id > ${after}::uuid and tc.clock_in < ${now.toISOString()}::timestamptz
          and not exists (select 1 from timecard_exceptions e where e.timecard_id = tc.id and e.kind = 'missed_punch' and e.status <> 'resolved')
        order by tc.id limit ${SWEEP_BATCH} for update of tc skip locked`);
      const byTenant = new Map<string, string[]>();
      for (const r of rows.rows) byTenant.set(r.tenant_id, [...(byTenant.get(r.tenant_id) ?? []), r.id]);
      for (const [tenantId, ids] of byTenant) await evaluateCards(tx, tenantId, ids, now);
      if (rows.rows.length) after = rows.rows[rows.rows.length - 1].id;
      return rows.rows.length;
    });
    judged += n;
    if (n < SWEEP_BATCH) return judged;
  }
}
