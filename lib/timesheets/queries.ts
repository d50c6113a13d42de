import 'server-only';
import { format, parseISO, startOfWeek } from 'date-fns';
import { sql, type SQL } from 'drizzle-orm';
import { notFound } from '@/lib/errors';
import { inLocations } from '@/lib/auth/contact-scope';
import { isPayField, seesPay, withoutPay } from '@/lib/auth/pay-visibility';
import type { Role } from '@/lib/auth/roles';
import { anyUuid } from '@/lib/db/any-uuid';
import type { DbOrTx } from '@/lib/db/client';
import { likePattern } from '@/lib/schema-kit/paging';
import { orderBySort } from '@/lib/schema-kit/list-sort';
import type { ListQuery, TimesheetFilter } from './schema';
import type { Scope } from './scope';
import { cardHours } from './timecard-rules';
import { sheetDayFigures } from './day-figures';
import { cardHoursOfSheets, storedDays } from './stored-days';
import { allowedActions, type Actor, type TimesheetState } from './transitions';
import { TIMESHEET_TABS, type StatusCounts, type TimecardSort, type TimesheetStatus } from './types';
import type { FieldChange, TierAmounts, TimecardRow, TimesheetDetail, TimesheetLogRow, TimesheetRow } from './schema';
import { isoOrNull } from '@/lib/db/iso';
import { getSettings } from '@/lib/settings/queries';
import { ratingEnabled, ratingsOfTimesheet } from '@/lib/shift-ratings/queries';
import { readRules } from '@/lib/settings/timesheet-rules';
import { dueWeekStartCutoff, utcToday } from './deadlines';
import { actionableSql, approvalCounts, pastDueSql } from './awaiting';
import { exceptionsOfTimesheets } from '@/lib/punches/queries';
import { theRow } from '@/lib/db/rows';
import { num, rowFigures } from './row-figures';

/** Ids of the workers whose name or email contains the text (trigram indexes, migration 0003). */
async function matchingWorkers(db: DbOrTx, tenantId: string, text: string): Promise<string[]> {
  const like = likePattern(text);
  const rows = await db.execute<{ id: string }>(sql`select id from candidates where tenant_id = ${tenantId}
    and (first_name || ' ' || last_name ilike ${like} or email ilike ${like}) limit 5000`);
  return rows.rows.map((r) => r.id);
}

/**
 * The last week_start that is past due today for the tenant: its approval_deadline_days (company
 * settings, cached for SPEC §9's stale time) after the week's end. It changes with the date, so it is
 * part of every cache key of a list or count that depends on it.
 */
export async function pastDueCutoff(tenantId: string, today = utcToday()): Promise<string> {
  const rules = readRules((await getSettings(tenantId)).timesheets);
  return dueWeekStartCutoff(today, rules.approval_deadline_days);
}

/**
 * WHERE conditions of the timesheet table query (SPEC §3), always within tenant and scope. A search
 * is resolved to worker ids first (`workers`), once per request, and shared by the page and its count.
 * The past-due tab needs the tenant's cutoff (pastDueCutoff), read once per request as well.
 */
function filterConditions(scope: Scope, f: Partial<TimesheetFilter>, workers?: string[], cutoff?: string): SQL[] {
  const where: SQL[] = [sql`t.tenant_id = ${scope.tenantId}`, inLocations(sql`t.location_id`, scope)];
  const status = f.status ?? 'all';
  if (status === 'archived') where.push(sql`t.archived_at is not null`);
  else if (status === 'past_due') {
    if (!cutoff) throw new Error("the past-due filter needs the tenant's cutoff (pastDueCutoff)");
    // The one meaning (lib/timesheets/awaiting.ts): what awaits this reader's decision past its deadline.
    where.push(actionableSql(scope), pastDueSql(cutoff));
  } else {
    where.push(sql`t.archived_at is null`);
    if (status !== 'all') where.push(sql`t.status = ${status}`);
  }
  if (f.location && f.location !== 'all') where.push(sql`t.location_id = ${f.location}`);
  if (f.dateRange) where.push(sql`t.week_start between ${f.dateRange.from} and ${f.dateRange.to}`);
  if (f.custom_search) where.push(workers?.length ? anyUuid(sql`t.candidate_id`, workers) : sql`false`);
  // Driven from the partial index of open exceptions: few timesheets carry one.
  if (f.exceptions === 'open')
    where.push(sql`t.id in (select e.timesheet_id from timecard_exceptions e where e.tenant_id = ${scope.tenantId} and e.status = 'open')`);
  return where;
}

