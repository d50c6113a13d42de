import type { PayRules } from './types';

export type Split = { regular: number; overtime: number; doubleTime: number };

/** Hours from the rules → whole minutes; null (tier disabled) → never reached. */
const threshold = (hours: number | null) => (hours === null ? Infinity : Math.max(0, Math.round(hours * 60)));

/**
 * Splits the week's paid minutes per local day (index 0 = the first day of the workweek) into
 * regular / overtime / double time. All in minutes.
 *
 * 1. Daily tiers: regular up to dailyOvertimeAfter, overtime up to dailyDoubleTimeAfter, double time
 *    beyond (CA Labor Code 510: 11.5 h → 8 + 3.5; 13 h → 8 + 4 + 1).
 * 2. Seventh day (CA LC 510(a)): when enabled and every day of the workweek has worked time, the
 *    seventh day has no regular time: overtime up to seventhDay.overtimeUpTo, double time beyond. The
 *    daily double-time threshold still applies if it is lower, so a seventh day never pays less than
 *    an ordinary day would.
 * 3. Weekly (FLSA 29 U.S.C. 207): walking the days in order, regular minutes past weeklyOvertimeAfter
 *    become overtime. Only regular minutes count toward the weekly figure, so an hour is never paid
 *    as overtime twice (no pyramiding; CA DLSE manual 48.1.1: 6 × 9 h = 40 regular + 14 overtime).
 */
export function allocate(worked: number[], rules: PayRules): Split[] {
  const otAt = threshold(rules.dailyOvertimeAfter);
  const dtAt = threshold(rules.dailyDoubleTimeAfter);
  const weekly = threshold(rules.weeklyOvertimeAfter);
  const seventh = rules.seventhDay.enabled && worked.length === 7 && worked.every((m) => m > 0);
  let regularSoFar = 0;
  return worked.map((w, i) => {
    if (seventh && i === 6) {
      const dt = Math.max(0, w - Math.min(dtAt, threshold(rules.seventhDay.overtimeUpTo)));
      return { regular: 0, overtime: w - dt, doubleTime: dt };
    }
    let regular = Math.min(w, otAt, dtAt);
    const doubleTime = Math.max(0, w - dtAt);
    let overtime = w - regular - doubleTime;
    const weeklyExcess = Math.max(0, Math.min(regular, regularSoFar + regular - weekly));
    regular -= weeklyExcess;
    overtime += weeklyExcess;
    regularSoFar += regular;
    return { regular, overtime, doubleTime };
  });
}
