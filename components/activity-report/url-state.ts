import { createParser, type inferParserType } from 'nuqs/server';
import { isDay } from '@/lib/schema-kit/days';
import { isUuid } from '@/lib/schema-kit/uuid';
import {
  DEFAULT_PRESET,
  periodProblem,
  PRESETS,
  presetPeriod,
  type Period,
  type PeriodProblem,
  type Preset,
} from '@/lib/activity-report/period';
import type { Patch } from '@/lib/url-state/use-list-state';
import { dayParam, listLoader, oneOfParam } from '@/lib/url-state/params';

/** A company or user id, in one case, so equal filters share a cache key; anything else is no filter. */
const idFilter = createParser({ parse: (v) => (isUuid(v) ? v.toLowerCase() : null), serialize: (v: string) => v }).withDefault('');

/**
 * The report's state in the URL: `?period=last7` (a preset, so a shared link stays relative to the day
 * it is opened) or `?from=&to=` (fixed days), plus `company` and `user`. Anything malformed reads as the
 * default rather than failing the screen.
 */
export const reportParams = {
  period: oneOfParam(PRESETS, DEFAULT_PRESET),
  from: dayParam,
  to: dayParam,
  company: idFilter,
  user: idFilter,
};
export const loadReportQuery = listLoader(reportParams);

export type ReportState = inferParserType<typeof reportParams>;

/** Fixed days when the URL has both, else the preset's days ending `today`. */
export function periodOf(state: Pick<ReportState, 'period' | 'from' | 'to'>, today: string): Period {
  return state.from && state.to ? { from: state.from, to: state.to } : presetPeriod(state.period, today);
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
