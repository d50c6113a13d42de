// No 'server-only' guard: pure, and read by both the timesheet view's query and the approval page's.
import { cardShares, computeWeek, daysSummingTo, type PayRules } from '@/lib/pay-rules';

/**
 * The per-day and per-card hours a screen shows for one timesheet (DESIGN.md §8 "One number"). They come
 * from the stored figures, never from clock-out minus clock-in: the stored days (timesheets.day_hours,
 * the engine's shares of the stored total, lib/timesheets/totals.ts) and the stored total itself. A
 * frozen sheet keeps what it stored even if the rules changed since; a sheet stored before days were
 * shares of the total shows its total split in proportion to its stored days. The engine, run on the
 * sheet's cards, only says how a day is shared between the cards that worked on it.
 */

type Card = { clock_in: string | Date; clock_out: string | Date | null; break_minutes: number; breaks?: unknown };

export type SheetFigures = {
  weekStart: string;
  timeZone: string;
  rules: PayRules;
  /** Stored regular + overtime + double-time hours. */
  totalHours: number;
  /** Stored timesheets.day_hours, day 0 = weekStart. */
  dayHours: readonly number[];
  cards: readonly Card[];
};

const toHundredths = (hours: number) => Math.round(hours * 100);

const breaksOf = (b: unknown): { start: string; end: string | null }[] =>
  Array.isArray(b) ? b.filter((x): x is { start: string; end: string | null } => !!x && typeof x === 'object' && 'start' in x) : [];

const iso = (d: string | Date) => (typeof d === 'string' ? d : d.toISOString());

/** Hours per local day (7, summing to totalHours) and per card (null while clocked in; closed ones sum to totalHours). */
export function sheetDayFigures(s: SheetFigures): { days: number[]; cards: (number | null)[] } {
  const week = computeWeek({
    punches: s.cards.map((c) => ({
      clockIn: iso(c.clock_in),
      clockOut: c.clock_out === null ? null : iso(c.clock_out),
      breaks: breaksOf(c.breaks),
      breakMinutes: c.break_minutes,
    })),
    timeZone: s.timeZone,
    weekStart: s.weekStart,
    rules: s.rules,
    rates: { pay: 0, bill: 0 },
  });
  const stored = Array.from({ length: 7 }, (_, i) => toHundredths(Number(s.dayHours[i] ?? 0)));
  const days = daysSummingTo(
    toHundredths(s.totalHours),
    stored,
    week.days.map((d) => d.workedMinutes),
  );
  const closed = s.cards.map((c) => c.clock_out !== null);
  const shares = cardShares(
    days,
    week.punchDayMinutes.filter((_, i) => closed[i]),
  );
  let next = 0;
  return {
    days: days.map((h) => h / 100),
    // One share per closed card, so `next` never passes the end.
    cards: closed.map((isClosed) => (isClosed ? shares[next++]! / 100 : null)),
  };
}
