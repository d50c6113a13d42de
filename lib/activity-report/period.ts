/**
 * Report periods as calendar days (yyyy-MM-dd) in the viewer's time zone. Pure and free of zod and
 * date libraries, so the browser (presets, inline checks) and the API (validation, buckets) share it.
 */

/** Longest period a report covers, in days (both ends included). */
export const MAX_PERIOD_DAYS = 366;
/** Up to this many days the chart has a point per day; longer periods group by ISO week. */
const DAILY_MAX_DAYS = 62;

export const PRESETS = ['last7', 'last30', 'last90', 'thisMonth'] as const;
export type Preset = (typeof PRESETS)[number];
export const DEFAULT_PRESET: Preset = 'last30';

export type Period = { from: string; to: string };
export type Granularity = 'day' | 'week';
export type PeriodProblem = 'order' | 'tooLong';

const MS_PER_DAY = 86_400_000;

const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);

export function addDays(day: string, n: number): string {
  return new Date(utc(day) + n * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Days in the period, both ends included (1 for a single day). */
export function periodDays({ from, to }: Period): number {
  return Math.round((utc(to) - utc(from)) / MS_PER_DAY) + 1;
}

/** Why a period of two real days cannot be reported, or null when it can. */
export function periodProblem(p: Period): PeriodProblem | null {
  if (p.to < p.from) return 'order';
  if (periodDays(p) > MAX_PERIOD_DAYS) return 'tooLong';
  return null;
}

export function granularityOf(p: Period): Granularity {
  return periodDays(p) <= DAILY_MAX_DAYS ? 'day' : 'week';
}

/** The same number of days just before the period: what the "+12%" deltas compare against. */
export function previousPeriod(p: Period): Period {
  const days = periodDays(p);
  return { from: addDays(p.from, -days), to: addDays(p.from, -1) };
}

/** A preset as days, ending today (the caller's today, in the caller's zone). */
export function presetPeriod(preset: Preset, today: string): Period {
  switch (preset) {
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'last90':
      return { from: addDays(today, -89), to: today };
    case 'thisMonth':
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}

/** Which preset a period equals today, if any (so the matching button shows as pressed). */
export function matchingPreset(p: Period, today: string): Preset | null {
  return (
    PRESETS.find((preset) => {
      const q = presetPeriod(preset, today);
      return q.from === p.from && q.to === p.to;
    }) ?? null
  );
}

/**
 * Change in percent against the previous period, rounded; null when there is nothing to compare with
 * (the previous period had none), so the UI can say "new" rather than divide by zero.
 */
export function deltaPercent(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}