/** Sort keys as their columns; every column of a key takes the direction (worker descending: last name Z→A, then first name Z→A). */
const SORT_SQL: Record<string, SQL[]> = {
  week_start: [sql`t.week_start`],
  worker: [sql`c.last_name`, sql`c.first_name`],
  location: [sql`l.name`],
  status: [sql`t.status`],
  total_hours: [sql`(t.regular_hours + t.overtime_hours + t.double_time_hours)`],
  updated_at: [sql`t.updated_at`],
};

function orderBy(sort: string): SQL {
  const desc = sort.startsWith('-');
  const key = desc ? sort.slice(1) : sort;
  const dir = desc ? sql`desc` : sql`asc`;
  // The id tiebreak keeps pages stable and lets (tenant, …, week_start, id) indexes serve the default.
  if (key === 'week_start') return sql`t.week_start ${dir}, t.id ${dir}`;
  const columns = SORT_SQL[key];
  if (!columns) throw new Error(`unknown timesheet sort: ${sort}`); // the query schema lets only SORT_SQL's keys through
  return sql`${sql.join(
    columns.map((column) => sql`${column} ${dir}`),
    sql`, `,
  )}, t.week_start desc, t.id desc`;
}

// week_end is worked out by the database: in JavaScript, date-fns' parse and format per row were a tenth of a
// 100,000-row export's time.
const ROW_SELECT = sql`t.*, t.week_start + 6 as week_end, c.first_name || ' ' || c.last_name as worker_name, l.name as location_name, l.company_id, l.pay_rules as overtime_law,
  co.name as company_name, p.position`;
const ROW_FROM = sql`from timesheets t
  join candidates c on c.id = t.candidate_id and c.tenant_id = t.tenant_id
  join locations l on l.id = t.location_id and l.tenant_id = t.tenant_id
  join companies co on co.id = l.company_id and co.tenant_id = t.tenant_id
  left join placements p on p.id = t.placement_id and p.tenant_id = t.tenant_id`;

/** A list or detail row also counts its open punch exceptions (exports leave them out: one probe per row). */
const OPEN_EXCEPTIONS = sql`(select count(*)::int from timecard_exceptions e where e.tenant_id = t.tenant_id and e.timesheet_id = t.id and e.status = 'open') as open_exceptions`;
const LIST_SELECT = sql`${ROW_SELECT}, ${OPEN_EXCEPTIONS}`;

type RawRow = Record<string, unknown>;

const amountsOf = (stored: unknown, side: 'pay' | 'bill'): TierAmounts | null =>
  stored && typeof stored === 'object' && side in stored ? (stored as Record<'pay' | 'bill', TierAmounts>)[side] : null;

function toRow(r: RawRow): TimesheetRow {
  const weekStart = String(r.week_start);
  return {
    _id: String(r.id),
    user_id: String(r.candidate_id),
    worker_name: String(r.worker_name),
    location_id: String(r.location_id),
    location_name: String(r.location_name),
    company_id: String(r.company_id),
    company_name: String(r.company_name),
    placement_id: (r.placement_id as string) ?? null,
    position: (r.position as string) ?? null,
    week_start: weekStart,
    week_end: String(r.week_end),
    status: r.status as TimesheetStatus,
    // The pay-and-bill engine's stored totals and what they sum to: one computation for every reader.
    ...rowFigures(r),
    bill_amounts: amountsOf(r.amounts, 'bill'),
    pay_amounts: amountsOf(r.amounts, 'pay'),
    rules_version: (r.rules_version as string) ?? null,
    overtime_law: (r.overtime_law as TimesheetRow['overtime_law']) ?? 'company',
    invoiced_client: Boolean(r.invoiced_client),
    invoiced_vendor: Boolean(r.invoiced_vendor),
    locked: Boolean(r.locked),
    archived_at: isoOrNull(r.archived_at),
    payroll_exported_at: isoOrNull(r.payroll_exported_at),
    payroll_batch: (r.payroll_batch as string) ?? null,
    comment: (r.comment as string) ?? null,
    manager: (r.manager as string) ?? null,
    submitted_at: isoOrNull(r.submitted_at),
    approved_at: isoOrNull(r.approved_at),
    updated_at: isoOrNull(r.updated_at)!,
    ...(r.open_exceptions === undefined ? {} : { open_exceptions: num(r.open_exceptions) }),
  };
}

