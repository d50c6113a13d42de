import type { FieldErrors, Resolver } from 'react-hook-form';
import { isDay } from '@/lib/schema-kit/days';
import type { TimesheetDetail } from '@/lib/timesheets/schema';

/**
 * The values of the timesheet edit form (a kit form: react-hook-form, the timecards a field array), the
 * server's rules over them, and the PUT body they become.
 */

/** One timecard as typed: local date and time strings, break as text until it is validated. */
export type CardValues = {
  _id?: string;
  inDate: string;
  inTime: string;
  outDate: string;
  outTime: string;
  breakMinutes: string;
  /** The stored instants, sent back untouched when the fields still show them (keeps their seconds). */
  orig?: { in: string; out: string | null; inDate: string; inTime: string; outDate: string; outTime: string };
};
/** `reason` is why the change is made: it goes to the history, not onto the timesheet. */
export type EditValues = { cards: CardValues[]; comment: string; manager: string; reason: string };

const pad = (n: number) => String(n).padStart(2, '0');
const TIME = /^\d{2}:\d{2}$/;
const MAX_CARD_MINUTES = 24 * 60;
/** The longest break the server accepts on one card. */
const MAX_BREAK_MINUTES = 720;

/** Date and time inputs work in the browser's zone, as the person at the keyboard reads a clock. */
function localParts(iso: string | null): { date: string; time: string } {
  if (!iso) return { date: '', time: '' };
  const d = new Date(iso);
  return { date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`, time: `${pad(d.getHours())}:${pad(d.getMinutes())}` };
}

export function toInstant(date: string, time: string): Date | null {
  if (!isDay(date) || !TIME.test(time)) return null;
  // Both are checked above, so every part is there; a missing one would read as NaN and give null.
  const [y = NaN, m = NaN, d = NaN] = date.split('-').map(Number);
  const [hh = NaN, mm = NaN] = time.split(':').map(Number);
  const out = new Date(y, m - 1, d, hh, mm);
  return Number.isNaN(out.getTime()) ? null : out;
}

export function valuesOf(ts: TimesheetDetail): EditValues {
  const cards = [...ts.timecards]
    .sort((a, b) => a.clock_in.localeCompare(b.clock_in))
    .map((c): CardValues => {
      const i = localParts(c.clock_in);
      const o = localParts(c.clock_out);
      return {
        _id: c._id,
        inDate: i.date,
        inTime: i.time,
        outDate: o.date,
        outTime: o.time,
        breakMinutes: String(c.break_minutes),
        orig: { in: c.clock_in, out: c.clock_out, inDate: i.date, inTime: i.time, outDate: o.date, outTime: o.time },
      };
    });
  return { cards, comment: ts.comment ?? '', manager: ts.manager ?? '', reason: '' };
}

/** A yyyy-MM-dd date moved by whole days (calendar arithmetic, no time zone involved). */
function shiftDate(date: string, days: number): string {
  const d = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A new card the day after the last one (or on the week's first day), with a common 9-to-5 shape. */
export function newCard(cards: readonly CardValues[], weekStart: string): CardValues {
  const last = cards[cards.length - 1];
  const weekEnd = shiftDate(weekStart, 6);
  const after = last && isDay(last.inDate) ? shiftDate(last.inDate, 1) : weekStart.slice(0, 10);
  // Stay inside the week: past Sunday, start again on the week's first day for the user to adjust.
  const date = after > weekEnd ? weekStart.slice(0, 10) : after;
  return { inDate: date, inTime: '09:00', outDate: date, outTime: '17:00', breakMinutes: '30' };
}

/** Comparable form of the values, for the unsaved-changes check. A reason alone changes nothing to save. */
export const fingerprint = (d: EditValues) =>
  JSON.stringify([
    d.comment.trim(),
    d.manager.trim(),
    d.cards.map((c) => [c._id ?? '', c.inDate, c.inTime, c.outDate, c.outTime, c.breakMinutes.trim()]),
  ]);

type CardIssue = 'inRequired' | 'outsideWeek' | 'outRequired' | 'outBeforeIn' | 'tooLong' | 'breakInvalid' | 'breakMax' | 'breakTooLong';
export type CardIssues = { in?: CardIssue; out?: CardIssue; break?: CardIssue; overlaps: number[] };

export type Span = { start: number; end: number; minutes: number };

export function spanOf(c: CardValues): Span | null {
  const start = toInstant(c.inDate, c.inTime);
  const end = toInstant(c.outDate, c.outTime);
  if (!start || !end) return null;
  return { start: start.getTime(), end: end.getTime(), minutes: Math.round((end.getTime() - start.getTime()) / 60_000) };
}

/**
 * The server's rules, checked before sending so each problem shows on its field: both ends given, out
 * after in, a clock-in within the week, at most 24 h per card, a whole-minute break (at most 12 h) shorter than the card, and no two cards overlapping.
 */
export function validate(cards: readonly CardValues[], weekStart: string): { byIndex: CardIssues[]; count: number } {
  const byIndex: CardIssues[] = [];
  // The server accepts a clock-in from the day before the week to the day after it (time-zone slack).
  const first = shiftDate(weekStart, -1);
  const last = shiftDate(weekStart, 7);
  const spans = cards.map(spanOf);
  let count = 0;
  cards.forEach((c, i) => {
    const issues: CardIssues = { overlaps: [] };
    if (!toInstant(c.inDate, c.inTime)) issues.in = 'inRequired';
    else if (c.inDate < first || c.inDate > last) issues.in = 'outsideWeek';
    if (!toInstant(c.outDate, c.outTime)) issues.out = 'outRequired';
    const span = spans[i];
    if (span && span.end <= span.start) issues.out = 'outBeforeIn';
    else if (span && span.minutes > MAX_CARD_MINUTES) issues.out = 'tooLong';
    const brk = c.breakMinutes.trim();
    if (!/^\d{1,4}$/.test(brk)) issues.break = 'breakInvalid';
    else if (Number(brk) > MAX_BREAK_MINUTES) issues.break = 'breakMax';
    else if (span && span.end > span.start && Number(brk) >= span.minutes) issues.break = 'breakTooLong';
    spans.forEach((other, j) => {
      if (j !== i && span && other && span.end > span.start && other.end > other.start && span.start < other.end && other.start < span.end)
        issues.overlaps.push(j);
    });
    count += (issues.in ? 1 : 0) + (issues.out ? 1 : 0) + (issues.break ? 1 : 0) + (issues.overlaps.length ? 1 : 0);
    byIndex.push(issues);
  });
  return { byIndex, count };
}

export type TimecardPayload = { _id?: string; clock_in: string; clock_out: string; break_minutes: number };

/** The PUT body. Only called on valid values. */
export function toPayload(d: EditValues): {
  timecards: TimecardPayload[];
  comment: string | null;
  manager: string | null;
  reason: string | null;
} {
  return {
    timecards: d.cards.map((c) => {
      const o = c.orig;
      const clockIn = o && o.inDate === c.inDate && o.inTime === c.inTime ? o.in : toInstant(c.inDate, c.inTime)!.toISOString();
      const clockOut =
        o && o.out && o.outDate === c.outDate && o.outTime === c.outTime ? o.out : toInstant(c.outDate, c.outTime)!.toISOString();
      return { ...(c._id ? { _id: c._id } : {}), clock_in: clockIn, clock_out: clockOut, break_minutes: Number(c.breakMinutes.trim()) };
    }),
    comment: d.comment.trim() || null,
    manager: d.manager.trim() || null,
    reason: d.reason.trim() || null,
  };
}

/** The message of an issue (the form's translations), and the rows a card overlaps as "2, 3". */
export type IssueText = (issue: CardIssue | 'overlap', rows?: string) => string;

/**
 * The kit form's resolver: the rules above, each problem on the field it is about (a clock-in problem or an
 * overlap on the clock-in date, a clock-out problem on the clock-out date, the break on the break) and the
 * rows a card overlaps under `overlap`, so each row lists its problems and the first invalid input takes the focus.
 */
export function editResolver(weekStart: string, text: IssueText): Resolver<EditValues> {
  return (values) => {
    const { byIndex, count } = validate(values.cards, weekStart);
    if (count === 0) return { values, errors: {} };
    const cards = byIndex.map((issues) => {
      const rows = issues.overlaps.length ? issues.overlaps.map((j) => j + 1).join(', ') : '';
      const error = (type: CardIssue | 'overlap') => ({ type, message: text(type, rows) });
      const inIssue = issues.in ?? (rows ? 'overlap' : undefined);
      const outIssue = issues.out ?? (rows ? 'overlap' : undefined);
      const card = {
        ...(inIssue ? { inDate: error(inIssue) } : {}),
        ...(outIssue ? { outDate: error(outIssue) } : {}),
        ...(issues.break ? { breakMinutes: error(issues.break) } : {}),
        ...(rows ? { overlap: error('overlap') } : {}),
      };
      return Object.keys(card).length ? card : undefined;
    });
    return { values: {}, errors: { cards } as FieldErrors<EditValues> };
  };
}
