import type { PayRules, Punch } from './types';
import { instant, roundPunch, toMinute } from './rounding';

type Span = [from: number, to: number];

/**
 * Unpaid timed breaks of a card, clipped to its (rounded) worked span and merged, in epoch minutes.
 * A break shorter than paidBreakUnderMinutes is a paid rest break (FLSA: 5–20 minute breaks count as
 * hours worked) and is not deducted. Its length is read from its own times, which are never rounded;
 * an open break runs until the clock-out. Clipping matters: a break logged past the clock-out is time
 * that was never counted, so it must not be deducted twice. Merging keeps overlapping breaks from
 * being deducted twice.
 */
function unpaidBreaks(p: Punch, clockOutMs: number, span: Span, paidUnder: number): Span[] {
  const spans: Span[] = [];
  for (const b of p.breaks) {
    const start = toMinute(instant(b.start));
    const end = toMinute(b.end === null ? clockOutMs : instant(b.end));
    if (end - start <= 0 || end - start < paidUnder) continue;
    const from = Math.max(start, span[0]);
    const to = Math.min(end, span[1]);
    if (to > from) spans.push([from, to]);
  }
  spans.sort((a, b) => a[0] - b[0]);
  const merged: Span[] = [];
  for (const s of spans) {
    const last = merged[merged.length - 1];
    if (last && s[0] <= last[1]) last[1] = Math.max(last[1], s[1]);
    else merged.push([s[0], s[1]]);
  }
  return merged;
}

/** Minutes of [from, to) not covered by the (merged) breaks. */
function paidWithin(from: number, to: number, breaks: Span[]): number {
  let minutes = to - from;
  for (const [s, e] of breaks) minutes -= Math.max(0, Math.min(e, to) - Math.max(s, from));
  return minutes;
}

/**
 * Adds one closed card's paid minutes to the week's local days. `bounds` holds the 8 instants (epoch
 * minutes) at which the week's local days start and the next week starts, so splitting at midnight
 * and at the week's edges is one comparison per day, DST days (23 or 25 hours) included.
 *
 * Untimed break minutes are always an unpaid meal break (a hand-entered figure has no times to tell a
 * rest break from a meal, and "break minutes" on a timecard means the unpaid kind): they come off the
 * card's first local day, and whatever that day cannot absorb comes off the next, so no day goes
 * negative and nothing declared is paid. A card that began in the previous week spends its deduction
 * there first, exactly as that week's own computation does, so the two weeks never disagree.
 */
export function addCard(p: Punch, rules: PayRules, timeZone: string, bounds: number[], days: number[]): void {
  if (p.clockOut === null) return;
  const outMs = instant(p.clockOut);
  const from = roundPunch(instant(p.clockIn), rules.rounding, timeZone);
  const to = roundPunch(outMs, rules.rounding, timeZone);
  // `bounds` holds the 8 instants described above, so every index below is in range.
  const weekStart = bounds[0]!;
  if (to <= from || to <= weekStart || from >= bounds[7]!) return;
  const breaks = unpaidBreaks(p, outMs, [from, to], rules.paidBreakUnderMinutes);
  let untimed = Number.isFinite(p.breakMinutes) ? Math.max(0, Math.round(p.breakMinutes)) : 0;
  if (from < weekStart) untimed = Math.max(0, untimed - paidWithin(from, weekStart, breaks));
  for (let i = 0; i < 7; i++) {
    const s = Math.max(from, bounds[i]!);
    const e = Math.min(to, bounds[i + 1]!);
    if (e <= s) continue;
    const paid = paidWithin(s, e, breaks);
    const taken = Math.min(untimed, paid);
    untimed -= taken;
    days[i]! += paid - taken;
  }
}