/** A row as the role may see it: a client contact gets bill figures only (lib/auth/pay-visibility.ts). */
const forRole = <T extends TimesheetRow>(row: T, role: Role): T => withoutPay(row, role);

type StateSource = {
  status: string;
  locked: boolean;
  archived_at?: unknown;
  archivedAt?: unknown;
  invoiced_client?: unknown;
  invoicedClient?: unknown;
  invoiced_vendor?: unknown;
  invoicedVendor?: unknown;
  payroll_exported_at?: unknown;
  payrollExportedAt?: unknown;
};

/** The transition table's view of a row, from either the API shape or the Drizzle row. */
export const stateOf = (r: StateSource): TimesheetState => ({
  status: r.status as TimesheetStatus,
  locked: Boolean(r.locked),
  archived: Boolean(r.archived_at ?? r.archivedAt),
  invoicedClient: Boolean(r.invoiced_client ?? r.invoicedClient),
  invoicedVendor: Boolean(r.invoiced_vendor ?? r.invoicedVendor),
  payrollExported: Boolean(r.payroll_exported_at ?? r.payrollExportedAt),
});

/** Timesheets past due for the reader (lib/timesheets/awaiting.ts), optionally at one location. */
export async function countPastDue(db: DbOrTx, scope: Scope, cutoff: string, location?: string): Promise<number> {
  return (await approvalCounts(db, scope, cutoff, location)).past_due;
}

/**
 * Counts per tab from the trigger-kept summary table (no scan of the timesheets), and the past-due
 * count unless `pastDue` is false (a list page of another tab needs only its own total).
 */
export async function countByStatus(db: DbOrTx, scope: Scope, location?: string, { pastDue = true } = {}): Promise<StatusCounts> {
  const rows = await db.execute<{ status: string; archived: boolean; n: number }>(sql`
    select status, archived, sum(n)::int as n from timesheet_counts
    where tenant_id = ${scope.tenantId} and ${inLocations(sql`location_id`, scope)}
      ${location && location !== 'all' ? sql`and location_id = ${location}` : sql``}
    group by status, archived`);
  const counts = Object.fromEntries(TIMESHEET_TABS.map((t) => [t, 0])) as StatusCounts;
  for (const r of rows.rows) {
    if (r.archived) counts.archived += Number(r.n);
    else {
      counts[r.status as TimesheetStatus] += Number(r.n);
      counts.all += Number(r.n);
    }
  }
  // Only submitted timesheets can be past due: none submitted, no query.
  counts.past_due = pastDue && counts.submitted > 0 ? await countPastDue(db, scope, await pastDueCutoff(scope.tenantId), location) : 0;
  return counts;
}

export async function listTimesheets(db: DbOrTx, scope: Scope, q: ListQuery, role: Role): Promise<{ data: TimesheetRow[]; total: number }> {
  const workers = q.custom_search ? await matchingWorkers(db, scope.tenantId, q.custom_search) : undefined;
  const cutoff = q.status === 'past_due' ? await pastDueCutoff(scope.tenantId) : undefined;
  const where = sql.join(filterConditions(scope, q, workers, cutoff), sql` and `);
  const rows = await db.execute<RawRow>(sql`select ${LIST_SELECT} ${ROW_FROM} where ${where}
    order by ${orderBy(q.sort)} limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`);
  return { data: rows.rows.map((r) => forRole(toRow(r), role)), total: await listTotal(db, scope, q, where) };
}

/** The list's total: without a date range, search or exception filter the summary table knows it; otherwise count the filtered set. */
async function listTotal(db: DbOrTx, scope: Scope, q: ListQuery, where: SQL): Promise<number> {
  if (!q.dateRange && !q.custom_search && !q.exceptions)
    return (await countByStatus(db, scope, q.location, { pastDue: q.status === 'past_due' }))[q.status];
  return Number(theRow((await db.execute<{ n: number }>(sql`select count(*)::int as n from timesheets t where ${where}`)).rows, 'count').n);
}

