import { isDay } from '@/lib/api/days';
import {
  DEFAULT_PRESET,
  periodProblem,
  PRESETS,
  presetPeriod,
  type Period,
  type PeriodProblem,
  type Preset,
} from '@/lib/activity-report/period';
import type { Params, Patch } from '@/lib/browser/use-url-query';
import { isUuid } from '@/lib/api/uuid';

/**
 * The report's state in the URL: `?period=last7` (a preset, so a shared link stays relative to the day
 * it is opened) or `?from=&to=` (fixed days), plus `company` and `user`. Anything malformed falls
 * back to the default rather than failing the screen.
 */
export type ReportState = { preset: Preset; from: string | null; to: string | null; company: string; user: string };

const id = (v: string | null) => (isUuid(v) ? v.toLowerCase() : '');
const day = (v: string | null) => (v && isDay(v) ? v : null);

export function parseReportParams(p: Params): ReportState {
  const preset = p.get('period');
  return {
    preset: (PRESETS as readonly string[]).includes(preset ?? '') ? (preset as Preset) : DEFAULT_PRESET,
    from: day(p.get('from')),
    to: day(p.get('to')),
    company: id(p.get('company')),
    user: id(p.get('user')),
  };
}

/** Fixed days when the URL has both, else the preset's days ending `today`. */
export function periodOf(state: ReportState, today: string): Period {
  return state.from && state.to ? { from: state.from, to: state.to } : presetPeriod(state.preset, today);
}

/** What the period inputs hold: a half-typed date ('' from a native date input) is "not yet", not an error. */
export type DraftPeriod = { from: string; to: string };
export type DraftProblem = PeriodProblem | 'required';

export function draftProblem(p: DraftPeriod): DraftProblem | null {
  if (!isDay(p.from) || !isDay(p.to)) return 'required';
  return periodProblem(p);
}

export const presetPatch = (preset: Preset): Patch => ({ period: preset === DEFAULT_PRESET ? null : preset, from: null, to: null });
export const periodPatch = (p: Period): Patch => ({ period: null, from: p.from, to: p.to });

/** The API query of a period and the filters; empty filters are left out so equal views share a cache key. */
export const reportQuery = (p: Period, state: Pick<ReportState, 'company' | 'user'>) => ({
  from: p.from,
  to: p.to,
  company_id: state.company || undefined,
  user_id: state.user || undefined,
});
export type ReportApiQuery = ReturnType<typeof reportQuery>;
