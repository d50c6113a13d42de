import { sql, type SQL } from 'drizzle-orm';

/**
 * The words every module uses for shifts and their staff (issue 14), so the shifts board, the who's-working
 * board and the overview count the same things.
 *
 * A shift is stored as `draft` (requested by a contact, waiting for the agency), `published` or
 * `cancelled`. Its phase adds time: a published shift whose start has passed is `in_progress`, whose end
 * has passed is `completed`.
 */
export const SHIFT_PHASES = ['draft', 'published', 'in_progress', 'completed', 'cancelled'] as const;
export type ShiftPhase = (typeof SHIFT_PHASES)[number];

/** The phase of a shift row `s` (columns status, starts_at, ends_at) at the database's now(). */
export const shiftPhaseSql = (s: SQL = sql`s`): SQL =>
  sql`case when ${s}.status <> 'published' then ${s}.status
    when ${s}.ends_at <= now() then 'completed' when ${s}.starts_at <= now() then 'in_progress' else 'published' end`;

/**
 * One worker on one shift. `invited` and `accepted` hold the worker's time; `declined`, `replaced` and
 * `cancelled` free it; `no_show` and `sent_home` are a contact's verdicts on an accepted assignment.
 */
export const ASSIGNMENT_STATUSES = ['invited', 'accepted', 'declined', 'replaced', 'cancelled', 'no_show', 'sent_home'] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];
/** Statuses that hold the worker's time on the shift (overlap checks). */
export const HOLDING: readonly AssignmentStatus[] = ['invited', 'accepted'];
/** Statuses that count toward a shift's filled headcount: the worker confirmed (and came, if a verdict was given). */
export const FILLING: readonly AssignmentStatus[] = ['accepted', 'sent_home'];

const list = (xs: readonly string[]) =>
  sql.join(
    xs.map((x) => sql`${x}`),
    sql`, `,
  );

/** An assignment status column is one that fills a place. */
export const isFillingSql = (status: SQL): SQL => sql`${status} in (${list(FILLING)})`;

/** How many of a shift `s`'s places are filled (FILLING assignments). */
export const filledCountSql = (s: SQL = sql`s`): SQL =>
  sql`(select count(*)::int from shift_assignments a where a.tenant_id = ${s}.tenant_id and a.shift_id = ${s}.id and ${isFillingSql(sql`a.status`)})`;

/**
 * The board's staffing filter (`staffing=` on /jobs and GET /shifts/v2), one rule for every page that links to
 * it: `open` = a published shift with a place not filled, `filled` = a published shift with every place filled,
 * `no_show` = a shift with at least one worker marked no-show. Drafts and cancelled shifts are never open or filled.
 */
export const STAFFING_FILTERS = ['open', 'filled', 'no_show'] as const;
export type StaffingFilter = (typeof STAFFING_FILTERS)[number];

export const staffingSql = (kind: StaffingFilter, s: SQL = sql`s`): SQL =>
  kind === 'no_show'
    ? sql`exists (select 1 from shift_assignments a where a.tenant_id = ${s}.tenant_id and a.shift_id = ${s}.id and a.status = 'no_show')`
    : kind === 'open'
      ? sql`(${s}.status = 'published' and ${filledCountSql(s)} < ${s}.headcount)`
      : sql`(${s}.status = 'published' and ${filledCountSql(s)} >= ${s}.headcount)`;

/** Rows of a shift `s` in `phase`, as conditions on its columns (an index can serve them, unlike shiftPhaseSql = x). */
export const phaseWhereSql = (phase: ShiftPhase, s: SQL = sql`s`): SQL =>
  phase === 'draft' || phase === 'cancelled'
    ? sql`${s}.status = ${phase}`
    : phase === 'completed'
      ? sql`(${s}.status = 'published' and ${s}.ends_at <= now())`
      : phase === 'in_progress'
        ? sql`(${s}.status = 'published' and ${s}.starts_at <= now() and ${s}.ends_at > now())`
        : sql`(${s}.status = 'published' and ${s}.starts_at > now())`;
