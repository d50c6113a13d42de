import { z } from 'zod';
import { day } from '@/lib/schema-kit/inputs';
import { addDays, weekdayIndex } from '@/lib/shifts-board/days';

/**
 * The one request model behind the three ways to ask for workers (issue 22, item 12): a shift request
 * (specific dated shifts at the client's site), an order (an ongoing or longer-term need) and the public
 * placement-request form (companies without a portal login). Each domain's body schema is built from
 * these fields, so position, headcount, dates, multi-day and repeat mean the same thing in all three.
 */

/** At most this many dates from one request: a slip in a range cannot make a year of shifts. */
export const MAX_REQUEST_DATES = 60;
/** The longest range a request may span (a year and a day, so "same date next year" fits). */
const MAX_RANGE_DAYS = 366;

const HEADCOUNT = { min: 1, max: 500 } as const;

/** A tenant position by id: the select's value, checked against the tenant's list on the server. */
export const positionIdField = () => z.uuid({ error: 'validation.unknownPosition' });

export const headcountField = () =>
  z.coerce
    .number({ error: 'validation.numberOnly' })
    .int('must be a whole number')
    .min(HEADCOUNT.min, 'must be 1 to 500')
    .max(HEADCOUNT.max, 'must be 1 to 500');

/** ISO weekdays: 1 = Monday … 7 = Sunday. */
const weekdayField = () =>
  z.number({ error: 'validation.weekday' }).int('validation.weekday').min(1, 'validation.weekday').max(7, 'validation.weekday');

/** "Weekly on these weekdays", at most `count` dates (and never more than MAX_REQUEST_DATES). */
export const repeatField = () =>
  z.object({
    weekdays: z
      .array(weekdayField())
      .min(1, 'validation.weekday')
      .max(7, 'validation.weekday')
      .refine((w) => new Set(w).size === w.length, 'validation.weekday'),
    count: z
      .number({ error: 'validation.tooManyDates' })
      .int('validation.tooManyDates')
      .min(1, 'validation.tooManyDates')
      .max(MAX_REQUEST_DATES, 'validation.tooManyDates')
      .optional(),
  });
export type Repeat = z.infer<ReturnType<typeof repeatField>>;

/**
 * repeatField for a plain HTML form: its issues (weekdays, count) are reported on `repeat` itself, as a
 * form can mark only its own fields (repeat_1 … repeat_count all belong to the one repeat fieldset).
 */
export const formRepeatField = () =>
  z.unknown().transform((value, ctx): Repeat | null | undefined => {
    if (value === undefined || value === null) return value;
    const parsed = repeatField().safeParse(value);
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'validation.weekday' });
    return z.NEVER;
  });

/** The calendar part of a request: a first day, an optional last day (multi-day) and an optional repeat. */
export type RequestCalendar = { start: string; end_date?: string | null; repeat?: Repeat | null };

const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);

/**
 * The dates a request covers, in order. No end and no repeat: the start day alone. An end without a
 * repeat: every day from start to end (multi-day). A repeat: the chosen weekdays within [start, end]
 * (end defaults to the longest range), the first `count` of them. Never more than MAX_REQUEST_DATES.
 */
export function requestDates({ start, end_date, repeat }: RequestCalendar): string[] {
  const last = end_date ?? (repeat ? addDays(start, MAX_RANGE_DAYS) : start);
  const span = Math.min(daysBetween(start, last), MAX_RANGE_DAYS);
  const limit = Math.min(repeat?.count ?? MAX_REQUEST_DATES, MAX_REQUEST_DATES);
  const weekdays = repeat ? new Set(repeat.weekdays) : null;
  const out: string[] = [];
  for (let i = 0; i <= span && out.length < limit; i++) {
    const d = addDays(start, i);
    if (!weekdays || weekdays.has(weekdayIndex(d) + 1)) out.push(d);
  }
  return out;
}