/** Where one timesheet stands in a list, and the timesheets either side of it (null at the ends). */
export type ListNeighbours = { position: number; total: number; previous: string | null; next: string | null };

/**
 * The Previous / Next of the timesheet view: the list's own filters and order (filterConditions, orderBy,
 * the joins of listTimesheets), numbered over every page, so walking it crosses page boundaries exactly as
 * paging the list would. Null when the list does not hold the timesheet (another tab's, or it has moved on
 * since the list was read).
 */
export async function timesheetNeighbours(db: DbOrTx, scope: Scope, q: ListQuery, id: string): Promise<ListNeighbours | null> {
  const workers = q.custom_search ? await matchingWorkers(db, scope.tenantId, q.custom_search) : undefined;
  const cutoff = q.status === 'past_due' ? await pastDueCutoff(scope.tenantId) : undefined;
  const where = sql.join(filterConditions(scope, q, workers, cutoff), sql` and `);
  // First the list page the reader came from, with one row either side, read as the list reads a page: a view
  // opened from the list, or walked to (each step's link names the page it lands on), costs one list page.
  const offset = Math.max(0, (q.page - 1) * q.per_page - 1);
  const limit = q.per_page + 2;
  const page = await db.execute<{ id: string }>(
    sql`select t.id ${ROW_FROM} where ${where} order by ${orderBy(q.sort)} limit ${limit} offset ${offset}`,
  );
  const ids = page.rows.map((r) => String(r.id));
  const inPage = ids.indexOf(id);
  if (inPage >= 0 && (inPage > 0 || offset === 0) && (inPage < ids.length - 1 || ids.length < limit))
    return {
      position: offset + inPage + 1,
      total: await listTotal(db, scope, q, where),
      previous: ids[inPage - 1] ?? null,
      next: ids[inPage + 1] ?? null,
    };
  // Elsewhere (the list has moved since, or a link from another page): numbered over the whole list.
  const rows = await db.execute<{ id: string; n: number; total: number }>(sql`
    with ordered as (select t.id, row_number() over (order by ${orderBy(q.sort)})::int as n, count(*) over ()::int as total
      ${ROW_FROM} where ${where}),
    here as (select n from ordered where id = ${id})
    select o.id, o.n, o.total from ordered o join here h on o.n between h.n - 1 and h.n + 1 order by o.n`);
  const at = rows.rows.findIndex((r) => String(r.id) === id);
  const [before, here, after] = [rows.rows[at - 1], rows.rows[at], rows.rows[at + 1]];
  if (at < 0 || !here) return null;
  return {
    position: Number(here.n),
    total: Number(here.total),
    previous: before ? String(before.id) : null,
    next: after ? String(after.id) : null,
  };
}

/** How many of these ids exist in scope (exports refuse a selection with any id not found). */
export async function countInScope(db: DbOrTx, scope: Scope, ids: string[]): Promise<number> {
  const rows = await db.execute<{ n: number }>(sql`select count(*)::int as n from timesheets t
    where t.tenant_id = ${scope.tenantId} and ${inLocations(sql`t.location_id`, scope)} and ${anyUuid(sql`t.id`, ids)}`);
  return Number(theRow(rows.rows, 'count').n);
}

/**
 * The WHERE conditions of an export's selection (lib/timesheets/export-queries.ts): the ids given, within
 * tenant and scope, else the list's filter, its search and past-due cutoff resolved once.
 */
export async function selectionConditions(
  db: DbOrTx,
  scope: Scope,
  sel: { ids?: string[]; filter?: Partial<TimesheetFilter> },
): Promise<SQL[]> {
  if (sel.ids) return [sql`t.tenant_id = ${scope.tenantId}`, inLocations(sql`t.location_id`, scope), anyUuid(sql`t.id`, sel.ids)];
  const f = sel.filter ?? {};
  const workers = f.custom_search ? await matchingWorkers(db, scope.tenantId, f.custom_search) : undefined;
  const cutoff = f.status === 'past_due' ? await pastDueCutoff(scope.tenantId) : undefined;
  return filterConditions(scope, f, workers, cutoff);
}

const CARD_SELECT = sql`tc.*, c.first_name || ' ' || c.last_name as worker_name, l.name as location_name, l.timezone as location_timezone, co.name as company_name
  from timecards tc
  join candidates c on c.id = tc.candidate_id and c.tenant_id = tc.tenant_id
  join locations l on l.id = tc.location_id and l.tenant_id = tc.tenant_id
  join companies co on co.id = l.company_id and co.tenant_id = tc.tenant_id`;

