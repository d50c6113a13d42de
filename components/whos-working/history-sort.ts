import type { WhoWorkedRow } from '@/lib/timesheets/types';

export const HISTORY_COLUMNS = ['worker_name', 'company_name', 'location_name', 'position', 'first_in', 'last_out', 'timecards', 'hours'] as const;
export type HistoryColumn = (typeof HISTORY_COLUMNS)[number];
export type SortState = { column: HistoryColumn; dir: 'asc' | 'desc' };

const NUMERIC: readonly HistoryColumn[] = ['timecards', 'hours'];
const TIMES: readonly HistoryColumn[] = ['first_in', 'last_out'];

/** Clicking the active column flips it; a new column starts ascending (largest first for numbers). */
export function nextSort(current: SortState, column: HistoryColumn): SortState {
  if (current.column === column) return { column, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { column, dir: NUMERIC.includes(column) ? 'desc' : 'asc' };
}

/**
 * Client-side sort of one page of history (the endpoint returns the whole range). A missing last_out
 * means "still clocked in" and sorts as the latest time; ties fall back to the worker's name.
 */
export function sortHistory(rows: readonly WhoWorkedRow[], { column, dir }: SortState, compareText: (a: string, b: string) => number): WhoWorkedRow[] {
  const sign = dir === 'asc' ? 1 : -1;
  const time = (v: string | null) => (v === null ? Number.POSITIVE_INFINITY : Date.parse(v));
  const by = (a: WhoWorkedRow, b: WhoWorkedRow): number => {
    if (NUMERIC.includes(column)) return (a[column] as number) - (b[column] as number);
    if (TIMES.includes(column)) {
      const d = time(a[column] as string | null) - time(b[column] as string | null);
      return Number.isNaN(d) ? 0 : d;
    }
    return compareText(String(a[column]), String(b[column]));
  };
  return [...rows].sort((a, b) => sign * by(a, b) || compareText(a.worker_name, b.worker_name));
}