/** Checks shared by every request body: the range is in order and not too long, and it names some date. */
export type CalendarIssue = {
  path: 'end_date' | 'repeat';
  message: 'validation.endBeforeStart' | 'validation.tooManyDates' | 'validation.noDates';
};
export function calendarIssues(c: RequestCalendar): CalendarIssue | null {
  if (c.end_date && c.end_date < c.start) return { path: 'end_date', message: 'validation.endBeforeStart' };
  if (c.end_date && daysBetween(c.start, c.end_date) > MAX_RANGE_DAYS) return { path: 'end_date', message: 'validation.tooManyDates' };
  if (!c.repeat && c.end_date && daysBetween(c.start, c.end_date) + 1 > MAX_REQUEST_DATES)
    return { path: 'end_date', message: 'validation.tooManyDates' };
  if (c.repeat && requestDates(c).length === 0) return { path: 'repeat', message: 'validation.noDates' };
  return null;
}

export const endDateField = () => day('validation.day');

/**
 * The calendar fields of a request body, beside its first day: one object shared by the order and the
 * public request (the shift request's own schema uses the same two fields).
 */
export const calendarFields = () => ({ end_date: endDateField().nullish(), repeat: repeatField().nullish() });

/**
 * A request stored as a range (an order, a public request), unlike a shift request, which makes one
 * shift per date. Why one record and not one per date: an order is a need for N workers over a period,
 * filled by placements that run from a start to an end day; cutting it into one order per date would
 * make a recruiter fill the same worker into every one. So the record keeps its range, first to last
 * date of the same expansion as the shift request, and the dates a repeat picked (`work_dates`); with
 * no repeat every day of the range is a work day (null), and the range may be open-ended or long (a
 * period of work, not a list of shifts), so the 60-date cap applies only to a repeat's list.
 */
export type RequestSpan = { start_date: string; end_date: string | null; work_dates: string[] | null };
export function requestSpan(c: RequestCalendar): RequestSpan {
  if (!c.repeat) return { start_date: c.start, end_date: c.end_date ?? null, work_dates: null };
  const dates = requestDates(c);
  return { start_date: dates[0] ?? c.start, end_date: dates.at(-1) ?? c.end_date ?? null, work_dates: dates };
}

/** The checks of a ranged request: in order, and a repeat that names some date (calendarIssues). */
export function spanIssue(c: RequestCalendar): CalendarIssue | null {
  if (c.end_date && c.end_date < c.start) return { path: 'end_date', message: 'validation.endBeforeStart' };
  return c.repeat ? calendarIssues(c) : null;
}

/** The ISO weekdays (1 = Monday) of stored work dates: a repeat re-read, to re-expand it over a new range. */
export function weekdaysOf(dates: readonly string[]): number[] {
  return [...new Set(dates.map((d) => weekdayIndex(d) + 1))].sort((a, b) => a - b);
}

/**
 * A plain HTML form's calendar (no JavaScript, so no nested object): `end_date` ('' = none), one
 * checkbox per weekday named `repeat_1` … `repeat_7`, and `repeat_count`. Read into the body's
 * `end_date` and `repeat`, so a form post and a JSON body meet the same schema. A body that already
 * has `repeat` (JSON) is left as it is.
 */
export function calendarFromForm(body: Record<string, unknown>): Record<string, unknown> {
  const { end_date, repeat_count, ...rest } = body;
  const weekdays: number[] = [];
  for (let d = 1; d <= 7; d++) {
    if (rest[`repeat_${d}`] !== undefined && rest[`repeat_${d}`] !== '') weekdays.push(d);
    delete rest[`repeat_${d}`];
  }
  const count = typeof repeat_count === 'string' && repeat_count.trim() !== '' ? Number(repeat_count) : repeat_count || undefined;
  const repeat = rest.repeat ?? (weekdays.length ? { weekdays, ...(count !== undefined ? { count } : {}) } : undefined);
  return { ...rest, end_date: end_date === '' ? undefined : end_date, repeat };
}