const cardOf = (r: RawRow) => ({
  clock_in: r.clock_in as string | Date,
  clock_out: (r.clock_out as string | Date | null) ?? null,
  break_minutes: num(r.break_minutes),
  breaks: r.breaks,
});

function toCard(r: RawRow): TimecardRow {
  const card = { clock_in: String(isoOrNull(r.clock_in)), clock_out: isoOrNull(r.clock_out), break_minutes: num(r.break_minutes) };
  const hours = cardHours(card);
  return {
    _id: String(r.id),
    timesheet_id: (r.timesheet_id as string) ?? null,
    user_id: String(r.candidate_id),
    worker_name: String(r.worker_name),
    location_id: String(r.location_id),
    location_name: String(r.location_name),
    location_timezone: String(r.location_timezone),
    company_name: String(r.company_name),
    shift_id: (r.shift_id as string) ?? null,
    position: String(r.position),
    ...card,
    hours: hours === null ? null : Math.round(hours * 100) / 100,
    source: r.source as TimecardRow['source'],
  };
}

/** One timesheet in scope, or 404 (another tenant's or another contact's is simply not found). */
export async function findTimesheetRow(tx: DbOrTx, scope: Scope, id: string): Promise<TimesheetRow> {
  const rows = await tx.execute<RawRow>(sql`select ${LIST_SELECT} ${ROW_FROM}
    where t.tenant_id = ${scope.tenantId} and t.id = ${id} and ${inLocations(sql`t.location_id`, scope)}`);
  if (!rows.rows[0]) throw notFound('timesheet');
  return toRow(rows.rows[0]);
}

/** One timesheet with its timecards (and their ratings) and what the actor (role and contact switches) may do to it now. */
export async function getTimesheet(db: DbOrTx, scope: Scope, id: string, actor: Actor): Promise<TimesheetDetail> {
  const row = await findTimesheetRow(db, scope, id);
  const sheet = (await storedDays(db, scope.tenantId, [id])).get(id);
  const neighbourIds = sheet?.neighbours.map((n) => n.id) ?? [];
  const [cards, ratings, canRate, exceptions] = await Promise.all([
    db.execute<RawRow>(
      sql`select ${CARD_SELECT} where tc.tenant_id = ${scope.tenantId}
        and (tc.timesheet_id = ${id} or ${neighbourIds.length ? anyUuid(sql`tc.id`, neighbourIds) : sql`false`}) order by tc.clock_in, tc.id`,
    ),
    ratingsOfTimesheet(db, scope.tenantId, id),
    ratingEnabled(scope.tenantId),
    exceptionsOfTimesheets(db, scope.tenantId, [id]),
  ]);
  // A card's hours are its share of the stored days, so the rows add up to the Totals figure exactly; a
  // neighbouring week's card is listed only for the part of its shift that falls in this week.
  const shares = sheet ? sheetDayFigures({ ...sheet, cards: cards.rows.map(cardOf) }).cards : [];
  const timecards = cards.rows
    .map((r, i) => ({ ...toCard(r), hours: shares[i] ?? null, rating: ratings.get(String(r.id)) ?? null }))
    .filter((c) => c.timesheet_id === id || (c.hours ?? 0) > 0);
  return {
    ...forRole(row, actor.role),
    timecards,
    exceptions,
    can_rate: canRate,
    allowed_actions: allowedActions(stateOf(row), actor),
  };
}

/**
 * A timesheet's history, newest first: who, when, what, from → to, and each field's change. A role that
 * may not see pay (lib/auth/pay-visibility.ts) gets no change of a pay field, whatever was logged.
 */
