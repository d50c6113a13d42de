import { say, type ErrorText } from '@/lib/errors';
import type { TimecardInput } from './schema';

const MAX_CARD_HOURS = 24;

/** Net hours of a card: clock-out minus clock-in minus breaks. */
export function cardHours(c: { clock_in: string | Date; clock_out: string | Date | null; break_minutes: number }): number | null {
  if (!c.clock_out) return null;
  return (new Date(c.clock_out).getTime() - new Date(c.clock_in).getTime()) / 3_600_000 - c.break_minutes / 60;
}

/** Why a set of timecards cannot be saved, keyed `timecards.<index>`; empty when valid. */
export function timecardProblems(cards: TimecardInput[], week: { start: Date; end: Date }): Record<string, ErrorText> {
  const problems: Record<string, ErrorText> = {};
  const spans = cards.map((c, i) => ({
    i,
    from: new Date(c.clock_in).getTime(),
    to: new Date(c.clock_out).getTime(),
    brk: c.break_minutes,
  }));
  for (const s of spans) {
    const key = `timecards.${s.i}`;
    if (s.to <= s.from) problems[key] = say('timesheets.cardOrder');
    else if (s.to - s.from > MAX_CARD_HOURS * 3_600_000) problems[key] = say('timesheets.cardTooLong', { hours: MAX_CARD_HOURS });
    else if (s.brk * 60_000 >= s.to - s.from) problems[key] = say('timesheets.breakTooLong');
    else if (s.from < week.start.getTime() || s.from >= week.end.getTime()) problems[key] = say('timesheets.cardOutsideWeek');
  }
  const sorted = [...spans].sort((a, b) => a.from - b.from);
  for (const [k, s] of sorted.entries()) {
    const previous = sorted[k - 1];
    if (previous && s.from < previous.to) problems[`timecards.${s.i}`] ??= say('timesheets.cardsOverlap');
  }
  return problems;
}
