import type { PunchRules } from '@/lib/settings/punch-rules';
import { MISSED_PUNCH_GRACE_HOURS, type ExceptionDetail, type ExceptionKind } from './exceptions';
import { distanceM, type LatLng } from './geo';

/** One timecard as the rules see it: its punches, breaks, where it was punched, the site's fence and its shift. */
export type PunchFacts = {
  clockIn: Date;
  clockOut: Date | null;
  /** Total break minutes recorded on the card. */
  breakMinutes: number;
  /** Individual breaks when the app recorded them (start / end ISO); otherwise breakMinutes is one break. */
  breaks?: { start: string; end: string | null }[];
  clockInAt?: LatLng | null;
  clockOutAt?: LatLng | null;
  /** The location's geofence; null when the location has no coordinates (no outside_fence then). */
  fence: (LatLng & { radiusM: number }) | null;
  /** The assigned shift's window, when the card is attached to one. */
  shift: { startsAt: Date; endsAt: Date } | null;
};

export type RaisedException = { kind: ExceptionKind; detail: ExceptionDetail };

const MIN = 60_000;
const HOUR = 3_600_000;
const oneDecimal = (n: number) => Math.round(n * 10) / 10;

/**
 * Break lengths in minutes: the closed breaks the app recorded when they add up to the card's break
 * minutes, else (none recorded, or the minutes edited since) the card's break minutes as one break.
 */
export function breakLengths(f: Pick<PunchFacts, 'breakMinutes' | 'breaks'>): number[] {
  const closed = (f.breaks ?? []).filter((b) => b.end).map((b) => Math.round((Date.parse(b.end!) - Date.parse(b.start)) / MIN));
  const sum = closed.reduce((a, b) => a + b, 0);
  if (closed.length && Math.abs(sum - f.breakMinutes) <= 1) return closed;
  return f.breakMinutes > 0 ? [f.breakMinutes] : [];
}

/** When an open card becomes a missed punch: 2 h after its shift's end, or long_shift_hours + 2 h after clock-in without a shift. */
export function missedPunchDeadline(f: Pick<PunchFacts, 'clockIn' | 'shift'>, rules: PunchRules): Date {
  return f.shift
    ? new Date(f.shift.endsAt.getTime() + MISSED_PUNCH_GRACE_HOURS * HOUR)
    : new Date(f.clockIn.getTime() + (rules.long_shift_hours + MISSED_PUNCH_GRACE_HOURS) * HOUR);
}

/**
 * Minutes a clock-in came after its shift's start when that is beyond the tenant's allowance
 * (`early_late_minutes`), else 0: the late_arrival rule, shared with the who's-working board's "late".
 */
export function lateArrivalMinutes(shiftStart: Date, clockIn: Date, rules: Pick<PunchRules, 'early_late_minutes'>): number {
  const late = -Math.round((shiftStart.getTime() - clockIn.getTime()) / MIN);
  return late > rules.early_late_minutes ? late : 0;
}

/**
 * Every exception the card raises now, with the numbers its reason is worded from. Pure: the same facts,
 * rules and time give the same answer. Break and length rules judge a finished card only; a card still
 * open is judged by its arrival, its place and (past the deadline) as a missed punch.
 */
export function evaluatePunch(f: PunchFacts, rules: PunchRules, now: Date): RaisedException[] {
  const out: RaisedException[] = [];

  if (f.fence) {
    const punches: ['in' | 'out', LatLng | null | undefined][] = [
      ['in', f.clockInAt],
      ['out', f.clockOutAt],
    ];
    let worst: { punch: 'in' | 'out'; distance: number } | null = null;
    for (const [punch, at] of punches) {
      if (!at) continue;
      const distance = distanceM(f.fence, at);
      if (distance > f.fence.radiusM && (!worst || distance > worst.distance)) worst = { punch, distance };
    }
    if (worst)
      out.push({
        kind: 'outside_fence',
        detail: { punch: worst.punch, distance_m: Math.round(worst.distance), radius_m: f.fence.radiusM },
      });
  }

  if (f.shift) {
    const early = Math.round((f.shift.startsAt.getTime() - f.clockIn.getTime()) / MIN);
    if (early > rules.early_late_minutes)
      out.push({ kind: 'early_arrival', detail: { minutes: early, limit_minutes: rules.early_late_minutes } });
    const late = lateArrivalMinutes(f.shift.startsAt, f.clockIn, rules);
    if (late > 0) out.push({ kind: 'late_arrival', detail: { minutes: late, limit_minutes: rules.early_late_minutes } });
  }

  if (!f.clockOut) {
    if (now.getTime() >= missedPunchDeadline(f, rules).getTime())
      out.push({ kind: 'missed_punch', detail: { hours: oneDecimal((now.getTime() - f.clockIn.getTime()) / HOUR) } });
    return out;
  }

  const breaks = breakLengths(f);
  const breakTotal = f.breakMinutes;
  const workedHours = (f.clockOut.getTime() - f.clockIn.getTime() - breakTotal * MIN) / HOUR;
  if (!breaks.length && workedHours > rules.break_required_after_hours)
    out.push({ kind: 'missed_break', detail: { hours: oneDecimal(workedHours), after_hours: rules.break_required_after_hours } });
  const shortest = breaks.length ? Math.min(...breaks) : null;
  if (shortest !== null && shortest < rules.min_break_minutes)
    out.push({ kind: 'short_break', detail: { minutes: shortest, min_minutes: rules.min_break_minutes } });
  if (workedHours > rules.long_shift_hours)
    out.push({ kind: 'long_shift', detail: { hours: oneDecimal(workedHours), max_hours: rules.long_shift_hours } });
  return out;
}