export async function timesheetLogs(db: DbOrTx, scope: Scope, id: string, role: Role): Promise<TimesheetLogRow[]> {
  await findTimesheetRow(db, scope, id);
  const rows =
    await db.execute<RawRow>(sql`select tl.*, u.username from timesheet_logs tl left join users u on u.id = tl.user_id and u.tenant_id = tl.tenant_id
    where tl.tenant_id = ${scope.tenantId} and tl.timesheet_id = ${id} order by tl.created_at desc, tl.id desc`);
  const pay = seesPay(role);
  return rows.rows.map((r) => ({
    _id: Number(r.id),
    action: String(r.action),
    from_status: (r.from_status as string) ?? null,
    to_status: (r.to_status as string) ?? null,
    comment: (r.comment as string) ?? null,
    reason: (r.reason as string) ?? null,
    changes: ((r.changes as FieldChange[] | null) ?? []).filter((c) => pay || !isPayField(c.field)),
    source: (r.source as string) ?? null,
    user_name: (r.username as string) ?? null,
    created_at: isoOrNull(r.created_at)!,
  }));
}

const CARD_ORDER: Record<TimecardSort, SQL[]> = {
  worker: [sql`c.last_name`, sql`c.first_name`],
  location: [sql`l.name`],
  clock_in: [sql`tc.clock_in`],
};

export async function listTimecards(
  db: DbOrTx,
  scope: Scope,
  q: { location: string; dateRange?: { from: string; to: string }; custom_search?: string; page: number; per_page: number; sort: string },
) {
  const where: SQL[] = [sql`tc.tenant_id = ${scope.tenantId}`, inLocations(sql`tc.location_id`, scope)];
  if (q.location !== 'all') where.push(sql`tc.location_id = ${q.location}`);
  if (q.dateRange) where.push(sql`tc.clock_in >= ${q.dateRange.from}::date and tc.clock_in < ${q.dateRange.to}::date + 1`);
  if (q.custom_search) {
    const workers = await matchingWorkers(db, scope.tenantId, q.custom_search);
    where.push(workers.length ? anyUuid(sql`tc.candidate_id`, workers) : sql`false`);
  }
  const w = sql.join(where, sql` and `);
  const [rows, total] = await Promise.all([
    db.execute<RawRow>(
      sql`select ${CARD_SELECT} where ${w} order by ${orderBySort(q.sort, CARD_ORDER, sql`tc.id`)} limit ${q.per_page} offset ${(q.page - 1) * q.per_page}`,
    ),
    db.execute<{ n: number }>(sql`select count(*)::int as n from timecards tc join candidates c on c.id = tc.candidate_id where ${w}`),
  ]);
  // A card's hours as its timesheet shows them (its share of the sheet's stored days), not clock-out minus clock-in.
  const shares = await cardHoursOfSheets(db, scope.tenantId, [
    ...new Set(rows.rows.flatMap((r) => (r.timesheet_id ? [String(r.timesheet_id)] : []))),
  ]);
  const data = rows.rows.map((r) => {
    const card = toCard(r);
    return shares.has(card._id) ? { ...card, hours: shares.get(card._id) ?? null } : card;
  });
  return { data, total: Number(theRow(total.rows, 'count').n) };
}

/** Workers with timesheets in scope (the users list of SPEC §3). */
export async function timesheetUsers(db: DbOrTx, scope: Scope) {
  const rows = await db.execute<RawRow>(sql`select c.id, c.first_name || ' ' || c.last_name as name from candidates c
    where c.tenant_id = ${scope.tenantId} and exists (select 1 from timesheets t where t.tenant_id = c.tenant_id and t.candidate_id = c.id and ${inLocations(sql`t.location_id`, scope)})
    order by c.last_name, c.first_name`);
  return rows.rows.map((r) => ({ _id: String(r.id), name: String(r.name) }));
}

/** A worker's timesheets for the week containing `date` (default today). */
export async function timesheetsOfWorker(db: DbOrTx, scope: Scope, userId: string, role: Role, date?: string) {
  // Another tenant's worker (or no worker) is a 404 like every other path id, not an empty week.
  const worker = await db.execute(sql`select 1 from candidates where tenant_id = ${scope.tenantId} and id = ${userId}`);
  if (!worker.rows[0]) throw notFound('worker');
  const week = format(startOfWeek(date ? parseISO(date) : new Date(), { weekStartsOn: 1 }), 'yyyy-MM-dd');
  const rows = await db.execute<RawRow>(sql`select ${ROW_SELECT} ${ROW_FROM}
    where t.tenant_id = ${scope.tenantId} and t.candidate_id = ${userId} and t.week_start = ${week} and ${inLocations(sql`t.location_id`, scope)}`);
  return rows.rows.map((r) => forRole(toRow(r), role));
}
