import { TIMESHEET_SORTS, TIMESHEET_TABS, type TimesheetSort, type TimesheetTab } from '@/lib/timesheets/types';
import type { Params } from '@/lib/browser/use-url-query';
import { baseQuery, dateRangeOf, parseBase, type BaseFilter } from '../url-state';

export const DEFAULT_SORT = '-week_start';

export type SortState = { field: TimesheetSort; desc: boolean };
export type TimesheetQuery = BaseFilter & { status: TimesheetTab; sort: SortState };

export function parseSort(v: string | null): SortState {
  const desc = Boolean(v?.startsWith('-'));
  const field = (desc ? v!.slice(1) : v ?? '') as TimesheetSort;
  return (TIMESHEET_SORTS as readonly string[]).includes(field) ? { field, desc } : parseSort(DEFAULT_SORT);
}

export const sortParam = (s: SortState) => `${s.desc ? '-' : ''}${s.field}`;

export function parseTimesheetQuery(p: Params): TimesheetQuery {
  const status = p.get('status') as TimesheetTab;
  return { ...parseBase(p), status: TIMESHEET_TABS.includes(status) ? status : 'all', sort: parseSort(p.get('sort')) };
}

/** The list API query (contract: status, location, dateRange, custom_search, sort, page, per_page). */
export const listQuery = (f: TimesheetQuery) => ({ status: f.status, ...baseQuery(f), sort: sortParam(f.sort) });

export type ExportFilter = { status: TimesheetTab; location: string; dateRange?: string; custom_search?: string };

/** What an export with no selection covers: the list's current filter, every page of it. */
export const exportFilter = (f: TimesheetQuery): ExportFilter => ({
  status: f.status,
  location: f.location,
  dateRange: dateRangeOf(f),
  custom_search: f.q || undefined,
});
